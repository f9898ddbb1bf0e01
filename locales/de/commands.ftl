# Warum eine Zeile einer Mail nicht als Befehl gelesen werden konnte. Die
# Befehlswörter und die Formen nach "Schreiben Sie:" bleiben englisch: Der
# Spieler schreibt sie so.

# $close: der Befehl, nach dem die Zeile als Tippfehler aussieht, oder "none".
command-unknown =
    "{ $line }" ist weder ein Befehl noch ein Zug. { $close ->
        [none] Schreiben Sie "help" für die Liste der Befehle.
       *[other] Meinten Sie "{ $close }"?
    }
command-missing = "{ $line }": Nach "{ $command }" fehlt noch etwas. Schreiben Sie: { $usage }
command-bad = "{ $line }": "{ $argument }" { $problem }. Schreiben Sie: { $usage }

# Was an den Wörtern nach einem Befehl nicht stimmt ($argument in
# command-bad): Jedes folgt auf die zitierten Wörter, als Satzaussage.
# $close: ein Schlüsselwort, nach dem das Wort als Tippfehler aussieht, oder "none".
arg-not-understood =
    verstehe ich hier nicht{ $close ->
        [none] {""}
       *[other] {" "}(meinten Sie "{ $close }"?)
    }
arg-not-game-number = ist keine Partienummer
arg-not-variant = ist kein Spielname
arg-as-side = verlangt eine Seite, etwa "as black"
arg-level = verlangt eine Stufe von 1 bis { $max }, etwa "level 3"
arg-not-address = ist keine E-Mail-Adresse
arg-not-address-close = ist keine E-Mail-Adresse (meinten Sie "{ $close }"?)
arg-not-partner-address = ist keine E-Mail-Adresse (gemeint ist die Ihres Partners)
arg-cannot-claim = lässt sich nicht beanspruchen
arg-several-variants = ist mehr als ein Spielname
arg-several-games = ist mehr als ein Spielname
arg-not-move = ist kein Zug
arg-if-needs-answer = braucht danach noch Ihre Antwort
arg-if-condition-without-answer = ist eine Bedingung ohne Ihre Antwort danach
arg-if-too-long = enthält { $turns } Züge; eine Zugfolge darf höchstens { $max } enthalten
arg-not-seek-number = ist keine Nummer eines Gesuchs
arg-not-one-seek-number = ist nicht die Nummer eines einzelnen Gesuchs
arg-seek-game-first = ist kein Spielname: Schreiben Sie zuerst das Spiel, wie in "seek chess"
arg-needs-colour = verlangt "white" oder "black"
arg-rating-two-numbers = verlangt zwei Zahlen, wie in "rating 1400-1700"
arg-rating-upside-down = ist verkehrt herum: Die niedrigere Wertungszahl steht vorn, wie in "rating { $low }-{ $high }"
arg-rating-too-high = liegt über { $max }; so hoch ist keine Wertungszahl
arg-days-number = verlangt eine Anzahl von Tagen (mindestens 1)
arg-moves-need-days = braucht auch die Tage, wie in "{ $moves } moves in 30 days"
arg-vacation-zero = ist keine gültige Anzahl von Tagen (einen Urlaub beenden Sie mit "vacation off")
arg-not-days = ist keine Anzahl von Tagen
arg-not-duration = ist keine Zeitangabe wie "12h", "30m", "2d" oder "1 day 6 hours"
# $what: after (die Wartezeit vor einer Erinnerung) oder before (der Abstand zum Fristablauf).
arg-duration-zero =
    ist als { $what ->
        [after] Wartezeit
       *[before] Abstand zum Fristablauf
    } zu kurz
arg-not-reminder-setting = ist keine Einstellung für Erinnerungen
arg-not-language = ist hier keine Sprache (möglich sind: { $codes })
arg-not-language-close = ist hier keine Sprache (meinten Sie "{ $close }"?)
arg-not-notation = ist keine Notation (möglich sind: { $codes })
arg-not-notation-close = ist keine Notation (meinten Sie "{ $close }"?)
arg-tournament-name-quotes = ist kein Name in Anführungszeichen: Der Name des Turniers folgt auf das Spiel, zwischen Anführungszeichen
arg-no-closing-quote = hat nach dem Namen kein schließendes Anführungszeichen
arg-empty-name = ist ein leerer Name
arg-withdrawals = verlangt "fide" oder "iccf"
arg-players = verlangt eine Zahl oder zwei, wie in "players 4-8"
arg-start-date = verlangt ein Datum in der Form "2026-12-01"
arg-not-tournament-number = ist keine Turniernummer
arg-not-on-off = ist weder "on" noch "off"
arg-not-private-public = ist weder "private" noch "public"

# Die Formen jedes Befehls, nach "Schreiben Sie:". Die Befehlswörter bleiben
# englisch und stehen hier, wie in help.txt, ohne Anführungszeichen; die groß
# geschriebenen Wörter ersetzt der Spieler durch seine Angaben (wie in
# help.txt: SPIEL, ADRESSE, PARTIE, GEGNER1 ...).
usage-accept = accept seek N (die Nummer des Gesuchs in "seeks")
usage-analyse = analyse PARTIE (ihre Nummer, etwa 42) oder analyse allein im Mailverlauf der Partie
usage-claim = claim draw
usage-conditions = conditions (zeigt Ihre bedingten Züge an) oder conditions clear
usage-follow = follow ADRESSE
usage-followers = followers on oder followers off
usage-games = games (die Liste), games private oder games public
usage-join = join N (die Nummer des Turniers) oder, bei Spielen zu viert, join N with PARTNER
usage-language = language en|de|ru|pl|it|es|fr|nl|pt oder language allein (zeigt Ihre Sprache an)
usage-move = move ZUG, zum Beispiel: move e4
usage-notation = notation en|de|ru|pl|it|es|fr|nl|pt|figurine|iccf oder notation allein (zeigt Ihre Notation an)
usage-notify = notify seeks SPIEL oder notify seeks off
usage-observe = observe PARTIE (ihre Nummer, etwa 42), observe tournament N oder observe allein (zeigt an, wem Sie zuschauen)
usage-remind = remind on, remind off, remind digest, remind after 12h, remind before 2h oder remind default
usage-rules = rules oder rules SPIEL
usage-say = say TEXT (beim Bughouse zu viert: say partner TEXT)
usage-seek = seek SPIEL [days N | M moves in D days] [casual] [as white|black] [rating MIN-MAX] [private] oder seek bughouse [with PARTNER]
usage-seeks = seeks oder seeks SPIEL
usage-unfollow = unfollow ADRESSE oder unfollow all
usage-unobserve = unobserve PARTIE, unobserve tournament N oder unobserve all
usage-unseek = unseek N (die Nummer Ihres Gesuchs) oder unseek all
usage-vacation = vacation N (Tage) oder vacation off
usage-if = if GEGNERZUG then ANTWORT oder eine Zugfolge: if GEGNERZUG ANTWORT GEGNERZUG ANTWORT ... (die Züge durch Leerzeichen getrennt; einen Zug aus zwei Teilzügen mit Schrägstrich, etwa Sf3/e4)
usage-new = new SPIEL with ADRESSE [as white|black] [days N | M moves in D days] [from FEN] oder new bughouse with PARTNER against GEGNER1 GEGNER2; "computer" [level 1-8] kann für jeden anderen Spieler stehen
usage-tournament = tournament new SPIEL "NAME" [double] [players MIN-MAX] [days N | M moves in D days] [casual] [private] [starts DATUM] [withdrawals iccf], tournaments oder tournament N
