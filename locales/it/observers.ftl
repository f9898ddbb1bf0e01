# Le mail agli spettatori: le novità di una partita, o di più partite in un
# solo riepilogo.

observed-subject = Partita osservata: { $variant }, { $sides }
observed-started = La partita è iniziata.
# $turn: il turno con il suo numero (12... Cf6); $words: il turno a parole.
observed-turn = { $who } ha giocato { $turn } ({ $words }).
observed-over = Partita finita: { $result }.
observed-declined = La partita #{ $id } è stata rifiutata: non verrà giocata.
observed-aborted = La partita #{ $id } è stata annullata.
# $result: 1-0, 0-1 o 1/2-1/2; $text: come è finita.
observed-result = Risultato: { $result } ({ $text })
# $deadline e $paused: un momento, o "none".
observed-to-move =
    Tocca a { $who }{ $deadline ->
        [none] {""}
       *[other] , che ha tempo fino al giorno { $deadline }
    }{ $paused ->
        [none] {""}
       *[other] {" "}(in ferie fino al giorno { $paused })
    }.
observed-web = Sul web: { $url }
observed-pgn-follows = La partita completa è allegata in PGN e riportata qui sotto:
# $via: game (chiesta), follow (un giocatore seguito) o tournament.
observed-why =
    { $via ->
        [follow] Osservi questa partita perché segui uno dei suoi giocatori.
        [tournament] Osservi questa partita perché osservi il suo torneo.
       *[game] Osservi questa partita perché l'hai chiesto ("observe { $id }").
    }
observed-footer = Come spettatore vedi la scacchiera dalla parte del Bianco e non puoi muovere né scrivere nella partita. Scrivi "unobserve { $id }" per non ricevere più queste mail, "observe" per l'elenco di quello che osservi.
observed-digest-subject =
    { $count ->
        [one] Partite osservate: novità di { $count } partita
       *[other] Partite osservate: novità di { $count } partite
    }
# $held: yes quando la mail raccoglie novità trattenute dal limite orario.
observed-digest-intro =
    { $count ->
        [one] Novità di { $count } partita che osservi
       *[other] Novità di { $count } partite che osservi
    }, in una sola mail{ $held ->
        [yes] {" "}(il bot manda a uno spettatore al massimo { $per_hour } mail all'ora; questa raccoglie le novità arrivate nel frattempo)
       *[no] {""}
    }.
observed-digest-result = Risultato: { $result } ({ $text }); il PGN della partita è allegato.
observed-digest-footer = "unobserve N" interrompe le mail della partita N, "unobserve all" quelle di tutte le partite; "observe" elenca quello che osservi.
# Un momento (una scadenza), scritto come le date nella lingua di chi legge.
moment = { $at }
# Un risultato come lo conserva il formulario, quando non è uno degli esiti
# previsti dalle regole.
result-kept = { $text }
