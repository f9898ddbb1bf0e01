# Les mots des images d'échiquier : la position en toutes lettres pour qui
# ne voit pas l'image (son texte alternatif), la légende des pièces
# féeriques et les mots dessinés dans les images des archives web.
# $color : White ou Black ; $role : king, queen, chancellor, marshall,
# rook, bishop, knight, ghost, pawn, tandem (deux pions sur une même case,
# Tandem-Pawn Chess).

# Le côté d'où l'image est vue, après le titre de l'échiquier s'il en a un
# ($title : « Échiquier A : trait aux Blancs »).
picture-seen-from =
    Vu du côté des { $color ->
        [White] Blancs
       *[Black] Noirs
    }.
picture-titled-seen-from =
    { $title }, vu du côté des { $color ->
        [White] Blancs
       *[Black] Noirs
    }.
# Les pièces d'un camp sur un échiquier : $pieces énumère des picture-pieces.
picture-army =
    { $color ->
        [White] Blancs
       *[Black] Noirs
    } : { $pieces }.
picture-army-none =
    { $color ->
        [White] Blancs
       *[Black] Noirs
    } : aucune pièce.
# Une sorte de pièce et ses cases : « tours a1 et h1 ».
# $count vaut "one" ou "many" (pas un nombre : les cases suivent le nom).
picture-pieces =
    { $count ->
        [one]
            { $role ->
                [king] roi
                [queen] dame
                [chancellor] chancelier
                [marshall] maréchal
                [rook] tour
                [bishop] fou
                [knight] cavalier
                [ghost] fantôme
                [tandem] tandem
               *[pawn] pion
            }
       *[many]
            { $role ->
                [king] rois
                [queen] dames
                [chancellor] chanceliers
                [marshall] maréchaux
                [rook] tours
                [bishop] fous
                [knight] cavaliers
                [ghost] fantômes
                [tandem] tandems
               *[pawn] pions
            }
    } { $squares }
# La réserve d'un camp (les pièces qu'il peut parachuter) : $pieces énumère
# des picture-held.
picture-hand =
    Réserve des { $color ->
        [White] Blancs
       *[Black] Noirs
    } : { $pieces }.
picture-hand-empty =
    Réserve des { $color ->
        [White] Blancs
       *[Black] Noirs
    } : vide.
# Les pièces d'une sorte en réserve : « dame », « 2 cavaliers ».
picture-held =
    { $n ->
        [1]
            { $role ->
                [queen] dame
                [chancellor] chancelier
                [marshall] maréchal
                [rook] tour
                [bishop] fou
                [knight] cavalier
                [ghost] fantôme
               *[pawn] pion
            }
       *[other]
            { $n } { $role ->
                [queen] dames
                [chancellor] chanceliers
                [marshall] maréchaux
                [rook] tours
                [bishop] fous
                [knight] cavaliers
                [ghost] fantômes
               *[pawn] pions
            }
    }
# Le dernier tour de jeu : un coup, ou les coups d'un tour qui en compte
# plusieurs.
picture-last-move = Dernier coup : { $moves }.
picture-last-turn = Dernier tour de jeu : { $moves }.
picture-move = de { $from } en { $to }
picture-drop = parachutage en { $square }
# La légende des pièces féeriques, sous les échiquiers d'un message : la
# pièce, l'aspect de son dessin, sa marche.
picture-legend =
    { $role ->
        [chancellor] Chancelier (représenté par un cavalier sur un pied de fou)
        [marshall] Maréchal (représenté par un cavalier sur des créneaux de tour)
        [ghost] Fantôme (représenté par un drap avec des yeux)
       *[tandem] Tandem (représenté par deux pions côte à côte)
    } : { $does }
# La même, dans les images des archives web, à côté du dessin de la pièce.
picture-legend-drawn =
    { $role ->
        [chancellor] chancelier
        [marshall] maréchal
        [ghost] fantôme
       *[tandem] tandem
    } : { $does }
# La marche d'une pièce féerique. Le Tandem-84 a deux règles pour le fantôme.
picture-does =
    { $what ->
        [chancellor] se déplace comme un fou ou comme un cavalier
        [marshall] se déplace comme une tour ou comme un cavalier
        [ghost-rook] se déplace comme une tour sur l'échiquier où il se trouve, comme un fou après un transfert ; peut échanger sa place avec la première pièce amie de sa trajectoire
        [ghost-queen] se déplace comme une dame sur l'échiquier où il se trouve, comme un noctambule après un transfert ; les pièces amies le traversent ; il ne peut être pris que par le roi adverse, ou tant qu'il fait écran devant son roi
        [tandem] deux pions sur une même case
       *[other] voir les règles de la variante
    }
# La légende devant une réserve dessinée dans les images des archives web.
picture-hand-caption =
    Réserve des { $color ->
        [White] Blancs
       *[Black] Noirs
    } :
# Les noms des échiquiers dans une image : un échiquier du bughouse
# ($board : A ou B), et les deux moitiés du Tandem-84 avec leurs colonnes.
picture-board = Échiquier { $board }
picture-board-left = Échiquier de gauche (a-f)
picture-board-right = Échiquier de droite (g-l)
# Après la légende, pour une réserve qui ne contient rien.
picture-hand-none = vide
