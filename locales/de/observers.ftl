# Die Mails an Zuschauer: Neuigkeiten aus einer Partie oder aus mehreren in
# einer Sammelmail.

observed-subject = Zuschauen: { $variant }, { $sides }
observed-started = Die Partie hat begonnen.
# $turn: der Zug mit seiner Nummer (12... Sf6); $words: der Zug in Worten.
observed-turn = { $who } zog { $turn } ({ $words }).
observed-over = Die Partie ist beendet: { $result }.
observed-declined = Partie #{ $id } wurde abgelehnt: Sie wird nicht gespielt.
observed-aborted = Partie #{ $id } wurde abgebrochen.
# $result: 1-0, 0-1 oder 1/2-1/2; $text: wie die Partie endete.
observed-result = Ergebnis: { $result } ({ $text })
# $deadline und $paused: ein Zeitpunkt oder "none". $who kann auch mehrere
# Spieler nennen ("A und B"), daher "Am Zug: …".
observed-to-move =
    Am Zug: { $who }{ $deadline ->
        [none] {""}
       *[other] , Zeit bis { $deadline }
    }{ $paused ->
        [none] {""}
       *[other] {" "}(im Urlaub bis { $paused })
    }.
observed-web = Im Web: { $url }
observed-pgn-follows = Die ganze Partie ist als PGN angehängt und folgt hier:
# $via: game (selbst angefragt), follow (ein Spieler, dem der Leser folgt)
# oder tournament.
observed-why =
    { $via ->
        [follow] Sie schauen dieser Partie zu, weil Sie einem ihrer Spieler folgen.
        [tournament] Sie schauen dieser Partie zu, weil Sie ihrem Turnier zuschauen.
       *[game] Sie schauen dieser Partie zu, weil Sie darum gebeten haben ("observe { $id }").
    }
observed-footer = Als Zuschauer sehen Sie das Brett aus der Sicht von Weiß und können in der Partie weder ziehen noch schreiben. "unobserve { $id }" beendet diese Mails, "observe" zeigt die Partien, denen Sie zuschauen.
observed-digest-subject =
    Zuschauen: Neues aus { $count ->
        [one] { $count } Partie
       *[other] { $count } Partien
    }
# $held: yes, wenn die Mail Neuigkeiten sammelt, die das Stundenlimit
# zurückgehalten hat.
observed-digest-intro =
    Neues aus { $count ->
        [one] { $count } Partie, der
       *[other] { $count } Partien, denen
    } Sie zuschauen, in einer Mail{ $held ->
        [yes] {" "}(der Bot schickt einem Zuschauer höchstens { $per_hour ->
            [one] { $per_hour } Mail
          *[other] { $per_hour } Mails
        } pro Stunde; diese Mail fasst zusammen, was seitdem dazugekommen ist)
       *[no] {""}
    }.
observed-digest-result = Ergebnis: { $result } ({ $text }); die Partie ist als PGN angehängt.
observed-digest-footer = "unobserve PARTIE" beendet die Mails der Partie PARTIE, "unobserve all" die Mails aller Partien; "observe" zeigt die Partien, denen Sie zuschauen.
# Ein Zeitpunkt (eine Frist), wie die Sprache des Lesers Daten schreibt.
moment = { $at }
# Ein Ergebnis, wie es die Partie speichert, wenn es keiner der Ausgänge der
# Regeln ist.
result-kept = { $text }
