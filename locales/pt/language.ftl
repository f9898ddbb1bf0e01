# O idioma dos e-mails do bot: o comando `language` e a linha que diz ao
# jogador em que idioma ele lê.

# Como a frase "você recebe os e-mails em X" nomeia cada idioma.
language-in =
    { $code ->
        [de] em alemão
        [ru] em russo
        [pl] em polonês
        [it] em italiano
        [es] em espanhol
        [fr] em francês
        [nl] em neerlandês
        [pt] em português
       *[en] em inglês
    }

language-subject = O seu idioma
language-set = A partir de agora, você recebe os e-mails do bot { language-in }.
language-now = Você recebe os e-mails do bot { language-in }.
language-guessed = Você recebe os e-mails do bot { language-in }, o idioma do seu e-mail. Para lê-los em outro idioma, escreva por exemplo "language { $other }"; a palavra "language" sozinha dá a lista de todos.
language-current = Você recebe os e-mails do bot { language-in }; "language" mostra os outros idiomas, e "language { $other }" muda o idioma.
language-notation-follows = Os seus lances são lidos e escritos com as letras das peças desse idioma ({ $notation }); "notation" escolhe outras.
language-notation-kept = Você mantém a notação que escolheu ({ $notation }).
language-how = Para mudar de idioma, escreva "language" e um código: { $codes }. A palavra "language" também é entendida em cada um destes idiomas: sprache, язык, język, lingua, idioma, langue, taal.
