# Le sfide aperte: le risposte a seek/unseek/notify seeks, gli elenchi e il
# riepilogo giornaliero delle nuove sfide aperte.

# Le condizioni di una sfida aperta: "Scacchi, 3 giorni per mossa, valida
# per il rating, chi la propone ha il Bianco, in squadra con bob, per
# giocatori con rating tra 1400 e 1700, privata".
# $rated: rated o casual; $side: white, black o none; $partner: un nome,
# o none; $range: seek-range o seek-range-anyone; $private: yes o no.
seek-terms =
    { $variant }, { $control }, { $rated ->
        [casual] amichevole
       *[rated] valida per il rating
    }{ $side ->
        [white] , chi la propone ha il Bianco
        [black] , chi la propone ha il Nero
       *[none] {""}
    }{ $partner ->
        [none] {""}
       *[other] , in squadra con { $partner }
    }, { $range }{ $private ->
        [yes] , privata
       *[no] {""}
    }
seek-range-anyone = aperta a tutti
# $max: un numero, o none.
seek-range =
    per giocatori con rating { $max ->
        [none] da { $min } in su
       *[other] tra { $min } e { $max }
    }
# Una riga di un elenco di sfide aperte: "#12 Scacchi, 3 giorni per mossa,
# valida per il rating, colore qualsiasi: bob (1512), per rating 1400-1700;
# aperta da 3 h". $min e $max: i limiti di rating di chi accetta, o none;
# $age: age-*; $mine: yes per quelle di chi legge.
seek-line =
    #{ $id } { $variant }, { $control }, { $rated ->
        [casual] amichevole
       *[rated] valida per il rating
    }, { $side ->
        [white] chi la propone ha il Bianco
        [black] chi la propone ha il Nero
       *[none] colore qualsiasi
    }: { $who } ({ $rating }){ $min ->
        [none] {""}
       *[other] , per rating { $max ->
            [none] da { $min } in su
          *[other] { $min }-{ $max }
        }
    }; aperta da { $age }{ $mine ->
        [yes] {"  "}(tua)
       *[no] {""}
    }
age-minutes = { $n } min
age-hours = { $n } h
age-days =
    { $n ->
        [one] { $n } giorno
       *[other] { $n } giorni
    }
seek-waiting-line = #{ $id } aspetta la conferma del tuo compagno: { $terms }

# L'elenco delle sfide aperte e il riepilogo.
seeks-subject = Sfide aperte
seeks-subject-game = Sfide aperte: { $game }
seeks-subject-new = Nuove sfide aperte
seeks-digest-intro = Nuove sfide aperte nei giochi che hai scelto con "notify seeks":
seeks-digest-how = Per accettarne una, scrivi "accept seek N" a { $bot }. "notify seeks off" interrompe queste mail (al massimo una al giorno).
seeks-open = Sfide aperte, prima quelle in attesa da più tempo ({ $total } in tutto):
seeks-open-game = Sfide aperte nel gioco { $game }, prima quelle in attesa da più tempo ({ $total } in tutto):
seeks-more =
    { $more ->
        [one] ... e { $more } altra ("seeks GIOCO" elenca quelle di un solo gioco).
       *[other] ... e altre { $more } ("seeks GIOCO" elenca quelle di un solo gioco).
    }
seeks-none = Al momento nessuno cerca una partita.
seeks-none-game = Al momento nessuno cerca una partita a { $game }.
seeks-waiting = Le sfide aperte della tua squadra in attesa del tuo compagno:
seeks-how =
    "accept seek N" accetta la sfida aperta N: la partita inizia subito. Per pubblicarne una tua, scrivi "seek GIOCO" (con, se vuoi, days N, casual, as white|black, rating MIN-MAX, private): si abbina subito a una sfida compatibile, altrimenti aspetta { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    } che qualcuno la accetti. Per tutto il resto, scrivi "help".

# Le risposte.
seek-partner-invite-subject = { $who } ti propone di giocare in squadra a { $variant }
seek-partner-invite =
    { $who } ({ $address }) cerca una partita a { $variant } con te come compagno: { $terms }.

    Per giocare, scrivi "accept seek { $id }" a { $bot }. La partita inizia quando si trova un'altra squadra (o due giocatori da soli); allora a tutti viene comunicato chi gioca con chi e su quale scacchiera. Se non vuoi, non fare nulla.
seek-waits-for-partner-subject = Sfida aperta #{ $id }: in attesa del tuo compagno
seek-waits-for-partner = La tua sfida aperta #{ $id } ({ $terms }) aspetta la conferma di { $partner } (che deve scrivere "accept seek { $id }"); da quel momento è aperta anche agli altri.
seek-open-subject = Sfida aperta #{ $id } pubblicata
# $four: yes nei giochi a quattro.
seek-open =
    La tua sfida aperta #{ $id } è pubblicata: { $terms }.{ $four ->
        [yes] {" "}La partita inizia quando ci sono quattro giocatori.
       *[no] {""}
    } Chiunque può accettarla con "accept seek { $id }", e una sfida aperta compatibile pubblicata da qualcun altro si abbina subito alla tua. Resta aperta { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    }; "unseek { $id }" la ritira, "seeks" elenca quelle aperte.
# La prima riga della mail con la scacchiera della nuova partita. $seeks:
# quante sfide aperte sono state abbinate; $numbers: i loro numeri (#12, #14).
seek-game-started =
    La partita è iniziata: { $seeks ->
        [one] la sfida aperta { $numbers } è stata accettata
       *[other] le sfide aperte { $numbers } sono state abbinate
    }. Giocatori: { $players }.{ $four ->
        [yes] {" "}Compagni: il Bianco sulla scacchiera A con il Nero sulla scacchiera B, contro gli altri due.
       *[no] {""}
    }
seek-partner-confirmed-subject = Sfida aperta #{ $n }: il tuo compagno ha confermato
seek-partner-confirmed = { $who } ha confermato: la sfida aperta #{ $n } della tua squadra è pubblicata.
seek-joined-subject = Sfida aperta #{ $first }: hai aderito
seek-joined =
    Hai aderito alla sfida aperta #{ $first }: la partita inizia quando ci sono quattro giocatori. Il tuo posto resta riservato come sfida aperta #{ $id } (valida per { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    }; "unseek { $id }" la ritira).
unseek-subject = Sfide aperte ritirate
unseek-one = La tua sfida aperta #{ $n } è stata ritirata.
unseek-all =
    { $count ->
        [0] Non avevi nessuna sfida aperta.
        [one] La tua sfida aperta è stata ritirata.
       *[other] Le tue { $count } sfide aperte sono state ritirate.
    }
notify-seeks-subject = Avvisi di sfide aperte
notify-seeks-none = Non avevi chiesto avvisi di sfide aperte.
notify-seeks-off = Non ricevi più avvisi di nuove sfide aperte.
notify-seeks-on = Ricevi al massimo una mail al giorno con le nuove sfide aperte a { $games } (solo nei giorni in cui ce ne sono). "notify seeks off" le interrompe.
seek-expired-subject = Sfida aperta #{ $id } scaduta
seek-expired =
    La tua sfida aperta #{ $id } ({ $terms }) è rimasta aperta { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    } senza che nessuno la accettasse, quindi è scaduta. "seek ..." la pubblica di nuovo; "seeks" elenca quelle aperte.
