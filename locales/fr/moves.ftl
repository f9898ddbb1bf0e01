# Un coup que le bot n'a pas joué, et pourquoi (voir locales/en/moves.ftl).
# $piece est le nom anglais de la pièce (pawn, knight, bishop, rook, queen, king…).

move-unreadable = je ne peux pas lire « { $input } » comme un coup : { $reason }
move-illegal = « { $input } » n'est pas légal ici : { $reason }
move-ambiguous = « { $input } » est ambigu : il peut s'agir de { $candidates }
move-did-you-mean = { $refusal }. Vouliez-vous dire { $candidates } ?
move-game-over = la partie est terminée ({ $outcome })

list-or = { $a } { $next ->
       *[other] ou
    } { $b }

## Une suite conditionnelle qui ne peut pas être jouée

line-refused = dans votre suite conditionnelle, { $whose }, { $turn }, est injouable { $when } : { $reason }
line-their-turn = { $kind ->
        [double] le tour de jeu de { $who }
       *[single] le coup de { $who }
    }
line-your-answer = votre réponse
line-now = maintenant
line-after = après { $turns }
line-game-over = la partie serait déjà terminée à ce moment-là ({ $outcome })

## Pourquoi : toute variante

reason-no-move = aucun coup n'y figure
reason-no-match = aucun coup légal ne correspond
reason-ambiguous = plus d'un coup légal correspond
reason-in-check = { $reason } (vous êtes en échec)
reason-write-moves-like = écrivez les coups ainsi : { $examples }
reason-capture-mark-first = « { $mark } » n'est pas une lettre de pièce, et la marque de prise vient après la pièce ou la colonne du pion, comme dans { $piece-capture } ou { $pawn-capture }
reason-game-over = la partie est terminée : il n'y a aucun coup légal
reason-game-over-turn = la partie est terminée : il n'y a plus aucun coup légal
reason-castle-in-check =
    vous ne pouvez pas faire le { $side ->
        [kingside] petit
       *[queenside] grand
    } roque : votre roi est en échec
reason-castle-impossible =
    le { $side ->
        [kingside] petit
       *[queenside] grand
    } roque n'est pas possible maintenant (une pièce se trouve sur le passage, le roi ou la tour a déjà joué, ou une case est contrôlée par l'adversaire)
reason-no-drop =
    vous n'avez { $piece ->
        [pawn] aucun pion
        [knight] aucun cavalier
        [bishop] aucun fou
        [rook] aucune tour
        [queen] aucune dame
        [chancellor] aucun chancelier
        [marshall] aucun maréchal
        [ghost] aucun fantôme
       *[other] aucune pièce « { $piece } »
    } en réserve à parachuter en { $square }, ou la case est occupée
reason-no-such-piece =
    vous n'avez { $piece ->
        [pawn] aucun pion
        [knight] aucun cavalier
        [bishop] aucun fou
        [rook] aucune tour
        [queen] aucune dame
        [king] pas de roi
        [chancellor] aucun chancelier
        [marshall] aucun maréchal
        [ghost] aucun fantôme
       *[other] aucune pièce « { $piece } »
    }
reason-none-reaches =
    { $piece ->
        [pawn] aucun de vos pions ne peut
        [knight] aucun de vos cavaliers ne peut
        [bishop] aucun de vos fous ne peut
        [rook] aucune de vos tours ne peut
        [queen] aucune de vos dames ne peut
        [king] votre roi ne peut pas
        [chancellor] aucun de vos chanceliers ne peut
        [marshall] aucun de vos maréchaux ne peut
        [ghost] aucun de vos fantômes ne peut
       *[other] aucune de vos pièces « { $piece } » ne peut
    } aller en { $square }
reason-empty-square = il n'y a aucune pièce en { $square }
reason-not-your-piece = la pièce en { $square } n'est pas à vous
reason-cannot-go =
    { $piece ->
        [pawn] votre pion
        [knight] votre cavalier
        [bishop] votre fou
        [rook] votre tour
        [queen] votre dame
        [king] votre roi
        [chancellor] votre chancelier
        [marshall] votre maréchal
        [ghost] votre fantôme
       *[other] votre pièce « { $piece } »
    } en { $from } ne peut pas aller en { $square }

## Pourquoi : la notation choisie

reason-foreign-letter =
    « { $letter } » n'est pas une lettre de pièce dans la notation { $language ->
        [de] allemande
        [ru] russe
        [pl] polonaise
        [it] italienne
        [es] espagnole
        [fr] française
        [nl] néerlandaise
        [pt] portugaise
       *[en] anglaise
    }, que vous avez choisie : { $legend } ; un coup de pion n'a pas de lettre
reason-legend-piece =
    { $letter } ({ $piece ->
        [pawn] pion
        [knight] cavalier
        [bishop] fou
        [rook] tour
        [queen] dame
        [king] roi
        [chancellor] chancelier
        [marshall] maréchal
        [ghost] fantôme
       *[other] { $piece }
    })
reason-legend-drop = { $letter }@ (parachutage d'un pion)
reason-legend-tandem = { $letter } (le tandem entier)
reason-numeric-none = { $variant } n'a pas de notation numérique (ses échiquiers ont douze colonnes) ; écrivez les coups ainsi : { $examples }
reason-numeric-malformed = « { $text } » n'est pas un coup numérique : ce sont quatre chiffres, la colonne et la rangée de la case de départ puis celles d'arrivée (a=1 … h=8, rangées 1-8), comme 5254 pour e2-e4, et un cinquième pour une promotion (1 dame, 2 tour, 3 fou, 4 cavalier)
reason-numeric-mixture = « { $text } » mêle un coup numérique et d'autres signes : écrivez les chiffres seuls, comme 5254, ou le coup en notation algébrique
reason-numeric-drop = « { $text } » : un parachutage n'a pas de forme numérique ; écrivez la pièce, @ et la case, comme { $drop } ({ $pawn-drop } pour un pion)
reason-numeric-no-drop = { $reason } (un parachutage n'a pas de forme numérique : écrivez-le comme { $example })

## Pourquoi : Two-Prong Chess

reason-still-in-check = il ne pare pas l'échec
reason-leaves-king-in-check = il laisserait votre roi en échec
reason-only-with-another = { $reason } ; il n'est légal qu'avec un autre coup
reason-first-turn-of-game-single = le premier tour de jeu des Blancs dans la partie est un coup simple
reason-first-move = le premier coup « { $part } » : { $reason }
reason-second-move = le second coup « { $part } » : { $reason }
reason-dual-turn = un tour de jeu est un coup, ou deux coups de pièces différentes joints par « / » (comme { $example })
reason-castling-whole-turn = le roque est un tour de jeu entier : il ne peut pas être la moitié d'un coup double
reason-dual-same-piece =
    « { $first } » et « { $second } » sont deux coups { $piece ->
        [pawn] du pion
        [knight] du cavalier
        [bishop] du fou
        [rook] de la tour
        [queen] de la dame
        [king] du roi
        [chancellor] du chancelier
        [marshall] du maréchal
        [ghost] du fantôme
       *[other] de la pièce « { $piece } »
    } en { $square } ; un coup double demande deux pièces différentes
reason-dual-same-square = les deux coups aboutissent en { $square } : deux pièces ne peuvent pas aller sur la même case
reason-dual-same-capture = les deux coups prennent la même pièce
reason-dual-still-in-check = après les deux coups, votre roi serait encore en échec
reason-dual-in-check = après les deux coups, votre roi serait en échec

## Pourquoi : Tandem-84

reason-t84-turn = un tour de jeu est un ou deux coups joints par « / », comme { $example }
reason-t84-not-a-move = « { $part } » n'est pas un coup ; écrivez les coups ainsi : { $examples }
reason-first-turn-single = le premier tour de jeu des Blancs est un coup simple
reason-cannot-start = le coup « { $part } » ne peut pas commencer ici un tour de jeu légal
reason-add-second = un tour de jeu compte ici deux coups : ajoutez après « { $part } » un second coup sur l'autre échiquier
reason-no-second = après « { $part } » aucun second coup n'est possible, le tour de jeu est donc « { $part } » seul
reason-bad-second = « { $second } » n'est pas un second coup légal après « { $first } » (il doit jouer une autre pièce, partir de l'autre échiquier et ne pas laisser votre roi en échec)

## Pourquoi : Tandem-Pawn Chess

reason-tandem-pawn-moves = écrivez les coups ainsi : { $pawn }, { $capture }, { $tandem } (le tandem entier), { $rocket } (une fusée), { $knight } ou { $castle }
reason-tandem-whole-can = un pion seul ne peut pas jouer ce coup ici (un pion séparé ne peut pas prendre un tandem), mais le tandem entier le peut : écrivez TT devant le coup
reason-tandem-rocket = aucun pion seul ne joue ce coup ; c'est une fusée, qui s'écrit avec ^
reason-tandem-not-whole = aucun tandem entier ne joue ce coup ; sans TT, c'est un seul pion qui bouge
reason-tandem-no-rocket = aucune fusée n'arrive là ; une fusée demande un tandem avec la case derrière lui et les deux devant libres

## Pourquoi : les variantes à deux échiquiers

reason-match-over = le match est terminé
reason-no-board-can-move = aucun échiquier ne peut jouer pour le moment
reason-both-boards = il est légal sur les deux échiquiers : dites lequel, comme A:e4 ou B:e4
reason-waits-for-piece =
    les { $color ->
        [White] Blancs sont
       *[Black] Noirs sont
    } en échec sur l'échiquier { $board } et attendent une pièce du partenaire pour le parer
reason-board-can-move = on peut jouer sur l'échiquier { $board }
reason-board-over = la partie sur l'échiquier { $board } est terminée
reason-on-board = sur l'échiquier { $board } : { $reason }
reason-label-alone = une lettre d'échiquier qui n'est suivie d'aucun coup
reason-one-move = un coup à la fois
reason-one-move-with-board = un coup à la fois, avec son échiquier : { $examples }
reason-your-board = vous jouez sur l'échiquier { $board }
reason-their-move-on-board =
    sur l'échiquier { $board }, c'est aux { $color ->
        [White] Blancs
       *[Black] Noirs
    } de jouer
reason-only-board = ce tour de jeu ne se joue que sur l'échiquier { $board }
reason-only-board-one-move = ce tour de jeu ne se joue que sur l'échiquier { $board } : un seul coup
reason-sync-turn = un tour de jeu est un coup sur l'échiquier A, puis un sur l'échiquier B : écrivez-les { $a }/{ $b } (ou A: { $a } B: { $b })
reason-board-a-first = le coup sur l'échiquier A vient d'abord : { $reason }
reason-move-missing = il manque un coup : { $reason }
reason-same-board = les deux coups désignent le même échiquier : { $reason }
reason-too-many-moves = trop de coups : { $reason }
reason-ends-match = { $move } termine le match : le tour de jeu s'arrête là

## Pourquoi : une lettre de la notation d'une autre langue, le symbole d'une pièce absente du jeu

# « S est un cavalier en notation allemande et polonaise » : $languages est
# fait de reason-language joints par reason-and (et reason-list) ; l'adjectif
# s'accorde avec « notation ».
reason-letter-means =
    { $letter } est { $piece ->
        [pawn] un pion
        [knight] un cavalier
        [bishop] un fou
        [rook] une tour
        [queen] une dame
        [king] un roi
        [chancellor] un chancelier
        [marshall] un maréchal
        [ghost] un fantôme
       *[other] une pièce « { $piece } »
    } en notation { $languages }
reason-language =
    { $language ->
        [de] allemande
        [ru] russe
        [pl] polonaise
        [it] italienne
        [es] espagnole
        [fr] française
        [nl] néerlandaise
        [pt] portugaise
       *[en] anglaise
    }
reason-and = { $a } { $next ->
       *[other] et
    } { $b }
reason-or = { $a } { $next ->
       *[other] ou
    } { $b }
# Les éléments séparés par des virgules (avant « et »/« ou »).
reason-list = { $items }
# La ligne de commande qui passe aux lettres d'une autre langue.
reason-notation-line = « notation { $code } »
# La notation du lecteur : les lettres d'une autre langue, les figurines, les
# chiffres de l'ICCF ; entre parenthèses après « votre notation ».
reason-notation-letters =
    lettres { $language ->
        [de] allemandes
        [ru] russes
        [pl] polonaises
        [it] italiennes
        [es] espagnoles
        [fr] françaises
        [nl] néerlandaises
        [pt] portugaises
       *[en] anglaises
    }
reason-notation-figurine = figurines
reason-notation-iccf = numérique ICCF
# $meanings : des reason-letter-means, séparés par des virgules ; $mine :
# reason-notation-* ; $lines : des reason-notation-line joints par
# reason-or. -one : les lettres sont celles d'une seule langue ($language) ;
# -many : de plusieurs.
reason-other-letters-one =
    { $meanings }, mais pas dans votre notation ({ $mine }) ; écrivez la ligne { $lines } pour adopter les lettres { $language ->
        [de] allemandes
        [ru] russes
        [pl] polonaises
        [it] italiennes
        [es] espagnoles
        [fr] françaises
        [nl] néerlandaises
        [pt] portugaises
       *[en] anglaises
    }
reason-other-letters-many = { $meanings }, mais pas dans votre notation ({ $mine }) ; écrivez la ligne { $lines } pour adopter les lettres de cette langue
# $glyph : le symbole d'échecs écrit par le joueur ; $pieces : reason-glyph-pieces*.
reason-glyph-piece =
    { $glyph } est { $piece ->
        [pawn] un pion
        [knight] un cavalier
        [bishop] un fou
        [rook] une tour
        [queen] une dame
        [king] un roi
        [chancellor] un chancelier
        [marshall] un maréchal
        [ghost] un fantôme
       *[other] une pièce « { $piece } »
    }, une pièce absente de la variante { $variant } ; ses pièces sont { $pieces }
reason-glyph-knight-queen = { $glyph } est un cavalier-dame, une pièce absente de la variante { $variant } ; ses pièces sont { $pieces }
reason-glyph-fairy = { $glyph } est une pièce féerique, absente de la variante { $variant } ; ses pièces sont { $pieces }
reason-glyph-pieces = { $glyphs }
reason-glyph-pieces-tandem84 =
    { $glyphs } et C ({ $chancellor ->
        [chancellor] chancelier
       *[other] { $chancellor }
    }), M ({ $marshall ->
        [marshall] maréchal
       *[other] { $marshall }
    }), G ({ $ghost ->
        [ghost] fantôme
       *[other] { $ghost }
    })

## Un tour de jeu en toutes lettres, entre parenthèses après le tour
## (« 1. Cf3 (le cavalier blanc est allé de g1 en f3) ») : minuscule au
## début, pas de point final. $color : White ou Black (le camp qui joue) ;
## $piece, $other : le nom anglais d'une pièce (pawn, knight, bishop, rook,
## queen, king, chancellor, marshall, ghost) ; $from, $to, $back, $twin :
## des cases ; $turn, $part, $a, $b, $parts : des messages turn-*.

turn-move =
    { $color ->
        [White] { $piece ->
            [pawn] le pion blanc est allé
            [knight] le cavalier blanc est allé
            [bishop] le fou blanc est allé
            [rook] la tour blanche est allée
            [queen] la dame blanche est allée
            [king] le roi blanc est allé
            [chancellor] le chancelier blanc est allé
            [marshall] le maréchal blanc est allé
            [ghost] le fantôme blanc est allé
          *[other] la pièce blanche « { $piece } » est allée
        }
       *[Black] { $piece ->
            [pawn] le pion noir est allé
            [knight] le cavalier noir est allé
            [bishop] le fou noir est allé
            [rook] la tour noire est allée
            [queen] la dame noire est allée
            [king] le roi noir est allé
            [chancellor] le chancelier noir est allé
            [marshall] le maréchal noir est allé
            [ghost] le fantôme noir est allé
          *[other] la pièce noire « { $piece } » est allée
        }
    } de { $from } en { $to }
# $wing : kingside ou queenside.
turn-castle =
    { $color ->
        [White] les Blancs ont roqué
       *[Black] les Noirs ont roqué
    } { $wing ->
        [kingside] côté roi
       *[queenside] côté dame
    }
turn-drop =
    { $color ->
        [White] les Blancs ont parachuté
       *[Black] les Noirs ont parachuté
    } { $piece ->
        [pawn] un pion
        [knight] un cavalier
        [bishop] un fou
        [rook] une tour
        [queen] une dame
        [king] un roi
        [chancellor] un chancelier
        [marshall] un maréchal
        [ghost] un fantôme
       *[other] une pièce « { $piece } »
    } en { $to }
turn-capture =
    { $turn }, en prenant { $piece ->
        [pawn] un pion
        [knight] un cavalier
        [bishop] un fou
        [rook] une tour
        [queen] une dame
        [king] un roi
        [chancellor] un chancelier
        [marshall] un maréchal
        [ghost] un fantôme
       *[other] une pièce « { $piece } »
    }
turn-capture-en-passant = { $turn }, en prenant un pion en passant
turn-promotion =
    { $turn }, et a été promu en { $piece ->
        [pawn] pion
        [knight] cavalier
        [bishop] fou
        [rook] tour
        [queen] dame
        [king] roi
        [chancellor] chancelier
        [marshall] maréchal
        [ghost] fantôme
       *[other] { $piece }
    }
turn-then = { $a } ; puis { $b }
turn-none = aucun coup
# Un tour de jeu qu'aucune variante ne décrit davantage : sa notation.
turn-notation = { $turn }
# Two-Prong Chess : un ou deux coups à la fois.
turn-prong-one =
    { $color ->
        [White] les Blancs ont joué
       *[Black] les Noirs ont joué
    } { $part }
turn-prong-two =
    { $color ->
        [White] les Blancs ont joué
       *[Black] les Noirs ont joué
    } { $a } et, en même temps, { $b }
turn-prong-part =
    { $piece ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
        [king] le roi
        [chancellor] le chancelier
        [marshall] le maréchal
        [ghost] le fantôme
       *[other] la pièce « { $piece } »
    } de { $from } en { $to }
turn-prong-castled =
    { $wing ->
        [kingside] le petit roque
       *[queenside] le grand roque
    }
turn-prong-capture =
    { $part } en prenant { $piece ->
        [pawn] un pion
        [knight] un cavalier
        [bishop] un fou
        [rook] une tour
        [queen] une dame
        [king] un roi
        [chancellor] un chancelier
        [marshall] un maréchal
        [ghost] un fantôme
       *[other] une pièce « { $piece } »
    }
turn-prong-capture-en-passant = { $part } en prenant un pion en passant
turn-prong-promotion =
    { $part }, promu en { $piece ->
        [pawn] pion
        [knight] cavalier
        [bishop] fou
        [rook] tour
        [queen] dame
        [king] roi
        [chancellor] chancelier
        [marshall] maréchal
        [ghost] fantôme
       *[other] { $piece }
    }
# Tandem-Pawn Chess : pions et tandems (deux pions sur une même case).
turn-tandem-advanced =
    le tandem { $color ->
        [White] blanc
       *[Black] noir
    } de { $from } a avancé en { $to }
turn-tandem-captured =
    le tandem { $color ->
        [White] blanc
       *[Black] noir
    } de { $from } a pris en { $to }
turn-tandem-rocket =
    le tandem { $color ->
        [White] blanc
       *[Black] noir
    } de { $from } a fait la fusée : un pion a reculé en { $back }, l'autre a sauté en { $to }
turn-tandem-one-advanced =
    un pion du tandem { $color ->
        [White] blanc
       *[Black] noir
    } de { $from } a avancé en { $to }
turn-tandem-one-captured =
    un pion du tandem { $color ->
        [White] blanc
       *[Black] noir
    } de { $from } a pris en { $to }
turn-pawn-advanced =
    le pion { $color ->
        [White] blanc
       *[Black] noir
    } de { $from } a avancé en { $to }
turn-pawn-captured =
    le pion { $color ->
        [White] blanc
       *[Black] noir
    } de { $from } a pris en { $to }
turn-capture-tandem = { $turn }, en prenant un tandem de deux pions
turn-capture-tandem-en-passant = { $turn }, en prenant en passant un tandem de deux pions
turn-became =
    { $turn }, et est devenu { $piece ->
        [pawn] un pion
        [knight] un cavalier
        [bishop] un fou
        [rook] une tour
        [queen] une dame
        [king] un roi
        [chancellor] un chancelier
        [marshall] un maréchal
        [ghost] un fantôme
       *[other] une pièce « { $piece } »
    }
# Tandem-84 : deux échiquiers côte à côte ; un tour de jeu d'un coup ou plus.
turn-t84 =
    { $color ->
        [White] les Blancs
       *[Black] les Noirs
    } : { $parts }
turn-t84-move =
    { $piece ->
        [pawn] le pion est allé
        [knight] le cavalier est allé
        [bishop] le fou est allé
        [rook] la tour est allée
        [queen] la dame est allée
        [king] le roi est allé
        [chancellor] le chancelier est allé
        [marshall] le maréchal est allé
        [ghost] le fantôme est allé
       *[other] la pièce « { $piece } » est allée
    } de { $from } en { $to }
turn-t84-cross =
    { $piece ->
        [pawn] le pion de { $from } a été transféré en { $twin } puis est allé
        [knight] le cavalier de { $from } a été transféré en { $twin } puis est allé
        [bishop] le fou de { $from } a été transféré en { $twin } puis est allé
        [rook] la tour de { $from } a été transférée en { $twin } puis est allée
        [queen] la dame de { $from } a été transférée en { $twin } puis est allée
        [king] le roi de { $from } a été transféré en { $twin } puis est allé
        [chancellor] le chancelier de { $from } a été transféré en { $twin } puis est allé
        [marshall] le maréchal de { $from } a été transféré en { $twin } puis est allé
        [ghost] le fantôme de { $from } a été transféré en { $twin } puis est allé
       *[other] la pièce « { $piece } » de { $from } a été transférée en { $twin } puis est allée
    } en { $to }
turn-t84-castle = roque sur l'échiquier d'origine
turn-t84-drop-castle = roque avec transfert sur l'autre échiquier
turn-t84-swap =
    permutation { $piece ->
        [pawn] du pion
        [knight] du cavalier
        [bishop] du fou
        [rook] de la tour
        [queen] de la dame
        [king] du roi
        [chancellor] du chancelier
        [marshall] du maréchal
        [ghost] du fantôme
       *[other] de la pièce « { $piece } »
    } en { $from } et { $other ->
        [pawn] du pion
        [knight] du cavalier
        [bishop] du fou
        [rook] de la tour
        [queen] de la dame
        [king] du roi
        [chancellor] du chancelier
        [marshall] du maréchal
        [ghost] du fantôme
       *[other] de la pièce « { $other } »
    } en { $to } entre les échiquiers
turn-t84-ghost-swap =
    le fantôme de { $from } a échangé sa place avec { $other ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
        [king] le roi
        [chancellor] le chancelier
        [marshall] le maréchal
        [ghost] le fantôme
       *[other] la pièce « { $other } »
    } en { $to }
turn-t84-both-leave = { $turn }, et tous deux ont quitté l'échiquier
turn-t84-promotion =
    { $turn }, avec promotion en { $piece ->
        [pawn] pion
        [knight] cavalier
        [bishop] fou
        [rook] tour
        [queen] dame
        [king] roi
        [chancellor] chancelier
        [marshall] maréchal
        [ghost] fantôme
       *[other] { $piece }
    }
# Bughouse (deux échiquiers A et B) : $board vaut A ou B ; la pièce prise va
# dans la réserve du partenaire sur l'autre échiquier ($color : à qui est la
# réserve).
turn-on-board-first = Sur l'échiquier { $board }, { $turn }
turn-on-board = sur l'échiquier { $board }, { $turn }
turn-goes-to-hand =
    { $turn }, qui passe dans la réserve des { $color ->
        [White] Blancs
       *[Black] Noirs
    } sur l'échiquier { $board }
turn-goes-to-hand-as =
    { $turn }, qui passe dans la réserve des { $color ->
        [White] Blancs
       *[Black] Noirs
    } sur l'échiquier { $board } en tant que { $piece ->
        [pawn] pion
        [knight] cavalier
        [bishop] fou
        [rook] tour
        [queen] dame
        [king] roi
        [chancellor] chancelier
        [marshall] maréchal
        [ghost] fantôme
       *[other] { $piece }
    }
