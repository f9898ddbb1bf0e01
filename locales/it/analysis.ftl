# L'analisi di una partita finita, dopo "analyse N".

analysis-subject = Analisi della partita #{ $id }
# $notation: il codice della notazione di chi legge (en, de, figurine, iccf...).
# $kind, in tutti i messaggi dell'analisi: "single" nei giochi in cui un turno
# è una sola mossa (chess, crazyhouse, bughouse, tandem-chess, Tandem-Pawn),
# "double" in quelli con turni di due mosse (Tandem-84, Two-Prong,
# bughouse-sync). $turns conta con "single" le semimosse, con "double" i turni.
analysis-intro =
    L'analisi della partita #{ $id } fatta dal motore del server ({ $variant }, { $players }, { $result }): { $kind ->
        [double] { $turns ->
            [one] { $turns } turno
           *[other] { $turns } turni
        }
       *[single] { $turns ->
            [one] { $turns } semimossa
           *[other] { $turns } semimosse
        }
    }, con le mosse nella tua notazione ({ $notation }). Le valutazioni sono dal punto di vista del Bianco, in pedoni (+1.00: il Bianco ha un pedone di vantaggio; #3: il Bianco dà matto in 3, #-3: lo dà il Nero). { $kind ->
        [double] Un turno che costa a chi lo gioca
       *[single] Una mossa che costa a chi la gioca
    } un decimo delle sue probabilità di vittoria è un'imprecisione (?!), un quinto un errore (?), tre decimi un errore grave (??).
# Una riga per giocatore: $side è il suo posto; $acpl la perdita media in
# centesimi di pedone.
analysis-summary =
    { $name } ({ $side }): { $inaccuracies ->
        [one] { $inaccuracies } imprecisione
       *[other] { $inaccuracies } imprecisioni
    }, { $mistakes ->
        [one] { $mistakes } errore
       *[other] { $mistakes } errori
    }, { $blunders ->
        [one] { $blunders } errore grave
       *[other] { $blunders } errori gravi
    }; perdita media di { $acpl ->
        [one] { $acpl } centesimo
       *[other] { $acpl } centesimi
    } di pedone per { $kind ->
        [double] turno
       *[single] mossa
    }
analysis-graph-head =
    La valutazione, { $kind ->
        [double] turno per turno
       *[single] mossa per mossa
    } (probabilità di vittoria del Bianco):
# Le etichette delle righe del grafico di testo: brevi (una parola).
analysis-graph-label =
    { $which ->
        [white] Bianco
        [black] Nero
       *[even] parità
    }
# La descrizione dell'immagine (testo alternativo).
analysis-graph-alt =
    La valutazione della partita #{ $id } dopo ogni { $kind ->
        [double] turno ({ $turns ->
            [one] { $turns } turno
           *[other] { $turns } turni
        })
       *[single] mossa ({ $turns ->
            [one] { $turns } semimossa
           *[other] { $turns } semimosse
        })
    }: le probabilità di vittoria del Bianco, sopra la linea centrale quando il Bianco sta meglio.
analysis-moments =
    { $kind ->
       *[other] I momenti decisivi della partita:
    }
# $turn: il turno con il suo segno (12. Cf3??); $judgement: analysis-judgement.
analysis-moment = { $turn } ({ $judgement }, { $who }): { $before } prima, { $after } dopo.
analysis-judgement =
    { $j ->
        [inaccuracy] imprecisione
        [mistake] errore
       *[blunder] errore grave
    }
analysis-better = Meglio: { $better }
analysis-better-line = Meglio: { $better } (variante: { $line })
analysis-no-moments =
    { $kind ->
        [double] Nessun turno è costato a chi l'ha giocato
       *[single] Nessuna mossa è costata a chi l'ha giocata
    } un decimo delle sue probabilità di vittoria.
analysis-attached =
    La partita con l'analisi è allegata ({ $format }: la valutazione di ogni { $kind ->
        [double] turno
       *[single] mossa
    } come [%eval], ?! ? ?? come $6 $2 $4, la continuazione migliore come variante), per qualunque programma di scacchi che legga { $format }.
# $engine: "tandem 0.1.0"; $depth: la profondità media di calcolo del motore,
# in semimosse, con "double" in turni (0: non si sa, e la frase finisce dopo
# il nome).
analysis-by =
    Analisi eseguita da { $engine }{ $depth ->
        [0] .
       *[other] {" "}(profondità media: { $kind ->
            [double] { $depth ->
                [one] { $depth } turno
               *[other] { $depth } turni
            }). Ogni turno segnato con ?!, ? o ?? è stato riesaminato più a fondo, a confronto con la continuazione migliore indicata dal motore, e il suo segno non è mai più severo di quanto confermi questo secondo esame.
           *[single] { $depth ->
                [one] { $depth } semimossa
               *[other] { $depth } semimosse
            }). Ogni mossa segnata con ?!, ? o ?? è stata riesaminata più a fondo, a confronto con la continuazione migliore indicata dal motore, e il suo segno non è mai più severo di quanto confermi questo secondo esame.
        }
    }
