# De mails over een partij: de bordmail, weigeringen, herinneringen,
# uitslagen, uitdagingen, remiseaanbiedingen, berichten, vakanties, lijsten.
# Vertaald uit locales/en/mail.ftl; termen volgens GLOSSARY.md.

## Woorden die in veel mails voorkomen

# De naam van een spel (de `variant` van `new VARIANT with ...`).
variant =
    { $v ->
        [two-prong] Two-Prong Chess
        [tandem-pawn] Tandem-Pawn Chess
        [tandem84] Tandem-84
        [tandem84-knightrider] Tandem-84 met spoken als nachtruiter
        [bughouse] Bughouse
        [tandem-chess] Tandemschaak
        [bughouse-sync] Synchroon bughouse
        [crazyhouse] Crazyhouse
       *[chess] Schaken
    }

# De plaats van een speler.
seat =
    { $s ->
        [black] Zwart
        [south] Zuid: Wit op A, Zwart op B
        [north] Noord: Zwart op A, Wit op B
        [a-white] Wit op bord A
        [a-black] Zwart op bord A
        [b-white] Wit op bord B
        [b-black] Zwart op bord B
       *[white] Wit
    }

# "alice@example.org (Wit)" in de regel met de spelers van een partij.
player-seat = { $who } ({ $seat })
player-seat-more = { $who } ({ $seat }, { $more })
players-two = { $a } – { $b }
players-four = { $a }, { $b }, { $c }, { $d }

game-line = Partij #{ $id }, { $variant }: { $players }
time-control-line = Bedenktijd: { $control }
examples-not-advice = (voorbeelden van hoe je een zet schrijft, geen advies).

## De bordmail

position-subject-your-move = Je bent aan zet: { $variant } tegen { $opponents }
position-subject-waiting = { $variant } tegen { $opponents }: { $to_move } aan zet
position-last-move = Laatste zet: { $move }
position-check = Schaak!
position-your-move = Je bent aan zet ({ $side }). Beantwoord deze mail met je zet, bijvoorbeeld: { $example }
position-deadline-yours = Je hebt de tijd tot { $deadline }.
position-deadline-yours-paused = Je hebt de tijd tot { $deadline } (je klok staat stil: je bent met vakantie tot { $until }).
position-their-move =
    { $count ->
        [one] { $who } is aan zet ({ $side }).
       *[other] { $who } zijn aan zet ({ $side }).
    }
position-deadline-theirs =
    { $count ->
        [one] { $who } heeft de tijd tot { $deadline }.
       *[other] { $who } hebben de tijd tot { $deadline }.
    }
position-deadline-theirs-paused =
    { $count ->
        [one] { $who } heeft de tijd tot { $deadline } (met vakantie tot { $until }).
       *[other] { $who } hebben de tijd tot { $deadline } (met vakantie tot { $until }).
    }
# De regel "Position:" blijft internationaal (zie help.txt).
position-fen-line = Position: { $fen }
position-footer-your-move = Antwoord met je zet, of met: board, history, draw, resign, say TEKST, help.
position-footer-waiting =
    Terwijl je wacht, kun je schrijven: board (de stelling nog eens), say TEKST
    (een bericht aan de andere spelers), draw (remise aanbieden), resign,
    history, help. Je krijgt een mail zodra jij aan zet bent.
position-footer-over = Schrijf "history" voor de hele partij, of "help".

## Een weigering

error-subject-game = Niet uitgevoerd
error-subject = Je mail aan { $bot }
error-could-not = Wat je mail vroeg, kon ik niet uitvoeren:
error-in-line = (in de regel: { $line })
error-nothing-applied = Niets uit je mail is uitgevoerd; de partij is niet veranderd.
error-nothing-applied-that = Niets uit die mail is uitgevoerd; de partij is niet veranderd.
error-legal-all = Reglementaire beurten: { $list }
error-legal-some = Enkele reglementaire beurten ({ $shown } van de { $total }): { $list }
error-footer = Schrijf "help" voor de lijst met commando's.

## Herinneringen

reminder-subject = Herinnering: je bent aan zet ({ $variant } tegen { $opponents })
reminder-subject-last-call = Laatste herinnering: je bent aan zet ({ $variant } tegen { $opponents })
reminder-running-out = Je tijd in partij #{ $id } ({ $variant }) raakt op.
reminder-your-move = Je bent aan zet in partij #{ $id } ({ $variant }).
reminder-your-move-since = Je bent sinds { $since } aan zet in partij #{ $id } ({ $variant }).
reminder-deadline = Je hebt tot { $deadline } de tijd om te zetten; daarna geldt: { $consequence }.
reminder-you-play-example = Je speelt met { $side }. Beantwoord deze mail met je zet, bijvoorbeeld: { $example }
reminder-you-play = Je speelt met { $side }. Beantwoord deze mail met je zet.
reminder-footer =
    Herinneringen: "remind off" zet ze uit, met "remind after 12h" of
    "remind before 2h" bepaal je wanneer ze komen, en "remind digest" bundelt
    ze in één mail per dag.

digest-subject =
    { $count ->
        [one] Je bent aan zet in { $count } partij
       *[other] Je bent aan zet in { $count } partijen
    }
digest-heading = Je bent aan zet in:
digest-line = #{ $id } { $variant } tegen { $opponents }: tot { $deadline }
digest-line-last-move = #{ $id } { $variant } tegen { $opponents }: tot { $deadline } (laatste zet: { $move })
digest-how =
    Verstrijkt de termijn, dan geldt: { $consequence }. Beantwoord de laatste
    mail van de bot over een partij met je zet, of stuur de bot een mail met een
    regel "game N" en je zet; "board" stuurt de stelling nog eens.
digest-footer =
    Je krijgt dit overzicht één keer per dag, in plaats van een herinnering
    per partij (losse herinneringen met "remind on", geen enkele met "remind off").

time-up-subject = De tijd van { $who } is om
time-up-yours = Je hebt in partij #{ $id } ({ $variant }) niet gezet binnen de termijn, die verstreek op { $deadline }.
time-up-theirs = { $who } ({ $side }) heeft in partij #{ $id } ({ $variant }) niet gezet binnen de termijn, die verstreek op { $deadline }.
time-up-goes-on = Deze server beëindigt geen partijen door tijdoverschrijding: de partij gaat door.
time-up-goes-on-yours = Deze server beëindigt geen partijen door tijdoverschrijding: de partij gaat door en je bent nog steeds aan zet.

## Het einde van een partij

game-over-subject = Partij afgelopen: { $result }
game-over-result = Uitslag: { $result } ({ $text })
game-over-ratings = Ratings ({ $variant }; een ? geeft een voorlopige rating aan):
game-over-pgn = De hele partij zit als PGN in de bijlage en volgt hieronder:

aborted-subject = Geannuleerd: partij #{ $id }
aborted-text =
    { $who } heeft partij #{ $id } ({ $variant }) geannuleerd voordat die echt
    begonnen was. De partij eindigt zonder uitslag.

## Uitdagingen

challenge-sent-subject = Uitdaging verstuurd: { $variant } met { $invited }
challenge-sent-text =
    Je uitdaging aan { $invited } is onderweg (partij #{ $id }, { $variant }, { $rated ->
        [1] telt mee voor de rating
       *[0] vriendschappelijk
    }{ $private ->
        [1] , privé
       *[0] {""}
    }).
challenge-sent-side =
    Je speelt met { $side }. De partij begint zodra { $invited } de uitdaging { $count ->
        [one] aanneemt
       *[other] aannemen
    };
    dan krijg je het bord toegestuurd.

invitation-subject = Uitnodiging: { $variant } met { $who }
invitation-text =
    { $who } nodigt je uit voor een { $rated ->
        [1] {""}
       *[0] {"vriendschappelijke "}
    }{ $private ->
        [1] privépartij
       *[0] partij
    } { $variant }{ $rated ->
        [1] {" die meetelt voor de rating"}
       *[0] {""}
    } (partij #{ $id }).
invitation-you-would-play = Je zou met { $side } spelen; { $others }.
invitation-time-control = Bedenktijd: { $control }.
invitation-rated = Deze partij telt mee voor de rating: de uitslag verandert ieders rating voor { $variant } (zie hierboven; een ? geeft een voorlopige rating aan).
invitation-casual = Vriendschappelijke partij: de uitslag verandert geen enkele rating.
invitation-casual-position = Vriendschappelijke partij: de uitslag verandert geen enkele rating (een partij vanuit een opgegeven stelling telt nooit mee).
invitation-private = Privé: niemand kan meekijken, en het webarchief toont de partij niet.
invitation-public =
    Openbaar: iedereen mag meekijken, en een webarchief mag de partij tonen, met de spelers
    onder hun naam uit de ranglijst, nooit met hun adres. Dat ligt voor deze partij vast; wil je
    geen meekijkers, wijs de uitdaging dan af en vraag om een uitdaging met "private"
    ("games private" maakt al je latere partijen privé).
invitation-to-play = Wil je spelen, beantwoord deze mail dan met het woord
invitation-to-refuse = Wil je de uitdaging afwijzen, antwoord dan met
invitation-rules = Schrijf "rules { $variant }" om te lezen hoe het spel gespeeld en genoteerd wordt.

declined-subject = Afgewezen: { $variant } met { $who }
declined-text = { $who } heeft je uitdaging voor een partij { $variant } afgewezen (partij #{ $id }).

## Remiseaanbiedingen en berichten

draw-offer-subject = Remiseaanbod van { $who }
draw-offer-text = { $who } biedt remise aan in partij #{ $id } ({ $variant }).
draw-offer-to-accept = Wil je de remise aannemen, antwoord dan met
draw-offer-to-decline = Afwijzen doe je door gewoon door te spelen.

say-subject = Bericht van { $who }
say-says = { $who } schrijft:
say-partner-says = { $who } schrijft (alleen aan jou, als partner):
say-footer = (partij #{ $id }, { $variant }; antwoorden doe je met "say TEKST")

## Lijsten, verloop, regels, mededelingen

games-subject = Je partijen
games-heading = Je partijen:
games-line = #{ $id } { $variant } tegen { $opponents }: { $state }
games-line-rated = #{ $id } { $variant } tegen { $opponents } ({ $ratings }): { $state }
games-none = Je hebt nog geen partijen op deze server. Begin er een met

history-subject = Verloop van partij #{ $id }
history-so-far = Partij #{ $id } tot nu toe ({ $variant }), in jouw notatie ({ $notation }):
history-pgn-also = De partij in PGN (Engelse notatie, zoals de standaard voorschrijft), ook als bijlage:
history-so-far-pgn = Partij #{ $id } tot nu toe ({ $variant }), ook als PGN in de bijlage:

rules-subject = Spelregels: { $variant }
notice-subject = Mededeling

## Vakanties

vacation-subject = Vakantie tot { $until }
vacation-subject-back = Welkom terug
vacation-started =
    { $days ->
        [one] Je klokken staan stil tot { $until } ({ $days } dag). Schrijf "vacation off" om eerder terug te komen: de dagen die nog niet begonnen zijn, krijg je terug.
       *[other] Je klokken staan stil tot { $until } ({ $days } dagen). Schrijf "vacation off" om eerder terug te komen: de dagen die nog niet begonnen zijn, krijg je terug.
    }
vacation-ended = Je vakantie is voorbij; je klokken lopen weer.
vacation-left =
    Je hebt dit jaar nog { $left } van je { $allowance } { $allowance ->
        [one] vakantiedag
       *[other] vakantiedagen
    } over.
vacation-games = Je partijen:
vacation-opponents-told = Je tegenstanders hebben bericht gekregen.

vacation-notice-subject = { $who } is met vakantie
vacation-notice-subject-back = { $who } is terug
vacation-notice-started = { $who } is met vakantie tot { $until }: de klok van deze speler in partij #{ $id } ({ $variant }) staat tot dan stil. Op je eigen klok heeft dit geen invloed.
vacation-notice-back = { $who } is terug van vakantie: de klok van deze speler in partij #{ $id } ({ $variant }) loopt weer.
vacation-notice-deadline = Deze speler is aan zet en heeft de tijd tot { $deadline }.

list-two = { $a }, { $b }
list-none = {""}
