# La langue des messages du bot : la commande `language`, et la ligne qui
# indique à un joueur dans quelle langue il les lit.

# Comment « Je vous écris en X » nomme chaque langue.
language-in =
    { $code ->
        [de] en allemand
        [ru] en russe
        [pl] en polonais
        [it] en italien
        [es] en espagnol
        [fr] en français
        [nl] en néerlandais
        [pt] en portugais
       *[en] en anglais
    }

language-subject = Votre langue
language-set = Désormais, le bot vous écrit { language-in }.
language-now = Le bot vous écrit { language-in }.
language-guessed = Le bot vous écrit { language-in }, la langue de votre message. Pour le lire dans une autre langue, écrivez par exemple « language { $other } » ; « language » seul affiche toutes les langues.
language-current = Le bot vous écrit { language-in } ; « language » affiche les autres langues, « language { $other } » permet d'en changer.
language-notation-follows = Vos coups sont lus et écrits avec les lettres de pièces de cette langue ({ $notation }) ; « notation » permet d'en choisir d'autres.
language-notation-kept = Votre notation reste celle que vous avez choisie ({ $notation }).
language-how = Pour en changer, écrivez « language » suivi d'un code : { $codes }. Le mot « language » est aussi compris dans chacune de ces langues : sprache, язык, język, lingua, idioma, langue, taal.
