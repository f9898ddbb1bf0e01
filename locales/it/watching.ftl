# Le risposte a observe, follow, followers, games private/public, e le
# conferme chieste con una risposta alla mail (modalità token).

# L'oggetto di una risposta: $what è observing, not-observing, following,
# not-following, followers o your-games.
watch-subject =
    { $what ->
        [not-observing] Non osservi più
        [following] Giocatori seguiti
        [not-following] Non segui più
        [followers] Chi ti segue
        [your-games] Le tue partite
       *[observing] Partite osservate
    }
observe-already = Osservi già la partita #{ $id }. Per non riceverne più le mail, scrivi "unobserve { $id }".
observe-start = Da ora in poi osservi la partita #{ $id }.
    { $headline }
observe-start-not-started = La partita non è ancora iniziata: riceverai la scacchiera quando inizierà.
# $turn: l'ultimo turno con il suo numero (12. Cf3); $by: chi l'ha giocato.
observe-start-after = La posizione dopo { $turn } (mossa di { $by }).
observe-start-no-move = La partita è iniziata; nessuno ha ancora mosso.
unobserve-tournament = Non osservi più il torneo #{ $id } (né le sue partite).
unobserve-tournament-not = Non osservavi il torneo #{ $id }.
unobserve-game = Non osservi più la partita #{ $id }.
unobserve-game-not = Non osservavi la partita #{ $id }.
unobserve-all =
    { $count ->
        [0] Non osservavi nessuna partita.
        [one] Non osservi più la partita che osservavi.
       *[other] Non osservi più le { $count } partite che osservavi.
    }
# $text: una delle frasi unobserve-*; $follows: i giocatori che segui
# ancora, o "none".
unobserve-answer =
    { $text }{ $follows ->
        [none] {""}
       *[other] {"\u000A"}Segui ancora { $follows }: osservi automaticamente ogni nuova partita di chi segui (per smettere, scrivi "unfollow all").
    }
follow-already = Segui già { $address }. Per smettere, scrivi "unfollow { $address }".
follow-started = Segui { $address }: osservi automaticamente ogni partita che inizierà da ora in poi, dalla prima mossa al risultato (a meno che non tenga private le sue partite o non abbia scritto "followers off"). Per smettere, scrivi "unfollow { $address }".
unfollow-one = Non segui più { $address }. Le sue partite che stai già osservando continuano ad arrivarti finché non scrivi "unobserve N".
unfollow-not = Non seguivi { $address }.
unfollow-nobody = Non seguivi nessuno.
unfollow-all = Non segui più { $addresses }.
followers-on = Chi ti segue osserva di nuovo le tue nuove partite (a meno che tu non le tenga private con "games private").
followers-off = Chi ti segue non osserva più le tue partite, nemmeno quelle in corso. Chiunque può comunque osservare con "observe N" una tua partita non privata ("games private" le riserva tutte ai giocatori).
games-private = Le tue nuove partite sono private: nessuno può osservarle e non compaiono sul web. Vale per le sfide che lanci e per gli inviti che ricevi; le partite già concordate restano come sono, e le partite di un torneo sono pubbliche, a meno che il torneo non sia stato organizzato come privato.
games-public = Le tue nuove partite sono di nuovo pubbliche (a meno che una sfida non dica "private"): chiunque può osservarle e l'archivio web le mostra, indicandoti con il nome con cui compari in classifica.

# La risposta a "observe" da solo.
watching-no-game = Non osservi nessuna partita.
watching-games = Osservi:
# $sides: i giocatori (Bianco - Nero); $via: game, follow o tournament.
watching-game =
    #{ $id } { $variant }: { $sides }{ $via ->
        [follow] {" "}(di un giocatore che segui)
        [tournament] {" "}(di un torneo che osservi)
       *[game] {""}
    }
watching-tournaments = Tornei di cui osservi le partite: { $tournaments }.
watching-follow-nobody = Non segui nessuno.
watching-follows = Segui: { $addresses }.
# $games: private o public; $followers: on o off (le parole delle impostazioni).
watching-settings = Le tue impostazioni: "games { $games }", "followers { $followers }".
watching-limits = Puoi osservare fino a { $games } partite alla volta e seguire fino a { $players } giocatori.
observe-tournament-already = Osservi già il torneo #{ $id }. Per smettere, scrivi "unobserve tournament { $id }".
# $name: il nome del torneo; $playing: le sue partite in corso.
observe-tournament-started = Da ora in poi osservi il torneo #{ $id } ({ $name }): delle sue partite in corso ({ $playing ->
        [one] { $playing } partita
       *[other] { $playing } partite
    }) ti arriva per mail ogni mossa a partire dalla prossima, e di quelle che inizieranno ti arriveranno tutte le mosse fin dalla prima (le novità di più partite insieme arrivano in una sola mail). Per smettere, scrivi "unobserve tournament { $id }".

# Conferme con una risposta. $asked: una delle frasi asked-*.
confirm-subject = Conferma: { $asked }
confirm-request =
    Qualcuno (speriamo tu) ha chiesto al bot di { $asked } per questo indirizzo.

    Per confermare, rispondi a questa mail: la risposta va a un indirizzo del bot che compare solo in questa mail. Se non eri tu, non fare nulla: senza la risposta non parte niente, e la richiesta scade dopo { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    }.
asked-observe-game = osservare la partita #{ $id }
asked-observe-tournament = osservare il torneo #{ $id }
asked-follow = seguire { $address }
asked-join = iscriversi al torneo #{ $id } ({ $name })
asked-seek = pubblicare "{ $line }"
asked-accept-seek = accettare la sfida aperta #{ $n }
