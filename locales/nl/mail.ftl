# De mails over een partij: de bordmail, weigeringen, herinneringen,
# uitslagen, uitdagingen, remiseaanbiedingen, berichten, vakanties, lijsten.
# Vertaald uit locales/en/mail.ftl; termen volgens GLOSSARY.md.

## Woorden die in veel mails voorkomen

# De naam van een spel (de `variant` van `new SPEL with ...`).
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
error-legal-all = { $kind ->
        [double] Reglementaire beurten
       *[single] Reglementaire zetten
    }: { $list }
error-legal-some = { $kind ->
        [double] Enkele reglementaire beurten
       *[single] Enkele reglementaire zetten
    } ({ $shown } van de { $total }): { $list }
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
draw-offered = { $who } biedt remise aan: antwoord met "draw" om die aan te nemen, of speel gewoon door om het aanbod af te wijzen.

say-subject = Bericht van { $who }
say-says = { $who } schrijft:
say-partner-says = Je partner { $who } schrijft (alleen aan jou):
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

# Wie aan zet is: niemand, één speler of twee ("alice en bob").
nobody = niemand
name = { $name }
list-and = { $a } { $next ->
       *[other] en
    } { $b }

time-control-per-move =
    { $days ->
        [one] { $days } dag per zet
       *[other] { $days } dagen per zet
    }
time-control-moves =
    { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    } in { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    }

# Wat er gebeurt als de termijn verstrijkt ("...; daarna geldt: de partij
# gaat verloren door tijdoverschrijding.").
consequence-lose = de partij gaat verloren door tijdoverschrijding
consequence-lose-or-draw = de partij gaat verloren door tijdoverschrijding (of eindigt in remise als de tegenstander geen mat meer kan zetten)
consequence-notify = beide spelers krijgen bericht dat de tijd om is

## De eerste regels van een bordmail: de beurten die net gespeeld zijn

# `origin`: none, mine (gespeeld uit de voorwaardelijke zetten van de lezer),
# theirs (uit die van wie zette). `words`: de beurt in woorden.
turn-you-played =
    Je hebt { $move } gespeeld{ $origin ->
        [mine] , volgens je voorwaardelijke zetten
        [theirs] , een vooraf opgegeven voorwaardelijke zet
       *[none] {""}
    }.
turn-you-played-words =
    Je hebt { $move } ({ $words }) gespeeld{ $origin ->
        [mine] , volgens je voorwaardelijke zetten
        [theirs] , een vooraf opgegeven voorwaardelijke zet
       *[none] {""}
    }.
turn-they-played =
    { $who } heeft { $move } gespeeld{ $origin ->
        [mine] , volgens je voorwaardelijke zetten
        [theirs] , een vooraf opgegeven voorwaardelijke zet
       *[none] {""}
    }.
turn-they-played-words =
    { $who } heeft { $move } ({ $words }) gespeeld{ $origin ->
        [mine] , volgens je voorwaardelijke zetten
        [theirs] , een vooraf opgegeven voorwaardelijke zet
       *[none] {""}
    }.
turn-your-move = Je bent aan zet.

# Het einde van een partij door een handeling: "Je hebt opgegeven.",
# "Alice heeft opgegeven.".
act =
    { $mine ->
        [1] { $act ->
            [claimed-draw] Je hebt remise geclaimd.
           *[resigned] Je hebt opgegeven.
        }
       *[0] { $act ->
            [claimed-draw] { $who } heeft remise geclaimd.
           *[resigned] { $who } heeft opgegeven.
        }
    }

## Het einde van een partij door tijdoverschrijding

# Waarom een speler door tijdoverschrijding verliest, na "Je hebt" of
# "Alice heeft"; `mine` is 1 in de mail aan de speler die te laat is.
why-deadline = niet binnen de termijn ({ $deadline }) gezet
why-gentleman =
    niet gezet binnen { $grace } na de herinnering dat { $mine ->
        [1] je
       *[0] diens
    } partner al { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    } had gedaan (een kwestie van sportiviteit)
# `team`: yours (het team van de lezer verliest de wedstrijd), theirs, none
# (een partij met twee spelers).
time-lost =
    { $mine ->
        [1] Je hebt { $why } en verliest door tijdoverschrijding.
       *[0] { $who } heeft { $why } en verliest door tijdoverschrijding.
    }{ $team ->
        [yours] {" "}Je team verliest de wedstrijd.
        [theirs] {" "}Het team van { $who } en { $partner } verliest de wedstrijd.
       *[none] {""}
    }
time-drawn =
    { $mine ->
        [1] Je hebt { $why }, maar { $winner ->
            [white] Wit
           *[black] Zwart
        } heeft te weinig materiaal om mat te zetten: de partij eindigt in remise.
       *[0] { $who } heeft { $why }, maar { $winner ->
            [white] Wit
           *[black] Zwart
        } heeft te weinig materiaal om mat te zetten: de partij eindigt in remise.
    }

## Uitslagen

outcome-win =
    { $winner ->
        [white] Wit
       *[black] Zwart
    } wint { $how ->
        [checkmate] door mat
        [resignation] door opgave
       *[time] door tijdoverschrijding
    }
outcome-draw =
    Remise { $why ->
        [stalemate] door pat
        [insufficient-material] door onvoldoende materiaal
        [agreement] in onderling overleg
        [threefold] door drievoudige stellingsherhaling
        [fifty-moves] door de 50-zettenregel
        [fivefold] door vijfvoudige stellingsherhaling
        [seventy-five-moves] door de 75-zettenregel
       *[even-score] door een gelijke stand op de twee borden
    }
outcome-timeout-draw =
    Remise: { $loser ->
        [white] Wit
       *[black] Zwart
    } overschreed de tijd, maar { $winner ->
        [white] Wit
       *[black] Zwart
    } had geen mat meer kunnen zetten

## Hoe een partij ervoor staat, in de lijsten met partijen

state-your-move = jij bent aan zet
state-waiting = wachten op de tegenstander
state-invitation-waiting = uitnodiging wacht op je antwoord
state-invitation-sent = uitnodiging verstuurd
state-finished = afgelopen, { $result }
# De toestand van een partij zoals de opslag die noemt (`aborted`, `declined`...).
state-other =
    { $status ->
        [declined] afgewezen
        [aborted] geannuleerd
        [invited] wacht op de spelers
        [active] bezig
       *[finished] afgelopen
    }
state-no-clock = zonder klok
state-your-move-until = jij bent aan zet; je hebt de tijd tot { $deadline }
state-your-move-paused = jij bent aan zet; je klok staat stil, je hebt nu de tijd tot { $deadline }
state-their-move = je tegenstander is aan zet
state-their-move-paused = je tegenstander is aan zet; je klok staat stil zodra jij aan zet bent

# Wat een partij met de ratings doet, in de lijst met partijen.
ratings-casual = vriendschappelijk
ratings-unrated = telt niet mee voor de rating
ratings-rated = telt mee voor de rating; { $list }
rating-of-you = jij { $rating }
rating-of = { $who } { $rating }

## Opmerkingen onder de eerste regels van een bordmail

# Bughouse met vier spelers: een stuk dat de partner heeft doorgegeven.
note-received =
    { $role ->
        [pawn] Je hebt van je partner een pion gekregen.
        [knight] Je hebt van je partner een paard gekregen.
        [bishop] Je hebt van je partner een loper gekregen.
        [rook] Je hebt van je partner een toren gekregen.
       *[queen] Je hebt van je partner een dame gekregen.
    }
note-partner-waits = Je partner staat op bord { $board } schaak en kan niet zetten tot er een stuk komt waarmee het schaak geblokkeerd kan worden.
note-you-wait = Je staat op bord { $board } schaak en kunt nog niet zetten: je wacht op een stuk van je partner.
note-conditions-dropped = Geen van je voorwaardelijke zetten begon met { $move }: ze zijn vervallen.
note-condition-unplayable = Je voorwaardelijke antwoord { $answer } op { $move } kon niet gespeeld worden ({ $why }): de reeks is vervallen.
note-condition-played =
    { $move } is gespeeld volgens je voorwaardelijke zetten{ $goes_on ->
        [1] ; de rest van de reeks blijft staan
       *[0] {""}
    }.
note-computer-partner = Je partner is de computer ({ $name }): die speelt zodra hij een zet heeft gekozen, leest "say partner" niet en verbruikt geen bedenktijd.

## Hoe je een beurt schrijft, na het voorbeeld van een zet

form-dual-move = een dubbelzet schrijf je als twee zetten met een schuine streep ertussen, zoals { $example }
form-tandem84 = de twee zetten van een beurt schrijf je met een schuine streep ertussen, zoals { $example }, en een zet naar het andere bord is een overstap
form-drop = een inzet uit je reserve schrijf je als { $example }
form-drop-later = zodra je een stuk in je reserve hebt, schrijf je een inzet als { $example }
form-sync = je zet op bord A en die op bord B schrijf je met een schuine streep ertussen, zoals { $example }
form-tandem = een zet van de hele tandem schrijf je als { $example }
form-rocket = een raket schrijf je als { $example }
form-tandem-and-rocket = een zet van de hele tandem schrijf je als { $tandem }, een raket als { $rocket }

## Eerste regels

board-as-asked = De stelling, zoals gevraagd.
board-game-is =
    Partij #{ $id } { $status ->
        [declined] is afgewezen
        [aborted] is geannuleerd
        [invited] wacht nog op de spelers
        [active] is bezig
       *[finished] is afgelopen
    }.
started = De partij is begonnen.
started-against-computer = De partij is begonnen: { $name } heeft de uitdaging meteen aangenomen. Partijen tegen de computer tellen nooit mee voor de rating.

## Remiseaanbiedingen, claims en geweigerde zetten

draw-agreed = De spelers zijn remise overeengekomen.
draw-offer-sent-subject = Remiseaanbod verstuurd
draw-offer-sent = Je remiseaanbod in partij #{ $id } is doorgegeven.
conditions-dropped-subject = Voorwaardelijke zetten vervallen
conditions-dropped-draw = In partij #{ $id } is remise aangeboden: je voorwaardelijke zetten in die partij zijn vervallen.
# De reden van een weigering, ingesprongen na error-could-not ("Wat je mail
# vroeg, kon ik niet uitvoeren:"), met een kleine letter. `at` en `deadline`
# zijn tijdstippen zoals de server ze schrijft ("Sun 6 Dec 09:01:53 UTC").
refuse-draw-offered-already = er ligt al een remiseaanbod van jouw kant; dat blijft staan tot de tegenpartij antwoordt
refuse-no-draw-to-claim =
    er valt geen remise te claimen: de stelling is nog geen drie keer voorgekomen, en sinds de laatste slagzet of pionzet { $halfmoves ->
        [one] is er pas { $halfmoves } halve zet gespeeld
       *[other] zijn er pas { $halfmoves } halve zetten gespeeld
    } (er zijn er 100 nodig)
refuse-not-your-turn = je bent niet aan zet in partij #{ $id }: die wacht op { $waiting }
refuse-lost-before = je mail kwam binnen op { $at }, toen je termijn al verstreken was: partij #{ $id } had je op dat moment al verloren door tijdoverschrijding, dus { $move } is niet gespeeld
refuse-after-deadline = je mail kwam binnen op { $at }, toen je termijn ({ $deadline }) al verstreken was: { $move } is niet gespeeld, en partij #{ $id } gaat verloren door tijdoverschrijding

## Een beurt met haar woorden ($words: een turn-*-bericht uit moves.ftl)

last-move-words = { $move } ({ $words })

# Bughouse met vier spelers: de partner ($partner, een adres; $seat, diens
# plaats) heeft $moves keer gezet op het andere bord, terwijl de lezer niet
# zette. $by: een datum.
reminder-gentleman =
    Je partner { $partner } ({ $seat }) heeft { $moves ->
        [one] één zet
       *[other] { $moves } zetten
    } gedaan sinds jij aan zet bent. Het is een kwestie van sportiviteit om je partner niet te laten wachten: heb je vóór { $by } nog niet gezet, dan verlies je door tijdoverschrijding en verliest je team de wedstrijd.

## De woorden rond een bord in tekst ($color: White of Black; $board: A of B;
## $pieces: de stukken in de reserve, als letters, of "-")

board-hand =
    Reserve van { $color ->
        [White] Wit
       *[Black] Zwart
    }: { $pieces }
board-hand-on =
    Reserve van { $color ->
        [White] Wit
       *[Black] Zwart
    } op bord { $board }: { $pieces }
# De titels boven de twee borden van bughouse: kort (een bord is 33 tekens
# breed).
board-title-to-move =
    { $board }: { $color ->
        [White] Wit
       *[Black] Zwart
    } aan zet
board-title-waits =
    { $board }: { $color ->
        [White] Wit
       *[Black] Zwart
    } wacht op een stuk
board-title-mated =
    { $board }: { $color ->
        [White] Wit
       *[Black] Zwart
    } staat mat
board-title-won =
    { $board }: { $color ->
        [White] Wit
       *[Black] Zwart
    } heeft gewonnen
board-title-stalemate = { $board }: pat
board-title-drawn = { $board }: remise
# $team: 1 of 2; $a, $b: de punten van de teams (1, 1/2, 2 1/2 ...).
board-match-won = Wedstrijd afgelopen: team { $team } wint ({ $a } - { $b })
board-match-drawn = Wedstrijd afgelopen: gelijkspel ({ $a } - { $b })
board-tandem-legend = T/t = tandem van twee pionnen
