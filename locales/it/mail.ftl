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
error-legal-all = { $kind ->
        [double] Turni legali
       *[single] Mosse legali
    }: { $list }
error-legal-some = { $kind ->
        [double] Alcuni turni legali
       *[single] Alcune mosse legali
    } ({ $shown } su { $total }): { $list }
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
draw-offered = { $who } propone la patta: rispondi "draw" per accettarla, oppure continua a giocare per rifiutarla.

say-subject = Messaggio da { $who }
say-says = { $who } scrive:
say-partner-says = { $who } scrive (solo a te, nella vostra squadra):
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

# Chi deve muovere: nessuno, un giocatore o due ("alice e bob").
nobody = nessuno
name = { $name }
list-and = { $a } { $next ->
        [e] ed
       *[other] e
    } { $b }

time-control-per-move =
    { $days ->
        [one] { $days } giorno per mossa
       *[other] { $days } giorni per mossa
    }
time-control-moves =
    { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    } in { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    }

# Che cosa succede alla scadenza ("...; dopo, perdi la partita per tempo.").
consequence-lose = perdi la partita per tempo
consequence-lose-or-draw = perdi la partita per tempo (è patta se l'avversario non ha materiale sufficiente per dare matto)
consequence-notify = i giocatori vengono avvisati che il tempo è scaduto

## Le prime righe della mail con la scacchiera: i turni appena giocati

# `origin`: none, mine (giocata dalle mosse condizionali di chi legge),
# theirs (da quelle di chi ha mosso). `words`: il turno a parole.
turn-you-played =
    Hai giocato { $move }{ $origin ->
        [mine] , secondo le tue mosse condizionali
        [theirs] , una mossa condizionale indicata in anticipo
       *[none] {""}
    }.
turn-you-played-words =
    Hai giocato { $move } ({ $words }){ $origin ->
        [mine] , secondo le tue mosse condizionali
        [theirs] , una mossa condizionale indicata in anticipo
       *[none] {""}
    }.
turn-they-played =
    { $who } ha giocato { $move }{ $origin ->
        [mine] , secondo le tue mosse condizionali
        [theirs] , una mossa condizionale indicata in anticipo
       *[none] {""}
    }.
turn-they-played-words =
    { $who } ha giocato { $move } ({ $words }){ $origin ->
        [mine] , secondo le tue mosse condizionali
        [theirs] , una mossa condizionale indicata in anticipo
       *[none] {""}
    }.
turn-your-move = Tocca a te.

# La fine di una partita per un atto: "Hai abbandonato.", "Alice ha abbandonato.".
act =
    { $mine ->
        [1] { $act ->
            [claimed-draw] Hai reclamato la patta.
           *[resigned] Hai abbandonato.
        }
       *[0] { $act ->
            [claimed-draw] { $who } ha reclamato la patta.
           *[resigned] { $who } ha abbandonato.
        }
    }

## La fine di una partita per tempo

# Perché un giocatore ha perso per tempo, dopo "Hai perso per tempo" /
# "X ha perso per tempo"; `mine` è 1 nella mail del giocatore in ritardo.
why-deadline = per non aver mosso entro la scadenza ({ $deadline })
why-gentleman =
    per non aver mosso entro { $grace } dal promemoria secondo cui { $mine ->
        [1] il tuo
       *[0] il suo
    } compagno aveva già fatto { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    } (regola del fair play)
# `team`: yours (la squadra di chi legge perde l'incontro), theirs, none
# (una partita a due).
time-lost =
    { $mine ->
        [1] Hai perso per tempo { $why }.
       *[0] { $who } ha perso per tempo { $why }.
    }{ $team ->
        [yours] {" "}La tua squadra ha perso l'incontro.
        [theirs] {" "}La squadra di { $who } e { $partner } ha perso l'incontro.
       *[none] {""}
    }
time-drawn =
    { $mine ->
        [1] Avresti perso per tempo { $why }, ma { $winner ->
            [white] il Bianco
           *[black] il Nero
        } non ha materiale sufficiente per dare matto: la partita è patta.
       *[0] { $who } avrebbe perso per tempo { $why }, ma { $winner ->
            [white] il Bianco
           *[black] il Nero
        } non ha materiale sufficiente per dare matto: la partita è patta.
    }

## Risultati

outcome-win =
    { $winner ->
        [white] Il Bianco
       *[black] Il Nero
    } vince { $how ->
        [checkmate] per scacco matto
        [resignation] per abbandono
       *[time] per tempo
    }
outcome-draw =
    Patta { $why ->
        [stalemate] per stallo
        [insufficient-material] per materiale insufficiente
        [agreement] d'accordo
        [threefold] per triplice ripetizione
        [fifty-moves] per la regola delle 50 mosse
        [fivefold] per quintuplice ripetizione
        [seventy-five-moves] per la regola delle 75 mosse
       *[even-score] per parità di punteggio sulle due scacchiere
    }
outcome-timeout-draw =
    Patta: il tempo { $loser ->
        [white] del Bianco
       *[black] del Nero
    } è scaduto, ma { $winner ->
        [white] il Bianco
       *[black] il Nero
    } non avrebbe potuto dare matto

## A che punto è una partita, negli elenchi delle partite

state-your-move = tocca a te
state-waiting = in attesa dell'avversario
state-invitation-waiting = invito in attesa della tua risposta
state-invitation-sent = invito inviato
state-finished = finita, { $result }
# Lo stato di una partita come lo chiama l'archivio (`aborted`, `declined`...).
state-other =
    { $status ->
        [declined] rifiutata
        [aborted] annullata
        [invited] in attesa dei giocatori
        [active] in corso
       *[finished] finita
    }
state-no-clock = senza orologio
state-your-move-until = tocca a te; hai tempo fino al giorno { $deadline }
state-your-move-paused = tocca a te; il tuo orologio è fermo, ora hai tempo fino al giorno { $deadline }
state-their-move = tocca al tuo avversario
state-their-move-paused = tocca al tuo avversario; il tuo orologio resterà fermo quando toccherà a te

# Che effetto ha una partita sui rating, nell'elenco delle partite.
ratings-casual = amichevole
ratings-unrated = non valida per il rating
ratings-rated = valida per il rating; { $list }
rating-of-you = tu { $rating }
rating-of = { $who } { $rating }

## Note sotto le prime righe della mail con la scacchiera

# Bughouse a quattro: un pezzo passato dal compagno.
note-received =
    { $role ->
        [pawn] Il tuo compagno ti ha passato un pedone.
        [knight] Il tuo compagno ti ha passato un cavallo.
        [bishop] Il tuo compagno ti ha passato un alfiere.
        [rook] Il tuo compagno ti ha passato una torre.
       *[queen] Il tuo compagno ti ha passato una donna.
    }
note-partner-waits = Il tuo compagno sulla scacchiera { $board } è sotto scacco e non può muovere: aspetta un pezzo con cui parare lo scacco.
note-you-wait = Sei sotto scacco sulla scacchiera { $board } e non puoi ancora muovere: devi aspettare che il tuo compagno ti passi un pezzo.
note-conditions-dropped = Nessuna delle tue mosse condizionali cominciava con { $move }: sono state cancellate.
note-condition-unplayable = Non è stato possibile giocare la tua risposta condizionale { $answer } a { $move } ({ $why }): la variante è stata cancellata.
note-condition-played =
    Il bot ha giocato per te { $move }, secondo le tue mosse condizionali{ $goes_on ->
        [1] ; il resto della variante resta valido
       *[0] {""}
    }.
note-computer-partner = Il tuo compagno è il computer ({ $name }): muove non appena ha scelto la mossa, non legge i messaggi "say partner" e non consuma tempo sull'orologio.

## Come si scrive un turno, dopo l'esempio di una mossa

form-dual-move = una mossa doppia si scrive con due mosse unite da una barra, come { $example }
form-tandem84 = le due mosse vanno unite da una barra, come { $example }, e una mossa sull'altra scacchiera è un passaggio
form-drop = per inserire un pezzo della tua riserva scrivi { $example }
form-drop-later = per inserire un pezzo della tua riserva, quando ne avrai uno, scrivi { $example }
form-sync = la tua mossa sulla scacchiera A e quella sulla B vanno unite da una barra, come { $example }
form-tandem = per muovere l'intero tandem scrivi { $example }
form-rocket = per fare il razzo scrivi { $example }
form-tandem-and-rocket = per muovere l'intero tandem scrivi { $tandem }, per fare il razzo { $rocket }

## Prime righe

board-as-asked = Ecco la posizione, come hai chiesto.
board-game-is =
    La partita #{ $id } { $status ->
        [declined] è stata rifiutata
        [aborted] è stata annullata
        [invited] aspetta ancora i suoi giocatori
        [active] è in corso
       *[finished] è finita
    }.
started = La partita è iniziata.
started-against-computer = La partita è iniziata: { $name } ha accettato subito. Le partite contro il computer non sono valide per il rating.

## Proposte di patta, reclami e mosse rifiutate

draw-agreed = I giocatori si sono accordati per la patta.
draw-offer-sent-subject = Proposta di patta inviata
draw-offer-sent = La tua proposta di patta nella partita #{ $id } è stata inoltrata.
conditions-dropped-subject = Mosse condizionali cancellate
conditions-dropped-draw = Nella partita #{ $id } è stata proposta la patta: le tue mosse condizionali per quella partita sono state cancellate.
refuse-draw-offered-already = la tua parte ha già proposto la patta; la proposta resta valida finché l'altra parte non risponde
refuse-no-draw-to-claim =
    non c'è nessuna patta da reclamare: la posizione non si è ripetuta tre volte, { $halfmoves ->
        [one] ed è passata solo { $halfmoves } semimossa
       *[other] e sono passate solo { $halfmoves } semimosse
    } senza catture né mosse di pedone (ne servono 100)
refuse-not-your-turn = nella partita #{ $id } non tocca a te: tocca a { $waiting }
refuse-lost-before = la tua mail è arrivata il giorno { $at }, dopo la tua scadenza: avevi già perso la partita #{ $id } per tempo, quindi la mossa { $move } non è stata giocata
refuse-after-deadline = la tua mail è arrivata il giorno { $at }, dopo la tua scadenza ({ $deadline }): la mossa { $move } non è stata giocata e hai perso la partita #{ $id } per tempo

## Un turno a parole (scacchi e crazyhouse; per gli altri giochi, per ora,
## le parole inglesi del motore)

last-move-words = { $move } ({ $words })

# Bughouse a quattro: il compagno ($partner, un indirizzo; $seat, il suo
# posto) ha mosso $moves volte sull'altra scacchiera mentre chi legge non
# muoveva.
reminder-gentleman =
    Il tuo compagno { $partner } ({ $seat }) ha fatto { $moves ->
        [one] una mossa
       *[other] { $moves } mosse
    } da quando tocca a te. Per la regola del fair play, se non muovi entro il giorno { $by }, perdi per tempo e la tua squadra perde l'incontro.

## Le parole intorno a una scacchiera di testo ($color: White o Black;
## $board: A o B; $pieces: i pezzi in riserva, in lettere, o "-")

board-hand =
    Riserva { $color ->
        [White] del Bianco
       *[Black] del Nero
    }: { $pieces }
board-hand-on =
    Riserva { $color ->
        [White] del Bianco
       *[Black] del Nero
    } sulla { $board }: { $pieces }
# I titoli sopra le due scacchiere del bughouse: brevi (una scacchiera è
# larga 33 caratteri).
board-title-to-move =
    { $board }: tocca { $color ->
        [White] al Bianco
       *[Black] al Nero
    }
board-title-waits =
    { $board }: { $color ->
        [White] il Bianco
       *[Black] il Nero
    } attende un pezzo
board-title-mated =
    { $board }: matto { $color ->
        [White] al Bianco
       *[Black] al Nero
    }
board-title-won =
    { $board }: { $color ->
        [White] il Bianco
       *[Black] il Nero
    } ha vinto
board-title-stalemate = { $board }: stallo
board-title-drawn = { $board }: patta
# $team: 1 o 2; $a, $b: i punti delle squadre (1, 1/2, 2 1/2...).
board-match-won = Incontro finito: vince la squadra { $team } ({ $a } - { $b })
board-match-drawn = Incontro finito in parità ({ $a } - { $b })
board-tandem-legend = T/t = tandem di due pedoni
