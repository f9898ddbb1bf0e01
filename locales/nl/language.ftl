# De taal van de mails van de bot: het commando `language`, en de regel
# die een speler zegt in welke taal hij leest.

# Hoe "je krijgt de mails in X" elke taal noemt.
language-in =
    { $code ->
        [de] in het Duits
        [ru] in het Russisch
        [pl] in het Pools
        [it] in het Italiaans
        [es] in het Spaans
        [fr] in het Frans
        [nl] in het Nederlands
        [pt] in het Portugees
       *[en] in het Engels
    }

language-subject = Je taal
language-set = Vanaf nu krijg je de mails van de bot { language-in }.
language-now = Je krijgt de mails van de bot { language-in }.
language-guessed = Je krijgt de mails van de bot { language-in }, de taal van jouw mail. Wil je ze in een andere taal lezen, schrijf dan bijvoorbeeld "language { $other }"; met alleen "language" krijg je de lijst van alle talen.
language-current = Je krijgt de mails van de bot { language-in }; "language" toont de andere talen, met "language { $other }" kies je een andere.
language-notation-follows = Je zetten worden gelezen en geschreven met de stukletters van die taal ({ $notation }); met "notation" kies je andere letters.
language-notation-kept = Je houdt de notatie die je zelf hebt gekozen ({ $notation }).
language-how = Wil je een andere taal, schrijf dan "language" en een code: { $codes }. Het woord "language" wordt ook in elk van deze talen begrepen: sprache, язык, język, lingua, idioma, langue, taal.
