# De mails aan meekijkers: het nieuws van één partij, of van meerdere in één mail.
# Vertaald uit locales/en/observers.ftl; termen volgens GLOSSARY.md.

observed-subject = Meekijken: { $variant }, { $sides }
observed-started = De partij is begonnen.
# $turn: de beurt met haar nummer (12... Pf6); $words: de beurt in woorden.
observed-turn = { $who } heeft { $turn } ({ $words }) gespeeld.
observed-over = Partij afgelopen: { $result }.
observed-declined = Partij #{ $id } is afgewezen: die wordt niet gespeeld.
observed-aborted = Partij #{ $id } is geannuleerd.
# $result: 1-0, 0-1 of 1/2-1/2; $text: hoe de partij eindigde.
observed-result = Uitslag: { $result } ({ $text })
# $deadline en $paused: een tijdstip, of "none".
observed-to-move =
    { $who } is aan zet{ $deadline ->
        [none] {""}
       *[other] {" "}en heeft de tijd tot { $deadline }
    }{ $paused ->
        [none] {""}
       *[other] {" "}(met vakantie tot { $paused })
    }.
observed-web = Op het web: { $url }
observed-pgn-follows = De hele partij zit als PGN in de bijlage en volgt hieronder:
# $via: game (zelf gevraagd), follow (een speler die je volgt) of tournament.
observed-why =
    { $via ->
        [follow] Je kijkt mee bij deze partij: je volgt een van de spelers.
        [tournament] Je kijkt mee bij deze partij: je kijkt mee bij het toernooi waarin die gespeeld wordt.
       *[game] Je kijkt mee bij deze partij: je hebt erom gevraagd ("observe { $id }").
    }
observed-footer = Als meekijker zie je het bord vanaf de kant van Wit en kun je in de partij geen zetten doen en geen berichten sturen. Met "unobserve { $id }" stop je deze mails; "observe" toont waarbij je meekijkt.
observed-digest-subject =
    { $count ->
        [one] Meekijken: nieuws uit { $count } partij
       *[other] Meekijken: nieuws uit { $count } partijen
    }
# $held: yes als de mail nieuws bundelt dat door de limiet per uur is tegengehouden.
observed-digest-intro =
    Nieuws uit { $count ->
        [one] { $count } partij
       *[other] { $count } partijen
    } waarbij je meekijkt, in één mail{ $held ->
        [yes] {" "}(de bot stuurt een meekijker hoogstens { $per_hour ->
            [one] { $per_hour } mail
          *[other] { $per_hour } mails
        } per uur; hierin staat wat er sinds de vorige mail is gebeurd)
       *[no] {""}
    }.
observed-digest-result = Uitslag: { $result } ({ $text }); de PGN zit in de bijlage.
observed-digest-footer = "unobserve N" stopt de mails van partij N, "unobserve all" die van alle partijen; "observe" toont waarbij je meekijkt.
# Een tijdstip (een termijn), zoals de taal van de lezer datums schrijft.
moment = { $at }
# Een uitslag zoals de partijadministratie die bewaart, als het geen van de uitslagen uit de regels is.
result-kept = { $text }
