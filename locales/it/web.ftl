# L'archivio web (`[web]`, templates/web/): le parole delle sue pagine, nella
# lingua scelta dal gestore (`[web] language`). Le pagine prendono anche le
# parole delle mail dove dicono la stessa cosa: i nomi dei giochi
# (`variant`), i posti (`seat`), le cadenze, i risultati (`outcome-win`...),
# "Tocca a X" (`observed-to-move`), l'analisi (`analysis-summary`...).
# I comandi che un lettore scrive al bot ("accept seek N", "ratings GIOCO")
# restano come sono: il bot li legge in inglese da tutti.

## Ogni pagina

# I link in cima a ogni pagina.
web-nav-games = Partite
web-nav-ratings = Rating
web-nav-seeks = Sfide aperte
web-nav-tournaments = Tornei
# Il piede di ogni pagina. $site: il titolo del sito (di solito il nome del
# bot); $written: quando è stata scritta la pagina, data e ora
# (7 dicembre 2026, 14:05 UTC).
web-footer = Partite per corrispondenza arbitrate per mail da { $site }. I giocatori compaiono con il nome che hanno scelto, o con il loro indirizzo abbreviato; le partite che un giocatore tiene private non sono mostrate. Pagina generata il { $written }.

## L'indice

web-index-in-play = Partite in corso
web-index-none-in-play = Al momento nessuna partita è in corso.
web-index-results = Risultati recenti
web-index-no-results = Nessuna partita è ancora finita.
web-index-all-games = Tutte le partite
# Sotto "Tutte le partite", prima della prima partita.
web-index-no-games = Ancora nessuna.
# Accanto all'elenco dei rating di ogni gioco: quanti giocatori vi hanno un
# rating definitivo ($n).
web-rated-players =
    { $n ->
        [one] { $n } giocatore con rating
       *[other] { $n } giocatori con rating
    }
# Un elenco delle partite per numero: il suo link nell'indice, il titolo e
# l'intestazione. $first, $last: il primo e l'ultimo numero dell'elenco.
web-games-range = Partite da { $first } a { $last }

## Una partita in un elenco, e a che punto è

# Una partita finita. $result: 1-0, 0-1 o 1/2-1/2; $how: come è finita (Il
# Bianco vince per scacco matto); $day: il giorno in cui è finita.
web-game-over-on = { $result } ({ $how }), { $day }
# Lo stesso quando il giorno in cui è finita non si conosce.
web-game-over = { $result } ({ $how })
# Una partita in corso. $day: il giorno della sua ultima mossa.
web-line-last-move = in corso, ultima mossa il { $day }
web-line-no-move = in corso, ancora nessuna mossa

## Un elenco di partite per numero

web-list-none = Nessuna partita pubblica tra questi numeri.
# I link agli elenchi dei numeri precedenti e successivi.
web-list-before = Partite precedenti
web-list-after = Partite successive

## La pagina di una partita

# Il titolo e l'intestazione. $id: il numero della partita; $variant: il
# nome del gioco (Scacchi).
web-game-title = Partita #{ $id }: { $variant }
# I nomi dei dati in cima alla pagina di una partita (e di un torneo); i
# giocatori sono indicati con il loro posto (Bianco, Nero...).
web-fact-game = Gioco
web-fact-result = Risultato
web-fact-state = Stato
web-fact-started = Inizio
web-fact-record = Formulario
web-fact-form = Formula
# Il gioco e le sue condizioni. $variant: il nome del gioco; $rated: yes (il
# risultato cambia i rating) o no; $control: la cadenza (3 giorni per mossa).
web-game-terms =
    { $variant }, { $rated ->
        [yes] valida per il rating
       *[no] amichevole
    }; { $control }
# Il link che scarica il formulario della partita. $kind: PGN, o BPGN per i
# giochi a due scacchiere.
web-game-record = { $kind } della partita
# I link alla prima posizione, all'ultima e alle mosse.
web-jump-start = Inizio
web-jump-final = Posizione finale
web-jump-now = Posizione attuale
web-moves = Mosse
web-no-move-yet = Ancora nessuna mossa.

## Le posizioni di una partita: un'immagine per ciascuna, da scorrere con i link

# L'intestazione della posizione dopo un turno. $turn: il turno con il suo
# numero (12... Cf6).
web-position-after = Dopo { $turn }
# L'intestazione della prima posizione.
web-position-start = Posizione iniziale
# I link alla prima posizione, alla precedente e alla successiva (le frecce
# indicano la direzione).
web-step-first = |< inizio
web-step-back = < indietro
web-step-next = avanti >
# Che cosa sono quei link, per un lettore di schermo.
web-steps-label = Scorri le posizioni

## L'analisi dopo la partita

web-analysis = Analisi
# Sotto "Analisi di ...": che cosa mostra il grafico.
# $kind: come in analysis.ftl ("single": un turno è una mossa; "double").
web-analysis-legend =
    Le probabilità di vittoria del Bianco dopo ogni { $kind ->
        [double] turno
       *[single] mossa
    }; un punto piccolo segnala un errore, uno grande un errore grave.
# La valutazione di un turno, dal punto di vista del Bianco: in pedoni
# (+0.35), un matto in tanti turni (#3, #-2), ? se sconosciuta; oppure la
# fine della partita dopo quel turno: matto o patta.
web-eval =
    { $eval ->
        [mate] matto
        [draw] patta
       *[other] { $eval }
    }

# Dopo un turno giudicato un errore: il turno che il motore ha trovato
# migliore ($better, come 12. Cf3).
web-analysis-better = era meglio { $better }

## Le classifiche

web-ratings = Rating
# Il titolo e l'intestazione della classifica di un gioco. $variant: il nome
# del gioco.
web-ratings-title = Classifica: { $variant }
# $established: quanti giocatori hanno un rating definitivo; $variant: il
# nome del gioco; $listed: all (sono elencati tutti) o best (solo i primi
# $shown).
web-ratings-intro =
    { $established ->
        [one] { $established } giocatore ha
       *[other] { $established } giocatori hanno
    } un rating definitivo nel gioco { $variant } (Glicko-2, con una deviazione di 110 o meno){ $listed ->
        [best] ; qui sono elencati i primi { $shown }
       *[all] {""}
    }. I rating provvisori non sono elencati.
# Le intestazioni delle colonne (la prima è il posto, "#"; la terza la
# deviazione del rating, "±", che questa parola spiega).
web-ratings-player = Giocatore
web-ratings-rating = Rating
web-ratings-deviation = deviazione
web-ratings-games = Partite
web-ratings-about = Un rating per gioco e per giocatore, aggiornato dal risultato di ogni partita valida per il rating. Scrivi "ratings GIOCO" al bot per ricevere la stessa classifica per mail.

## Le sfide aperte

web-seeks-title = Sfide aperte
# $accept: il comando che accetta una sfida aperta (accept seek N); $bot:
# l'indirizzo del bot, un link; $seek: il comando che ne pubblica una (seek
# VARIANT).
web-seeks-intro = Giocatori in cerca di un avversario. Per accettarne una, scrivi { $accept } a { $bot } (il link accanto a ogni sfida compila il comando per te); per pubblicarne una tua, scrivi { $seek }.
# Dopo le sfide elencate: $more: quante altre sono aperte; $seeks: il
# comando che le elenca tutte (seeks).
web-seeks-more =
    { $more ->
        [one] … e { $more } altra: scrivi { $seeks } al bot per vederle tutte.
       *[other] … e altre { $more }: scrivi { $seeks } al bot per vederle tutte.
    }

## I tornei

web-tournaments = Tornei
web-tournaments-none = Nessun torneo è ancora iniziato. Scrivi "tournaments" al bot per vedere quelli aperti alle iscrizioni.
# A che punto è un torneo. $state: finished o running.
web-tournament-state =
    { $state ->
        [finished] finito
       *[running] in corso
    }
# Un torneo negli elenchi. $variant: il nome del suo gioco; $state: a che
# punto è (web-tournament-state).
web-tournament-about = { $variant }, { $state }
# Il titolo e l'intestazione della sua pagina. $id: il suo numero; $name: il
# suo nome.
web-tournament-title = Torneo #{ $id }: { $name }
# Come si gioca. $kind: single (ogni coppia si incontra una volta) o double
# (due volte, una con ciascun colore); $entrants: quanti giocano; $rounds: i
# suoi turni (0 quando non si sanno ancora).
web-tournament-form =
    { $kind ->
        [double] doppio girone all'italiana
       *[single] girone all'italiana
    }, { $entrants ->
        [one] { $entrants } iscritto
       *[other] { $entrants } iscritti
    }{ $rounds ->
        [0] {""}
        [one] , { $rounds } turno
       *[other] , { $rounds } turni
    }
web-tournament-crosstable = Tabellone
web-tournament-pairings = Abbinamenti
# Prima di ogni abbinamento. $round: il numero del suo turno.
web-tournament-round = Turno { $round }:
# La partita di un abbinamento non finita: persa a forfait ($who: chi ha
# perso a forfait), in corso, o non giocata.
web-pairing-forfeit = forfait di { $who }
web-pairing-in-play = in corso
web-pairing-unplayed = non giocata
