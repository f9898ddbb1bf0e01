# Turniere: die Antworten auf die Turnierbefehle, die Mails eines Turniers
# (die Einladung eines Partners, der Start, die Kreuztabellen, der
# Endstand), Rückzüge und abgesagte Turniere.
# Gleiche Schlüssel wie im Englischen.

## Wörter für viele Turniermails

# Wie die Mails ein Turnier nennen: "Turnier #3, Frühjahr". $name: der
# Name, den der Veranstalter ihm gegeben hat.
tournament-title = Turnier #{ $id }, { $name }

# Ein Turnier in einer Zeile: "Schach, einfaches Rundenturnier, 3 bis 16
# Teilnehmer, 3 Tage pro Zug, gewertet, Rückzugsregel der FIDE". $double:
# yes für ein doppelrundiges Turnier, sonst no; $size: tournament-size oder
# tournament-size-range; $rated: rated oder casual; $rule: fide oder iccf.
tournament-terms =
    { $variant }, { $double ->
        [yes] doppelrundiges Rundenturnier
       *[no] einfaches Rundenturnier
    }, { $size }, { $control }, { $rated ->
        [casual] ungewertet
       *[rated] gewertet
    }, Rückzugsregel der { $rule ->
        [iccf] ICCF
       *[fide] FIDE
    }
# Genau $n Teilnehmer; $teams: yes bei Zweierteams, sonst no.
tournament-size =
    { $teams ->
        [yes] { $n ->
            [one] { $n } Zweierteam
          *[other] { $n } Zweierteams
        }
       *[no] { $n ->
            [one] { $n } Teilnehmer
          *[other] { $n } Teilnehmer
        }
    }
# $min bis $max Teilnehmer; $teams: yes bei Zweierteams.
tournament-size-range =
    { $teams ->
        [yes] { $min } bis { $max } Zweierteams
       *[no] { $min } bis { $max } Teilnehmer
    }

# Der Betreff einer Mail zu einem Turnier: sein Titel, dann worum es geht.
tournament-subject =
    { $title }: { $what ->
        [joined] Sie sind gemeldet
        [waiting-partner] wartet auf Ihren Partner
        [team-in] Ihr Team ist dabei
        [ready] bereit zum Start
        [called-off] abgesagt
        [team-left] Ihr Team ist abgemeldet
        [left] Sie sind abgemeldet
        [started] gestartet
        [withdrew] Sie haben sich zurückgezogen
        [team-out] Ihr Team ist nicht dabei
        [partner-late] Ihr Partner hat nicht bestätigt
        [entrants] Teilnehmer
        [crosstable] Kreuztabelle
        [final] Endstand
        [section] das Turnier hat begonnen
       *[open] ausgeschrieben
    }
# Der Betreff einer Kreuztabellen-Mail: $over von $total Partien sind beendet.
crosstable-subject = { $title }: Kreuztabelle nach { $over } von { $total } Partien

# Die Regel für ausgeschiedene Teilnehmer, erklärt in der Startmail.
tournament-rule =
    { $rule ->
        [iccf] Wer sich zurückzieht oder drei Partien durch Zeitüberschreitung verliert, scheidet aus: Die beendeten Partien bleiben gültig, jede laufende Partie gilt als verloren (Regel der ICCF).
       *[fide] Wer sich zurückzieht oder drei Partien durch Zeitüberschreitung verliert, scheidet aus: Die laufenden Partien enden und gelten als verloren; wurde weniger als die Hälfte der eigenen Partien zu Ende gespielt, zählt keine davon (Regel der FIDE).
    }

# Eine Partie in einer Liste: "Partie #12".
tournament-game-number = Partie #{ $id }

## Die Antworten auf die Turnierbefehle

# Die Antwort auf "tournament new".
tournament-opened =
    { $title } ist ausgeschrieben: { $terms }.

    Spieler melden sich, indem sie { $teams ->
        [yes] "join { $id } with PARTNER" (als Zweierteam; der Partner bestätigt)
       *[no] "join { $id }"
    } an { $bot } schreiben. { $starts ->
        [none] Das Turnier beginnt, sobald sich { $max } gemeldet haben oder Sie "start { $id }" schreiben (möglich ab { $min } Meldungen).
       *[other] Das Turnier beginnt am { $starts } oder schon früher, sobald sich { $max } gemeldet haben oder Sie "start { $id }" schreiben (möglich ab { $min } Meldungen).
    }

    Sie sind der Veranstalter; wenn Sie selbst mitspielen möchten, melden Sie sich ebenfalls. "tournament { $id }" zeigt, wer sich gemeldet hat; "leave { $id }" sagt das Turnier vor dem Start ab.

# Die Antwort auf "join N".
tournament-joined =
    Sie haben sich für { $title } gemeldet: { $terms }. Bisher gemeldet: { $count } von höchstens { $max }. Das Turnier beginnt{ $starts ->
        [none] , sobald sich { $max } gemeldet haben oder der Veranstalter es startet (möglich ab { $min } Meldungen)
       *[other] {" "}am { $starts } oder schon früher, sobald sich { $max } gemeldet haben oder der Veranstalter es startet
    }; dann bekommen Sie eine Mail mit Ihren Paarungen und eine Mail für jede Ihrer Partien. "leave { $id }" meldet Sie vor dem Start wieder ab.{ $partner ->
        [none] {""}
       *[other] {" "}Sie spielen im Team mit { $partner }.
    }
# An einen Spieler, der einen Partner genannt hat: $wait: wie lange der
# Platz reserviert bleibt ("3 Tage").
tournament-partner-asked = Sie haben { $address } gebeten, mit Ihnen in { $title } zu spielen. Der Platz Ihres Teams bleibt { $wait } lang reserviert: Ihr Team ist im Turnier, sobald Ihr Partner bestätigt (mit der Antwort "join { $id }").
# Wenn der Partner ($name) bestätigt.
tournament-team-confirmed = { $name } hat bestätigt: Sie spielen in { $title } als Team.
# An den Veranstalter, wenn sich die Mindestzahl ($count) gemeldet hat.
tournament-ready =
    { $title } hat { $count } Teilnehmer und damit die Mindestzahl erreicht: Schreiben Sie "start { $id }", um es zu starten{ $more ->
        [yes] , oder warten Sie auf weitere Meldungen (bis zu { $max })
       *[no] {""}
    }.
# An den Veranstalter, der sich von einem offenen Turnier abmeldet.
tournament-organiser-left =
    Sie waren der Veranstalter von { $title }: Da Sie sich abmelden, ist das Turnier abgesagt, und seine Teilnehmer werden benachrichtigt ({ $told ->
        [one] { $told } Mail
       *[other] { $told } Mails
    }).
# An den Spieler, dessen Partner ($name) abgelehnt hat ("leave N").
tournament-partner-refused = { $name } möchte nicht mit Ihnen in { $title } spielen: Ihre Meldung wurde zurückgezogen. Melden Sie sich mit einem anderen Partner neu an.
# An den Partner eines Spielers ($name), der sich vor dem Start abgemeldet hat.
tournament-team-left = { $name } hat sich von { $title } abgemeldet: Die Meldung Ihres Teams wurde zurückgezogen.
tournament-you-left = Sie sind für { $title } nicht mehr gemeldet.
# Die Antwort auf "withdraw N".
tournament-withdrew =
    Sie haben sich aus { $title } zurückgezogen. { $ended ->
        [one] { $ended } laufende Partie wurde beendet.
       *[other] { $ended } laufende Partien wurden beendet.
    } { $annulled ->
        [yes] Sie haben weniger als die Hälfte Ihrer Partien zu Ende gespielt, daher zählt keine Ihrer Partien in der Kreuztabelle (Regel der FIDE).
       *[no] Ihre beendeten Partien bleiben gültig; die noch laufenden Partien gelten als verloren.
    }
# Der Start, an den Veranstalter.
tournament-started =
    { $title } hat begonnen: { $count } Teilnehmer, { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    } in { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    }, die alle ab sofort laufen. Jeder Teilnehmer bekommt die Teilnehmerliste und seine Paarungen in einer Mail, und jeder Spieler für jede seiner Partien eine eigene Mail.
tournament-started-full = { $title } war voll. { $started }

## "tournaments" und "tournament N"

tournament-list-subject = Turniere
tournament-list-open = Offene Turniere (zum Mitspielen "join N" schreiben):
tournament-list-none = Im Moment ist kein Turnier für Meldungen offen.
tournament-list-yours = Ihre Turniere:
tournament-list-how =
    "tournament N" zeigt ein Turnier (seine Teilnehmer oder seine
    Kreuztabelle). Ein eigenes ausschreiben: tournament new SPIEL "NAME" (die
    Bedingungen stehen in "help").
# Ein Turnier der Listen: "#3 Frühjahr: Schach, ...; offen, 3 von höchstens
# 8 gemeldet".
tournament-list-line =
    #{ $id } { $name }: { $terms }; { $state }{ $mine ->
        [yes] ; Sie sind der Veranstalter
       *[no] {""}
    }{ $playing ->
        [yes] ; Sie spielen mit
       *[no] {""}
    }
tournament-state-open =
    offen, { $joined } von höchstens { $max } gemeldet{ $starts ->
        [none] {""}
       *[other] , Beginn am { $starts }
    }
tournament-state-running =
    läuft, { $count ->
        [one] { $count } Teilnehmer
       *[other] { $count } Teilnehmer
    }
tournament-state-finished = beendet
tournament-state-called-off = abgesagt

tournament-about = { $title }: { $terms }.
tournament-organised-by = Veranstalter: { $organiser }.
tournament-open-joined = Offen: { $joined } von höchstens { $max } haben sich gemeldet; für den Start sind { $min } nötig.
tournament-entrant-waiting = { $line } (wartet auf die Bestätigung von { $partner })
tournament-open-start =
    { $starts ->
        [none] Das Turnier beginnt, sobald sich { $max } gemeldet haben oder der Veranstalter es startet.
       *[other] Das Turnier beginnt am { $starts } oder schon früher, sobald sich { $max } gemeldet haben oder der Veranstalter es startet.
    }
tournament-how-to-join =
    Zum Mitspielen schreiben Sie "join { $id }"{ $teams ->
        [yes] {" "}mit der Adresse Ihres Partners: "join { $id } with PARTNER" (Ihr Partner muss dann bestätigen)
       *[no] {""}
    }.
tournament-called-off-on = Das Turnier wurde am { $ended } abgesagt.
tournament-over-standings = Das Turnier ist beendet. Der Endstand:
tournament-in-play = Laufende Partien (wer auf wen wartet):
# Eine laufende Partie: "#12, Runde 3: Ann gegen Dan: Ann am Zug".
tournament-waiting = #{ $id }, Runde { $round }: { $white } gegen { $black }: { $to_move } am Zug

## Die Einladung eines Partners

tournament-partner-subject = { $title }: { $leader } möchte mit Ihnen als Team spielen
tournament-partner-invite =
    { $leader } ({ $address }) lädt Sie ein, in { $title } als Teampartner mitzuspielen:
    { $terms }.

    Ein Zweierteam spielt gegen jedes andere Team { $double ->
        [yes] zweimal, einmal mit jeder Farbe
       *[no] einmal
    }; Sie beide spielen abwechselnd
    an den Brettern. Wenn Sie mitspielen möchten, antworten Sie auf diese Mail mit

        join { $id }

    Wenn Sie ablehnen möchten, antworten Sie mit "leave { $id }". Bleibt eine
    Antwort { $wait } lang aus, verfällt der Platz.

## Der Start

tournament-team-out =
    { $title } hat begonnen, bevor { $partner ->
        [none] Ihr Partner
       *[other] { $partner }
    } bestätigt hat; Ihr Team ist daher nicht dabei.
tournament-game-started = Die Partie hat begonnen: Runde { $round } von { $title }.
tournament-game-footer = { $name } (Turnier #{ $id }), Runde { $round } von { $rounds }: "tournament { $id }" zeigt die Kreuztabelle.
tournament-start-intro = { $title } hat begonnen: { $terms }.
tournament-start-entrants =
    Die { $count } Teilnehmer, nach ihrer Nummer in der Paarungstabelle (mit
    ihrer Wertungszahl für { $variant }; ein ? kennzeichnet eine vorläufige):
tournament-start-games =
    Ihre Partien ({ $count }; wie immer kommt jede in einer eigenen Mail,
    auf die Sie mit Ihren Zügen antworten):
# "Runde 2: Partie #14, Weiß gegen Ben (1500?)".
tournament-start-game = Runde { $round }: Partie #{ $id }, { $seat } gegen { $name } ({ $rating })
tournament-start-control =
    Bedenkzeit: { $control }, in jeder Partie. { $rated ->
        [casual] Die Partien sind ungewertet und verändern keine Wertungszahl.
       *[rated] Die Partien sind gewertet.
    }
tournament-start-withdrawals = Rückzug: { $rule }
tournament-start-ties =
    Gleichstand: Teilnehmer mit gleicher Punktzahl werden nach ihrer
    Sonneborn-Berger-Wertung geordnet (die Summe der Punkte aus jeder
    Partie, jeweils multipliziert mit der Punktzahl des Gegners), dann nach der Zahl ihrer
    Siege, dann nach ihren Ergebnissen in den Partien untereinander.
tournament-start-after =
    Nach jeder beendeten Partie bekommen Sie die Kreuztabelle (höchstens eine
    Mail pro Tag; Ergebnisse, die kurz nacheinander kommen, warten auf die
    nächste), und am Ende den Endstand mit allen Partien des Turniers als PGN.
    "tournament { $id }" zeigt jederzeit die Kreuztabelle; mit "withdraw { $id }"
    ziehen Sie sich aus dem Turnier zurück.

## Rückzüge und abgesagte Turniere

tournament-withdrawal-subject = Partie beendet: { $name } ist aus dem Turnier ausgeschieden
tournament-withdrawal-game =
    Partie #{ $id } ist beendet: { $why ->
        [time] { $name } hat drei Partien durch Zeitüberschreitung verloren und ist aus { $title } ausgeschieden
       *[withdrew] { $name } hat sich aus { $title } zurückgezogen
    }.
    { $annulled ->
        [yes] { $name } hat { $finished } von { $total ->
            [one] { $total } Partie
          *[other] { $total } Partien
        } zu Ende gespielt, weniger als die Hälfte; daher zählt keine Partie von { $name } in der Kreuztabelle (Regel der FIDE).
       *[no] Die Partie zählt als Niederlage für { $name }.
    }
tournament-called-off-game-subject = Partie beendet: Turnier abgesagt
tournament-called-off-game =
    Partie #{ $id } ist beendet: { $title } wurde abgesagt. { $why }
    Die Partie zählt nicht.
tournament-called-off = { $title } ({ $terms }) ist abgesagt. { $why }
tournament-why-organiser-left = Der Veranstalter, { $name }, hat sich abgemeldet.
tournament-why-too-few = Zum Starttermin hatten sich { $joined } gemeldet; nötig waren { $min }.
tournament-why-no-start = Das Turnier konnte zum Starttermin nicht beginnen: { $problem }.
tournament-why-operator = Der Betreiber des Servers hat das Turnier abgesagt.
tournament-partner-late =
    { $partner ->
        [none] Ihr Partner
       *[other] { $partner }
    } hat nicht innerhalb von { $days ->
        [one] { $days } Tag
       *[other] { $days } Tagen
    } bestätigt, daher ist der Platz Ihres Teams in { $title } verfallen. Wenn Sie möchten, melden Sie sich mit einem anderen Partner erneut.

## Die Kreuztabellen-Mails

# Ein Ergebnis: "Runde 1, Partie #12: Ben 1-0 Eve (Weiß gewinnt durch Aufgabe)".
tournament-result-line = Runde { $round }, Partie #{ $id }: { $what }
tournament-result =
    { $white } { $score } { $black }{ $reason ->
        [none] {""}
       *[other] {" "}({ $reason })
    }
tournament-result-forfeit = { $white } { $score } { $black } ({ $loser } ist aus dem Turnier ausgeschieden und verliert kampflos)
tournament-result-void = { $white } - { $black }: ohne Ergebnis beendet; zählt nicht
crosstable-new-results = Neue Ergebnisse:
crosstable-final-intro =
    { $title } ist beendet. Der Endstand (bei Punktgleichheit entscheiden
    Sonneborn-Berger, dann die Zahl der Siege, dann die Ergebnisse untereinander):
crosstable-in-play =
    { $count ->
        [one] { $count } Partie läuft noch.
       *[other] { $count } Partien laufen noch.
    } "tournament { $id }" zeigt, wer jeweils am Zug ist.
crosstable-all-attached = Alle Partien des Turniers sind angehängt ({ $file }).
crosstable-left-out =
    Die zu Ende gespielten Partien sind angehängt ({ $file }), nicht aber
    { $games }, { $count ->
        [one] die durch einen Rückzug beendet wurde: Wie sie zählt, zeigt die Kreuztabelle.
       *[other] die durch einen Rückzug beendet wurden: Wie sie zählen, zeigt die Kreuztabelle.
    }

# Eine Zeile des Endstands: "1. Dan   3½ Punkte (SB 5.75, 3 gewonnen,
# Turnierleistung 1767)".
crosstable-standing =
    { $place } { $name }  { $points } { $half ->
        [yes] { $whole ->
            [0] Punkt
          *[other] Punkte
        }
       *[no] { $whole ->
            [one] Punkt
          *[other] Punkte
        }
    } (SB { $sb }, { $won } { $won ->
        [one] Sieg
       *[other] Siege
    }{ $performance ->
        [none] {""}
       *[other] , Turnierleistung { $performance }
    }){ $annulled ->
        [yes] , ausgeschieden: Partien annulliert
       *[no] {""}
    }

# Was die Zeichen einer Kreuztabelle bedeuten (die Zeichen bleiben).
crosstable-legend = 1 gewonnen, ½ remis, 0 verloren, + kampflos gewonnen, - kampflos verloren, . noch nicht beendet, x zählt nicht
# Die Spaltenköpfe der Kreuztabelle im Text (kurz: Punkte,
# Sonneborn-Berger, Siege, Platz, Turnierleistung).
crosstable-pts = Pkt
crosstable-sb = SB
crosstable-won = Siege
crosstable-place = Pl.
crosstable-perf = Perf
# Die Spaltenköpfe der HTML-Tabelle: Nummer, Name, Punkte.
crosstable-number = #
crosstable-name = Name
crosstable-points = Punkte
# Nach einem ausgeschiedenen Teilnehmer.
crosstable-left =
    ({ $why ->
        [time] ausgeschieden: 3 Zeitüberschreitungen
       *[withdrew] zurückgezogen
    }{ $annulled ->
        [yes] ; Partien annulliert
       *[no] {""}
    })
crosstable-left-html =
    ({ $annulled ->
        [yes] ausgeschieden; annulliert
       *[no] ausgeschieden
    })
