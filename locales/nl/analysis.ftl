# De analyse van een afgelopen partij, na "analyse N".
# Vertaald uit locales/en/analysis.ftl; termen volgens GLOSSARY.md.

analysis-subject = Analyse van partij #{ $id }
# $notation: de code van de notatie van de lezer (en, de, figurine, iccf...).
analysis-intro =
    De analyse van partij #{ $id } ({ $variant }, { $players }, { $result }) door de engine van de server: { $turns ->
        [one] { $turns } beurt
       *[other] { $turns } beurten
    }, de zetten in jouw notatie ({ $notation }). De evaluaties zijn vanuit Wit gezien, in pionnen (+1.00: Wit staat een pion beter; #3: Wit zet mat in 3, #-3: Zwart zet mat in 3). Een beurt die de speler een tiende van de eigen winstkansen kostte, is een onnauwkeurigheid (?!), een vijfde een fout (?), drie tienden een blunder (??).
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
    }; gemiddeld verlies per beurt: { $acpl } honderdste pion
analysis-graph-head = De evaluatie, beurt voor beurt (de winstkansen van Wit):
# De labels van de rijen van de tekstgrafiek: kort houden (één woord).
analysis-graph-label =
    { $which ->
        [white] Wit
        [black] Zwart
       *[even] gelijk
    }
# De beschrijving van de afbeelding (alt-tekst).
analysis-graph-alt =
    De evaluatie van partij #{ $id } { $turns ->
        [one] na { $turns } beurt
       *[other] na elk van de { $turns } beurten
    }: de winstkansen van Wit, boven de middellijn als Wit beter staat.
analysis-moments = De kritieke momenten:
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
analysis-no-moments = Geen enkele beurt kostte de speler een tiende van de eigen winstkansen.
analysis-attached = De partij met de analyse zit in de bijlage ({ $format }: de evaluatie van elke beurt als [%eval], ?! ? ?? als $6 $2 $4, de betere variant als zijvariant), voor elk schaakprogramma dat { $format } leest.
# $engine: "tandem 0.1.0"; $depth: de gemiddelde rekendiepte van de engine,
# in halve zetten (0: onbekend, dan eindigt de zin na de naam).
analysis-by =
    Geanalyseerd door { $engine }{ $depth ->
        [0] .
        [one] {" "}(gemiddelde rekendiepte: { $depth } halve zet). Elke beurt met ?!, ? of ?? is nog een keer dieper doorgerekend, in vergelijking met de betere voortzetting van de engine, en krijgt nooit een strenger teken dan die nadere controle rechtvaardigt.
       *[other] {" "}(gemiddelde rekendiepte: { $depth } halve zetten). Elke beurt met ?!, ? of ?? is nog een keer dieper doorgerekend, in vergelijking met de betere voortzetting van de engine, en krijgt nooit een strenger teken dan die nadere controle rechtvaardigt.
    }
