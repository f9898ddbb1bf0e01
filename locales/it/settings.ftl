# Le risposte sulle impostazioni di un giocatore: promemoria, notazione,
# mosse condizionali.

remind-subject = I tuoi promemoria
# $before, $after: un intervallo di tempo (duration-*).
remind-last-call = con un ultimo avviso { $before } prima della scadenza
remind-no-last-call = senza ultimo avviso prima della scadenza
# $last_call: remind-last-call o remind-no-last-call.
remind-each-after = Ricevi un promemoria quando in una partita tocca a te da { $after }, { $last_call }.
remind-each = Quando tocca a te non ricevi promemoria ({ $last_call }).
# $hour: 07:00 (UTC).
remind-digest = Ricevi una sola mail al giorno, alle { $hour } UTC, che elenca le partite in cui tocca a te, { $last_call }.
remind-off = Non ricevi promemoria. Le scadenze però restano: allo scadere del tempo, { $consequence }.
remind-server-off = (Al momento questo server non manda promemoria; la tua impostazione resta salvata per quando li manderà.)
remind-how = Per cambiarle, scrivi una di queste righe:

# Un intervallo di tempo: "1 giorno e 6 ore". $unit: week, day, hour, minute
# o second.
duration-part =
    { $unit ->
        [week] { $n ->
            [one] { $n } settimana
          *[other] { $n } settimane
        }
        [day] { $n ->
            [one] { $n } giorno
          *[other] { $n } giorni
        }
        [hour] { $n ->
            [one] { $n } ora
          *[other] { $n } ore
        }
        [minute] { $n ->
            [one] { $n } minuto
          *[other] { $n } minuti
        }
       *[second] { $n ->
            [one] { $n } secondo
          *[other] { $n } secondi
        }
    }
duration-two = { $a } e { $b }

notation-subject = La tua notazione
notation-how = Per cambiarla, scrivi una di queste righe:
# $reads: una delle frasi notation-reads-*.
notation-setting =
    { $reads }
    Ogni giocatore può anche scrivere in notazione figurativa (♘f3) e con mosse numeriche (7163); i formulari PGN restano in notazione inglese, come vuole lo standard.
notation-reads-english = Scrivi e leggi le mosse in notazione algebrica inglese (K Q R B N).
# $code: la lingua delle lettere dei pezzi; $letters: le lettere con i
# loro pezzi.
notation-reads-letters =
    Scrivi e leggi le mosse con le lettere della notazione { $code ->
        [de] tedesca
        [ru] russa
        [pl] polacca
        [it] italiana
        [es] spagnola
        [fr] francese
        [nl] olandese
        [pt] portoghese
       *[en] inglese
    }: { $letters }. Il bot non legge da te lettere diverse da queste.
notation-reads-figurine = Il bot ti scrive le mosse in notazione figurativa (♔ ♕ ♖ ♗ ♘); puoi scriverle così anche tu, oppure con le lettere inglesi.
notation-reads-iccf = Il bot ti scrive le mosse in notazione numerica ICCF (5254 per e2-e4, 5171 per l'arrocco, 57581 per e8=Q; un inserimento resta N@f3); puoi scriverle così anche tu, oppure in notazione algebrica inglese.
notation-example = Per esempio: { $moves }

conditions-subject = Le tue mosse condizionali
# $line: i turni della variante; $replaced: yes se ha sostituito una variante.
conditions-noted =
    Registrato: { $line }.{ $replaced ->
        [yes] {" "}Sostituisce la tua variante condizionale che iniziava con la stessa mossa.
       *[no] {""}
    }
conditions-dropped =
    { $count ->
        [0] Non avevi mosse condizionali in sospeso.
        [one] La tua variante condizionale è stata cancellata.
       *[other] Le tue { $count } varianti condizionali sono state cancellate.
    }
conditions-none = Non hai mosse condizionali in sospeso nella partita #{ $id }.
conditions-head = Le tue mosse condizionali nella partita #{ $id } (le vedi solo tu):
conditions-how = Quando l'avversario gioca la prima mossa di una di queste varianti, il bot gioca subito la tua risposta; qualsiasi altra mossa le cancella tutte, e così anche una proposta di patta. "conditions clear" le cancella subito.
# Una lettera e il suo pezzo: "C (cavallo)". $role: king, queen, rook,
# bishop o knight.
notation-letter =
    { $letter } ({ $role ->
        [king] re
        [queen] donna
        [rook] torre
        [bishop] alfiere
       *[knight] cavallo
    })
