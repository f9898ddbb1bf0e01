# Perché una riga di una mail non si è potuta leggere come comando. Le parole
# dei comandi e le forme dopo "Scrivi:" restano in inglese: sono quello che
# scrive il giocatore.

# $close: il comando di cui la riga sembra un errore di battitura, o "none".
command-unknown =
    "{ $line }" non è né un comando né una mossa. { $close ->
        [none] Scrivi "help" per l'elenco dei comandi.
       *[other] Forse intendevi "{ $close }"?
    }
command-missing = "{ $line }": il comando "{ $command }" è incompleto. Scrivi: { $usage }
command-bad = "{ $line }": "{ $argument }" { $problem }. Scrivi: { $usage }

# Che cosa non va nelle parole dopo un comando ($argument in command-bad):
# ciascuno segue le parole citate, come predicato.
# $close: una parola chiave di cui la parola sembra un errore di battitura, o "none".
arg-not-understood =
    qui non è previsto{ $close ->
        [none] {""}
       *[other] {" "}(forse intendevi "{ $close }"?)
    }
arg-not-game-number = non è un numero di partita
arg-not-variant = non è il nome di un gioco
arg-as-side = va seguito da un colore o un posto, per esempio "as black"
arg-level = va seguito da un livello da 1 a { $max }, per esempio "level 3"
arg-not-address = non è un indirizzo e-mail
arg-not-address-close = non è un indirizzo e-mail (forse intendevi "{ $close }"?)
arg-not-partner-address = non è un indirizzo e-mail (quello del tuo compagno)
arg-cannot-claim = non si può reclamare
arg-several-variants = contiene più di un nome di gioco
arg-several-games = contiene più di un nome di gioco
arg-not-move = non è una mossa
arg-if-needs-answer = va seguito dalla tua risposta
arg-if-condition-without-answer = è una condizione a cui manca la tua risposta
arg-if-too-long = contiene { $turns } mosse (turni, nei giochi con due mosse per turno); una variante condizionale può averne al massimo { $max }
arg-not-seek-number = non è il numero di una sfida aperta
arg-not-one-seek-number = non è il numero di una sola sfida aperta
arg-seek-game-first = non è il nome di un gioco: scrivi prima il gioco, come in "seek chess"
arg-needs-colour = ammette solo "white" o "black"
arg-rating-two-numbers = richiede due numeri, come in "rating 1400-1700"
arg-rating-upside-down = ha i limiti invertiti: prima va il rating più basso, come in "rating { $low }-{ $high }"
arg-rating-too-high = supera { $max }, un rating che nessuno raggiunge
arg-days-number = richiede un numero di giorni, da 1 in su
arg-moves-need-days = richiede anche i giorni, come in "{ $moves } moves in 30 days"
arg-vacation-zero = non è un numero di giorni valido (per rientrare dalle ferie, scrivi "vacation off")
arg-not-days = non è un numero di giorni
arg-not-duration = non è una durata come "12h", "30m", "2d" o "1 day 6 hours"
# $what: after (l'attesa prima di un promemoria) o before (la scadenza).
arg-duration-zero =
    { $what ->
        [after] è un'attesa troppo breve
       *[before] è troppo poco tempo prima della scadenza
    }
arg-not-reminder-setting = non è un'impostazione dei promemoria
arg-not-language = non è una delle lingue disponibili: { $codes }
arg-not-language-close = non è una delle lingue disponibili (forse intendevi "{ $close }"?)
arg-not-notation = non è una delle notazioni disponibili: { $codes }
arg-not-notation-close = non è una delle notazioni disponibili (forse intendevi "{ $close }"?)
arg-tournament-name-quotes = non è un nome tra virgolette: il nome del torneo va dopo il gioco, tra virgolette
arg-no-closing-quote = non ha le virgolette di chiusura dopo il nome
arg-empty-name = è un nome vuoto
arg-withdrawals = ammette solo "fide" o "iccf"
arg-players = richiede un numero, o due come in "players 4-8"
arg-start-date = richiede una data nella forma 2026-12-01
arg-not-tournament-number = non è il numero di un torneo
arg-not-on-off = non è né "on" né "off"
arg-not-private-public = non è né "private" né "public"

# Le forme di ogni comando, dopo "Scrivi:". Le parole dei comandi restano in
# inglese; le parole in maiuscolo sono quello che il giocatore mette al loro
# posto (come in help.txt).
usage-accept = accept seek N (il numero della sfida aperta in "seeks")
usage-analyse = analyse PARTITA (il suo numero, come 42), oppure solo analyse, rispondendo a una mail sulla partita
usage-claim = claim draw
usage-conditions = conditions (per elencare le tue varianti condizionali), oppure conditions clear
usage-follow = follow INDIRIZZO
usage-followers = followers on, oppure followers off
usage-games = games (l'elenco), games private, oppure games public
usage-join = join N (il numero del torneo), oppure join N with COMPAGNO nei giochi a quattro
usage-language = language en|de|ru|pl|it|es|fr|nl|pt, oppure language (per vedere la tua)
usage-move = move MOSSA, per esempio: move e4
usage-notation = notation en|de|ru|pl|it|es|fr|nl|pt|figurine|iccf, oppure notation (per vedere la tua)
usage-notify = notify seeks GIOCO, oppure notify seeks off
usage-observe = observe PARTITA (il suo numero, come 42), observe tournament N, oppure observe (per elencare quello che osservi)
usage-remind = remind on, remind off, remind digest, remind after 12h, remind before 2h, oppure remind default
usage-rules = rules, oppure rules GIOCO
usage-say = say TESTO (nel bughouse: say partner TESTO)
usage-seek = seek GIOCO [days N | M moves in D days] [casual] [as white|black] [rating MIN-MAX] [private], oppure seek bughouse [with COMPAGNO]
usage-seeks = seeks, oppure seeks GIOCO
usage-unfollow = unfollow INDIRIZZO, oppure unfollow all
usage-unobserve = unobserve PARTITA, unobserve tournament N, oppure unobserve all
usage-unseek = unseek N (il numero della tua sfida aperta), oppure unseek all
usage-vacation = vacation N (giorni), oppure vacation off
usage-if = if SUA then MIA, oppure una variante condizionale: if SUA MIA SUA MIA ... (mosse separate da spazi; nei giochi con due mosse per turno, le due mosse di un turno unite da una barra, come Cf3/e4)
usage-new = new GIOCO with INDIRIZZO [as white|black] [days N | M moves in D days] [from FEN], oppure new bughouse with COMPAGNO against AVVERSARIO1 AVVERSARIO2; "computer" [level 1-8] può stare al posto di qualsiasi altro giocatore
usage-tournament = tournament new GIOCO "NOME" [double] [players MIN-MAX] [days N | M moves in D days] [casual] [private] [starts DATA] [withdrawals iccf], tournaments, oppure tournament N
