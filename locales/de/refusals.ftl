# Warum die Befehle einer Mail nicht ausgeführt wurden: der Satz, den die
# Ablehnung unter error-could-not zitiert (ein ganzer Satz, daher groß
# geschrieben und, wie im Englischen, ohne Schlusspunkt). Befehlswörter
# (game, resign, unobserve ...) bleiben englisch und stehen in geraden
# Anführungszeichen: Der Spieler schreibt sie so.

refuse-game-not-started-yet = Eine Partie beginnt erst, wenn jeder Spieler sie angenommen hat; mit der Mail, die die Herausforderung enthält, können Sie in der Partie also weder ziehen noch sonst etwas tun. Schicken Sie die Herausforderung allein und Ihren Zug erst, wenn die Partie begonnen hat

# $what: was die Mail tun wollte.
refuse-no-game =
    { $what ->
        [move] Sie haben keine Partie, in der Sie ziehen könnten
        [resign] Sie haben keine Partie, die Sie aufgeben könnten
        [draw-offer] Sie haben keine Partie, in der Sie Remis anbieten könnten
        [draw-claim] Sie haben keine Partie, in der Sie Remis beanspruchen könnten
        [conditions-give] Sie haben keine Partie, in der Sie bedingte Züge angeben könnten
        [conditions-list] Sie haben keine Partie mit bedingten Zügen, die ich anzeigen könnte
        [conditions-clear] Sie haben keine Partie, in der Sie bedingte Züge löschen könnten
        [show] Sie haben keine Partie, die ich Ihnen zeigen könnte
        [history] Sie haben keine Partie, deren Verlauf ich Ihnen zeigen könnte
        [say] Sie haben keine Partie, deren Mitspielern Sie schreiben könnten
        [accept] Sie haben keine Herausforderung, die Sie annehmen könnten
        [decline] Sie haben keine Herausforderung, die Sie ablehnen könnten
        [abort] Sie haben keine Partie, die Sie abbrechen könnten
       *[other] Dafür haben Sie keine Partie
    }
game-number-of = #{ $id } ({ $variant })
refuse-several-games = Sie spielen mehrere Partien ({ $games }); sagen Sie mit einer Zeile wie "game { $id }", welche Sie meinen, oder antworten Sie auf die Mail des Bots zu dieser Partie
refuse-forged-other-address = Eine Mail mit Ihrer Adresse als Absender hat über die geheime Adresse eines anderen Spielers versucht, in Partie #{ $id } einzugreifen, in der Sie gar nicht mitspielen. { refuse-if-it-was-you }
refuse-forged-not-secret = Eine Mail mit Ihrer Adresse als Absender hat versucht, in Partie #{ $id } einzugreifen, ging aber nicht an Ihre geheime Adresse. { refuse-if-it-was-you }
refuse-if-it-was-you = Waren Sie es selbst, dann antworten Sie auf die letzte Mail des Bots zu Ihrer Partie (deren Reply-To-Adresse enthält Ihre geheime Kennung); wenn nicht, hat jemand versucht, in Ihrem Namen zu handeln, und es ist nichts geschehen.
refuse-observer-acts = Sie schauen Partie #{ $id } zu, spielen aber nicht mit: Nur die Spieler einer Partie können darin ziehen oder etwas tun, und "say" erreicht nur sie. Als Zuschauer bekommen Sie jedes Brett per Mail; "unobserve { $id }" beendet das
refuse-not-a-player = Sie spielen in Partie #{ $id } nicht mit
refuse-no-such-game = Eine Partie #{ $id } gibt es nicht

# Bedingte Züge ("if ...").
refuse-if-no-opponent = Auf Ihrem Brett gibt es keinen Gegner, der antworten könnte
refuse-if-your-move = Sie sind in Partie #{ $id } am Zug: Schicken Sie Ihren Zug in derselben Mail wie die Zugfolge; diese geht dann von der Stellung nach Ihrem Zug aus
refuse-if-too-many =
    Sie haben in Partie #{ $id } bereits { $lines ->
        [one] eine bedingte Zugfolge
       *[other] { $lines } bedingte Zugfolgen
    }, mehr sind nicht möglich; "conditions clear" löscht sie

# Die Analyse ("analyse N").
refuse-analyse-which = Welche Partie? Schreiben Sie "analyse N" mit der Nummer der Partie, oder antworten Sie auf eine Mail zu der Partie
refuse-analyse-private = Partie #{ $id } ist privat: Nur ihre Spieler können sie analysieren lassen
refuse-analyse-in-play = Partie #{ $id } läuft noch: Die Engine analysiert eine Partie erst nach ihrem Ende, für die Spieler ebenso wie für Zuschauer (Fairplay). Fordern Sie die Analyse erneut an, wenn die Partie beendet ist
refuse-analyse-not-started = Partie #{ $id } hat noch nicht begonnen: Es gibt noch nichts zu analysieren
# $status: declined oder aborted.
refuse-analyse-not-played =
    Partie #{ $id } wurde { $status ->
        [declined] abgelehnt
       *[aborted] abgebrochen
    }: Es gibt nichts zu analysieren
refuse-analyse-no-moves = Partie #{ $id } endete, bevor jemand gezogen hatte: Es gibt nichts zu analysieren
refuse-analyse-unreadable = Die Analyse der Partie #{ $id } lässt sich nicht lesen; der Betreiber des Servers wurde benachrichtigt
refuse-analyse-no-engine = Auf diesem Server läuft keine Engine (der Betreiber hat sie abgeschaltet): Es kann keine Analyse erstellt werden
refuse-analyse-asked-already = Sie haben die Analyse der Partie #{ $id } bereits angefordert: Sie steht in der Warteschlange und kommt per Mail, sobald die Engine damit fertig ist
refuse-analyse-daily-limit =
    Sie haben in den letzten 24 Stunden { $today ->
        [one] eine neue Analyse
       *[other] { $today } neue Analysen
    } angefordert, und dieser Server erstellt für jeden Spieler höchstens { $per_day } pro Tag: Fordern Sie morgen wieder eine an (eine bereits erstellte Analyse wird jederzeit erneut geschickt)
analysis-queued-subject = Partie #{ $id } ist zur Analyse vorgemerkt
# $kind: wie in analysis.ftl ("single": ein Zug ist ein einziger Zug; "double").
analysis-queued =
    Partie #{ $id } wartet auf die Analyse durch die Engine{ $ahead ->
        [0] {""}
        [one] {" "}(vor ihr ist noch eine andere Partie an der Reihe)
       *[other] {" "}(vor ihr sind noch { $ahead } andere Partien an der Reihe)
    }. Die Analyse kommt als Antwort in diesem Mailverlauf, sobald die Engine fertig ist, meist innerhalb weniger Minuten: eine Zusammenfassung für jeden Spieler, { $kind ->
       *[other] die entscheidenden Stellen jeweils mit dem besseren Zug
    }, die Bewertungskurve und die Partie mit der Analyse als { $format } im Anhang.

# Herausforderungen, Partien und ihre Spieler.
refuse-unknown-variant = Ein Spiel "{ $name }" kenne ich nicht; es gibt diese Spiele: { $games }
refuse-did-you-mean = { $problem }. Meinten Sie "{ $close }"?
refuse-time-control-too-long =
    Die Bedenkzeit darf höchstens { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } betragen (für höchstens { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    })
refuse-variant-unsupported = { $variant } kann auf diesem Server noch nicht gespielt werden
refuse-from-position = Die Stellung nach "from" ist nicht verwendbar: { $error }
refuse-from-position-over = In dieser Stellung ist die Partie schon zu Ende: Die Seite am Zug hat keinen regelgemäßen Zug
refuse-game-for-four = "{ $name }" wird zu viert gespielt: Schreiben Sie "new { $name } with PARTNER against GEGNER1 GEGNER2" (Sie spielen Weiß auf Brett A, Ihr Partner Schwarz auf Brett B)
refuse-game-for-two = "{ $name }" wird zu zweit gespielt: Schreiben Sie "new { $name } with ADRESSE"
refuse-bad-address =
    "{ $address }" ist keine E-Mail-Adresse, an die der Bot schreiben kann ({ $problem ->
        [form] sie hat nicht die Form name@example.org
        [ascii] angenommen werden nur Adressen aus reinen ASCII-Zeichen
        [no-at] ihr fehlt das @
        [two-at] sie enthält mehr als ein @
        [local-length] der Teil vor dem @ ist leer oder zu lang
        [local-character] der Teil vor dem @ enthält ein unzulässiges Zeichen oder einen falsch gesetzten Punkt
        [domain-length] die Domain ist leer oder zu lang
       *[domain-host] die Domain ist kein gültiger Hostname
    }); schreiben Sie die Adresse in der Form name@example.org
refuse-bot-as-opponent = Der Bot leitet Partien, spielt aber nicht selbst mit; fordern Sie einen Menschen heraus
refuse-challenge-yourself = Sie können sich nicht selbst herausfordern
refuse-named-twice = { $address } ist zweimal genannt; jeder Spieler braucht seine eigene Adresse
refuse-play-as = In einer Partie { $variant } wählen Sie Ihre Seite mit "as { $a }" oder "as { $b }"
refuse-not-waiting-for-answer = Partie #{ $id } wartet auf keine Antwort
refuse-abort-tournament-game = Partie #{ $id } gehört zu Turnier #{ $tournament } und kann nicht abgebrochen werden: Geben Sie sie auf, oder ziehen Sie sich mit "withdraw { $tournament }" aus dem Turnier zurück
refuse-abort-too-late = Partie #{ $id } kann nicht mehr abgebrochen werden: Beide Seiten haben schon gezogen (geben Sie stattdessen auf, oder bieten Sie Remis an)
refuse-say-partner = "say partner" gibt es nur beim Bughouse zu viert; schreiben Sie "say TEXT"
refuse-say-too-long = Eine Nachricht mit "say" darf höchstens { $chars } Zeichen lang sein; verteilen Sie sie auf mehrere Zeilen
refuse-no-rules-text = Für { $variant } gibt es noch keinen Regeltext
refuse-internal = Beim Bot ist etwas schiefgegangen ({ $detail }); es wurde nichts ausgeführt. Falls das wieder vorkommt, sagen Sie bitte dem Betreiber des Servers Bescheid

# Partiegesuche und Bestätigungen.
refuse-one-confirmation-per-mail = Eine Mail darf nur ein "seek", "accept seek", "observe", "follow" oder "join" enthalten, das Ihre Bestätigung braucht; schicken Sie die übrigen einzeln, jedes in einer eigenen Mail
refuse-seek-requests-waiting = Viele Ihrer Gesuche warten noch auf Ihre Bestätigung; bestätigen Sie sie (mit einer Antwort auf die Mails des Bots), oder warten Sie eine Woche
refuse-confirmation-other-address = Diese Bestätigung muss von der Adresse kommen, von der die Anfrage kam
refuse-confirmation-unreadable = Die Anfrage, die hiermit bestätigt werden soll, lässt sich nicht mehr lesen; schicken Sie den Befehl noch einmal
refuse-seek-four-as = Bei Gesuchen für { $variant } verteilt die Paarung die Bretter und Farben: Suchen Sie ohne "as" (alle erfahren, wer wo spielt)
refuse-seek-two-partner = { $variant } wird zu zweit gespielt: Suchen Sie ohne Partner
refuse-bot-as-partner = Der Bot leitet Partien, spielt aber nicht selbst mit; nennen Sie einen Menschen als Partner
refuse-partner-yourself = Ihr Partner muss jemand anderes sein: Nennen Sie seine Adresse
# $partner: die Adresse des Partners, oder "none", wenn die Grenze den Absender selbst betrifft.
refuse-seek-limit =
    { $partner ->
        [none] Sie haben
       *[other] { $partner } hat
    } { $open ->
        [one] ein offenes Gesuch
       *[other] { $open } offene Gesuche
    }, mehr darf ein Spieler nicht haben; ziehen Sie zuerst eines mit "unseek N" zurück ("seeks" zeigt sie an)
refuse-seek-never = Ein Gesuch #{ $n } hat es nie gegeben ("seeks" zeigt die offenen an)
refuse-seek-closed = Gesuch #{ $n } ist nicht mehr offen: Es wurde angenommen, zurückgezogen oder ist abgelaufen ("seeks" zeigt die offenen an)
refuse-seek-own = Gesuch #{ $n } ist Ihr eigenes: Ein Gesuch ist dafür da, dass jemand anderes es annimmt ("unseek { $n }" zieht es zurück)
# $max: eine Zahl, oder "none", wenn es keine Obergrenze gibt.
refuse-seek-rating =
    Gesuch #{ $n } richtet sich an Spieler mit einer Wertungszahl { $max ->
        [none] ab { $min }
       *[other] von { $min } bis { $max }
    } für { $variant }; Ihre liegt bei { $rating }
refuse-unseek-none = Sie haben kein offenes Gesuch #{ $n } ("seeks" zeigt Ihre Gesuche mit einer Markierung an)

# Turniere.
refuse-no-tournament = Ein Turnier #{ $id } gibt es nicht; "tournaments" zeigt die offenen an
# $what: der abgelehnte Befehl (join, leave, start).
refuse-tournament-started =
    { $what ->
        [leave] Turnier #{ $id } hat begonnen, abmelden können Sie sich also nicht mehr: Um sich zurückzuziehen, schreiben Sie "withdraw { $id }" (Ihre laufenden Partien gelten dann als verloren)
        [start] Turnier #{ $id } hat bereits begonnen
       *[join] Turnier #{ $id } hat begonnen, melden können Sie sich also nicht mehr
    }
refuse-tournament-over = Turnier #{ $id } ist beendet
refuse-tournament-called-off = Turnier #{ $id } wurde abgesagt
refuse-tournament-name = Der Name des Turniers ist nicht verwendbar: { $problem }
refuse-tournament-name-brackets = Der Name eines Turniers darf weder [ noch ] enthalten (die Betreffzeilen seiner Mails verwenden sie)
refuse-tournament-size = Ein Turnier hat { $min } bis { $max } Teilnehmer: Geben Sie "players MIN-MAX" innerhalb dieser Grenzen an, etwa "players 4-8"
refuse-tournament-start-date =
    Das Startdatum muss innerhalb { $days ->
        [one] des nächsten Tages
       *[other] der nächsten { $days } Tage
    } liegen
refuse-join-named-partner = { $who } hat Sie in Turnier #{ $id } als Partner genannt: Schreiben Sie "join { $id }", um gemeinsam zu spielen, oder "leave { $id }", um abzulehnen
# $waiting: yes, wenn das Team des Absenders auf die Bestätigung des Partners wartet.
refuse-join-already =
    Sie sind bereits für Turnier #{ $id } gemeldet{ $waiting ->
        [yes] {" "}(Ihr Team wartet noch auf die Bestätigung Ihres Partners)
       *[no] {""}
    }
refuse-join-teams = { $variant } wird in Turnieren von Zweierteams gespielt: Schreiben Sie "join { $id } with PARTNER" (mit der Adresse Ihres Partners; er bestätigt dann)
refuse-join-single = { $variant } wird in Turnieren von Einzelspielern gespielt: Schreiben Sie "join { $id }"
refuse-tournament-full = Turnier #{ $id } ist voll: Mit { $max } Teilnehmern ist die Höchstzahl erreicht
refuse-partner-already-in = { $address } ist bereits für Turnier #{ $id } gemeldet
refuse-not-in-tournament = Sie sind nicht für Turnier #{ $id } gemeldet
refuse-start-not-organiser = Nur der Veranstalter kann Turnier #{ $id } starten; es startet auch von selbst, sobald sich { $max } Teilnehmer gemeldet haben
refuse-withdraw-not-started = Turnier #{ $id } hat noch nicht begonnen: Schreiben Sie "leave { $id }", um sich abzumelden
refuse-withdrawn-already = Sie haben sich bereits aus Turnier #{ $id } zurückgezogen
refuse-start-too-few =
    Turnier #{ $id } hat { $entrants ->
        [one] erst einen Teilnehmer
       *[other] erst { $entrants } Teilnehmer
    }; für den Start braucht es mindestens { $min }

# Urlaub.
refuse-vacation-already = Sie sind bereits bis { $until } im Urlaub; schreiben Sie "vacation off", um ihn zu beenden (danach können Sie einen neuen beginnen)
refuse-vacation-days-left =
    { $left ->
        [0] Sie haben in diesem Jahr keine Urlaubstage mehr übrig (Ihnen stehen { $allowance ->
            [one] { $allowance } Tag
          *[other] { $allowance } Tage
        } im Jahr zu)
        [one] Sie haben in diesem Jahr nur noch einen Urlaubstag übrig (von { $allowance }): Schreiben Sie "vacation 1"
       *[other] Sie haben in diesem Jahr nur noch { $left } Urlaubstage übrig (von { $allowance }): Schreiben Sie "vacation { $left }" oder weniger
    }
refuse-vacation-none = Sie sind nicht im Urlaub

# Wertungszahlen und Namen in der Rangliste.
refuse-ratings-no-player = Kein Spieler mit der Adresse { $address } hat hier eine Wertungszahl. Schreiben Sie "ratings SPIEL" für die Rangliste eines Spiels; es gibt diese Spiele: { $games }
# $close: der Name des ähnlichsten Spiels, oder "none".
refuse-ratings-unknown =
    Es gibt weder ein Spiel noch einen Spieler namens "{ $words }".{ $close ->
        [none] {""}
       *[other] {" "}Meinten Sie "ratings { $close }"?
    } Es gibt diese Spiele: { $games }; einen Spieler finden Sie über seine Adresse oder den Namen, unter dem die Rangliste ihn führt
refuse-name-reserved = "{ $name }" liest der Bot als Befehl oder als Spiel; wählen Sie einen anderen Namen
refuse-name-taken = Ein anderer Spieler heißt bereits "{ $name }"; wählen Sie einen anderen Namen
name-problem-empty = Ein Name braucht mindestens einen Buchstaben
name-problem-too-long = Der Name ist { $chars } Zeichen lang; ein Name hat höchstens { $max }
name-problem-control = Der Name enthält ein Steuerzeichen oder ein unsichtbares Zeichen; schreiben Sie ihn mit gewöhnlichen Buchstaben
name-problem-address = Der Name sieht wie eine E-Mail-Adresse aus (ein @ oder "at" vor einer Domain); die Ranglisten zeigen nie Adressen, wählen Sie also einen Namen ohne @ und ohne "at"

# Der Computer.
refuse-level-without-computer = "level" gibt es nur in einer Partie gegen den Computer: Schreiben Sie "with computer level 3"
refuse-computer-off = Der Computer spielt auf diesem Server nicht mit (der Betreiber hat ihn abgeschaltet): Fordern Sie einen Menschen heraus
refuse-computer-games =
    Sie haben { $playing ->
        [one] bereits eine laufende Partie
       *[other] bereits { $playing } laufende Partien
    } gegen den Computer, und dieser Server erlaubt { $allowed } gleichzeitig: Beenden Sie zuerst eine (oder geben Sie sie auf)

# Zuschauen und folgen.
refuse-observe-own-game = Sie spielen in Partie #{ $id } mit: Die Mails dieser Partie bekommen Sie bereits als Spieler
refuse-observe-private = Partie #{ $id } ist privat: Die Spieler bleiben unter sich, daher kann niemand zuschauen
# $status: finished, declined oder aborted; $result: 1-0, 0-1, 1/2-1/2 oder none.
refuse-observe-over =
    Partie #{ $id } { $status ->
        [declined] wurde abgelehnt
        [aborted] wurde abgebrochen
       *[finished] ist beendet{ $result ->
            [none] {""}
          *[other] {" "}({ $result })
        }
    }: Es gibt nichts mehr zu sehen
refuse-observe-not-started = Partie #{ $id } hat noch nicht begonnen: Noch haben nicht alle Spieler zugesagt; zuschauen können Sie, sobald alle zugesagt haben
refuse-observe-limit =
    Sie schauen bereits { $count ->
        [one] einer Partie
       *[other] { $count } Partien
    } zu, mehr erlaubt der Bot einer Adresse nicht gleichzeitig; beenden Sie zuerst eine davon mit "unobserve N" ("observe" zeigt sie an)
refuse-follow-yourself = Sie können sich nicht selbst folgen: Die Mails Ihrer Partien bekommen Sie als deren Spieler
refuse-follow-bot = Der Bot spielt keine Partien, denen man folgen könnte; folgen Sie einem Spieler
refuse-follow-limit =
    Sie folgen bereits { $count ->
        [one] einem Spieler
       *[other] { $count } Spielern
    }, mehr erlaubt der Bot einer Adresse nicht; folgen Sie zuerst einem davon nicht mehr ("unfollow ADRESSE")
refuse-one-watch-confirmation-per-mail = Eine Mail darf nur ein "observe", "follow" oder "join" enthalten, das Ihre Bestätigung braucht; schicken Sie die übrigen einzeln, jedes in einer eigenen Mail
refuse-watch-requests-waiting =
    { $pending ->
        [one] Eine Anfrage zum Zuschauen, Folgen oder Mitspielen wartet
       *[other] { $pending } Anfragen zum Zuschauen, Folgen oder Mitspielen warten
    } noch auf Ihre Bestätigung; bestätigen Sie sie (mit einer Antwort auf die Mails des Bots), oder warten Sie eine Woche
refuse-confirmation-none =
    Auf diese Bestätigung wartet keine Anfrage (sie wurde schon bestätigt oder ist älter als { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    }); schicken Sie den Befehl noch einmal
refuse-observe-tournament-private = Turnier #{ $id } ist privat: Niemand kann seinen Partien zuschauen
refuse-observe-tournament-over = Turnier #{ $id } ist beendet: Es gibt nichts mehr zu sehen
refuse-observe-limit-tournaments =
    Sie schauen bereits { $count ->
        [one] einer Partie oder einem Turnier
       *[other] { $count } Partien und Turnieren
    } zu, mehr erlaubt der Bot einer Adresse nicht gleichzeitig; beenden Sie zuerst eines davon mit "unobserve" ("observe" zeigt sie an)

# Eine Mail als Ganzes.
refuse-too-many-commands = Ihre Mail enthält { $lines } Befehlszeilen; der Bot nimmt höchstens { $max } pro Mail an
refuse-too-many-challenges = Ihre Mail enthält { $challenges } Herausforderungen; der Bot nimmt höchstens { $max } pro Mail an
# Vor der Hilfe, wenn niemand sie angefordert hat. $game: die Nummer der Partie, oder "none".
help-preface-unknown-line =
    "{ $line }" ist kein Befehl, den ich kenne{ $game ->
        [none] {""}
       *[other] {" "}(Partie #{ $game })
    }. Deshalb hier die Anleitung, wie gespielt wird.
help-preface-no-command = Ihre Mail enthielt keinen Befehl, den ich kenne. Deshalb hier die Anleitung, wie gespielt wird.

# Grenzen: damit niemand den Bot oder über ihn andere mit Mails überschwemmt.
refuse-mail-too-large = Ihre Mail ist { $size } groß; der Bot liest Mails bis { $max }. Schreiben Sie Ihre Befehle in eine kurze Mail als reinen Text, ohne Anhänge
refuse-challenges-per-day =
    Sie haben in den letzten 24 Stunden { $recent ->
        [one] eine Herausforderung
       *[other] { $recent } Herausforderungen
    } verschickt, mehr lässt der Bot pro Spieler und Tag nicht zu; versuchen Sie es morgen wieder
refuse-open-challenges =
    { $open ->
        [one] Eine Ihrer Herausforderungen wartet
       *[other] { $open } Ihrer Herausforderungen warten
    } noch auf eine Antwort, mehr hält der Bot für einen Spieler nicht offen; warten Sie auf Antworten, oder ziehen Sie eine mit "abort" (und "game N") zurück
refuse-tournaments-per-day =
    Sie haben in den letzten 24 Stunden { $recent ->
        [one] ein Turnier
       *[other] { $recent } Turniere
    } ausgeschrieben oder sich dafür gemeldet, mehr lässt der Bot pro Spieler und Tag nicht zu; versuchen Sie es morgen wieder
refuse-open-tournaments =
    Sie veranstalten { $open ->
        [one] ein Turnier, das
       *[other] { $open } Turniere, die
    } noch nicht begonnen { $open ->
        [one] hat
       *[other] haben
    }, mehr darf ein Veranstalter nicht offen haben; starten Sie zuerst eines ("start N"), oder sagen Sie eines ab ("leave N")
refuse-invitee-limit = { $invitee } hat in der letzten Stunde so viele Mails vom Bot bekommen, wie dieser höchstens an eine Adresse schickt; fordern Sie diesen Spieler nach { $until } noch einmal heraus
limit-notice-subject = Ihre Mail wurde nicht gelesen
limit-notice =
    Diese Adresse hat in der letzten Stunde { $count ->
        [one] eine Antwort
       *[other] { $count } Antworten
    } vom Bot bekommen; mehr schickt der Bot in einer Stunde nicht an eine Adresse (damit niemand das Postfach eines anderen überschwemmen kann, indem er in dessen Namen Mails an den Bot schickt).

    Mails von dieser Adresse werden bis { $until } nicht gelesen; nichts darin wird ausgeführt. Mails zu Ihren Partien (die Züge Ihrer Gegner, Erinnerungen, Ergebnisse) erreichen Sie weiterhin. Schicken Sie Ihre Mail nach diesem Zeitpunkt noch einmal.
refuse-game-not-started = Partie #{ $id } hat noch nicht begonnen: Noch haben nicht alle Spieler angenommen
# $status: finished, declined oder aborted; $result: 1-0, 0-1, 1/2-1/2 oder none.
refuse-game-over =
    Partie #{ $id } { $status ->
        [declined] wurde abgelehnt
        [aborted] wurde abgebrochen
       *[finished] ist beendet{ $result ->
            [none] {""}
          *[other] {" "}({ $result })
        }
    }
refuse-forged-settings = Eine Mail mit Ihrer Adresse als Absender hat versucht, Ihre Einstellungen (Urlaub oder Erinnerungen) zu ändern, ging aber an keine Ihrer geheimen Adressen. { refuse-if-it-was-you }
# Nach analysis-queued: ungefähr, wie lange die Engine an der Partie rechnet
# (ganze Minuten, mindestens 1; die Partien vor ihr kommen zuerst an die Reihe).
analysis-queued-time =
    Die Engine braucht für diese Partie etwa { $minutes ->
        [one] eine Minute
       *[other] { $minutes } Minuten
    } Rechenzeit.
