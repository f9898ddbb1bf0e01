# Die Antworten auf die Einstellungen eines Spielers: Erinnerungen, Notation,
# bedingte Züge.

remind-subject = Ihre Erinnerungen
# $before, $after: eine Zeitspanne (duration-*).
remind-last-call = eine Mahnung { $before } vor Fristablauf
remind-no-last-call = keine Mahnung vor Fristablauf
# $last_call: remind-last-call oder remind-no-last-call.
remind-each-after = Sie bekommen eine Erinnerung, sobald Sie in einer Partie { $after } lang am Zug sind, und { $last_call }.
remind-each = Sie bekommen { $last_call }.
# $hour: 07:00 (UTC).
remind-digest = Sie bekommen eine Mail pro Tag, um { $hour } Uhr UTC, mit allen Partien, in denen Sie am Zug sind, und { $last_call }.
remind-off = Sie bekommen keine Erinnerungen. Die Fristen gelten trotzdem; bei Fristablauf gilt: { $consequence }.
remind-server-off = (Dieser Server verschickt zurzeit keine Erinnerungen; Ihre Einstellung bleibt für später gespeichert.)
remind-how = Um das zu ändern, schreiben Sie eine dieser Zeilen:

# Eine Zeitspanne: "1 Tag und 6 Stunden". $unit: week, day, hour, minute oder
# second. Nur im Nominativ oder Akkusativ verwenden ("2 Tage vor
# Fristablauf", "2 Tage lang"), nicht nach "seit" oder "innerhalb von".
duration-part =
    { $unit ->
        [week] { $n ->
            [one] { $n } Woche
          *[other] { $n } Wochen
        }
        [day] { $n ->
            [one] { $n } Tag
          *[other] { $n } Tage
        }
        [hour] { $n ->
            [one] { $n } Stunde
          *[other] { $n } Stunden
        }
        [minute] { $n ->
            [one] { $n } Minute
          *[other] { $n } Minuten
        }
       *[second] { $n ->
            [one] { $n } Sekunde
          *[other] { $n } Sekunden
        }
    }
duration-two = { $a } und { $b }

notation-subject = Ihre Notation
notation-how = Um sie zu ändern, schreiben Sie eine dieser Zeilen:
# $reads: einer der notation-reads-*-Sätze.
notation-setting =
    { $reads }
    Jeder Spieler kann außerdem Figurinen (♘f3) und Züge in Ziffernnotation (7163) schreiben; PGN-Dateien bleiben in englischer Notation, wie es der PGN-Standard verlangt.
notation-reads-english = Sie schreiben und lesen Züge in englischer algebraischer Notation (K Q R B N).
# $code: die Sprache, deren Figurenbuchstaben es sind; $letters: die
# Buchstaben mit ihren Figuren.
notation-reads-letters =
    Sie schreiben und lesen Züge mit { $code ->
        [de] deutschen
        [ru] russischen
        [pl] polnischen
        [it] italienischen
        [es] spanischen
        [fr] französischen
        [nl] niederländischen
        [pt] portugiesischen
       *[en] englischen
    } Figurenbuchstaben: { $letters }. Andere Buchstaben als diese liest der Bot von Ihnen nicht.
notation-reads-figurine = Der Bot schreibt Ihnen Züge in Figurinennotation (♔ ♕ ♖ ♗ ♘); Sie können sie so schreiben oder mit englischen Buchstaben.
notation-reads-iccf = Der Bot schreibt Ihnen Züge in ICCF-Ziffernnotation (5254 für e2-e4, 5171 für die Rochade, 57581 für e8=Q; das Einsetzen schreibt er weiterhin als N@f3); Sie können sie so schreiben oder in englischer algebraischer Notation.
notation-example = Zum Beispiel: { $moves }

conditions-subject = Ihre bedingten Züge
# $line: die Züge der Zugfolge; $replaced: yes, wenn sie eine Zugfolge ersetzt hat.
conditions-noted =
    Notiert: { $line }.{ $replaced ->
        [yes] {" "}Sie ersetzt Ihre Zugfolge, die mit demselben Zug begann.
       *[no] {""}
    }
conditions-dropped =
    { $count ->
        [0] Sie hatten keine bedingten Züge.
        [one] Ihre bedingte Zugfolge wurde gelöscht.
       *[other] Ihre { $count } bedingten Zugfolgen wurden gelöscht.
    }
conditions-none = Sie haben in Partie #{ $id } keine bedingten Züge.
conditions-head = Ihre bedingten Züge in Partie #{ $id } (nur Sie sehen sie):
conditions-how = Spielt Ihr Gegner den ersten Zug einer dieser Zugfolgen, zieht der Bot sofort Ihre Antwort; jeder andere Zug löscht sie alle, ebenso ein Remisangebot. "conditions clear" löscht sie sofort.
# Ein Figurenbuchstabe und seine Figur: "S (Springer)". $role: king, queen,
# rook, bishop oder knight.
notation-letter =
    { $letter } ({ $role ->
        [king] König
        [queen] Dame
        [rook] Turm
        [bishop] Läufer
       *[knight] Springer
    })
