# El idioma de los correos del bot: el comando `language` y la línea que
# le dice al jugador en qué idioma lee.

# Cómo nombra cada idioma la frase "te escribe en X".
language-in =
    { $code ->
        [de] en alemán
        [ru] en ruso
        [pl] en polaco
        [it] en italiano
        [es] en español
        [fr] en francés
        [nl] en neerlandés
        [pt] en portugués
       *[en] en inglés
    }

language-subject = Tu idioma
language-set = A partir de ahora, el bot te escribirá { language-in }.
language-now = El bot te escribe { language-in }.
language-guessed = El bot te escribe { language-in }, el idioma de tu correo. Para leerlo en otro idioma, escribe por ejemplo "language { $other }"; "language" a secas te muestra la lista completa.
language-current = El bot te escribe { language-in }; "language" te muestra los demás idiomas y "language { $other }" lo cambia.
language-notation-follows = Tus jugadas se leen y se escriben con las letras de pieza de ese idioma ({ $notation }); con "notation" puedes elegir otras.
language-notation-kept = Tu notación sigue siendo la que elegiste ({ $notation }).
language-how = Para cambiarlo, escribe "language" y un código: { $codes }. La palabra "language" también se entiende en cada uno de estos idiomas: sprache, язык, język, lingua, idioma, langue, taal.
