# Le mail su una partita: la scacchiera, i rifiuti, i promemoria, i
# risultati, le sfide, le proposte di patta, i messaggi, le ferie, gli elenchi.

## Parole usate in molte mail

# Il nome di un gioco (il `variant` di `new VARIANT with ...`).
variant =
    { $v ->
        [two-prong] Two-Prong Chess
        [tandem-pawn] Tandem-Pawn Chess
        [tandem84] Tandem-84
        [tandem84-knightrider] Tandem-84 con fantasmi nottambuli
        [bughouse] Bughouse
        [tandem-chess] Tandem Chess
        [bughouse-sync] Bughouse sincrono
        [crazyhouse] Crazyhouse
       *[chess] Scacchi
    }

# Il posto di un giocatore.
seat =
    { $s ->
        [black] Nero
        [south] Sud: Bianco sulla A, Nero sulla B
        [north] Nord: Nero sulla A, Bianco sulla B
        [a-white] Bianco sulla scacchiera A
        [a-black] Nero sulla scacchiera A
        [b-white] Bianco sulla scacchiera B
        [b-black] Nero sulla scacchiera B
       *[white] Bianco
    }

# "alice@example.org (Bianco)" nella riga dei giocatori di una partita.
player-seat = { $who } ({ $seat })
player-seat-more = { $who } ({ $seat }, { $more })
players-two = { $a } contro { $b }
players-four = { $a }, { $b }, { $c }, { $d }

game-line = Partita #{ $id }, { $variant }: { $players }
time-control-line = Cadenza: { $control }
examples-not-advice = (sono esempi di come si scrive una mossa, non consigli).

## La mail con la scacchiera

position-subject-your-move = Tocca a te: { $variant } contro { $opponents }
position-subject-waiting = { $variant } contro { $opponents }: tocca a { $to_move }
position-last-move = Ultima mossa: { $move }
position-check = Scacco!
position-your-move = Tocca a te ({ $side }). Rispondi a questa mail con la tua mossa, per esempio: { $example }
position-deadline-yours = Hai tempo fino al giorno { $deadline }.
position-deadline-yours-paused = Hai tempo fino al giorno { $deadline } (il tuo orologio è fermo: sei in ferie fino al giorno { $until }).
position-their-move =
    { $count ->
        [one] Tocca a { $who } ({ $side }).
       *[other] Tocca a { $who } ({ $side }).
    }
position-deadline-theirs =
    { $count ->
        [one] { $who } ha tempo fino al giorno { $deadline }.
       *[other] { $who } hanno tempo fino al giorno { $deadline }.
    }
position-deadline-theirs-paused =
    { $count ->
        [one] { $who } ha tempo fino al giorno { $deadline } (in ferie fino al giorno { $until }).
       *[other] { $who } hanno tempo fino al giorno { $deadline } (in ferie fino al giorno { $until }).
    }
position-fen-line = Posizione: { $fen }
position-footer-your-move = Rispondi con la tua mossa, oppure: board, history, draw, resign, say TESTO, help.
position-footer-waiting =
    Mentre aspetti, puoi scrivere: board (di nuovo la posizione), say TESTO
    (un messaggio agli altri giocatori), draw (proponi la patta), resign,
    history, help. Riceverai una mail non appena toccherà a te.
position-footer-over = Scrivi "history" per l'intera partita, oppure "help".

## Un rifiuto

error-subject-game = Non eseguito
error-subject = La tua mail a { $bot }
error-could-not = Non ho potuto fare quello che chiedeva la tua mail:
error-in-line = (nella riga: { $line })
error-nothing-applied = Nessun comando della tua mail è stato eseguito; la partita non è cambiata.
error-nothing-applied-that = Nessun comando di quella mail è stato eseguito; la partita non è cambiata.
error-legal-all = Turni legali: { $list }
error-legal-some = Alcuni turni legali ({ $shown } su { $total }): { $list }
error-footer = Scrivi "help" per l'elenco dei comandi.

## Promemoria

reminder-subject = Promemoria: tocca a te ({ $variant } contro { $opponents })
reminder-subject-last-call = Ultimo avviso: tocca a te ({ $variant } contro { $opponents })
reminder-running-out = Il tuo tempo nella partita #{ $id } ({ $variant }) sta per scadere.
reminder-your-move = Tocca a te nella partita #{ $id } ({ $variant }).
reminder-your-move-since = Tocca a te nella partita #{ $id } ({ $variant }) dal giorno { $since }.
reminder-deadline = Hai tempo per muovere fino al giorno { $deadline }; dopo, { $consequence }.
reminder-you-play-example = Giochi come { $side }. Rispondi a questa mail con la tua mossa, per esempio: { $example }
reminder-you-play = Giochi come { $side }. Rispondi a questa mail con la tua mossa.
reminder-footer =
    Promemoria: "remind off" li disattiva, "remind after 12h" o "remind before 2h"
    cambia quando arrivano, "remind digest" li riunisce in una mail al giorno.

digest-subject =
    { $count ->
        [one] Tocca a te in { $count } partita
       *[other] Tocca a te in { $count } partite
    }
digest-heading = Tocca a te in queste partite:
digest-line = #{ $id } { $variant } contro { $opponents }: scadenza { $deadline }
digest-line-last-move = #{ $id } { $variant } contro { $opponents }: scadenza { $deadline } (ultima mossa { $move })
digest-how =
    Allo scadere del tempo, { $consequence }. Rispondi con la tua mossa
    all'ultima mail del bot sulla partita, oppure scrivi al bot una riga
    "game N" e la tua mossa; "board" ti rimanda la posizione.
digest-footer =
    Ricevi questo riepilogo una volta al giorno invece di un promemoria per
    partita ("remind on" per riaverli, "remind off" per non riceverne nessuno).

time-up-subject = Tempo scaduto per { $who }
time-up-yours = Non hai mosso nella partita #{ $id } ({ $variant }) entro la scadenza ({ $deadline }).
time-up-theirs = { $who } ({ $side }) non ha mosso nella partita #{ $id } ({ $variant }) entro la scadenza ({ $deadline }).
time-up-goes-on = Su questo server le partite non finiscono per tempo: la partita continua.
time-up-goes-on-yours = Su questo server le partite non finiscono per tempo: la partita continua, e tocca ancora a te.

## La fine di una partita

game-over-subject = Partita finita: { $result }
game-over-result = Risultato: { $result } ({ $text })
game-over-ratings = Rating ({ $variant }; un ? indica un rating provvisorio):
game-over-pgn = La partita completa è allegata in PGN e riportata qui sotto:

aborted-subject = Partita #{ $id } annullata
aborted-text =
    { $who } ha annullato la partita #{ $id } ({ $variant }) prima che iniziasse davvero.
    La partita si chiude senza risultato.

## Sfide

challenge-sent-subject = Sfida inviata a { $invited }: { $variant }
challenge-sent-text =
    La tua sfida a { $invited } è stata inviata (partita #{ $id }, { $variant }, { $rated ->
        [1] valida per il rating
       *[0] amichevole
    }{ $private ->
        [1] , privata
       *[0] {""}
    }).
challenge-sent-side =
    Giochi come { $side }. La partita inizia non appena { $invited } { $count ->
        [one] accetta
       *[other] accettano
    };
    a quel punto riceverai la posizione.

invitation-subject = Invito da { $who }: { $variant }
invitation-text =
    { $who } ti invita a giocare a { $variant } (partita #{ $id }, { $rated ->
        [1] valida per il rating
       *[0] amichevole
    }{ $private ->
        [1] , privata
       *[0] {""}
    }).
invitation-you-would-play = Giocheresti come { $side }; { $others }.
invitation-time-control = Cadenza: { $control }.
invitation-rated = Valida per il rating: il risultato cambia il rating di ciascun giocatore nel gioco { $variant } (indicato sopra; un ? indica un rating provvisorio).
invitation-casual = Amichevole: il risultato non cambia alcun rating.
invitation-casual-position = Amichevole: il risultato non cambia alcun rating (una partita che parte da una posizione data non è mai valida per il rating).
invitation-private = Privata: nessuno può osservare la partita, e l'archivio web non la mostra.
invitation-public =
    Pubblica: chiunque può osservarla, e un archivio web può mostrarla, con i
    giocatori indicati con il nome della classifica, mai con l'indirizzo. Per
    questa partita la scelta non si può più cambiare; per riservarla ai suoi
    giocatori, rifiutala e chiedi una sfida con "private" ("games private"
    rende private tutte le tue prossime partite).
invitation-to-play = Per giocare, rispondi a questa mail con la parola
invitation-to-refuse = Per rifiutare, rispondi con
invitation-rules = Scrivi "rules { $variant }" per sapere come si gioca e come si scrivono le mosse.

declined-subject = Sfida rifiutata da { $who }: { $variant }
declined-text = { $who } ha rifiutato la tua sfida a { $variant } (partita #{ $id }).

## Proposte di patta e messaggi

draw-offer-subject = Proposta di patta da { $who }
draw-offer-text = { $who } propone la patta nella partita #{ $id } ({ $variant }).
draw-offer-to-accept = Per accettare, rispondi con
draw-offer-to-decline = Per rifiutare, basta continuare a giocare.

say-subject = Messaggio da { $who }
say-says = { $who } scrive:
say-partner-says = { $who } scrive (a te, suo compagno di squadra):
say-footer = (partita #{ $id }, { $variant }; per rispondere, scrivi "say TESTO")

## Elenchi, mosse, regole, avvisi

games-subject = Le tue partite
games-heading = Le tue partite:
games-line = #{ $id } { $variant } contro { $opponents }: { $state }
games-line-rated = #{ $id } { $variant } contro { $opponents } ({ $ratings }): { $state }
games-none = Non hai ancora partite su questo server. Iniziane una con

history-subject = Mosse della partita #{ $id }
history-so-far = La partita #{ $id } fin qui ({ $variant }), nella tua notazione ({ $notation }):
history-pgn-also = Il formulario in PGN (in notazione inglese, come vuole lo standard), anche in allegato:
history-so-far-pgn = La partita #{ $id } fin qui ({ $variant }), anche in allegato in PGN:

rules-subject = Regole: { $variant }
notice-subject = Avviso

## Ferie

vacation-subject = In ferie fino al giorno { $until }
vacation-subject-back = Rieccoti!
vacation-started =
    { $days ->
        [one] I tuoi orologi restano fermi fino al giorno { $until } ({ $days } giorno). Scrivi "vacation off" per rientrare prima: i giorni non ancora iniziati ti vengono restituiti.
       *[other] I tuoi orologi restano fermi fino al giorno { $until } ({ $days } giorni). Scrivi "vacation off" per rientrare prima: i giorni non ancora iniziati ti vengono restituiti.
    }
vacation-ended = Le tue ferie sono finite; i tuoi orologi ripartono.
vacation-left =
    { $left ->
        [one] Quest'anno ti resta { $left } giorno di ferie su { $allowance }.
       *[other] Quest'anno ti restano { $left } giorni di ferie su { $allowance }.
    }
vacation-games = Le tue partite:
vacation-opponents-told = I tuoi avversari sono stati avvisati.

vacation-notice-subject = { $who } è in ferie
vacation-notice-subject-back = { $who } ha finito le ferie
vacation-notice-started = { $who } è in ferie fino al giorno { $until }: il suo orologio nella partita #{ $id } ({ $variant }) resta fermo fino ad allora. Il tuo orologio non ne risente.
vacation-notice-back = { $who } ha finito le ferie: il suo orologio nella partita #{ $id } ({ $variant }) riparte.
vacation-notice-deadline = La mossa è sua; ha tempo fino al giorno { $deadline }.

list-two = { $a }, { $b }
list-none = {""}
