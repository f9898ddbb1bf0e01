# Die Lobby: Partiegesuche, die Antworten auf seek/unseek/notify seeks, die
# Listen und die Tagesübersicht der neuen Gesuche.

# Die Bedingungen eines Gesuchs: "Schach, 3 Tage pro Zug, gewertet, der
# Suchende spielt Weiß, ein Team mit bob, für Spieler mit einer Wertungszahl
# von 1400 bis 1700, privat".
# $rated: rated oder casual; $side: white, black oder none; $partner: ein
# Name oder none; $range: seek-range oder seek-range-anyone; $private: yes oder no.
seek-terms =
    { $variant }, { $control }, { $rated ->
        [casual] ungewertet
       *[rated] gewertet
    }{ $side ->
        [white] , der Suchende spielt Weiß
        [black] , der Suchende spielt Schwarz
       *[none] {""}
    }{ $partner ->
        [none] {""}
       *[other] , ein Team mit { $partner }
    }, { $range }{ $private ->
        [yes] , privat
       *[no] {""}
    }
seek-range-anyone = jeder kann es annehmen
# $max: eine Zahl oder none.
seek-range =
    für Spieler mit einer Wertungszahl { $max ->
        [none] ab { $min }
       *[other] von { $min } bis { $max }
    }
# Eine Zeile einer Liste von Gesuchen: "#12 Schach, 3 Tage pro Zug,
# gewertet, Farbe beliebig: bob (1512), Gegner 1400-1700; offen seit 3 Std.".
# $min und $max: der Bereich der Gegner oder none; $age: age-*; $mine: yes
# für die eigenen Gesuche des Lesers.
seek-line =
    #{ $id } { $variant }, { $control }, { $rated ->
        [casual] ungewertet
       *[rated] gewertet
    }, { $side ->
        [white] Suchender spielt Weiß
        [black] Suchender spielt Schwarz
       *[none] Farbe beliebig
    }: { $who } ({ $rating }){ $min ->
        [none] {""}
       *[other] , Gegner { $max ->
            [none] ab { $min }
          *[other] { $min }-{ $max }
        }
    }; offen seit { $age }{ $mine ->
        [yes] {"  "}(Ihr Gesuch)
       *[no] {""}
    }
# Das Alter eines Gesuchs, nach "seit" (daher im Dativ: "seit 3 Tagen").
age-minutes = { $n } Min.
age-hours = { $n } Std.
age-days =
    { $n ->
        [one] { $n } Tag
       *[other] { $n } Tagen
    }
seek-waiting-line = #{ $id } wartet auf die Bestätigung Ihres Partners: { $terms }

# Die Liste der Gesuche und die Tagesübersicht.
seeks-subject = Offene Gesuche
seeks-subject-game = Offene Gesuche: { $game }
seeks-subject-new = Neue Gesuche
seeks-digest-intro = Neue Gesuche in den Spielen, für die Sie Nachrichten bestellt haben:
seeks-digest-how = Um eines anzunehmen, schreiben Sie "accept seek N" an { $bot }. "notify seeks off" beendet diese Mails (höchstens eine pro Tag).
seeks-open = Offene Gesuche, das am längsten wartende zuerst (insgesamt { $total }):
seeks-open-game = Offene Gesuche für { $game }, das am längsten wartende zuerst (insgesamt { $total }):
seeks-more = ... und { $more } weitere ("seeks SPIEL" zeigt die Gesuche eines Spiels).
seeks-none = Im Moment sucht niemand eine Partie.
seeks-none-game = Im Moment sucht niemand eine Partie { $game }.
seeks-waiting = Gesuche Ihres Teams, die auf Ihren Partner warten:
seeks-how =
    "accept seek N" nimmt Gesuch N an: Die Partie beginnt sofort. Ein eigenes Gesuch geben Sie mit "seek SPIEL" auf (nach Wunsch mit "days N", "casual", "as white|black", "rating MIN-MAX", "private"); passt ein anderes Gesuch dazu, beginnt die Partie sofort, sonst wartet es { $days ->
        [one] einen Tag
       *[other] { $days } Tage
    } auf einen Gegner. Alles Weitere steht in "help".

# Die Antworten.
seek-partner-invite-subject = { $who } möchte mit Ihnen als Team { $variant } spielen
seek-partner-invite =
    { $who } ({ $address }) sucht eine Partie { $variant } mit Ihnen als Partner: { $terms }.

    Wenn Sie mitspielen wollen, schreiben Sie "accept seek { $id }" an { $bot }. Die Partie beginnt, sobald sich ein anderes Team (oder zwei Einzelspieler) findet; dann erfahren alle, wer mit wem auf welchem Brett spielt. Wenn Sie nicht wollen, tun Sie einfach nichts.
seek-waits-for-partner-subject = Gesuch #{ $id }: wartet auf Ihren Partner
seek-waits-for-partner = Ihr Gesuch #{ $id } ({ $terms }) wartet darauf, dass { $partner } bestätigt (mit "accept seek { $id }"); danach steht es auch anderen offen.
seek-open-subject = Gesuch #{ $id } ist offen
# $four: yes bei den Spielen zu viert.
seek-open =
    Ihr Gesuch #{ $id } ist offen: { $terms }.{ $four ->
        [yes] {" "}Die Partie beginnt, sobald vier Spieler beisammen sind.
       *[no] {""}
    } Jeder kann es mit "accept seek { $id }" annehmen; ein passendes Gesuch eines anderen Spielers wird sofort damit zusammengebracht. Es bleibt { $days ->
        [one] einen Tag
       *[other] { $days } Tage
    } offen; "unseek { $id }" zieht es zurück, "seeks" zeigt die offenen Gesuche.
# Die erste Zeile der Brett-Mail der neuen Partie. $seeks: wie viele Gesuche
# zusammengebracht wurden; $numbers: ihre Nummern (#12, #14).
seek-game-started =
    Die Partie hat begonnen: { $seeks ->
        [one] Gesuch { $numbers } wurde angenommen
       *[other] die Gesuche { $numbers } wurden zusammengebracht
    }. Spieler: { $players }.{ $four ->
        [yes] {" "}Weiß auf Brett A und Schwarz auf Brett B spielen als Partner gegen die anderen beiden.
       *[no] {""}
    }
seek-partner-confirmed-subject = Gesuch #{ $n }: Ihr Partner hat bestätigt
seek-partner-confirmed = { $who } hat bestätigt: Das Gesuch #{ $n } Ihres Teams ist offen.
seek-joined-subject = Gesuch #{ $first }: Sie sind dabei
seek-joined =
    Sie haben sich Gesuch #{ $first } angeschlossen: Die Partie beginnt, sobald vier Spieler beisammen sind. Ihr Platz ist als Gesuch #{ $id } reserviert (es bleibt { $days ->
        [one] einen Tag
       *[other] { $days } Tage
    } offen; "unseek { $id }" zieht es zurück).
unseek-subject = Gesuche zurückgezogen
unseek-one = Ihr Gesuch #{ $n } ist zurückgezogen.
unseek-all =
    { $count ->
        [0] Sie hatten kein offenes Gesuch.
        [one] Ihr offenes Gesuch ist zurückgezogen.
       *[other] Ihre { $count } offenen Gesuche sind zurückgezogen.
    }
notify-seeks-subject = Nachrichten über Gesuche
notify-seeks-none = Sie hatten keine Nachrichten über Gesuche bestellt.
notify-seeks-off = Sie bekommen keine Nachrichten über neue Gesuche mehr.
notify-seeks-on = Sie bekommen höchstens eine Mail pro Tag mit den neuen Gesuchen für { $games } (nur an Tagen, an denen es neue gibt). "notify seeks off" beendet das.
seek-expired-subject = Gesuch #{ $id } ist abgelaufen
seek-expired =
    Ihr Gesuch #{ $id } ({ $terms }) war { $days ->
        [one] einen Tag
       *[other] { $days } Tage
    } offen, ohne dass jemand es angenommen hat; es ist daher abgelaufen. Mit "seek ..." geben Sie es erneut auf; "seeks" zeigt die offenen Gesuche.
