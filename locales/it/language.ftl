# La lingua delle mail del bot: il comando `language`, e la riga che dice
# a un giocatore in quale lingua legge.

# Come "ti scrivo in X" nomina ogni lingua, come la frase italiana la vuole.
language-in =
    { $code ->
        [de] in tedesco
        [ru] in russo
        [pl] in polacco
        [it] in italiano
        [es] in spagnolo
        [fr] in francese
        [nl] in olandese
        [pt] in portoghese
       *[en] in inglese
    }

language-subject = La tua lingua
language-set = D'ora in poi il bot ti scrive { language-in }.
language-now = Il bot ti scrive { language-in }.
language-guessed = Il bot ti scrive { language-in }, la lingua della tua mail. Per ricevere le mail in un'altra lingua, scrivi per esempio "language { $other }"; "language" da solo elenca tutte le lingue.
language-current = Il bot ti scrive { language-in }; "language" elenca le altre lingue, "language { $other }" cambia lingua.
language-notation-follows = Le tue mosse vengono lette e scritte con le lettere dei pezzi di quella lingua ({ $notation }); con "notation" ne scegli altre.
language-notation-kept = La tua notazione resta quella che hai scelto ({ $notation }).
language-how = Per cambiarla, scrivi "language" e un codice: { $codes }. La parola "language" si capisce anche in ciascuna di queste lingue: sprache, язык, język, lingua, idioma, langue, taal.
