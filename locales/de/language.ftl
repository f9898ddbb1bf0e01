# Die Sprache der Mails des Bots: der Befehl `language` und die Zeile,
# die einem Spieler sagt, in welcher Sprache er liest.

# Wie "Der Bot schreibt Ihnen X" jede Sprache nennt.
language-in =
    { $code ->
        [de] auf Deutsch
        [ru] auf Russisch
        [pl] auf Polnisch
        [it] auf Italienisch
        [es] auf Spanisch
        [fr] auf Französisch
        [nl] auf Niederländisch
        [pt] auf Portugiesisch
       *[en] auf Englisch
    }

language-subject = Ihre Sprache
language-set = Der Bot schreibt Ihnen ab jetzt { language-in }.
language-now = Der Bot schreibt Ihnen { language-in }.
language-guessed = Der Bot schreibt Ihnen { language-in }, in der Sprache Ihrer Mail. Um seine Mails in einer anderen Sprache zu lesen, schreiben Sie zum Beispiel "language { $other }"; "language" allein zeigt alle Sprachen an.
language-current = Der Bot schreibt Ihnen { language-in }; "language" zeigt die anderen Sprachen an, mit "language { $other }" wechseln Sie die Sprache.
language-notation-follows = Ihre Züge liest und schreibt der Bot mit den Figurenbuchstaben dieser Sprache ({ $notation }); mit "notation" wählen Sie andere.
language-notation-kept = Ihre Notation bleibt die von Ihnen gewählte ({ $notation }).
language-how = Zum Ändern schreiben Sie "language" und ein Kürzel: { $codes }. Das Wort "language" wird auch in jeder dieser Sprachen verstanden: sprache, язык, język, lingua, idioma, langue, taal.
