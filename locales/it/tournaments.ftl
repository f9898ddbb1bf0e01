# I tornei: le risposte ai comandi dei tornei, le mail di un torneo (l'invito
# a un compagno, l'inizio, i tabelloni, la classifica finale), i ritiri e i
# tornei annullati.

## Parole usate in molte mail dei tornei

# Come le mail chiamano un torneo: "Torneo #3, Primavera". $name: il nome
# che gli ha dato chi lo organizza.
tournament-title = Torneo #{ $id }, { $name }

# Un torneo in una riga: "Scacchi, girone all'italiana, da 3 a 16 iscritti,
# 3 giorni per mossa, valido per il rating, regola FIDE sui ritiri".
# $double: yes per un doppio girone, altrimenti no; $size: tournament-size o
# tournament-size-range; $control: la cadenza; $rated: rated o casual;
# $rule: fide o iccf (la regola che si applica quando un iscritto si ritira).
tournament-terms =
    { $variant }, { $double ->
        [yes] doppio girone all'italiana
       *[no] girone all'italiana
    }, { $size }, { $control }, { $rated ->
        [casual] amichevole
       *[rated] valido per il rating
    }, regola { $rule ->
        [iccf] ICCF
       *[fide] FIDE
    } sui ritiri
# Esattamente $n iscritti; $teams: yes quando sono squadre di due.
tournament-size =
    { $teams ->
        [yes] { $n ->
            [one] { $n } squadra di due
          *[other] { $n } squadre di due
        }
       *[no] { $n ->
            [one] { $n } iscritto
          *[other] { $n } iscritti
        }
    }
# Da $min a $max iscritti; $teams: yes quando sono squadre di due.
tournament-size-range =
    { $teams ->
        [yes] da { $min } a { $max } squadre di due
       *[no] da { $min } a { $max } iscritti
    }

# L'oggetto di una mail su un torneo: il suo titolo (tournament-title), poi
# di che mail si tratta ($what: vedi la versione inglese).
tournament-subject =
    { $title }: { $what ->
        [joined] iscrizione registrata
        [waiting-partner] in attesa del tuo compagno
        [team-in] la tua squadra è iscritta
        [ready] pronto per iniziare
        [called-off] annullato
        [team-left] iscrizione della tua squadra ritirata
        [left] iscrizione ritirata
        [started] iniziato
        [withdrew] ritiro registrato
        [team-out] la tua squadra è rimasta fuori
        [partner-late] il tuo compagno non ha confermato
        [entrants] iscritti
        [crosstable] tabellone
        [final] classifica finale
        [section] è iniziato
       *[open] aperto alle iscrizioni
    }
# L'oggetto di una mail con il tabellone: finite $over partite su $total.
crosstable-subject =
    { $title }: tabellone dopo { $over ->
        [one] { $over } partita
       *[other] { $over } partite
    } su { $total }

# La regola sui ritiri, spiegata nella mail d'inizio. $rule: fide o iccf.
tournament-rule =
    { $rule ->
        [iccf] Chi si ritira, o perde tre partite per tempo, lascia il torneo: le sue partite finite restano valide e ogni sua partita in corso conta come persa (regola ICCF).
       *[fide] Chi si ritira, o perde tre partite per tempo, lascia il torneo: le sue partite in corso finiscono e contano come perse; se ha terminato meno della metà delle sue partite, nessuna di esse conta (regola FIDE).
    }

# Una partita come la nomina un elenco: "partita #12".
tournament-game-number = partita #{ $id }

## Le risposte ai comandi dei tornei

# La risposta a "tournament new". $teams: yes quando si iscrivono squadre di
# due (COMPAGNO: l'indirizzo del compagno); $bot: l'indirizzo del bot;
# $starts: la data d'inizio, o none; $min e $max: il minimo di iscritti per
# iniziare e il massimo.
tournament-opened =
    { $title } è aperto alle iscrizioni: { $terms }.

    Per iscriversi, i giocatori scrivono { $teams ->
        [yes] "join { $id } with COMPAGNO" (una squadra di due; il compagno conferma)
       *[no] "join { $id }"
    } a { $bot }. { $starts ->
        [none] Il torneo inizia quando gli iscritti arrivano a { $max }, oppure quando scrivi "start { $id }", se sono almeno { $min }.
       *[other] Il torneo inizia il giorno { $starts }, o prima: quando gli iscritti arrivano a { $max }, oppure quando scrivi "start { $id }", se sono almeno { $min }.
    }

    Lo organizzi tu; per giocarci, iscriviti anche tu. "tournament { $id }" mostra chi si è iscritto; "leave { $id }" annulla il torneo prima dell'inizio.

# La risposta a "join N". $count: gli iscritti finora; $max e $min: il
# massimo e il minimo di iscritti; $starts: la data d'inizio, o none;
# $partner: il compagno di una squadra, o none.
tournament-joined =
    Iscrizione registrata: { $title } ({ $terms }). Iscritti finora: { $count } su un massimo di { $max }. Il torneo inizia { $starts ->
        [none] quando gli iscritti arrivano a { $max }, o quando lo fa partire l'organizzatore (con almeno { $min } iscritti)
       *[other] il giorno { $starts }, o prima se gli iscritti arrivano a { $max } o se lo fa partire l'organizzatore
    }; a quel punto riceverai una mail con i tuoi abbinamenti, e una mail per ciascuna delle tue partite. "leave { $id }" ritira la tua iscrizione prima dell'inizio.{ $partner ->
        [none] {""}
       *[other] {" "}Giochi in squadra con { $partner }.
    }
# A chi ha indicato un compagno: $address: quello del compagno; $wait: per
# quanto il posto resta riservato ("3 giorni").
tournament-partner-asked = Hai chiesto a { $address } di giocare in squadra con te ({ $title }). Il posto della tua squadra resta riservato per { $wait }: la squadra entra nel torneo quando il tuo compagno conferma (rispondendo "join { $id }").
# A chi ha indicato un compagno, quando il compagno ($name) conferma.
tournament-team-confirmed = { $name } ha confermato: giocate in squadra nel { $title }.
# All'organizzatore quando gli iscritti sono $count, il minimo necessario;
# $more: yes quando se ne possono iscrivere altri (fino a $max), altrimenti no.
tournament-ready =
    { $title } ha { $count } iscritti, il minimo necessario: scrivi "start { $id }" per farlo partire{ $more ->
        [yes] , oppure aspetta altri iscritti (fino a { $max })
       *[no] {""}
    }.
# All'organizzatore che lascia un torneo aperto: $told mail ai suoi iscritti.
tournament-organiser-left =
    Organizzavi tu il { $title }: dato che lo lasci, il torneo è annullato e i suoi iscritti sono stati avvisati ({ $told ->
        [one] { $told } mail
       *[other] { $told } mail
    }).
# A chi ha indicato un compagno ($name), che ha rifiutato ("leave N").
tournament-partner-refused = { $name } non gioca in squadra con te ({ $title }): la tua iscrizione è stata ritirata. Iscriviti di nuovo con un altro compagno.
# Al compagno di chi ($name) ha lasciato il torneo prima dell'inizio.
tournament-team-left = { $name } ha lasciato il { $title }: l'iscrizione della tua squadra è stata ritirata.
tournament-you-left = La tua iscrizione al { $title } è stata ritirata.
# La risposta a "withdraw N": $ended partite in corso finite; $annulled: yes
# quando nessuna partita dell'iscritto conta (regola FIDE), altrimenti no.
tournament-withdrew =
    Il tuo ritiro dal { $title } è stato registrato. { $ended ->
        [one] { $ended } partita in corso è finita.
       *[other] { $ended } partite in corso sono finite.
    } { $annulled ->
        [yes] Hai terminato meno della metà delle tue partite, quindi nessuna delle tue partite conta nel tabellone (regola FIDE).
       *[no] Le tue partite finite restano valide; quelle ancora in corso contano come perse.
    }
# L'inizio, comunicato all'organizzatore: $count iscritti, $games partite
# in $rounds turni.
tournament-started =
    { $title } è iniziato: { $count } iscritti, { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    } in { $rounds ->
        [one] { $rounds } turno
       *[other] { $rounds } turni
    }, tutte iniziate ora. Ogni iscritto riceve in una mail il girone con gli abbinamenti, e ogni giocatore una mail per ciascuna delle sue partite.
# Lo stesso, quando l'ultima iscrizione lo ha fatto partire.
tournament-started-full = { $title } è al completo. { $started }

## "tournaments" e "tournament N"

tournament-list-subject = Tornei
tournament-list-open = Tornei aperti alle iscrizioni (scrivi "join N" per giocarne uno):
tournament-list-none = Al momento nessun torneo è aperto alle iscrizioni.
tournament-list-yours = I tuoi:
tournament-list-how =
    "tournament N" mostra un torneo (i suoi iscritti, o il suo tabellone). Per
    organizzarne uno: tournament new GIOCO "NOME" (vedi "help" per le condizioni).
# Un torneo degli elenchi: "#3 Primavera: Scacchi, ...; aperto, 3 iscritti
# su un massimo di 8". $state: tournament-state-*; $mine: yes quando lo
# organizza chi legge; $playing: yes quando ci gioca.
tournament-list-line =
    #{ $id } { $name }: { $terms }; { $state }{ $mine ->
        [yes] ; lo organizzi tu
       *[no] {""}
    }{ $playing ->
        [yes] ; partecipi
       *[no] {""}
    }
# $joined iscritti su un massimo di $max; $starts: la data d'inizio, o none.
tournament-state-open =
    aperto, { $joined ->
        [one] { $joined } iscritto
       *[other] { $joined } iscritti
    } su un massimo di { $max }{ $starts ->
        [none] {""}
       *[other] , inizia il giorno { $starts }
    }
tournament-state-running =
    in corso, { $count ->
        [one] { $count } iscritto
       *[other] { $count } iscritti
    }
tournament-state-finished = finito
tournament-state-called-off = annullato

# "tournament N": $title: tournament-title; $terms: tournament-terms.
tournament-about = { $title }: { $terms }.
tournament-organised-by = Organizzato da { $organiser }.
# Prima dell'inizio: $joined iscritti su un massimo di $max; ne servono $min.
tournament-open-joined =
    Aperto alle iscrizioni: { $joined ->
        [one] { $joined } iscritto
       *[other] { $joined } iscritti
    } su un massimo di { $max }; per iniziare ne servono { $min }.
# Un iscritto di un elenco (" 1. Ann & Ben (1500?)") il cui compagno
# ($partner) non ha ancora confermato.
tournament-entrant-waiting = { $line } (in attesa della conferma di { $partner })
# $starts: la data d'inizio, o none; $max: il massimo di iscritti.
tournament-open-start =
    { $starts ->
        [none] Il torneo inizia quando gli iscritti arrivano a { $max }, o quando lo fa partire l'organizzatore.
       *[other] Il torneo inizia il giorno { $starts }, o prima se gli iscritti arrivano a { $max } o se lo fa partire l'organizzatore.
    }
# Come iscriversi al torneo $id; $teams: yes per le squadre di due
# (COMPAGNO: l'indirizzo del compagno), altrimenti no.
tournament-how-to-join =
    Per giocare, scrivi "join { $id }"{ $teams ->
        [yes] {" "}con l'indirizzo del tuo compagno: "join { $id } with COMPAGNO" (poi il tuo compagno conferma)
       *[no] {""}
    }.
tournament-called-off-on = Il torneo è stato annullato il giorno { $ended }.
tournament-over-standings = Il torneo è finito. La classifica finale:
tournament-in-play = Partite in corso (chi aspetta chi):
# Una partita in corso: "#12, turno 3: Ann contro Dan: tocca a Ann".
# $to_move: chi deve muovere (un nome, due nomi uniti da "e", o nessuno).
tournament-waiting = #{ $id }, turno { $round }: { $white } contro { $black }: tocca a { $to_move }

## L'invito a un compagno

tournament-partner-subject = { $title }: { $leader } ti propone di giocare in squadra
# $leader: chi ha indicato chi legge, $address: il suo indirizzo; $double:
# yes per un doppio girone, altrimenti no; $wait: per quanto il posto resta
# riservato.
tournament-partner-invite =
    { $leader } ({ $address }) ti propone di fare squadra nel { $title }:
    { $terms }.

    Ogni squadra di due gioca contro ciascuna delle altre { $double ->
        [yes] due volte, a colori invertiti
       *[no] una volta
    }; voi due vi alternate
    sulle scacchiere. Per giocare, rispondi a questa mail con

        join { $id }

    Per rifiutare, rispondi con "leave { $id }". Senza una risposta entro
    { $wait } il posto viene lasciato libero.

## L'inizio

# $partner: il compagno che non ha confermato, o none.
tournament-team-out =
    { $title } è iniziato prima che { $partner ->
        [none] il tuo compagno
       *[other] { $partner }
    } confermasse, quindi la tua squadra non partecipa.
# La prima riga della prima mail di ogni partita.
tournament-game-started = La partita è iniziata: { $title }, turno { $round }.
# Le ultime righe di ogni mail di una partita di torneo: $name: il nome del
# torneo, $id: il suo numero.
tournament-game-footer = { $name } (torneo #{ $id }), turno { $round } di { $rounds }: "tournament { $id }" mostra il tabellone.
tournament-start-intro = { $title } è iniziato: { $terms }.
# $count iscritti; $variant: il gioco, i cui rating compaiono nell'elenco
# (un ? dopo un rating provvisorio).
tournament-start-entrants =
    I { $count } iscritti, nell'ordine del loro numero nella tabella degli
    abbinamenti (con il loro rating nel gioco { $variant }; un ? indica un
    rating provvisorio):
# $count: quante partite gioca chi legge.
tournament-start-games =
    Le tue partite ({ $count }; ognuna arriva in una mail a sé, come ogni
    partita: rispondi lì con le tue mosse):
# Una di esse: "Turno 2: partita #14, Bianco contro Ben (1500?)". $seat: il
# posto di chi legge; $name: l'avversario, $rating: il suo rating.
tournament-start-game = Turno { $round }: partita #{ $id }, { $seat } contro { $name } ({ $rating })
# $control: la cadenza; $rated: rated o casual.
tournament-start-control =
    Cadenza: { $control }, in ogni partita. { $rated ->
        [casual] Le partite sono amichevoli: non influiscono sul rating.
       *[rated] Le partite sono valide per il rating.
    }
# $rule: tournament-rule.
tournament-start-withdrawals = Ritiri: { $rule }
tournament-start-ties =
    Spareggio tecnico: a parità di punti, gli iscritti sono classificati in
    base al punteggio Sonneborn-Berger (la somma, partita per partita, dei
    punti ottenuti moltiplicati per i punti totalizzati dall'avversario), poi
    al numero di partite vinte, poi ai risultati degli scontri diretti.
tournament-start-after =
    Dopo ogni partita finita ricevi il tabellone (al massimo una mail al
    giorno; i risultati arrivati a breve distanza aspettano la mail
    successiva), e alla fine la classifica finale con tutte le partite del
    torneo in PGN. "tournament { $id }" mostra il tabellone in qualsiasi
    momento, "withdraw { $id }" ti ritira dal torneo.

## Ritiri e tornei annullati

# Ai giocatori di una partita finita per un ritiro: $name ha lasciato il torneo.
tournament-withdrawal-subject = Partita finita: { $name } ha lasciato il torneo
# $why: withdrew (ha scritto "withdraw N") o time (una terza partita persa
# per tempo); $annulled: yes quando nessuna sua partita conta: ne ha
# terminate $finished su $total, meno della metà (regola FIDE).
tournament-withdrawal-game =
    La partita #{ $id } è finita: { $why ->
        [time] { $name } ha perso tre partite per tempo ed è fuori dal { $title } (ritiro d'ufficio)
       *[withdrew] { $name } ha lasciato il { $title }
    }.
    { $annulled ->
        [yes] Delle sue { $total ->
            [one] { $total } partita
          *[other] { $total } partite
        }, { $name } ne ha { $finished ->
            [one] terminata { $finished }
          *[other] terminate { $finished }
        }, meno della metà, quindi nessuna partita di { $name } conta nel tabellone (regola FIDE).
       *[no] La partita conta come persa da { $name }.
    }
tournament-called-off-game-subject = Partita finita: torneo annullato
# $why: tournament-why-*.
tournament-called-off-game =
    La partita #{ $id } è finita: il { $title } è stato annullato. { $why }
    La partita non conta.
tournament-called-off = { $title } ({ $terms }) è stato annullato. { $why }
tournament-why-organiser-left = Chi lo organizzava, { $name }, lo ha lasciato.
# $joined iscritti alla data d'inizio; ne servivano $min.
tournament-why-too-few = Alla data d'inizio gli iscritti erano { $joined }; ne servivano { $min }.
# $problem: perché non è potuto iniziare.
tournament-why-no-start = Non è potuto iniziare alla data prevista: { $problem }.
tournament-why-operator = Lo ha annullato il gestore del server.
# A una squadra il cui compagno non ha confermato entro $days giorni.
tournament-partner-late =
    { $partner ->
        [none] Il tuo compagno
       *[other] { $partner }
    } non ha confermato entro { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    }, quindi il posto della tua squadra nel { $title } è stato lasciato libero. Se vuoi, iscriviti di nuovo con un altro compagno.

## Le mail con il tabellone

# Un risultato: "Turno 1, partita #12: Ben 1-0 Eve (Il Bianco vince per abbandono)".
# $what: tournament-result, tournament-result-forfeit o tournament-result-void.
tournament-result-line = Turno { $round }, partita #{ $id }: { $what }
# $score: 1-0, 0-1 o ½-½; $reason: come è finita, o none.
tournament-result =
    { $white } { $score } { $black }{ $reason ->
        [none] {""}
       *[other] {" "}({ $reason })
    }
# Una partita finita per un ritiro: $score: +:- o -:+; $loser: chi ha lasciato.
tournament-result-forfeit = { $white } { $score } { $black } (persa a forfait da { $loser }, che ha lasciato il torneo)
tournament-result-void = { $white } - { $black }: finita senza risultato; non conta
crosstable-new-results = Nuovi risultati:
crosstable-final-intro =
    { $title } è finito. La classifica finale (a parità di punti decidono il
    Sonneborn-Berger, poi le partite vinte, poi gli scontri diretti):
# $count partite in corso nel torneo $id.
crosstable-in-play =
    { $count ->
        [one] { $count } partita è in corso.
       *[other] { $count } partite sono in corso.
    } "tournament { $id }" mostra a chi tocca in ciascuna.
# $file: il nome del file PGN.
crosstable-all-attached = Tutte le partite del torneo sono in allegato ({ $file }).
# $games: le $count partite chiuse da un ritiro (non nel file).
crosstable-left-out =
    Le partite giocate fino a un risultato sono in allegato ({ $file }), tranne
    { $count ->
        [one] quella chiusa da un ritiro ({ $games }): il tabellone mostra come conta
       *[other] quelle chiuse da un ritiro ({ $games }): il tabellone mostra come contano
    }.

# Una riga della classifica finale: "1. Dan   3½ punti (SB 5.75, 3 vittorie,
# performance 1767)". $place, $name e $points arrivano già in colonna;
# $whole: i punti interi, $half: yes se segue un mezzo punto (3½); $sb: il
# Sonneborn-Berger; $won: le partite vinte; $performance: la performance, o
# none; $annulled: yes quando l'iscritto si è ritirato e le sue partite non
# contano.
crosstable-standing =
    { $place } { $name }  { $points } { $half ->
        [yes] { $whole ->
            [0] punto
          *[other] punti
        }
       *[no] { $whole ->
            [one] punto
          *[other] punti
        }
    } (SB { $sb }, { $won ->
        [one] { $won } vittoria
       *[other] { $won } vittorie
    }{ $performance ->
        [none] {""}
       *[other] , performance { $performance }
    }){ $annulled ->
        [yes] , ritiro: partite annullate
       *[no] {""}
    }

# Che cosa significano i segni del tabellone (i segni restano quelli).
crosstable-legend = 1 vinta, ½ patta, 0 persa, + vinta a forfait, - persa a forfait, . non ancora finita, x non conta
# Le intestazioni delle colonne del tabellone nel testo (brevi: le colonne
# sono strette): punti, Sonneborn-Berger, partite vinte, posto, performance.
crosstable-pts = Pt
crosstable-sb = SB
crosstable-won = Vinte
crosstable-place = Pos.
crosstable-perf = Perf
# Le intestazioni della tabella HTML per il numero, il nome e i punti.
crosstable-number = #
crosstable-name = Nome
crosstable-points = Punti
# Dopo un iscritto che ha lasciato il torneo: $why: withdrew o time (tre
# partite perse per tempo); $annulled: yes quando le sue partite non contano.
crosstable-left =
    ({ $why ->
        [time] ritiro d'ufficio: 3 sconfitte per tempo
       *[withdrew] ritiro
    }{ $annulled ->
        [yes] ; partite annullate
       *[no] {""}
    })
# Lo stesso dopo il nome nella tabella HTML.
crosstable-left-html =
    ({ $annulled ->
        [yes] ritiro; partite annullate
       *[no] ritiro
    })
