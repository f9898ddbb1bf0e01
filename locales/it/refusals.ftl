# Perché i comandi di una mail non sono stati eseguiti: la frase che la mail
# di errore riporta dopo "Non ho potuto fare quello che chiedeva la tua mail:".
# Le parole dei comandi (game, resign, unobserve...) restano in inglese:
# sono quello che scrive il giocatore.

refuse-game-not-started-yet = una partita inizia solo quando tutti i giocatori l'hanno accettata, quindi la mail che contiene la sfida non può contenere anche mosse o altri comandi per quella partita. Manda la sfida da sola, e la tua mossa quando la partita sarà iniziata

# $what: quello che chiedeva la mail.
refuse-no-game =
    { $what ->
        [move] non hai nessuna partita in cui muovere
        [resign] non hai nessuna partita da abbandonare
        [draw-offer] non hai nessuna partita in cui proporre la patta
        [draw-claim] non hai nessuna partita in cui reclamare la patta
        [conditions-give] non hai nessuna partita in cui indicare mosse condizionali
        [conditions-list] non hai nessuna partita con mosse condizionali da elencare
        [conditions-clear] non hai nessuna partita in cui cancellare mosse condizionali
        [show] non hai nessuna partita da mostrare
        [history] non hai nessuna partita di cui mostrare le mosse
        [say] non hai nessuna partita in cui scrivere agli altri giocatori
        [accept] non hai nessuna sfida da accettare
        [decline] non hai nessuna sfida da rifiutare
        [abort] non hai nessuna partita da annullare
       *[other] non hai nessuna partita a cui applicare questo comando
    }
game-number-of = #{ $id } ({ $variant })
refuse-several-games = hai più di una partita ({ $games }); aggiungi una riga come "game { $id }" per indicare a quale ti riferisci, oppure rispondi alla mail del bot su quella partita
refuse-forged-other-address = Una mail con il tuo indirizzo come mittente ha cercato di agire nella partita #{ $id }, in cui non giochi, attraverso l'indirizzo segreto di un altro giocatore. { refuse-if-it-was-you }
refuse-forged-not-secret = Una mail con il tuo indirizzo come mittente ha cercato di agire nella partita #{ $id }, ma non è arrivata al tuo indirizzo segreto. { refuse-if-it-was-you }
refuse-if-it-was-you = Se eri tu, rispondi all'ultima mail del bot sulla partita (il suo indirizzo di risposta, Reply-To, contiene il tuo codice segreto); altrimenti qualcuno ha cercato di agire al posto tuo, e non è stato fatto nulla.
refuse-observer-acts = osservi la partita #{ $id } ma non la giochi: solo i giocatori possono muovere o agire in una partita, e "say" arriva solo a loro. Come spettatore ricevi per mail ogni posizione; con "unobserve { $id }" smetti di riceverle
refuse-not-a-player = non giochi nella partita #{ $id }
refuse-no-such-game = la partita #{ $id } non esiste

# Mosse condizionali ("if ...").
refuse-if-no-opponent = sulla tua scacchiera non c'è nessun avversario a cui rispondere
refuse-if-your-move = nella partita #{ $id } tocca a te: manda la tua mossa nella stessa mail della variante condizionale, che allora parte dalla posizione dopo quella mossa
refuse-if-too-many = hai già { $lines } varianti condizionali nella partita #{ $id }, il massimo consentito; "conditions clear" le cancella

# L'analisi ("analyse N").
refuse-analyse-which = quale partita? Scrivi "analyse N" con il numero della partita, oppure rispondi a una mail sulla partita
refuse-analyse-private = la partita #{ $id } è privata: solo i suoi giocatori possono chiederne l'analisi
refuse-analyse-in-play = la partita #{ $id } è ancora in corso: il motore analizza una partita solo quando è finita, per i giocatori come per gli spettatori (fair play). Richiedi l'analisi a partita finita
refuse-analyse-not-started = la partita #{ $id } non è ancora iniziata: non c'è ancora niente da analizzare
# $status: declined o aborted.
refuse-analyse-not-played =
    la partita #{ $id } è stata { $status ->
        [declined] rifiutata
       *[aborted] annullata
    }: non c'è niente da analizzare
refuse-analyse-no-moves = la partita #{ $id } è finita prima che qualcuno muovesse: non c'è niente da analizzare
refuse-analyse-unreadable = non si riesce a leggere l'analisi della partita #{ $id }; l'amministratore del server è stato avvisato
refuse-analyse-no-engine = su questo server il motore non è attivo (l'amministratore lo ha disattivato): non si possono fare analisi
refuse-analyse-asked-already = hai già chiesto l'analisi della partita #{ $id }: è in coda, e ti arriverà per mail appena il motore l'avrà finita
refuse-analyse-daily-limit = nelle ultime 24 ore hai chiesto { $today ->
        [one] { $today } nuova analisi
       *[other] { $today } nuove analisi
    }, e questo server ne fa { $per_day } al giorno per ogni giocatore: riprova domani (un'analisi già fatta ti viene rimandata in qualsiasi momento)
analysis-queued-subject = Partita #{ $id } in coda per l'analisi
# $kind: come in analysis.ftl ("single": un turno è una mossa; "double").
analysis-queued =
    La partita #{ $id } è in coda per l'analisi del motore{ $ahead ->
        [0] {""}
        [one] {" "}(la precede un'altra partita)
       *[other] {" "}(la precedono altre { $ahead } partite)
    }. L'analisi arriverà in questa conversazione quando il motore avrà finito, di solito entro pochi minuti: un riepilogo per ogni giocatore, { $kind ->
       *[other] i momenti decisivi con la mossa migliore
    }, il grafico della valutazione e la partita con l'analisi in allegato, in { $format }.

# Sfide, partite e giocatori.
refuse-unknown-variant = il gioco "{ $name }" non esiste; i giochi disponibili sono: { $games }
refuse-did-you-mean = { $problem }. Forse intendevi "{ $close }"?
refuse-time-control-too-long = una cadenza può concedere al massimo { $days } giorni (per al massimo { $moves } mosse)
refuse-variant-unsupported = il gioco { $variant } non è ancora disponibile su questo server
refuse-from-position = la posizione dopo "from" non si può usare: { $error }
refuse-from-position-over = in quella posizione la partita è già finita: chi ha il tratto non ha nessuna mossa legale
refuse-game-for-four = { $name } è un gioco a quattro: scrivi "new { $name } with COMPAGNO against AVVERSARIO1 AVVERSARIO2" (tu hai il Bianco sulla scacchiera A, il tuo compagno il Nero sulla B)
refuse-game-for-two = { $name } è un gioco a due: scrivi "new { $name } with INDIRIZZO"
refuse-bad-address =
    "{ $address }" non è un indirizzo e-mail a cui il bot possa scrivere ({ $problem ->
        [form] non ha la forma nome@example.org
        [ascii] si accettano solo indirizzi in caratteri ASCII semplici
        [no-at] manca la @
        [two-at] contiene più di una @
        [local-length] la parte prima della @ è vuota o troppo lunga
        [local-character] la parte prima della @ contiene un carattere o un punto fuori posto
        [domain-length] il dominio è vuoto o troppo lungo
       *[domain-host] il dominio non è un nome di host valido
    }); scrivi l'indirizzo nella forma nome@example.org
refuse-bot-as-opponent = il bot arbitra le partite ma non le gioca; sfida una persona
refuse-challenge-yourself = non puoi sfidare te stesso
refuse-named-twice = { $address } compare due volte; ogni giocatore deve avere un indirizzo suo
refuse-play-as = nel gioco { $variant } puoi scegliere solo "as { $a }" o "as { $b }"
refuse-not-waiting-for-answer = la partita #{ $id } non è in attesa di una risposta
refuse-abort-tournament-game = la partita #{ $id } fa parte del torneo #{ $tournament } e non si può annullare: abbandonala, oppure ritirati dal torneo con "withdraw { $tournament }"
refuse-abort-too-late = la partita #{ $id } non si può più annullare: entrambe le parti hanno già mosso (puoi abbandonare o proporre la patta)
refuse-say-partner = "say partner" vale solo nel bughouse a quattro; usa "say TESTO"
refuse-say-too-long = un messaggio con "say" può avere al massimo { $chars } caratteri; dividilo su più righe
refuse-no-rules-text = per il gioco { $variant } non c'è ancora un testo con le regole
refuse-internal = si è verificato un errore interno del bot ({ $detail }); non è stato fatto nulla. Se succede di nuovo, avvisa l'amministratore del server

# Sfide aperte e conferme.
refuse-one-confirmation-per-mail = una mail può contenere un solo "seek", "accept seek", "observe", "follow" o "join" che richiede la tua conferma; manda gli altri uno per mail
refuse-seek-requests-waiting = hai molte sfide aperte in attesa di conferma; confermale (rispondendo alle mail del bot) o aspetta una settimana
refuse-confirmation-other-address = questa conferma deve arrivare dall'indirizzo che ha fatto la richiesta
refuse-confirmation-unreadable = la richiesta a cui si riferisce questa conferma non è più leggibile; manda di nuovo il comando
refuse-seek-four-as = nel gioco { $variant } scacchiere e colori li decide l'abbinamento: scrivi "seek" senza "as" (a ognuno viene comunicato dove gioca)
refuse-seek-two-partner = il gioco { $variant } si gioca in due: scrivi "seek" senza compagno
refuse-bot-as-partner = il bot arbitra le partite ma non le gioca; indica come compagno una persona
refuse-partner-yourself = il tuo compagno dev'essere qualcun altro: indica il suo indirizzo
# $partner: l'indirizzo del compagno, o "none" se il limite è di chi scrive.
refuse-seek-limit =
    { $partner ->
        [none] hai
       *[other] { $partner } ha
    } { $open } sfide aperte, il massimo consentito a un giocatore; prima ritirane una con "unseek N" ("seeks" le elenca)
refuse-seek-never = non c'è mai stata una sfida aperta #{ $n } ("seeks" elenca quelle ancora aperte)
refuse-seek-closed = la sfida aperta #{ $n } non c'è più: è stata accettata, ritirata o è scaduta ("seeks" elenca quelle ancora aperte)
refuse-seek-own = la sfida aperta #{ $n } è tua: deve accettarla qualcun altro ("unseek { $n }" la ritira)
# $max: un numero, o "none" se non c'è un limite superiore.
refuse-seek-rating =
    la sfida aperta #{ $n } è per giocatori con un rating { $max ->
        [none] da { $min } in su
       *[other] tra { $min } e { $max }
    } nel gioco { $variant }; il tuo è { $rating }
refuse-unseek-none = non hai nessuna sfida aperta #{ $n } ("seeks" elenca le tue, contrassegnate)

# Tornei.
refuse-no-tournament = il torneo #{ $id } non esiste; "tournaments" elenca quelli aperti alle iscrizioni
# $what: il comando rifiutato (join, leave, start).
refuse-tournament-started =
    { $what ->
        [leave] il torneo #{ $id } è già iniziato, quindi non puoi più ritirare l'iscrizione: per ritirarti, scrivi "withdraw { $id }" (le tue partite in corso contano come perse)
        [start] il torneo #{ $id } è già iniziato
       *[join] il torneo #{ $id } è già iniziato, quindi non puoi più iscriverti
    }
refuse-tournament-over = il torneo #{ $id } è finito
refuse-tournament-called-off = il torneo #{ $id } è stato annullato
refuse-tournament-name = il nome del torneo non si può usare: { $problem }
refuse-tournament-name-brackets = il nome di un torneo non può contenere [ o ] (servono all'oggetto delle sue mail)
refuse-tournament-size = un torneo ha da { $min } a { $max } iscritti: scrivi "players MIN-MAX" entro questi limiti, per esempio "players 4-8"
refuse-tournament-start-date = la data d'inizio deve essere entro i prossimi { $days } giorni
refuse-join-named-partner = { $who } ti ha indicato come compagno nel torneo #{ $id }: scrivi "join { $id }" per fare squadra insieme, oppure "leave { $id }" per rifiutare
# $waiting: yes quando la squadra di chi scrive aspetta la conferma del compagno.
refuse-join-already =
    sei già nel torneo #{ $id }{ $waiting ->
        [yes] {" "}(la tua squadra aspetta la conferma del compagno)
       *[no] {""}
    }
refuse-join-teams = i tornei di { $variant } sono per squadre di due: scrivi "join { $id } with COMPAGNO" (l'indirizzo del tuo compagno, che poi conferma)
refuse-join-single = i tornei di { $variant } sono individuali: scrivi "join { $id }"
refuse-tournament-full = il torneo #{ $id } è al completo: ha già { $max } iscritti, il massimo previsto
refuse-partner-already-in = { $address } è già nel torneo #{ $id }
refuse-not-in-tournament = non sei tra gli iscritti del torneo #{ $id }
refuse-start-not-organiser = solo l'organizzatore del torneo #{ $id } può farlo partire; il torneo parte anche da solo quando gli iscritti arrivano a { $max }
refuse-withdraw-not-started = il torneo #{ $id } non è ancora iniziato: per lasciarlo scrivi "leave { $id }"
refuse-withdrawn-already = hai già lasciato il torneo #{ $id }
refuse-start-too-few =
    il torneo #{ $id } ha { $entrants ->
        [one] { $entrants } iscritto
       *[other] { $entrants } iscritti
    }; per partire gliene servono almeno { $min }

# Ferie.
refuse-vacation-already = sei già in ferie fino al giorno { $until }; scrivi "vacation off" per rientrare (poi potrai prenderne altre)
refuse-vacation-days-left =
    { $left ->
        [0] quest'anno non ti restano giorni di ferie (ne hai { $allowance } all'anno)
        [one] quest'anno ti resta solo 1 giorno di ferie (su { $allowance }): scrivi "vacation 1"
       *[other] quest'anno ti restano solo { $left } giorni di ferie (su { $allowance }): scrivi "vacation { $left }" o meno
    }
refuse-vacation-none = non sei in ferie

# Rating e nomi in classifica.
refuse-ratings-no-player = nessun giocatore con l'indirizzo { $address } ha un rating su questo server. Scrivi "ratings GIOCO" per la classifica di un gioco; i giochi sono: { $games }
# $close: il gioco dal nome più vicino, o "none".
refuse-ratings-unknown =
    non c'è nessun gioco e nessun giocatore che si chiami "{ $words }".{ $close ->
        [none] {""}
       *[other] {" "}Forse intendevi "ratings { $close }"?
    } I giochi sono: { $games }; un giocatore si indica con il suo indirizzo o con il nome che compare in classifica
refuse-name-reserved = "{ $name }" è una parola che il bot legge come un comando o un gioco; scegli un altro nome
refuse-name-taken = c'è già un altro giocatore che si chiama "{ $name }"; scegli un altro nome
name-problem-empty = un nome deve contenere almeno una lettera
name-problem-too-long = il nome è lungo { $chars } caratteri; un nome può averne al massimo { $max }
name-problem-control = il nome contiene un carattere di controllo o invisibile; scrivilo con lettere normali
name-problem-address = il nome sembra un indirizzo e-mail (una @, oppure "at" prima di un dominio); la classifica non mostra mai gli indirizzi, quindi scegli un nome che non ne contenga

# Il computer.
refuse-level-without-computer = "level" vale solo per una partita contro il computer: scrivi "with computer level 3"
refuse-computer-off = su questo server il computer non gioca (l'amministratore lo ha disattivato): sfida una persona
refuse-computer-games =
    hai { $playing ->
        [one] { $playing } partita
       *[other] { $playing } partite
    } in corso contro il computer, e questo server ne consente { $allowed } alla volta: prima finiscine una (o abbandonala)

# Osservare e seguire.
refuse-observe-own-game = giochi nella partita #{ $id }: ricevi già le sue mail come giocatore
refuse-observe-private = la partita #{ $id } è privata: i suoi giocatori la tengono per sé, quindi nessuno può osservarla
# $status: finished, declined o aborted; $result: 1-0, 0-1, 1/2-1/2 o none.
refuse-observe-over =
    la partita #{ $id } { $status ->
        [declined] è stata rifiutata
        [aborted] è stata annullata
       *[finished] è finita{ $result ->
            [none] {""}
          *[other] {" "}({ $result })
        }
    }: non c'è più niente da osservare
refuse-observe-not-started = la partita #{ $id } non è ancora iniziata: non tutti i giocatori hanno accettato di giocarla; potrai osservarla quando l'avranno fatto
refuse-observe-limit = osservi già { $count } partite, il massimo che il bot consente a un indirizzo; prima smetti di osservarne una con "unobserve N" ("observe" le elenca)
refuse-follow-yourself = non puoi seguire te stesso: le mail delle tue partite le ricevi già come giocatore
refuse-follow-bot = il bot non gioca partite da seguire; segui un giocatore
refuse-follow-limit = segui già { $count } giocatori, il massimo che il bot consente a un indirizzo; prima smetti di seguirne uno con "unfollow INDIRIZZO"
refuse-one-watch-confirmation-per-mail = una mail può contenere un solo "observe", "follow" o "join" che richiede la tua conferma; manda gli altri uno per mail
refuse-watch-requests-waiting = hai { $pending } richieste in attesa di conferma (per osservare, seguire o iscriverti); confermale (rispondendo alle mail del bot) o aspetta una settimana
refuse-confirmation-none = non c'è nessuna richiesta in attesa di questa conferma (è già stata confermata, o è più vecchia di { $days } giorni); manda di nuovo il comando
refuse-observe-tournament-private = il torneo #{ $id } è privato: nessuno può osservarne le partite
refuse-observe-tournament-over = il torneo #{ $id } è finito: non c'è più niente da osservare
refuse-observe-limit-tournaments = osservi già { $count } tra partite e tornei, il massimo che il bot consente a un indirizzo; prima smetti di osservarne uno con "unobserve" ("observe" li elenca)

# Una mail nel suo insieme.
refuse-too-many-commands = la tua mail contiene { $lines } righe di comandi; il bot ne accetta al massimo { $max } per mail
refuse-too-many-challenges = la tua mail contiene { $challenges } sfide; il bot ne accetta al massimo { $max } per mail
# Prima dell'aiuto, quando arriva senza che sia stato chiesto. $game: il
# numero della partita, o "none".
help-preface-unknown-line =
    "{ $line }" non è un comando che conosco{ $game ->
        [none] {""}
       *[other] {" "}(partita #{ $game })
    }, quindi ecco come si gioca.
help-preface-no-command = La tua mail non conteneva nessun comando che conosco, quindi ecco come si gioca.

# Limiti: ciò che impedisce a chi scrive di sommergere di mail il bot o qualcun altro.
refuse-mail-too-large = la tua mail pesa { $size }; il bot legge mail fino a { $max }. Scrivi i tuoi comandi in una mail breve, in testo semplice e senza allegati
refuse-challenges-per-day = nelle ultime 24 ore hai lanciato { $recent } sfide, il massimo che il bot accetta da un giocatore in un giorno; riprova domani
refuse-open-challenges = hai già { $open } sfide in attesa di risposta, il massimo che il bot consente a un giocatore; aspetta le risposte, oppure ritirane una con "abort" (e "game N")
refuse-tournaments-per-day = nelle ultime 24 ore, tra tornei creati e iscrizioni, sei a quota { $recent }, il massimo che il bot accetta da un giocatore in un giorno; riprova domani
refuse-open-tournaments = organizzi { $open } tornei non ancora iniziati, il massimo che un organizzatore può avere aperti; prima fanne partire uno ("start N") o annullane uno ("leave N")
refuse-invitee-limit = { $invitee } ha già ricevuto nell'ultima ora tutte le mail che il bot manda a un indirizzo; potrai rilanciare la sfida dopo il giorno { $until }
limit-notice-subject = La tua mail non è stata letta
limit-notice =
    Questo indirizzo ha ricevuto dal bot { $count } risposte nell'ultima ora: è il massimo che il bot manda a un indirizzo in un'ora (così nessuno può intasare la casella di qualcun altro con mail mandate a suo nome).

    Le mail da questo indirizzo non vengono lette fino al giorno { $until }, e niente di quello che contengono viene eseguito. Le mail delle partite (le mosse dei tuoi avversari, i promemoria, i risultati) continuano ad arrivarti. Rimanda la tua mail dopo quel momento.
refuse-game-not-started = la partita #{ $id } non è ancora iniziata: non tutti i giocatori hanno accettato
# $status: finished, declined o aborted; $result: 1-0, 0-1, 1/2-1/2 o none.
refuse-game-over =
    la partita #{ $id } { $status ->
        [declined] è stata rifiutata
        [aborted] è stata annullata
       *[finished] è finita{ $result ->
            [none] {""}
          *[other] {" "}({ $result })
        }
    }
refuse-forged-settings = Una mail con il tuo indirizzo come mittente ha cercato di cambiare le tue impostazioni (ferie o promemoria), ma non è arrivata a uno dei tuoi indirizzi segreti. { refuse-if-it-was-you }
# Dopo analysis-queued: quanto tempo, più o meno, il motore lavora sulla partita
# (minuti interi, almeno 1; prima tocca alle partite che la precedono in coda).
analysis-queued-time =
    Il motore impiegherà circa { $minutes ->
        [one] un minuto
       *[other] { $minutes } minuti
    } per analizzare questa partita.
