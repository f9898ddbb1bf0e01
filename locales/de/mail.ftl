# Die Mails zu einer Partie: Brett-Mail, Ablehnungen, Erinnerungen,
# Ergebnisse, Herausforderungen, Remisangebote, Nachrichten, Urlaub, Listen.
# Gleiche Schlüssel wie im Englischen.

## Wörter für viele Mails

# Der Name eines Spiels (`variant` in `new VARIANT with ...`).
variant =
    { $v ->
        [two-prong] Two-Prong Chess
        [tandem-pawn] Tandem-Pawn Chess
        [tandem84] Tandem-84
        [tandem84-knightrider] Tandem-84 mit Nachtreiter-Geistern
        [bughouse] Bughouse
        [tandem-chess] Tandem Chess
        [bughouse-sync] Synchrones Bughouse
        [crazyhouse] Crazyhouse
       *[chess] Schach
    }

# Die Seite eines Spielers.
seat =
    { $s ->
        [black] Schwarz
        [south] Süd: Weiß auf A, Schwarz auf B
        [north] Nord: Schwarz auf A, Weiß auf B
        [a-white] Weiß auf Brett A
        [a-black] Schwarz auf Brett A
        [b-white] Weiß auf Brett B
        [b-black] Schwarz auf Brett B
       *[white] Weiß
    }

# "alice@example.org (Weiß)" in der Zeile der Spieler einer Partie.
player-seat = { $who } ({ $seat })
player-seat-more = { $who } ({ $seat }, { $more })
players-two = { $a } gegen { $b }
players-four = { $a }, { $b }, { $c }, { $d }

game-line = Partie #{ $id }, { $variant }: { $players }
time-control-line = Bedenkzeit: { $control }
examples-not-advice = (Beispiele für die Schreibweise eines Zuges, keine Zugempfehlung).

## Die Brett-Mail

position-subject-your-move = Sie sind am Zug: { $variant } gegen { $opponents }
position-subject-waiting = { $variant } gegen { $opponents }: { $to_move } am Zug
position-last-move = Letzter Zug: { $move }
position-check = Schach!
position-your-move = Sie sind am Zug ({ $side }). Antworten Sie auf diese Mail mit Ihrem Zug, zum Beispiel: { $example }
position-deadline-yours = Sie haben Zeit bis { $deadline }.
position-deadline-yours-paused = Sie haben Zeit bis { $deadline } (Ihre Uhr steht still: Sie sind bis { $until } im Urlaub).
position-their-move =
    { $count ->
        [one] { $who } ist am Zug ({ $side }).
       *[other] { $who } sind am Zug ({ $side }).
    }
position-deadline-theirs =
    { $count ->
        [one] { $who } hat Zeit bis { $deadline }.
       *[other] { $who } haben Zeit bis { $deadline }.
    }
position-deadline-theirs-paused =
    { $count ->
        [one] { $who } hat Zeit bis { $deadline } (im Urlaub bis { $until }).
       *[other] { $who } haben Zeit bis { $deadline } (im Urlaub bis { $until }).
    }
position-fen-line = Position: { $fen }
position-footer-your-move = Antworten Sie mit Ihrem Zug oder mit: board, history, draw, resign, say TEXT, help.
position-footer-waiting =
    Während Sie warten, können Sie schreiben: board (die Stellung noch einmal),
    say TEXT (eine Nachricht an die anderen Spieler), draw (Remis anbieten),
    resign, history, help.
    Sobald Sie am Zug sind, bekommen Sie eine Mail.
position-footer-over = Schreiben Sie "history" für die ganze Partie oder "help".

## Eine Ablehnung

error-subject-game = Nicht ausgeführt
error-subject = Ihre Mail an { $bot }
error-could-not = Folgendes aus Ihrer Mail konnte ich nicht ausführen:
error-in-line = (in der Zeile: { $line })
error-nothing-applied = Nichts aus Ihrer Mail wurde ausgeführt; die Partie ist unverändert.
error-nothing-applied-that = Nichts aus dieser Mail wurde ausgeführt; die Partie ist unverändert.
error-legal-all = { $kind ->
        [double] Erlaubte Züge
       *[single] Erlaubte Züge
    }: { $list }
error-legal-some = { $kind ->
        [double] Erlaubte Züge, eine Auswahl
       *[single] Erlaubte Züge, eine Auswahl
    } ({ $shown } von { $total }): { $list }
error-footer = Schreiben Sie "help" für die Liste der Befehle.

## Erinnerungen

reminder-subject = Erinnerung: Sie sind am Zug ({ $variant } gegen { $opponents })
reminder-subject-last-call = Mahnung: Sie sind am Zug ({ $variant } gegen { $opponents })
reminder-running-out = Ihre Zeit in Partie #{ $id } ({ $variant }) wird knapp.
reminder-your-move = Sie sind in Partie #{ $id } ({ $variant }) am Zug.
reminder-your-move-since = Sie sind in Partie #{ $id } ({ $variant }) seit { $since } am Zug.
reminder-deadline = Sie haben bis { $deadline } Zeit für Ihren Zug; danach gilt: { $consequence }.
reminder-you-play-example = Sie spielen { $side }. Antworten Sie auf diese Mail mit Ihrem Zug, zum Beispiel: { $example }
reminder-you-play = Sie spielen { $side }. Antworten Sie auf diese Mail mit Ihrem Zug.
reminder-footer =
    Erinnerungen: "remind off" stellt sie ab; wann sie kommen, ändern Sie mit
    "remind after 12h" oder "remind before 2h"; "remind digest" fasst sie zu
    einer Mail pro Tag zusammen.

digest-subject =
    { $count ->
        [one] Sie sind in { $count } Partie am Zug
       *[other] Sie sind in { $count } Partien am Zug
    }
digest-heading = Sie sind am Zug in diesen Partien:
digest-line = #{ $id } { $variant } gegen { $opponents }: bis { $deadline }
digest-line-last-move = #{ $id } { $variant } gegen { $opponents }: bis { $deadline } (letzter Zug: { $move })
digest-how =
    Bei Fristablauf gilt: { $consequence }. Antworten Sie mit Ihrem Zug auf die
    letzte Mail des Bots zu einer Partie, oder schreiben Sie dem Bot eine Zeile
    "game N" und Ihren Zug; "board" schickt die Stellung noch einmal.
digest-footer =
    Diese Tagesübersicht bekommen Sie statt einer Erinnerung pro Partie
    ("remind on" für einzelne Erinnerungen, "remind off" für gar keine).

time-up-subject = Zeit abgelaufen: { $who }
time-up-yours = Sie haben in Partie #{ $id } ({ $variant }) bis zum Fristablauf ({ $deadline }) nicht gezogen.
time-up-theirs = { $who } ({ $side }) hat in Partie #{ $id } ({ $variant }) bis zum Fristablauf ({ $deadline }) nicht gezogen.
time-up-goes-on = Dieser Server beendet keine Partie wegen Zeitüberschreitung: Die Partie geht weiter.
time-up-goes-on-yours = Dieser Server beendet keine Partie wegen Zeitüberschreitung: Die Partie geht weiter, und Sie sind weiterhin am Zug.

## Das Ende einer Partie

game-over-subject = Partie beendet: { $result }
game-over-result = Ergebnis: { $result } ({ $text })
game-over-ratings = Wertungszahlen ({ $variant }; ein ? kennzeichnet eine vorläufige):
game-over-pgn = Die ganze Partie ist als PGN angehängt und folgt hier:

aborted-subject = Abgebrochen: Partie #{ $id }
aborted-text =
    { $who } hat Partie #{ $id } ({ $variant }) abgebrochen, bevor sie richtig begann.
    Die Partie endet ohne Ergebnis.

## Herausforderungen

challenge-sent-subject = Herausforderung verschickt: { $variant } mit { $invited }
challenge-sent-text =
    Ihre Herausforderung an { $invited } ist unterwegs (Partie #{ $id }, { $variant }, { $rated ->
        [1] gewertet
       *[0] ungewertet
    }{ $private ->
        [1] , privat
       *[0] {""}
    }).
challenge-sent-side =
    Sie spielen { $side }. Die Partie beginnt, sobald { $invited } { $count ->
        [one] annimmt
       *[other] annehmen
    };
    dann bekommen Sie das Brett.

invitation-subject = Einladung: { $variant } mit { $who }
invitation-text =
    { $who } lädt Sie zu einer { $rated ->
        [1] gewerteten
       *[0] ungewerteten
    }{ $private ->
        [1] , privaten
       *[0] {""}
    } Partie { $variant } ein (Partie #{ $id }).
invitation-you-would-play = Sie würden { $side } spielen; { $others }.
invitation-time-control = Bedenkzeit: { $control }.
invitation-rated = Gewertet: Das Ergebnis verändert die Wertungszahl jedes Spielers für { $variant } (siehe oben; ein ? kennzeichnet eine vorläufige).
invitation-casual = Ungewertet: Das Ergebnis verändert keine Wertungszahl.
invitation-casual-position = Ungewertet: Das Ergebnis verändert keine Wertungszahl (eine Partie ab einer vorgegebenen Stellung wird nie gewertet).
invitation-private = Privat: Niemand kann der Partie zuschauen, und das Webarchiv zeigt sie nicht.
invitation-public =
    Öffentlich: Jeder darf der Partie zuschauen, und ein Webarchiv darf sie zeigen; die Spieler
    erscheinen darin mit ihrem Namen aus der Rangliste, nie mit ihrer Adresse. Das lässt sich für
    diese Partie nicht mehr ändern; soll sie unter ihren Spielern bleiben, lehnen Sie die Einladung
    ab und bitten Sie um eine Herausforderung mit "private" ("games private" macht alle Ihre
    künftigen Partien privat).
invitation-to-play = Wenn Sie spielen möchten, antworten Sie auf diese Mail mit dem Wort
invitation-to-refuse = Wenn Sie ablehnen möchten, antworten Sie mit
invitation-rules = Schreiben Sie "rules { $variant }", um zu erfahren, wie das Spiel gespielt und notiert wird.

declined-subject = Abgelehnt: { $variant } mit { $who }
declined-text = { $who } hat Ihre Herausforderung zu einer Partie { $variant } abgelehnt (Partie #{ $id }).

## Remisangebote und Nachrichten

draw-offer-subject = Remisangebot von { $who }
draw-offer-text = { $who } bietet in Partie #{ $id } ({ $variant }) Remis an.
draw-offer-to-accept = Wenn Sie annehmen möchten, antworten Sie mit
draw-offer-to-decline = Wenn Sie ablehnen möchten, spielen Sie einfach weiter.
draw-offered = { $who } bietet Remis an: Antworten Sie mit "draw", um anzunehmen, oder spielen Sie einfach weiter, um abzulehnen.

say-subject = Nachricht von { $who }
say-says = { $who } schreibt:
say-partner-says = { $who } schreibt (nur an Sie als Partner):
say-footer = (Partie #{ $id }, { $variant }; zum Antworten: "say TEXT")

## Listen, Verlauf, Regeln, Mitteilungen

games-subject = Ihre Partien
games-heading = Ihre Partien:
games-line = #{ $id } { $variant } gegen { $opponents }: { $state }
games-line-rated = #{ $id } { $variant } gegen { $opponents } ({ $ratings }): { $state }
games-none = Sie haben auf diesem Server noch keine Partien. Ihre erste beginnen Sie mit

history-subject = Verlauf der Partie #{ $id }
history-so-far = Partie #{ $id } ({ $variant }) bis jetzt, in Ihrer Notation ({ $notation }):
history-pgn-also = Die Partie als PGN (englische Notation, wie der Standard es verlangt), auch als Anhang:
history-so-far-pgn = Partie #{ $id } ({ $variant }) bis jetzt, auch als PGN angehängt:

rules-subject = Regeln: { $variant }
notice-subject = Mitteilung

## Urlaub

vacation-subject = Urlaub bis { $until }
vacation-subject-back = Willkommen zurück
vacation-started =
    { $days ->
        [one] Ihre Uhren stehen bis { $until } still ({ $days } Tag). Schreiben Sie "vacation off", um früher zurückzukommen: Nicht angebrochene Urlaubstage werden Ihnen wieder gutgeschrieben.
       *[other] Ihre Uhren stehen bis { $until } still ({ $days } Tage). Schreiben Sie "vacation off", um früher zurückzukommen: Nicht angebrochene Urlaubstage werden Ihnen wieder gutgeschrieben.
    }
vacation-ended = Ihr Urlaub ist zu Ende; Ihre Uhren laufen wieder.
vacation-left =
    { $allowance ->
        [one] Sie haben in diesem Jahr noch { $left } von { $allowance } Urlaubstag übrig.
       *[other] Sie haben in diesem Jahr noch { $left } von { $allowance } Urlaubstagen übrig.
    }
vacation-games = Ihre Partien:
vacation-opponents-told = Ihre Gegner wurden benachrichtigt.

vacation-notice-subject = { $who } ist im Urlaub
vacation-notice-subject-back = { $who } ist zurück
vacation-notice-started = { $who } ist bis { $until } im Urlaub: Bis dahin steht in Partie #{ $id } ({ $variant }) die Uhr dieses Spielers still. Ihre eigene Uhr ist davon nicht betroffen.
vacation-notice-back = { $who } ist aus dem Urlaub zurück: In Partie #{ $id } ({ $variant }) läuft die Uhr dieses Spielers wieder.
vacation-notice-deadline = Dieser Spieler ist am Zug und hat Zeit bis { $deadline }.

list-two = { $a }, { $b }
list-none = {""}

# Wer am Zug ist: niemand, ein Spieler oder zwei ("alice und bob").
nobody = niemand
name = { $name }
list-and = { $a } { $next ->
       *[other] und
    } { $b }

time-control-per-move =
    { $days ->
        [one] { $days } Tag pro Zug
       *[other] { $days } Tage pro Zug
    }
time-control-moves =
    { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } in { $days ->
        [one] { $days } Tag
       *[other] { $days } Tagen
    }

# Was bei Fristablauf geschieht ("...; danach gilt: Die Partie ist ...").
consequence-lose = Die Partie ist durch Zeitüberschreitung verloren
consequence-lose-or-draw = Die Partie ist durch Zeitüberschreitung verloren (remis, wenn der Gegner nicht mehr mattsetzen kann)
consequence-notify = Beide Spieler erfahren, dass die Zeit abgelaufen ist

## Die ersten Zeilen einer Brett-Mail: die gerade gespielten Züge

# `origin`: none, mine (aus den bedingten Zügen des Lesers), theirs (aus
# denen des Ziehenden). `words`: der Zug in Worten.
turn-you-played =
    Sie haben { $move }{ $origin ->
        [mine] {" "}aus Ihren bedingten Zügen
        [theirs] {" "}als im Voraus angegebenen bedingten Zug
       *[none] {""}
    } gespielt.
turn-you-played-words =
    Sie haben { $move }{ $origin ->
        [mine] {" "}aus Ihren bedingten Zügen
        [theirs] {" "}als im Voraus angegebenen bedingten Zug
       *[none] {""}
    } gespielt ({ $words }).
turn-they-played =
    { $who } hat { $move }{ $origin ->
        [mine] {" "}aus Ihren bedingten Zügen
        [theirs] {" "}als im Voraus angegebenen bedingten Zug
       *[none] {""}
    } gespielt.
turn-they-played-words =
    { $who } hat { $move }{ $origin ->
        [mine] {" "}aus Ihren bedingten Zügen
        [theirs] {" "}als im Voraus angegebenen bedingten Zug
       *[none] {""}
    } gespielt ({ $words }).
turn-your-move = Sie sind am Zug.

# Das Ende einer Partie durch eine Handlung: "Sie haben aufgegeben.".
act =
    { $mine ->
        [1] { $act ->
            [claimed-draw] Sie haben Remis beansprucht.
           *[resigned] Sie haben aufgegeben.
        }
       *[0] { $act ->
            [claimed-draw] { $who } hat Remis beansprucht.
           *[resigned] { $who } hat aufgegeben.
        }
    }

## Das Ende einer Partie durch Zeitüberschreitung

# Warum ein Spieler die Zeit überschritten hat; steht nach "Sie haben" /
# "X hat" (daher mit dem Partizip am Ende). `mine` ist 1 in der Mail an
# den säumigen Spieler selbst.
why-deadline = bis zum Fristablauf ({ $deadline }) nicht gezogen
why-gentleman =
    nach der Erinnerung, dass { $mine ->
        [1] Ihr
       *[0] der
    } Partner schon { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } gemacht hatte, { $grace } lang nicht gezogen (Gentleman-Regel)
# `team`: yours (das Team des Lesers verliert den Wettkampf), theirs, none
# (eine Partie zu zweit).
time-lost =
    { $mine ->
        [1] Sie haben { $why } und verlieren durch Zeitüberschreitung.
       *[0] { $who } hat { $why } und verliert durch Zeitüberschreitung.
    }{ $team ->
        [yours] {" "}Ihr Team verliert den Wettkampf.
        [theirs] {" "}Das Team von { $who } und { $partner } verliert den Wettkampf.
       *[none] {""}
    }
time-drawn =
    { $mine ->
        [1] Sie haben { $why }, aber { $winner ->
            [white] Weiß
           *[black] Schwarz
        } hat zu wenig Material zum Mattsetzen: Die Partie endet remis.
       *[0] { $who } hat { $why }, aber { $winner ->
            [white] Weiß
           *[black] Schwarz
        } hat zu wenig Material zum Mattsetzen: Die Partie endet remis.
    }

## Ergebnisse

outcome-win =
    { $winner ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt { $how ->
        [checkmate] durch Matt
        [resignation] durch Aufgabe
       *[time] durch Zeitüberschreitung
    }
outcome-draw =
    { $why ->
        [stalemate] Remis durch Patt
        [insufficient-material] Remis wegen ungenügenden Materials
        [agreement] Vereinbartes Remis
        [threefold] Remis durch dreimalige Stellungswiederholung
        [fifty-moves] Remis nach der 50-Züge-Regel
        [fivefold] Remis durch fünfmalige Stellungswiederholung
        [seventy-five-moves] Remis nach der 75-Züge-Regel
       *[even-score] Remis bei Punktgleichheit auf beiden Brettern
    }
outcome-timeout-draw =
    Remis: { $loser ->
        [white] Weiß
       *[black] Schwarz
    } hat die Zeit überschritten, aber { $winner ->
        [white] Weiß
       *[black] Schwarz
    } hätte nicht mattsetzen können

## Der Stand einer Partie in den Partielisten

state-your-move = Sie sind am Zug
state-waiting = wartet auf den Gegner
state-invitation-waiting = Einladung wartet auf Ihre Antwort
state-invitation-sent = Einladung verschickt
state-finished = beendet, { $result }
# Der Stand einer Partie, wie der Speicher ihn nennt (`aborted`, `declined` ...).
state-other =
    { $status ->
        [declined] abgelehnt
        [aborted] abgebrochen
        [invited] Einladung offen
        [active] läuft
       *[finished] beendet
    }
state-no-clock = ohne Uhr
state-your-move-until = Sie sind am Zug und haben Zeit bis { $deadline }
state-your-move-paused = Sie sind am Zug; Ihre Uhr steht still, Sie haben jetzt Zeit bis { $deadline }
state-their-move = Ihr Gegner ist am Zug
state-their-move-paused = Ihr Gegner ist am Zug; sobald Sie am Zug sind, steht Ihre Uhr still

# Was eine Partie mit den Wertungszahlen macht, in der Partieliste.
ratings-casual = ungewertet
ratings-unrated = ohne Wertung
ratings-rated = gewertet; { $list }
rating-of-you = Sie { $rating }
rating-of = { $who } { $rating }

## Hinweise unter den ersten Zeilen einer Brett-Mail

# Bughouse zu viert: eine Figur, die der Partner weitergegeben hat.
note-received =
    { $role ->
        [pawn] Sie haben von Ihrem Partner einen Bauern bekommen.
        [knight] Sie haben von Ihrem Partner einen Springer bekommen.
        [bishop] Sie haben von Ihrem Partner einen Läufer bekommen.
        [rook] Sie haben von Ihrem Partner einen Turm bekommen.
       *[queen] Sie haben von Ihrem Partner eine Dame bekommen.
    }
note-partner-waits = Ihr Partner auf Brett { $board } steht im Schach und kann nicht ziehen: Er wartet auf eine Figur, die er dazwischensetzen kann.
note-you-wait = Sie stehen auf Brett { $board } im Schach und können noch nicht ziehen: Sie warten auf eine Figur von Ihrem Partner.
note-conditions-dropped = Keiner Ihrer bedingten Züge begann mit { $move }, darum wurden sie gelöscht.
note-condition-unplayable = Ihre bedingte Antwort { $answer } auf { $move } ließ sich nicht spielen ({ $why }): Die Zugfolge wurde gelöscht.
note-condition-played =
    { $move } wurde aus Ihren bedingten Zügen gespielt{ $goes_on ->
        [1] ; die Zugfolge wird mit ihrem nächsten Zug fortgesetzt
       *[0] {""}
    }.
note-computer-partner = Ihr Partner ist der Computer ({ $name }): Er zieht, sobald er sich entschieden hat, liest kein "say partner" und verbraucht keine Bedenkzeit.

## Wie man einen Zug schreibt, nach dem Beispielzug

form-dual-move = einen Doppelzug schreiben Sie als zwei Teilzüge mit einem Schrägstrich dazwischen, etwa { $example }
form-tandem84 = die beiden Teilzüge verbinden Sie mit einem Schrägstrich, etwa { $example }, und ein Teilzug auf das andere Brett ist ein Wechsel
form-drop = eine Figur aus Ihrer Reserve setzen Sie so ein: { $example }
form-drop-later = eine Figur aus Ihrer Reserve setzen Sie, sobald Sie eine haben, so ein: { $example }
form-sync = Ihren Teilzug auf Brett A und den auf Brett B verbinden Sie mit einem Schrägstrich, etwa { $example }
form-tandem = ein ganzes Tandem ziehen Sie etwa mit { $example }
form-rocket = eine Rakete schreiben Sie etwa { $example }
form-tandem-and-rocket = ein ganzes Tandem ziehen Sie etwa mit { $tandem }, eine Rakete schreiben Sie etwa { $rocket }

## Erste Zeilen

board-as-asked = Die Stellung, wie gewünscht.
board-game-is =
    Partie #{ $id } { $status ->
        [declined] wurde abgelehnt
        [aborted] wurde abgebrochen
        [invited] wartet auf ihre Spieler
        [active] läuft
       *[finished] ist beendet
    }.
started = Die Partie hat begonnen.
started-against-computer = Die Partie hat begonnen: { $name } hat sofort angenommen. Partien gegen den Computer werden nicht gewertet.

## Remisangebote, beanspruchte Remis und abgelehnte Züge

draw-agreed = Die Spieler haben sich auf Remis geeinigt.
draw-offer-sent-subject = Remisangebot verschickt
draw-offer-sent = Ihr Remisangebot in Partie #{ $id } wurde weitergeleitet.
conditions-dropped-subject = Bedingte Züge gelöscht
conditions-dropped-draw = In Partie #{ $id } wurde Remis angeboten: Ihre bedingten Züge für diese Partie wurden gelöscht.
# Der Grund einer Ablehnung, eingerückt unter error-could-not (ein ganzer
# Satz nach dem Doppelpunkt, daher großgeschrieben).
refuse-draw-offered-already = Von Ihrer Seite liegt bereits ein Remisangebot vor; es gilt, bis die Gegenseite antwortet
refuse-no-draw-to-claim =
    Sie können kein Remis beanspruchen: Es liegt keine dreimalige Stellungswiederholung vor, und seit dem letzten Schlagen oder Bauernzug { $halfmoves ->
        [one] ist { $halfmoves } Halbzug
       *[other] sind { $halfmoves } Halbzüge
    } gespielt worden (nötig sind 100)
refuse-not-your-turn = Sie sind in Partie #{ $id } nicht am Zug: Die Partie wartet auf { $waiting }
refuse-lost-before = Ihre Mail ging erst nach Ablauf Ihrer Frist ein (Eingang: { $at }): Sie hatten Partie #{ $id } schon vorher durch Zeitüberschreitung verloren, daher wurde { $move } nicht gespielt
refuse-after-deadline = Ihre Mail ging erst nach Ablauf Ihrer Frist ein (Fristablauf: { $deadline }, Eingang: { $at }): { $move } wurde nicht gespielt, und Sie haben Partie #{ $id } durch Zeitüberschreitung verloren

## Ein Zug mit seinen Worten ($words: eine turn-*-Meldung aus moves.ftl)

last-move-words = { $move } ({ $words })

# Bughouse zu viert: der Partner ($partner, eine Adresse; $seat, sein
# Platz) hat $moves-mal auf dem anderen Brett gezogen, der Leser nicht.
reminder-gentleman =
    Ihr Partner { $partner } ({ $seat }) hat { $moves ->
        [one] einen Zug
       *[other] { $moves } Züge
    } gemacht, seit Sie am Zug sind. Nach der Gentleman-Regel verlieren Sie durch Zeitüberschreitung, wenn Sie bis { $by } nicht gezogen haben, und Ihr Team verliert den Wettkampf.

## Die Wörter um ein Textbrett ($color: White oder Black; $board: A oder B;
## $pieces: die Figuren in der Reserve, als Buchstaben, oder "-")

board-hand =
    Reserve von { $color ->
        [White] Weiß
       *[Black] Schwarz
    }: { $pieces }
board-hand-on =
    Reserve von { $color ->
        [White] Weiß
       *[Black] Schwarz
    } auf Brett { $board }: { $pieces }
# Die Überschriften über den beiden Brettern im Bughouse: kurz (ein Brett
# ist 33 Zeichen breit).
board-title-to-move =
    { $board }: { $color ->
        [White] Weiß
       *[Black] Schwarz
    } am Zug
board-title-waits =
    { $board }: { $color ->
        [White] Weiß
       *[Black] Schwarz
    } wartet auf Figur
board-title-mated =
    { $board }: { $color ->
        [White] Weiß
       *[Black] Schwarz
    } ist matt
board-title-won =
    { $board }: { $color ->
        [White] Weiß
       *[Black] Schwarz
    } hat gewonnen
board-title-stalemate = { $board }: Patt
board-title-drawn = { $board }: Remis
# $team: 1 oder 2; $a, $b: die Punkte der Teams (1, 1/2, 2 1/2 ...).
board-match-won = Wettkampf beendet: Team { $team } gewinnt ({ $a } - { $b })
board-match-drawn = Wettkampf beendet: unentschieden ({ $a } - { $b })
board-tandem-legend = T/t = Tandem aus zwei Bauern
