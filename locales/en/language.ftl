# The language of the bot's mails: the `language` command, and the line
# that tells a player which language they read.

# How "I write to you in X" names each language, as a sentence of this
# catalogue's language needs it.
language-in =
    { $code ->
        [de] in German
        [ru] in Russian
        [pl] in Polish
        [it] in Italian
        [es] in Spanish
        [fr] in French
        [nl] in Dutch
        [pt] in Portuguese
       *[en] in English
    }

language-subject = Your language
language-set = From now on the bot writes to you { language-in }.
language-now = The bot writes to you { language-in }.
language-guessed = The bot writes to you { language-in }, the language of your mail. To read it in another language, write for example "language { $other }"; "language" alone lists them all.
language-current = The bot writes to you { language-in }; "language" lists the others, "language { $other }" changes it.
language-notation-follows = Your moves are read and written with the piece letters of that language ({ $notation }); "notation" chooses others.
language-notation-kept = Your notation stays the one you chose ({ $notation }).
language-how = To change it, write "language" and a code: { $codes }. The word "language" is understood in each of these languages too: sprache, язык, język, lingua, idioma, langue, taal.
