# I rating, la classifica e il nome con cui vi si compare.

ratings-subject-standings = Classifica: { $variant }
ratings-subject-mine = I tuoi rating
ratings-subject-of = Rating di { $name }
standings-head =
    La classifica del gioco { $variant }: i primi { $shown } su { $established ->
        [one] { $established } giocatore con rating definitivo
       *[other] { $established } giocatori con rating definitivo
    }
standings-head-empty = La classifica del gioco { $variant }: ancora nessun giocatore ha un rating definitivo
standings-established = (un rating diventa definitivo quando la sua deviazione scende a 110 o meno).
# Una riga della classifica: $rank è allineato su tre posizioni e $name sul
# nome più lungo, perché le colonne siano in fila; $you: yes per chi legge.
standings-line =
    { $rank }. { $name }  { $rating }  ({ $games ->
        [one] { $games } partita
       *[other] { $games } partite
    }){ $you ->
        [yes] {"  "}(tu)
       *[no] {""}
    }
standings-you-ranked = Sei al { $rank }º posto su { $established }, con { $rating } (deviazione { $deviation }).
standings-you-provisional = Il tuo rating, { $rating } (deviazione { $deviation }), è provvisorio, quindi non compare ancora in classifica: ci entra quando la deviazione scende a 110 o meno (bastano poche altre partite valide per il rating).
standings-you-unrated = Non hai ancora giocato nessuna partita valida per il rating nel gioco { $variant }.
ratings-head-mine = I tuoi rating (gli altri ti vedono come { $name }):
ratings-head-of = I rating di { $name }:
# $change: l'ultima variazione, con il segno (+12, -8).
rating-line =
    { $variant }: { $rating } (deviazione { $deviation }{ $provisional ->
        [yes] , provvisorio
       *[no] {""}
    }), { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    }, ultima variazione { $change }
rating-line-unplayed = { $variant }: { $rating } (ancora nessuna partita valida per il rating)
ratings-footer = Rating Glicko-2, uno per gioco; un ? indica un rating provvisorio (deviazione sopra 110), che la classifica non include. "ratings GIOCO" mostra la classifica di un gioco, "ratings" i tuoi rating, "name NOME" come compari in classifica.

name-subject-show = Il tuo nome in classifica
name-subject-removed = Nome rimosso
name-subject-set = Nome impostato
name-shown-as = In classifica compari come "{ $name }". Scrivi "name NOME" per cambiarlo, oppure "name off" per comparire invece come { $masked }.
name-shown-masked = In classifica compari come { $masked } (il tuo indirizzo, abbreviato). Scrivi "name NOME" per comparire con un nome a tua scelta.
name-removed = In classifica compari di nuovo come { $masked }.
name-set = La classifica e le risposte a "ratings" degli altri giocatori ora ti mostrano come "{ $name }".
