# Die Analyse einer beendeten Partie, nach "analyse N".

analysis-subject = Analyse der Partie #{ $id }
# $notation: das Kürzel der Notation des Lesers (en, de, figurine, iccf …).
# $kind, in jeder Meldung der Analyse: "single" in den Spielen, in denen ein
# Zug ein einziger Zug ist (chess, crazyhouse, bughouse, tandem-chess,
# Tandem-Pawn), "double" in denen mit Zügen aus zwei Teilzügen (Tandem-84,
# Two-Prong, bughouse-sync). $turns zählt bei "single" Halbzüge, bei
# "double" ganze Züge.
analysis-intro =
    Die Analyse von Partie #{ $id } ({ $variant }, { $players }, { $result }) durch die Engine des Servers: { $kind ->
        [double] { $turns ->
            [one] { $turns } Zug
           *[other] { $turns } Züge
        }
       *[single] { $turns ->
            [one] { $turns } Halbzug
           *[other] { $turns } Halbzüge
        }
    }, die Züge in Ihrer Notation ({ $notation }). Die Bewertungen gelten aus Sicht von Weiß, in Bauerneinheiten (+1.00: Weiß steht um einen Bauern besser; #3: Weiß setzt in 3 Zügen matt, #-3: Schwarz setzt in 3 Zügen matt). Kostet ein Zug den Ziehenden ein Zehntel seiner Gewinnchancen, ist er eine Ungenauigkeit (?!), bei einem Fünftel ein Fehler (?), bei drei Zehnteln ein Patzer (??).
# Eine Zeile pro Spieler: $side ist seine Seite; $acpl der durchschnittliche
# Verlust in Hundertstel Bauern.
analysis-summary =
    { $name } ({ $side }): { $inaccuracies ->
        [one] { $inaccuracies } Ungenauigkeit
       *[other] { $inaccuracies } Ungenauigkeiten
    }, { $mistakes ->
        [one] { $mistakes } Fehler
       *[other] { $mistakes } Fehler
    }, { $blunders ->
        [one] { $blunders } Patzer
       *[other] { $blunders } Patzer
    }; durchschnittlicher Verlust pro { $kind ->
       *[other] Zug
    }: { $acpl } Hundertstel Bauern
analysis-graph-head =
    Die Bewertung { $kind ->
       *[other] Zug für Zug
    } (die Gewinnchancen von Weiß):
# Die Beschriftungen der Zeilen der Textgrafik: kurz halten (ein Wort).
analysis-graph-label =
    { $which ->
        [white] Weiß
        [black] Schwarz
       *[even] ausgeglichen
    }
# Die Beschreibung des Bildes (Alternativtext).
analysis-graph-alt =
    Die Bewertung von Partie #{ $id } nach jedem Zug ({ $kind ->
        [double] { $turns ->
            [one] { $turns } Zug
           *[other] { $turns } Züge
        }
       *[single] { $turns ->
            [one] { $turns } Halbzug
           *[other] { $turns } Halbzüge
        }
    }): die Gewinnchancen von Weiß, oberhalb der Mittellinie, wenn Weiß besser steht.
analysis-moments =
    Die { $kind ->
       *[other] Züge
    }, auf die es ankam:
# $turn: der Zug mit seinem Zeichen (12. Sf3??); $judgement: analysis-judgement.
analysis-moment = { $turn } ({ $judgement }, { $who }): vorher { $before }, danach { $after }.
analysis-judgement =
    { $j ->
        [inaccuracy] Ungenauigkeit
        [mistake] Fehler
       *[blunder] Patzer
    }
analysis-better = Besser: { $better }
analysis-better-line = Besser: { $better } (Variante: { $line })
analysis-no-moments =
    Kein { $kind ->
       *[other] Zug
    } hat den Ziehenden ein Zehntel seiner Gewinnchancen gekostet.
analysis-attached =
    Die Partie mit der Analyse ist angehängt ({ $format }: die Bewertung jedes { $kind ->
       *[other] Zuges
    } als [%eval], ?! ? ?? als $6 $2 $4, die bessere Fortsetzung als Variante), für jedes Schachprogramm, das { $format } liest.
# $engine: "tandem 0.1.0"; $depth: die durchschnittliche Rechentiefe der Engine
# in Halbzügen, bei "double" in ganzen Zügen (0: unbekannt, dann endet der
# Satz nach dem Namen).
analysis-by =
    Analysiert von { $engine }{ $depth ->
        [0] .
       *[other] {" "}(durchschnittliche Rechentiefe: { $kind ->
            [double] { $depth ->
                [one] { $depth } Zug
               *[other] { $depth } Züge
            }
           *[single] { $depth ->
                [one] { $depth } Halbzug
               *[other] { $depth } Halbzüge
            }
        }). Jeder mit ?!, ? oder ?? versehene Zug wurde noch einmal tiefer durchgerechnet, im direkten Vergleich mit der besseren Fortsetzung der Engine; sein Zeichen ist nie strenger, als diese genauere Prüfung bestätigt.
    }
