# L'analyse d'une partie terminée, après « analyse N ».
# Traduction de locales/en/analysis.ftl (mêmes clés) ; voir GLOSSARY.md.

analysis-subject = Analyse de la partie n° { $id }
# $notation : le code de la notation du lecteur (en, de, figurine, iccf...).
analysis-intro =
    Voici l'analyse de la partie n° { $id } ({ $variant }, { $players }, { $result }) par le moteur du serveur : { $turns ->
        [one] { $turns } tour de jeu
        [many] { $turns } de tours de jeu
       *[other] { $turns } tours de jeu
    }, coups écrits dans votre notation ({ $notation }). Les évaluations sont données du point de vue des Blancs, en pions (+1.00 : les Blancs ont un pion d'avance ; #3 : les Blancs matent en 3 coups, #-3 : les Noirs matent en 3 coups). Un tour de jeu qui fait perdre à son auteur un dixième de ses chances de gain est une imprécision (?!), un cinquième une erreur (?), trois dixièmes une gaffe (??).
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
    } de pion par tour de jeu
analysis-graph-head = L'évaluation, tour par tour (les chances de gain des Blancs) :
# Les étiquettes des rangées du graphique en texte : un mot, court.
analysis-graph-label =
    { $which ->
        [white] Blancs
        [black] Noirs
       *[even] égalité
    }
# La description de l'image (texte alternatif).
analysis-graph-alt =
    L'évaluation de la partie n° { $id } après chaque tour de jeu ({ $turns ->
        [one] { $turns } tour
        [many] { $turns } de tours
       *[other] { $turns } tours
    }) : les chances de gain des Blancs, au-dessus de la ligne médiane quand les Blancs ont l'avantage.
analysis-moments = Les moments décisifs de la partie :
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
analysis-no-moments = Aucun tour de jeu n'a fait perdre à son auteur un dixième de ses chances de gain.
analysis-attached = La partie analysée est jointe ({ $format } : l'évaluation de chaque tour de jeu en [%eval], ?! ? ?? en $6 $2 $4, la meilleure suite sous forme de variante), pour tout logiciel d'échecs qui lit le { $format }.
# $engine : « tandem 0.1.0 » ; $depth : la profondeur de calcul moyenne du moteur,
# en demi-coups (0 : inconnue, la phrase s'arrête au nom).
analysis-by =
    Analyse effectuée par { $engine }{ $depth ->
        [0] .
        [one] {" "}(profondeur de calcul moyenne : { $depth } demi-coup). Chaque tour de jeu marqué ?!, ? ou ?? a été réexaminé plus en profondeur, en regard de la meilleure suite que propose le moteur ; son signe n'est jamais plus sévère que ne le confirme ce second examen.
       *[other] {" "}(profondeur de calcul moyenne : { $depth } demi-coups). Chaque tour de jeu marqué ?!, ? ou ?? a été réexaminé plus en profondeur, en regard de la meilleure suite que propose le moteur ; son signe n'est jamais plus sévère que ne le confirme ce second examen.
    }
