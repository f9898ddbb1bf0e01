# De analyse van een afgelopen partij, na "analyse N".
# Vertaald uit locales/en/analysis.ftl; termen volgens GLOSSARY.md.

analysis-subject = Analyse van partij #{ $id }
# $notation: de code van de notatie van de lezer (en, de, figurine, iccf...).
# $kind, in alle berichten van de analyse: "single" in de spellen waarin een
# beurt één zet is (chess, crazyhouse, bughouse, tandem-chess, Tandem-Pawn),
# "double" in die met beurten van twee zetten (Tandem-84, Two-Prong,
# bughouse-sync). $turns telt bij "single" halve zetten, bij "double" beurten.
analysis-intro =
    De analyse van partij #{ $id } ({ $variant }, { $players }, { $result }) door de engine van de server: { $kind ->
        [double] { $turns ->
            [one] { $turns } beurt
           *[other] { $turns } beurten
        }
       *[single] { $turns ->
            [one] { $turns } halve zet
           *[other] { $turns } halve zetten
        }
    }, de zetten in jouw notatie ({ $notation }). De evaluaties zijn vanuit Wit gezien, in pionnen (+1.00: Wit staat een pion beter; #3: Wit zet mat in 3, #-3: Zwart zet mat in 3). Een { $kind ->
        [double] beurt
       *[single] zet
    } die de speler een tiende van de eigen winstkansen kostte, is een onnauwkeurigheid (?!), een vijfde een fout (?), drie tienden een blunder (??).
# Eén regel per speler: $side is de plaats van de speler; $acpl het gemiddelde
# verlies in honderdsten van een pion.
analysis-summary =
    { $name } ({ $side }): { $inaccuracies ->
        [one] { $inaccuracies } onnauwkeurigheid
       *[other] { $inaccuracies } onnauwkeurigheden
    }, { $mistakes ->
        [one] { $mistakes } fout
       *[other] { $mistakes } fouten
    }, { $blunders ->
        [one] { $blunders } blunder
       *[other] { $blunders } blunders
    }; gemiddeld verlies per { $kind ->
        [double] beurt
       *[single] zet
    }: { $acpl } honderdste pion
analysis-graph-head =
    De evaluatie, { $kind ->
        [double] beurt voor beurt
       *[single] zet voor zet
    } (de winstkansen van Wit):
# De labels van de rijen van de tekstgrafiek: kort houden (één woord).
analysis-graph-label =
    { $which ->
        [white] Wit
        [black] Zwart
       *[even] gelijk
    }
# De beschrijving van de afbeelding (alt-tekst).
analysis-graph-alt =
    De evaluatie van partij #{ $id } { $kind ->
        [double] { $turns ->
            [one] na { $turns } beurt
           *[other] na elk van de { $turns } beurten
        }
       *[single] { $turns ->
            [one] na { $turns } halve zet
           *[other] na elk van de { $turns } halve zetten
        }
    }: de winstkansen van Wit, boven de middellijn als Wit beter staat.
analysis-moments =
    { $kind ->
       *[other] De kritieke momenten:
    }
# $turn: de beurt met haar teken (12. Pf3??); $judgement: analysis-judgement.
analysis-moment = { $turn } ({ $judgement }, { $who }): { $before } ervoor, { $after } erna.
analysis-judgement =
    { $j ->
        [inaccuracy] onnauwkeurigheid
        [mistake] fout
       *[blunder] blunder
    }
analysis-better = Beter: { $better }
analysis-better-line = Beter: { $better } (variant: { $line })
analysis-no-moments =
    Geen enkele { $kind ->
        [double] beurt
       *[single] zet
    } kostte de speler een tiende van de eigen winstkansen.
analysis-attached =
    De partij met de analyse zit in de bijlage ({ $format }: de evaluatie van elke { $kind ->
        [double] beurt
       *[single] zet
    } als [%eval], ?! ? ?? als $6 $2 $4, de betere variant als zijvariant), voor elk schaakprogramma dat { $format } leest.
# $engine: "tandem 0.1.0"; $depth: de gemiddelde rekendiepte van de engine,
# in halve zetten, bij "double" in beurten (0: onbekend, dan eindigt de zin
# na de naam).
analysis-by =
    Geanalyseerd door { $engine }{ $depth ->
        [0] .
       *[other] {" "}(gemiddelde rekendiepte: { $kind ->
            [double] { $depth ->
                [one] { $depth } beurt
               *[other] { $depth } beurten
            }). Elke beurt met ?!, ? of ?? is nog een keer dieper doorgerekend, in vergelijking met de betere voortzetting van de engine, en krijgt nooit een strenger teken dan die nadere controle rechtvaardigt.
           *[single] { $depth ->
                [one] { $depth } halve zet
               *[other] { $depth } halve zetten
            }). Elke zet met ?!, ? of ?? is nog een keer dieper doorgerekend, in vergelijking met de betere voortzetting van de engine, en krijgt nooit een strenger teken dan die nadere controle rechtvaardigt.
        }
    }
