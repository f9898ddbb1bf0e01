# Una mossa che il bot non ha giocato, e perché (vedi locales/en/moves.ftl).
# $piece è il nome inglese del pezzo (pawn, knight, bishop, rook, queen, king…).

move-unreadable = non riesco a leggere "{ $input }" come mossa: { $reason }
move-illegal = "{ $input }" qui non è una mossa legale: { $reason }
move-ambiguous = la mossa "{ $input }" è ambigua: potrebbe essere { $candidates }
move-did-you-mean = { $refusal }. Forse intendevi { $candidates }?
move-game-over = la partita è finita ({ $outcome })

list-or = { $a } { $next ->
       *[other] o
    } { $b }

## Una variante condizionale che non si può giocare

line-refused = nella tua variante condizionale, { $turn } ({ $whose }) non si può giocare { $when }: { $reason }
line-their-turn = { $kind ->
        [double] il turno di { $who }
       *[single] la mossa di { $who }
    }
line-your-answer = la tua risposta
line-now = ora
line-after = dopo { $turns }
line-game-over = a quel punto la partita sarebbe già finita ({ $outcome })

## Perché: ogni gioco

reason-no-move = non contiene nessuna mossa
reason-no-match = nessuna mossa legale corrisponde
reason-ambiguous = corrisponde più di una mossa legale
reason-in-check = { $reason } (sei sotto scacco)
reason-write-moves-like = scrivi le mosse così: { $examples }
reason-capture-mark-first = "{ $mark }" non è la lettera di un pezzo, e il segno di presa va dopo il pezzo o la colonna del pedone, come in { $piece-capture } o { $pawn-capture }
reason-game-over = la partita è finita: non c'è nessuna mossa legale
reason-game-over-turn = la partita è finita: non c'è nessuna mossa legale
reason-castle-in-check =
    non puoi arroccare { $side ->
        [kingside] corto
       *[queenside] lungo
    } mentre sei sotto scacco
reason-castle-impossible =
    l'arrocco { $side ->
        [kingside] corto
       *[queenside] lungo
    } ora non è possibile (c'è un pezzo in mezzo, il re o la torre hanno già mosso, oppure una casa è controllata dall'avversario)
reason-no-drop =
    non hai { $piece ->
        [pawn] un pedone
        [knight] un cavallo
        [bishop] un alfiere
        [rook] una torre
        [queen] una donna
        [chancellor] un cancelliere
        [marshall] un maresciallo
        [ghost] un fantasma
       *[other] il pezzo "{ $piece }"
    } in riserva da inserire in { $square }, oppure la casa è occupata
reason-no-such-piece =
    non hai { $piece ->
        [pawn] pedoni
        [knight] cavalli
        [bishop] alfieri
        [rook] torri
        [queen] la donna
        [king] il re
        [chancellor] cancellieri
        [marshall] marescialli
        [ghost] fantasmi
       *[other] il pezzo "{ $piece }"
    }
reason-none-reaches =
    { $piece ->
        [pawn] nessuno dei tuoi pedoni può
        [knight] nessuno dei tuoi cavalli può
        [bishop] nessuno dei tuoi alfieri può
        [rook] nessuna delle tue torri può
        [queen] nessuna delle tue donne può
        [king] il tuo re non può
        [chancellor] nessuno dei tuoi cancellieri può
        [marshall] nessuno dei tuoi marescialli può
        [ghost] nessuno dei tuoi fantasmi può
       *[other] nessun tuo pezzo "{ $piece }" può
    } andare in { $square }
reason-empty-square = in { $square } non c'è nessun pezzo
reason-not-your-piece = il pezzo in { $square } non è tuo
reason-cannot-go =
    { $piece ->
        [pawn] il tuo pedone
        [knight] il tuo cavallo
        [bishop] il tuo alfiere
        [rook] la tua torre
        [queen] la tua donna
        [king] il tuo re
        [chancellor] il tuo cancelliere
        [marshall] il tuo maresciallo
        [ghost] il tuo fantasma
       *[other] il tuo pezzo "{ $piece }"
    } in { $from } non può andare in { $square }

## Perché: la notazione scelta

reason-foreign-letter =
    "{ $letter }" non è la lettera di un pezzo nella notazione { $language ->
        [de] tedesca
        [ru] russa
        [pl] polacca
        [it] italiana
        [es] spagnola
        [fr] francese
        [nl] olandese
        [pt] portoghese
       *[en] inglese
    }, che hai scelto: { $legend }; la mossa di un pedone non ha lettera
reason-legend-piece =
    { $letter } ({ $piece ->
        [pawn] pedone
        [knight] cavallo
        [bishop] alfiere
        [rook] torre
        [queen] donna
        [king] re
        [chancellor] cancelliere
        [marshall] maresciallo
        [ghost] fantasma
       *[other] { $piece }
    })
reason-legend-drop = { $letter }@ (inserimento di un pedone)
reason-legend-tandem = { $letter } (il tandem intero)
reason-numeric-none = { $variant } non ha notazione numerica (le sue scacchiere hanno dodici colonne); scrivi le mosse così: { $examples }
reason-numeric-malformed = "{ $text }" non è una mossa numerica: sono quattro cifre, colonna e traversa della casa di partenza, poi di quella di arrivo (a=1 … h=8, traverse 1-8), come 5254 per e2-e4, e una quinta per la promozione (1 donna, 2 torre, 3 alfiere, 4 cavallo)
reason-numeric-mixture = "{ $text }" mescola una mossa numerica con altri segni: scrivi solo le cifre, come 5254, o la mossa in notazione algebrica
reason-numeric-drop = "{ $text }": un inserimento non ha forma numerica; scrivi il pezzo, @ e la casa, come { $drop } ({ $pawn-drop } per un pedone)
reason-numeric-no-drop = { $reason } (un inserimento non ha forma numerica: scrivilo come { $example })

## Perché: Two-Prong Chess

reason-still-in-check = non toglie il tuo re dallo scacco
reason-leaves-king-in-check = lascerebbe il tuo re sotto scacco
reason-only-with-another = { $reason }; è legale solo insieme a un'altra mossa
reason-first-turn-of-game-single = il primo turno del Bianco nella partita è una mossa singola
reason-first-move = la prima mossa "{ $part }": { $reason }
reason-second-move = la seconda mossa "{ $part }": { $reason }
reason-dual-turn = un turno è una mossa, o due mosse di pezzi diversi unite da "/" (come { $example })
reason-castling-whole-turn = l'arrocco è un turno intero: non può essere metà di una mossa doppia
reason-dual-same-piece =
    "{ $first }" e "{ $second }" sono entrambe mosse { $piece ->
        [pawn] del pedone
        [knight] del cavallo
        [bishop] dell'alfiere
        [rook] della torre
        [queen] della donna
        [king] del re
        [chancellor] del cancelliere
        [marshall] del maresciallo
        [ghost] del fantasma
       *[other] del pezzo "{ $piece }"
    } in { $square }; una mossa doppia richiede due pezzi diversi
reason-dual-same-square = entrambe le mosse finiscono in { $square }: due pezzi non possono andare nella stessa casa
reason-dual-same-capture = entrambe le mosse catturano lo stesso pezzo
reason-dual-still-in-check = dopo le due mosse il tuo re sarebbe ancora sotto scacco
reason-dual-in-check = dopo le due mosse il tuo re sarebbe sotto scacco

## Perché: Tandem-84

reason-t84-turn = un turno è una o due mosse unite da "/", come { $example }
reason-t84-not-a-move = "{ $part }" non è una mossa; scrivi le mosse così: { $examples }
reason-first-turn-single = il primo turno del Bianco è una mossa sola
reason-cannot-start = la mossa "{ $part }" qui non può iniziare un turno legale
reason-add-second = qui un turno è di due mosse: aggiungi dopo "{ $part }" una seconda mossa sull'altra scacchiera
reason-no-second = dopo "{ $part }" non è possibile una seconda mossa, quindi il turno è solo "{ $part }"
reason-bad-second = "{ $second }" non è una seconda mossa legale dopo "{ $first }" (deve muovere un altro pezzo, partire dall'altra scacchiera e lasciare il tuo re al sicuro)

## Perché: Tandem-Pawn Chess

reason-tandem-pawn-moves = scrivi le mosse così: { $pawn }, { $capture }, { $tandem } (il tandem intero), { $rocket } (un razzo), { $knight } o { $castle }
reason-tandem-whole-can = qui un pedone da solo non può fare quella mossa (un pedone singolo non può catturare un tandem), ma il tandem intero sì: scrivi TT prima della mossa
reason-tandem-rocket = nessun pedone singolo fa quella mossa; è un razzo, che si scrive con ^
reason-tandem-not-whole = nessun tandem intero fa quella mossa; senza TT si muove un pedone solo
reason-tandem-no-rocket = nessun razzo atterra lì; un razzo richiede un tandem con libere la casa dietro e le due davanti

## Perché: i giochi su due scacchiere

reason-match-over = l'incontro è finito
reason-no-board-can-move = ora non si può muovere su nessuna scacchiera
reason-both-boards = è legale su entrambe le scacchiere: indica quale, come A:e4 o B:e4
reason-waits-for-piece =
    il { $color ->
        [White] Bianco
       *[Black] Nero
    } è sotto scacco sulla scacchiera { $board } e aspetta un pezzo dal compagno per pararlo
reason-board-can-move = sulla scacchiera { $board } si può muovere
reason-board-over = la partita sulla scacchiera { $board } è finita
reason-on-board = sulla scacchiera { $board }: { $reason }
reason-label-alone = l'indicazione della scacchiera non è seguita da una mossa
reason-one-move = una mossa alla volta
reason-one-move-with-board = una mossa alla volta, con la sua scacchiera: { $examples }
reason-your-board = giochi sulla scacchiera { $board }
reason-their-move-on-board =
    sulla scacchiera { $board } tocca al { $color ->
        [White] Bianco
       *[Black] Nero
    }
reason-only-board = in questo turno si gioca solo sulla scacchiera { $board }
reason-only-board-one-move = in questo turno si gioca solo sulla scacchiera { $board }: una mossa
reason-sync-turn = un turno è una mossa sulla scacchiera A, poi una sulla scacchiera B: scrivile come { $a }/{ $b } (o A: { $a } B: { $b })
reason-board-a-first = prima viene la mossa sulla scacchiera A: { $reason }
reason-move-missing = manca una mossa: { $reason }
reason-same-board = entrambe le mosse indicano la stessa scacchiera: { $reason }
reason-too-many-moves = troppe mosse: { $reason }
reason-ends-match = { $move } chiude l'incontro: il turno finisce lì

## Perché: la lettera della notazione di un'altra lingua, il simbolo di un
## pezzo che il gioco non ha

# "S indica il cavallo nella notazione tedesca e polacca": $languages è fatto
# di reason-language uniti da reason-and (e reason-list).
reason-letter-means =
    { $letter } indica { $piece ->
        [pawn] il pedone
        [knight] il cavallo
        [bishop] l'alfiere
        [rook] la torre
        [queen] la donna
        [king] il re
        [chancellor] il cancelliere
        [marshall] il maresciallo
        [ghost] il fantasma
       *[other] il pezzo "{ $piece }"
    } nella notazione { $languages }
# La lingua come aggettivo di "notazione" (femminile singolare).
reason-language =
    { $language ->
        [de] tedesca
        [ru] russa
        [pl] polacca
        [it] italiana
        [es] spagnola
        [fr] francese
        [nl] olandese
        [pt] portoghese
       *[en] inglese
    }
reason-and = { $a } { $next ->
        [e] ed
       *[other] e
    } { $b }
reason-or = { $a } { $next ->
       *[other] o
    } { $b }
# Elementi separati da virgole (la parte prima di "e"/"o").
reason-list = { $items }
# La riga di comando che passa alle lettere di un'altra lingua.
reason-notation-line = "notation { $code }"
# La notazione di chi legge, tra parentesi dopo "non nella tua notazione":
# le lettere di una lingua, le figurine, i numeri ICCF.
reason-notation-letters =
    { $language ->
        [de] lettere tedesche
        [ru] lettere russe
        [pl] lettere polacche
        [it] lettere italiane
        [es] lettere spagnole
        [fr] lettere francesi
        [nl] lettere olandesi
        [pt] lettere portoghesi
       *[en] lettere inglesi
    }
reason-notation-figurine = figurine
reason-notation-iccf = numerica ICCF
# $meanings: reason-letter-means, separati da virgole; $mine: reason-notation-*;
# $lines: reason-notation-line uniti da reason-or. -one: le lettere sono di
# una sola lingua ($language); -many: di più lingue.
reason-other-letters-one =
    { $meanings }, ma non nella tua notazione ({ $mine }); scrivi la riga { $lines } per passare alle lettere { $language ->
        [de] tedesche
        [ru] russe
        [pl] polacche
        [it] italiane
        [es] spagnole
        [fr] francesi
        [nl] olandesi
        [pt] portoghesi
       *[en] inglesi
    }
reason-other-letters-many = { $meanings }, ma non nella tua notazione ({ $mine }); scrivi la riga { $lines } per passare alle lettere di quella lingua
# $glyph: il simbolo scacchistico scritto dal giocatore; $pieces: reason-glyph-pieces*.
reason-glyph-piece =
    { $glyph } è { $piece ->
        [pawn] un pedone
        [knight] un cavallo
        [bishop] un alfiere
        [rook] una torre
        [queen] una donna
        [king] un re
        [chancellor] un cancelliere
        [marshall] un maresciallo
        [ghost] un fantasma
       *[other] il pezzo "{ $piece }"
    }, un pezzo che in questo gioco ({ $variant }) non c'è; i pezzi del gioco sono { $pieces }
reason-glyph-knight-queen = { $glyph } è un'amazzone (donna + cavallo), un pezzo che in questo gioco ({ $variant }) non c'è; i pezzi del gioco sono { $pieces }
reason-glyph-fairy = { $glyph } è un pezzo eterodosso, che in questo gioco ({ $variant }) non c'è; i pezzi del gioco sono { $pieces }
reason-glyph-pieces = { $glyphs }
reason-glyph-pieces-tandem84 =
    { $glyphs } e C ({ $chancellor ->
       *[chancellor] cancelliere
    }), M ({ $marshall ->
       *[marshall] maresciallo
    }), G ({ $ghost ->
       *[ghost] fantasma
    })

## Un turno a parole, tra parentesi dopo il turno ("1. Cf3 (il Bianco ha
## mosso il cavallo da g1 a f3)"): minuscola all'inizio, nessun punto
## finale. $color: White o Black (chi muove); $piece, $other: il nome
## inglese di un pezzo (pawn, knight, bishop, rook, queen, king,
## chancellor, marshall, ghost); $from, $to, $back, $twin: case; $turn,
## $part, $a, $b, $parts: messaggi turn-*.

turn-move =
    { $color ->
        [White] il Bianco
       *[Black] il Nero
    } ha mosso { $piece ->
        [pawn] il pedone
        [knight] il cavallo
        [bishop] l'alfiere
        [rook] la torre
        [queen] la donna
       *[king] il re
        [chancellor] il cancelliere
        [marshall] il maresciallo
        [ghost] il fantasma
    } da { $from } a { $to }
# $wing: kingside (corto) o queenside (lungo).
turn-castle =
    { $color ->
        [White] il Bianco
       *[Black] il Nero
    } ha arroccato { $wing ->
        [kingside] corto
       *[queenside] lungo
    }
turn-drop =
    { $color ->
        [White] il Bianco
       *[Black] il Nero
    } ha inserito { $piece ->
        [pawn] un pedone
        [knight] un cavallo
        [bishop] un alfiere
        [rook] una torre
       *[queen] una donna
        [king] un re
        [chancellor] un cancelliere
        [marshall] un maresciallo
        [ghost] un fantasma
    } in { $to }
turn-capture =
    { $turn }, catturando { $piece ->
        [pawn] un pedone
        [knight] un cavallo
        [bishop] un alfiere
        [rook] una torre
       *[queen] una donna
        [king] un re
        [chancellor] un cancelliere
        [marshall] un maresciallo
        [ghost] un fantasma
    }
turn-capture-en-passant = { $turn }, catturando un pedone en passant
turn-promotion =
    { $turn }, e lo ha promosso a { $piece ->
        [pawn] pedone
        [knight] cavallo
        [bishop] alfiere
        [rook] torre
       *[queen] donna
        [king] re
        [chancellor] cancelliere
        [marshall] maresciallo
        [ghost] fantasma
    }
turn-then = { $a }; poi { $b }
turn-none = nessuna mossa
# Un turno che nessun gioco descrive con più parole: la sua notazione.
turn-notation = { $turn }
# Two-Prong Chess: una o due mosse insieme.
turn-prong-one =
    { $color ->
        [White] il Bianco
       *[Black] il Nero
    } ha mosso { $part }
turn-prong-two =
    { $color ->
        [White] il Bianco
       *[Black] il Nero
    } ha mosso { $a } e, contemporaneamente, { $b }
turn-prong-part =
    { $piece ->
        [pawn] il pedone
        [knight] il cavallo
        [bishop] l'alfiere
        [rook] la torre
        [queen] la donna
       *[king] il re
        [chancellor] il cancelliere
        [marshall] il maresciallo
        [ghost] il fantasma
    } da { $from } a { $to }
turn-prong-castled =
    il re arroccando { $wing ->
        [kingside] corto
       *[queenside] lungo
    }
turn-prong-capture =
    { $part } catturando { $piece ->
        [pawn] un pedone
        [knight] un cavallo
        [bishop] un alfiere
        [rook] una torre
       *[queen] una donna
        [king] un re
        [chancellor] un cancelliere
        [marshall] un maresciallo
        [ghost] un fantasma
    }
turn-prong-capture-en-passant = { $part } catturando un pedone en passant
turn-prong-promotion =
    { $part }, promuovendolo a { $piece ->
        [pawn] pedone
        [knight] cavallo
        [bishop] alfiere
        [rook] torre
       *[queen] donna
        [king] re
        [chancellor] cancelliere
        [marshall] maresciallo
        [ghost] fantasma
    }
# Tandem-Pawn Chess: pedoni e tandem (due pedoni sulla stessa casa).
turn-tandem-advanced =
    il tandem { $color ->
        [White] del Bianco
       *[Black] del Nero
    } in { $from } è avanzato in { $to }
turn-tandem-captured =
    il tandem { $color ->
        [White] del Bianco
       *[Black] del Nero
    } in { $from } ha catturato in { $to }
turn-tandem-rocket =
    il tandem { $color ->
        [White] del Bianco
       *[Black] del Nero
    } in { $from } ha fatto il razzo: un pedone è tornato indietro in { $back }, l'altro è saltato in { $to }
turn-tandem-one-advanced =
    un pedone del tandem { $color ->
        [White] del Bianco
       *[Black] del Nero
    } in { $from } è avanzato in { $to }
turn-tandem-one-captured =
    un pedone del tandem { $color ->
        [White] del Bianco
       *[Black] del Nero
    } in { $from } ha catturato in { $to }
turn-pawn-advanced =
    il pedone { $color ->
        [White] del Bianco
       *[Black] del Nero
    } in { $from } è avanzato in { $to }
turn-pawn-captured =
    il pedone { $color ->
        [White] del Bianco
       *[Black] del Nero
    } in { $from } ha catturato in { $to }
turn-capture-tandem = { $turn }, catturando un tandem di due pedoni
turn-capture-tandem-en-passant = { $turn }, catturando un tandem di due pedoni en passant
turn-became =
    { $turn }, ed è diventato { $piece ->
        [pawn] pedone
        [knight] cavallo
        [bishop] alfiere
        [rook] torre
       *[queen] donna
        [king] re
        [chancellor] cancelliere
        [marshall] maresciallo
        [ghost] fantasma
    }
# Tandem-84: due scacchiere affiancate; un turno di una o più mosse.
turn-t84 =
    { $color ->
        [White] Bianco
       *[Black] Nero
    }: { $parts }
turn-t84-move =
    { $piece ->
        [pawn] il pedone
        [knight] il cavallo
        [bishop] l'alfiere
        [rook] la torre
        [queen] la donna
       *[king] il re
        [chancellor] il cancelliere
        [marshall] il maresciallo
        [ghost] il fantasma
    } si è { $piece ->
        [rook] spostata
        [queen] spostata
       *[other] spostato
    } da { $from } a { $to }
turn-t84-cross =
    { $piece ->
        [pawn] il pedone
        [knight] il cavallo
        [bishop] l'alfiere
        [rook] la torre
        [queen] la donna
       *[king] il re
        [chancellor] il cancelliere
        [marshall] il maresciallo
        [ghost] il fantasma
    } in { $from } è { $piece ->
        [rook] passata
        [queen] passata
       *[other] passato
    } in { $twin } e si è { $piece ->
        [rook] spostata
        [queen] spostata
       *[other] spostato
    } in { $to }
turn-t84-castle = ha arroccato sulla scacchiera di partenza
turn-t84-drop-castle = ha arroccato con passaggio sull'altra scacchiera
turn-t84-swap =
    ha scambiato tra le scacchiere { $piece ->
        [pawn] il pedone
        [knight] il cavallo
        [bishop] l'alfiere
        [rook] la torre
        [queen] la donna
       *[king] il re
        [chancellor] il cancelliere
        [marshall] il maresciallo
        [ghost] il fantasma
    } in { $from } e { $other ->
        [pawn] il pedone
        [knight] il cavallo
        [bishop] l'alfiere
        [rook] la torre
        [queen] la donna
       *[king] il re
        [chancellor] il cancelliere
        [marshall] il maresciallo
        [ghost] il fantasma
    } in { $to }
turn-t84-ghost-swap =
    il fantasma in { $from } si è scambiato di posto con { $other ->
        [pawn] il pedone
        [knight] il cavallo
        [bishop] l'alfiere
        [rook] la torre
        [queen] la donna
       *[king] il re
        [chancellor] il cancelliere
        [marshall] il maresciallo
        [ghost] il fantasma
    } in { $to }
turn-t84-both-leave = { $turn }, ed entrambi hanno lasciato la scacchiera
turn-t84-promotion =
    { $turn }, promuovendo a { $piece ->
        [pawn] pedone
        [knight] cavallo
        [bishop] alfiere
        [rook] torre
       *[queen] donna
        [king] re
        [chancellor] cancelliere
        [marshall] maresciallo
        [ghost] fantasma
    }
# Bughouse (due scacchiere, A e B): $board è A o B; il pezzo catturato va
# nella riserva del compagno sull'altra scacchiera ($color: di chi è la
# riserva).
turn-on-board-first = Sulla scacchiera { $board }, { $turn }
turn-on-board = sulla scacchiera { $board }, { $turn }
turn-goes-to-hand =
    { $turn }, che va nella riserva { $color ->
        [White] del Bianco
       *[Black] del Nero
    } sulla scacchiera { $board }
turn-goes-to-hand-as =
    { $turn }, che va nella riserva { $color ->
        [White] del Bianco
       *[Black] del Nero
    } sulla scacchiera { $board } come { $piece ->
       *[pawn] pedone
        [knight] cavallo
        [bishop] alfiere
        [rook] torre
        [queen] donna
        [king] re
        [chancellor] cancelliere
        [marshall] maresciallo
        [ghost] fantasma
    }
