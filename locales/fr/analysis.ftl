# L'analyse d'une partie terminée, après « analyse N ».
# Traduction de locales/en/analysis.ftl (mêmes clés) ; voir GLOSSARY.md.

analysis-subject = Analyse de la partie n° { $id }
# $notation : le code de la notation du lecteur (en, de, figurine, iccf...).
# $kind, dans tous les messages de l'analyse : « single » dans les jeux où un
# tour de jeu est un seul coup (chess, crazyhouse, bughouse, tandem-chess,
# Tandem-Pawn), « double » dans ceux aux tours de deux coups (Tandem-84,
# Two-Prong, bughouse-sync). $turns compte avec « single » des demi-coups,
# avec « double » des tours de jeu.
analysis-intro =
    Voici l'analyse de la partie n° { $id } ({ $variant }, { $players }, { $result }) par le moteur du serveur : { $kind ->
        [double] { $turns ->
            [one] { $turns } tour de jeu
            [many] { $turns } de tours de jeu
           *[other] { $turns } tours de jeu
        }
       *[single] { $turns ->
            [one] { $turns } demi-coup
            [many] { $turns } de demi-coups
           *[other] { $turns } demi-coups
        }
    }, coups écrits dans votre notation ({ $notation }). Les évaluations sont données du point de vue des Blancs, en pions (+1.00 : les Blancs ont un pion d'avance ; #3 : les Blancs matent en 3 coups, #-3 : les Noirs matent en 3 coups). Un { $kind ->
        [double] tour de jeu
       *[single] coup
    } qui fait perdre à son auteur un dixième de ses chances de gain est une imprécision (?!), un cinquième une erreur (?), trois dixièmes une gaffe (??).
# Une ligne par joueur : $side est son camp ; $acpl, la perte moyenne en
# centièmes de pion.
analysis-summary =
    { $name } ({ $side }) : { $inaccuracies ->
        [one] { $inaccuracies } imprécision
        [many] { $inaccuracies } d'imprécisions
       *[other] { $inaccuracies } imprécisions
    }, { $mistakes ->
        [one] { $mistakes } erreur
        [many] { $mistakes } d'erreurs
       *[other] { $mistakes } erreurs
    }, { $blunders ->
        [one] { $blunders } gaffe
        [many] { $blunders } de gaffes
       *[other] { $blunders } gaffes
    } ; perte moyenne de { $acpl ->
        [one] { $acpl } centième
        [many] { $acpl } de centièmes
       *[other] { $acpl } centièmes
    } de pion par { $kind ->
        [double] tour de jeu
       *[single] coup
    }
analysis-graph-head =
    L'évaluation, { $kind ->
        [double] tour par tour
       *[single] coup par coup
    } (les chances de gain des Blancs) :
# Les étiquettes des rangées du graphique en texte : un mot, court.
analysis-graph-label =
    { $which ->
        [white] Blancs
        [black] Noirs
       *[even] égalité
    }
# La description de l'image (texte alternatif).
analysis-graph-alt =
    L'évaluation de la partie n° { $id } après chaque { $kind ->
        [double] tour de jeu ({ $turns ->
            [one] { $turns } tour
            [many] { $turns } de tours
           *[other] { $turns } tours
        })
       *[single] coup ({ $turns ->
            [one] { $turns } demi-coup
            [many] { $turns } de demi-coups
           *[other] { $turns } demi-coups
        })
    } : les chances de gain des Blancs, au-dessus de la ligne médiane quand les Blancs ont l'avantage.
analysis-moments =
    { $kind ->
       *[other] Les moments décisifs de la partie :
    }
# $turn : le tour de jeu avec son signe (12. Cf3??) ; $judgement : analysis-judgement.
analysis-moment = { $turn } ({ $judgement }, { $who }) : { $before } avant, { $after } après.
analysis-judgement =
    { $j ->
        [inaccuracy] imprécision
        [mistake] erreur
       *[blunder] gaffe
    }
analysis-better = Mieux valait { $better }
analysis-better-line = Mieux valait { $better } (la suite : { $line })
analysis-no-moments =
    Aucun { $kind ->
        [double] tour de jeu
       *[single] coup
    } n'a fait perdre à son auteur un dixième de ses chances de gain.
analysis-attached =
    La partie analysée est jointe ({ $format } : l'évaluation de chaque { $kind ->
        [double] tour de jeu
       *[single] coup
    } en [%eval], ?! ? ?? en $6 $2 $4, la meilleure suite sous forme de variante), pour tout logiciel d'échecs qui lit le { $format }.
# $engine : « tandem 0.1.0 » ; $depth : la profondeur de calcul moyenne du moteur,
# en demi-coups, avec « double » en tours de jeu (0 : inconnue, la phrase
# s'arrête au nom).
analysis-by =
    Analyse effectuée par { $engine }{ $depth ->
        [0] .
       *[other] {" "}(profondeur de calcul moyenne : { $kind ->
            [double] { $depth ->
                [one] { $depth } tour de jeu
               *[other] { $depth } tours de jeu
            }). Chaque tour de jeu marqué ?!, ? ou ?? a été réexaminé plus en profondeur, en regard de la meilleure suite que propose le moteur ; son signe n'est jamais plus sévère que ne le confirme ce second examen.
           *[single] { $depth ->
                [one] { $depth } demi-coup
               *[other] { $depth } demi-coups
            }). Chaque coup marqué ?!, ? ou ?? a été réexaminé plus en profondeur, en regard de la meilleure suite que propose le moteur ; son signe n'est jamais plus sévère que ne le confirme ce second examen.
        }
    }
