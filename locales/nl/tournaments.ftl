# Toernooien: de antwoorden op de toernooicommando's, de mails van een
# toernooi (de uitnodiging van een partner, de start, de kruistabellen, de
# eindstand), terugtrekkingen en afgeblazen toernooien.
# Vertaald uit locales/en/tournaments.ftl; termen volgens GLOSSARY.md
# (round robin = allen-tegen-allen, crosstable = kruistabel, entrant =
# deelnemer, pairings = indeling, final standings = eindstand, forfeit =
# reglementair verlies).

## Woorden die in veel toernooimails voorkomen

# Hoe mails een toernooi noemen: "Toernooi #3, Voorjaarstoernooi". $name: de
# naam die de organisator het gaf.
tournament-title = Toernooi #{ $id }, { $name }

# Wat een toernooi is, in één regel: "Schaken, enkelrondig allen-tegen-allen,
# 3 tot 16 deelnemers, 3 dagen per zet, telt mee voor de rating,
# terugtrekkingsregel van de FIDE". $double: yes bij dubbelrondig; $size:
# tournament-size of tournament-size-range; $control: de bedenktijd; $rated:
# rated of casual; $rule: fide of iccf.
tournament-terms =
    { $variant }, { $double ->
        [yes] dubbelrondig allen-tegen-allen
       *[no] enkelrondig allen-tegen-allen
    }, { $size }, { $control }, { $rated ->
        [casual] vriendschappelijk
       *[rated] telt mee voor de rating
    }, terugtrekkingsregel van de { $rule ->
        [iccf] ICCF
       *[fide] FIDE
    }
# Precies $n deelnemers; $teams: yes bij teams van twee.
tournament-size =
    { $teams ->
        [yes] { $n ->
            [one] { $n } team van twee
          *[other] { $n } teams van twee
        }
       *[no] { $n ->
            [one] { $n } deelnemer
          *[other] { $n } deelnemers
        }
    }
# Van $min tot $max deelnemers; $teams: yes bij teams van twee.
tournament-size-range =
    { $teams ->
        [yes] { $min } tot { $max } teams van twee
       *[no] { $min } tot { $max } deelnemers
    }

# De onderwerpregel van een toernooimail: de titel (tournament-title), dan
# waar de mail over gaat ($what, zie de Engelse catalogus).
tournament-subject =
    { $title }: { $what ->
        [joined] je bent ingeschreven
        [waiting-partner] in afwachting van je partner
        [team-in] je team is ingeschreven
        [ready] klaar voor de start
        [called-off] afgeblazen
        [team-left] je team is uitgeschreven
        [left] je bent uitgeschreven
        [started] gestart
        [withdrew] je hebt je teruggetrokken
        [team-out] je team doet niet mee
        [partner-late] je partner heeft niet bevestigd
        [entrants] deelnemers
        [crosstable] kruistabel
        [final] eindstand
        [section] het toernooi is begonnen
       *[open] open
    }
# De onderwerpregel van een kruistabelmail: $over van de $total partijen zijn afgelopen.
crosstable-subject = { $title }: kruistabel na { $over } van de { $total } partijen

# De regel voor wie zich terugtrekt, uitgelegd in de startmail. $rule: fide of iccf.
tournament-rule =
    { $rule ->
        [iccf] Wie zich terugtrekt of drie partijen door tijdoverschrijding verliest, wordt uit het toernooi verwijderd: de uitgespeelde partijen blijven gelden en elke lopende partij geldt als verloren (de regel van de ICCF).
       *[fide] Wie zich terugtrekt of drie partijen door tijdoverschrijding verliest, wordt uit het toernooi verwijderd: de lopende partijen worden beëindigd en gelden als verloren; heeft die deelnemer minder dan de helft van zijn partijen uitgespeeld, dan telt geen enkele van zijn partijen mee (de regel van de FIDE).
    }

# Een partij zoals een lijst haar noemt: "partij #12".
tournament-game-number = partij #{ $id }

## De antwoorden op de toernooicommando's

# Het antwoord op "tournament new". $teams: yes als teams van twee zich
# inschrijven (PARTNER: het adres van de partner); $bot: het adres van de
# bot; $starts: de startdatum, of none; $min en $max: het minimum om te
# starten en het maximum aantal deelnemers.
tournament-opened =
    { $title } staat open: { $terms }.

    Spelers schrijven zich in door { $teams ->
        [yes] "join { $id } with PARTNER" (een team van twee; de partner bevestigt)
       *[no] "join { $id }"
    } te sturen naar { $bot }. { $starts ->
        [none] Het toernooi start zodra er { $max } deelnemers zijn, of eerder als jij "start { $id }" schrijft (dat kan vanaf { $min } deelnemers).
       *[other] Het toernooi start op { $starts }, of eerder: zodra er { $max } deelnemers zijn, of als jij "start { $id }" schrijft (dat kan vanaf { $min } deelnemers).
    }

    Jij bent de organisator; wil je zelf ook meespelen, schrijf je dan ook in. "tournament { $id }" toont wie zich heeft ingeschreven; met "leave { $id }" blaas je het toernooi vóór de start af.

# Het antwoord op "join N". $count: het aantal deelnemers tot nu toe; $max en
# $min: het maximum en het minimum; $starts: de startdatum, of none;
# $partner: de partner in een team, of none.
tournament-joined =
    Je hebt je ingeschreven voor { $title }: { $terms }. Deelnemers tot nu toe: { $count } van hoogstens { $max }. Het toernooi start { $starts ->
        [none] zodra er { $max } deelnemers zijn, of eerder als de organisator het start (dat kan vanaf { $min } deelnemers)
       *[other] op { $starts }, of eerder als er { $max } deelnemers zijn of de organisator het start
    }; dan krijg je één mail met je indeling en een aparte mail voor elke partij. Met "leave { $id }" schrijf je je vóór de start weer uit.{ $partner ->
        [none] {""}
       *[other] {" "}Je speelt als team met { $partner }.
    }
# Aan wie een partner opgaf: $address: het adres van de partner; $wait: hoe
# lang de plaats vrij blijft ("3 dagen").
tournament-partner-asked = Je hebt { $address } gevraagd om samen met jou te spelen in { $title }. De plaats van je team blijft { $wait } gereserveerd: jullie doen mee zodra je partner bevestigt (door met "join { $id }" te antwoorden).
# Aan wie een partner opgaf, als de partner ($name) bevestigt.
tournament-team-confirmed = { $name } heeft bevestigd: jullie spelen { $title } als team.
# Aan de organisator als er $count deelnemers zijn, het minimum; $more: yes
# als er nog meer bij kunnen (tot $max).
tournament-ready =
    { $title } heeft { $count } deelnemers, het minimum om te starten: schrijf "start { $id }" om het toernooi te starten{ $more ->
        [yes] , of wacht op meer inschrijvingen (tot { $max })
       *[no] {""}
    }.
# Aan de organisator die zich uitschrijft uit een open toernooi: $told mails
# gingen naar de deelnemers.
tournament-organiser-left =
    Jij was de organisator van { $title }: nu je je uitschrijft, is het toernooi afgeblazen en hebben de deelnemers bericht gekregen ({ $told ->
        [one] { $told } mail
       *[other] { $told } mails
    }).
# Aan wie een partner ($name) opgaf die weigerde ("leave N").
tournament-partner-refused = { $name } speelt niet met je mee in { $title }: je inschrijving is ingetrokken. Schrijf je opnieuw in met een andere partner.
# Aan de partner van iemand ($name) die zich vóór de start uitschreef.
tournament-team-left = { $name } heeft zich uitgeschreven uit { $title }: de inschrijving van je team is ingetrokken.
tournament-you-left = Je staat niet meer ingeschreven voor { $title }.
# Het antwoord op "withdraw N": $ended lopende partijen zijn beëindigd;
# $annulled: yes als geen enkele partij meetelt (de regel van de FIDE).
tournament-withdrew =
    Je hebt je teruggetrokken uit { $title }. { $ended ->
        [one] { $ended } lopende partij is beëindigd.
       *[other] { $ended } lopende partijen zijn beëindigd.
    } { $annulled ->
        [yes] Je had minder dan de helft van je partijen uitgespeeld, dus telt geen enkele partij van jou mee in de kruistabel (de regel van de FIDE).
       *[no] Je uitgespeelde partijen tellen gewoon mee; de partijen die nog liepen, gelden als verloren.
    }
# De start, aan de organisator: $count deelnemers, $games partijen in
# $rounds ronden.
tournament-started =
    { $title } is gestart: { $count } deelnemers, { $games ->
        [one] { $games } partij
       *[other] { $games } partijen
    } in { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } ronden
    }, die nu allemaal begonnen zijn. Elke deelnemer krijgt de indeling in één mail, en elke speler een aparte mail voor elke partij.
# Hetzelfde, als de laatste inschrijving het toernooi startte: $started: tournament-started.
tournament-started-full = { $title } is vol. { $started }

## "tournaments" en "tournament N"

tournament-list-subject = Toernooien
tournament-list-open = Open toernooien (schrijf "join N" om mee te doen):
tournament-list-none = Er staat op dit moment geen toernooi open voor inschrijving.
tournament-list-yours = Jouw toernooien:
tournament-list-how =
    "tournament N" toont één toernooi (de deelnemers of de kruistabel). Zelf
    een toernooi organiseren: tournament new SPEL "NAAM" (zie "help" voor de
    verdere mogelijkheden).
# Eén toernooi in de lijsten: "#3 Voorjaarstoernooi: Schaken, ...; open, 3
# van hoogstens 8 ingeschreven". $state: tournament-state-*; $mine: yes als
# de lezer het organiseert; $playing: yes als de lezer meespeelt.
tournament-list-line =
    #{ $id } { $name }: { $terms }; { $state }{ $mine ->
        [yes] ; jij bent de organisator
       *[no] {""}
    }{ $playing ->
        [yes] ; jij speelt mee
       *[no] {""}
    }
# $joined van hoogstens $max ingeschreven; $starts: de startdatum, of none.
tournament-state-open =
    open, { $joined } van hoogstens { $max } ingeschreven{ $starts ->
        [none] {""}
       *[other] , start op { $starts }
    }
tournament-state-running =
    bezig, { $count ->
        [one] { $count } deelnemer
       *[other] { $count } deelnemers
    }
tournament-state-finished = afgelopen
tournament-state-called-off = afgeblazen

# "tournament N": $title: tournament-title; $terms: tournament-terms.
tournament-about = { $title }: { $terms }.
tournament-organised-by = Georganiseerd door { $organiser }.
# Vóór de start: $joined van hoogstens $max ingeschreven, $min nodig.
tournament-open-joined = Open: { $joined } van hoogstens { $max } deelnemers ingeschreven; er zijn er { $min } nodig om te starten.
# Een deelnemer in een lijst (" 1. Ann & Ben (1500?)") van wie de partner
# ($partner) nog niet heeft bevestigd.
tournament-entrant-waiting = { $line } (wacht tot { $partner } bevestigt)
# $starts: de startdatum, of none; $max: het maximum aantal deelnemers.
tournament-open-start =
    { $starts ->
        [none] Het toernooi start zodra er { $max } deelnemers zijn, of wanneer de organisator het start.
       *[other] Het toernooi start op { $starts }, of eerder als er { $max } deelnemers zijn of de organisator het start.
    }
# Hoe je je inschrijft voor toernooi $id; $teams: yes bij teams van twee
# (PARTNER: het adres van de partner).
tournament-how-to-join =
    Wil je meespelen, schrijf dan "join { $id }"{ $teams ->
        [yes] {" "}met het adres van je partner: "join { $id } with PARTNER" (je partner bevestigt daarna)
       *[no] {""}
    }.
tournament-called-off-on = Het toernooi is op { $ended } afgeblazen.
tournament-over-standings = Het toernooi is afgelopen. De eindstand:
tournament-in-play = Lopende partijen (wie op wie wacht):
# Een lopende partij: "#12, ronde 3: Ann tegen Dan: Ann aan zet". $to_move:
# wie aan zet is (één naam, twee namen met "en", of niemand).
tournament-waiting = #{ $id }, ronde { $round }: { $white } tegen { $black }: { $to_move } aan zet

## De uitnodiging van een partner

tournament-partner-subject = { $title }: { $leader } vraagt je om samen als team te spelen
# $leader: wie de lezer opgaf, $address: diens adres; $double: yes bij
# dubbelrondig; $wait: hoe lang de plaats vrij blijft.
tournament-partner-invite =
    { $leader } ({ $address }) vraagt je als partner voor { $title }:
    { $terms }.

    Een team van twee speelt { $double ->
        [yes] twee keer (de tweede keer met omgewisselde kleuren)
       *[no] één keer
    } tegen elk ander team; jullie wisselen elkaar af op de borden.
    Wil je meespelen, beantwoord deze mail dan met

        join { $id }

    Wil je niet, antwoord dan met "leave { $id }". Komt er binnen { $wait }
    geen antwoord, dan vervalt de plaats.

## De start

# $partner: de partner die niet bevestigde, of none.
tournament-team-out =
    { $title } is gestart voordat { $partner ->
        [none] je partner
       *[other] { $partner }
    } had bevestigd, dus je team doet niet mee.
# De eerste regel van de eerste mail van elke partij.
tournament-game-started = De partij is begonnen: ronde { $round } van { $title }.
# De laatste regels van elke mail over een toernooipartij: $name: de naam van
# het toernooi, $id: het nummer.
tournament-game-footer = { $name } (toernooi #{ $id }), ronde { $round } van { $rounds }: "tournament { $id }" toont de kruistabel.
tournament-start-intro = { $title } is gestart: { $terms }.
# $count deelnemers; $variant: het spel, waarvan de lijst de ratings toont
# (een ? na een voorlopige rating).
tournament-start-entrants =
    De { $count } deelnemers, op volgorde van hun lotnummer (met hun ratings
    voor { $variant }; een ? geeft een voorlopige rating aan):
# $count: hoeveel partijen de lezer speelt.
tournament-start-games =
    Je partijen ({ $count }; elke partij komt, zoals altijd, in een eigen
    mail: beantwoord die met je zetten):
# Eén ervan: "Ronde 2: partij #14, Wit tegen Ben (1500?)". $seat: de plaats
# van de lezer; $name: de tegenstander, $rating: diens rating.
tournament-start-game = Ronde { $round }: partij #{ $id }, { $seat } tegen { $name } ({ $rating })
# $control: de bedenktijd; $rated: rated of casual.
tournament-start-control =
    Bedenktijd: { $control }, in elke partij. { $rated ->
        [casual] De partijen zijn vriendschappelijk: ze tellen niet mee voor de rating.
       *[rated] De partijen tellen mee voor de rating.
    }
# $rule: tournament-rule.
tournament-start-withdrawals = Terugtrekkingen: { $rule }
tournament-start-ties =
    Bij gelijk aantal punten: eerst beslist de Sonneborn-Bergerscore (de som
    van de punten die een deelnemer tegen elke tegenstander behaalde, telkens
    vermenigvuldigd met de punten van die tegenstander), dan het aantal
    gewonnen partijen, dan het onderlinge resultaat.
tournament-start-after =
    Na elke afgelopen partij krijg je de kruistabel (hoogstens één mail per
    dag; uitslagen die kort na elkaar binnenkomen, wachten op de volgende), en
    aan het eind de eindstand met alle partijen van het toernooi als PGN.
    "tournament { $id }" toont op elk moment de kruistabel; met
    "withdraw { $id }" trek je je terug uit het toernooi.

## Terugtrekkingen en afgeblazen toernooien

# Aan de spelers van een partij die door een terugtrekking eindigde: $name
# heeft het toernooi verlaten.
tournament-withdrawal-subject = Partij afgelopen: { $name } heeft het toernooi verlaten
# $why: withdrew ("withdraw N" geschreven) of time (een derde partij verloren
# door tijdoverschrijding); $annulled: yes als geen enkele partij meetelt:
# $finished van de $total partijen uitgespeeld, minder dan de helft.
tournament-withdrawal-game =
    Partij #{ $id } is afgelopen: { $why ->
        [time] { $name } heeft drie partijen door tijdoverschrijding verloren en is uit { $title } verwijderd
       *[withdrew] { $name } heeft zich teruggetrokken uit { $title }
    }.
    { $annulled ->
        [yes] { $name } heeft { $finished } van { $total ->
            [one] { $total } partij
          *[other] { $total } partijen
        } uitgespeeld, minder dan de helft, dus telt geen enkele partij van { $name } mee in de kruistabel (de regel van de FIDE).
       *[no] De partij geldt als verlies voor { $name }.
    }
tournament-called-off-game-subject = Partij afgelopen: toernooi afgeblazen
# $why: tournament-why-*.
tournament-called-off-game =
    Partij #{ $id } is afgelopen: { $title } is afgeblazen. { $why }
    De partij telt niet mee.
tournament-called-off = { $title } ({ $terms }) is afgeblazen. { $why }
tournament-why-organiser-left = De organisator, { $name }, heeft zich uitgeschreven.
# $joined inschrijvingen op de startdatum; er waren er $min nodig.
tournament-why-too-few = Op de startdatum was het aantal inschrijvingen { $joined }; er waren er { $min } nodig.
# $problem: waarom het toernooi niet kon starten.
tournament-why-no-start = Het toernooi kon op de startdatum niet starten: { $problem }.
tournament-why-operator = De beheerder van de server heeft het toernooi afgeblazen.
# Aan een team van wie de partner niet binnen $days dagen bevestigde.
tournament-partner-late =
    { $partner ->
        [none] Je partner
       *[other] { $partner }
    } heeft niet binnen { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    } bevestigd, dus de plaats van je team in { $title } vervalt. Schrijf je gerust opnieuw in met een andere partner.

## De kruistabelmails

# Een uitslag: "Ronde 1, partij #12: Ben 1-0 Eva (Wit wint door opgave)".
# $what: tournament-result, tournament-result-forfeit of tournament-result-void.
tournament-result-line = Ronde { $round }, partij #{ $id }: { $what }
# $score: 1-0, 0-1 of ½-½; $reason: hoe de partij eindigde, of none.
tournament-result =
    { $white } { $score } { $black }{ $reason ->
        [none] {""}
       *[other] {" "}({ $reason })
    }
# Een partij die door een terugtrekking eindigde: $score: +:- of -:+;
# $loser: wie het toernooi verliet.
tournament-result-forfeit = { $white } { $score } { $black } (reglementair verlies voor { $loser }, die het toernooi heeft verlaten)
tournament-result-void = { $white } - { $black }: zonder uitslag geëindigd; telt niet mee
crosstable-new-results = Nieuwe uitslagen:
crosstable-final-intro =
    { $title } is afgelopen. De eindstand (bij gelijk aantal punten beslist
    eerst Sonneborn-Berger, dan het aantal gewonnen partijen, dan het
    onderlinge resultaat):
# Er zijn $count partijen bezig in toernooi $id.
crosstable-in-play =
    { $count ->
        [one] Er is nog { $count } partij bezig.
       *[other] Er zijn nog { $count } partijen bezig.
    } "tournament { $id }" toont wie er in elke partij aan zet is.
# $file: de naam van het PGN-bestand.
crosstable-all-attached = Alle partijen van het toernooi zitten in de bijlage ({ $file }).
# $games: de $count partijen die door een terugtrekking eindigden (niet in het bestand).
crosstable-left-out =
    De partijen die tot een uitslag zijn gespeeld, zitten in de bijlage
    ({ $file }), maar niet { $games }: { $count ->
        [one] die is door een terugtrekking beëindigd; de kruistabel toont hoe die meetelt
       *[other] die zijn door een terugtrekking beëindigd; de kruistabel toont hoe ze meetellen
    }.

# Een regel van de eindstand: "1. Dan   3½ punt (SB 5.75, 3 gewonnen, TPR
# 1767)". $place, $name en $points ("3½") staan in kolommen; $whole: de hele
# punten, $half: yes als er een half punt bij komt; $sb: de
# Sonneborn-Bergerscore; $won: gewonnen partijen; $performance: de
# toernooiprestatierating (TPR), of none; $annulled: yes als de deelnemer
# zich terugtrok en de partijen niet meetellen.
crosstable-standing =
    { $place } { $name }  { $points } { $half ->
        [yes] { $whole ->
            [0] punt
          *[other] punt
        }
       *[no] { $whole ->
            [one] punt
          *[other] punten
        }
    } (SB { $sb }, { $won } gewonnen{ $performance ->
        [none] {""}
       *[other] , TPR { $performance }
    }){ $annulled ->
        [yes] , teruggetrokken: partijen geannuleerd
       *[no] {""}
    }

# Wat de tekens van een kruistabel betekenen (de tekens zelf blijven zoals ze zijn).
crosstable-legend = 1 gewonnen, ½ remise, 0 verloren, + reglementair gewonnen, - reglementair verloren, . nog niet afgelopen, x telt niet mee
# De kolomkoppen van de kruistabel in tekst (kort: de kolommen zijn smal):
# punten, Sonneborn-Berger, gewonnen partijen, plaats, prestatierating.
crosstable-pts = Pnt
crosstable-sb = SB
crosstable-won = Gew
crosstable-place = Pl.
crosstable-perf = TPR
# De kolomkoppen van de HTML-tabel: het nummer, de naam en de punten.
crosstable-number = Nr.
crosstable-name = Naam
crosstable-points = Punten
# Na een deelnemer die het toernooi verliet: $why: withdrew of time (drie
# partijen verloren door tijdoverschrijding); $annulled: yes als de partijen
# niet meetellen.
crosstable-left =
    ({ $why ->
        [time] verwijderd: 3 keer tijdoverschrijding
       *[withdrew] teruggetrokken
    }{ $annulled ->
        [yes] ; partijen geannuleerd
       *[no] {""}
    })
# Hetzelfde na de naam in de HTML-tabel.
crosstable-left-html =
    ({ $annulled ->
        [yes] teruggetrokken; geannuleerd
       *[no] teruggetrokken
    })
