# Una mossa che il bot non ha giocato, e perché (vedi locales/en/moves.ftl).
# $piece è il nome inglese del pezzo (pawn, knight, bishop, rook, queen, king…).

move-unreadable = non riesco a leggere "{ $input }" come mossa: { $reason }
move-illegal = "{ $input }" qui non è una mossa legale: { $reason }
move-ambiguous = la mossa "{ $input }" è ambigua: potrebbe essere { $candidates }
move-did-you-mean = { $refusal }. Forse intendevi { $candidates }?
move-game-over = la partita è finita ({ $outcome })

list-or = { $a } o { $b }

## Una variante condizionale che non si può giocare

line-refused = nella tua variante condizionale, { $turn } ({ $whose }) non si può giocare { $when }: { $reason }
line-their-turn = il turno di { $who }
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
reason-game-over-turn = la partita è finita: non c'è nessun turno legale
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

## Why: a letter of another language's notation, a glyph of a piece the game lacks

# "S is a knight in German and Polish notation": $languages is made of
# reason-language joined by reason-and (and reason-list).
reason-letter-means = { $letter } is a { $piece } in { $languages } notation
reason-language =
    { $language ->
        [de] German
        [ru] Russian
        [pl] Polish
        [it] Italian
        [es] Spanish
        [fr] French
        [nl] Dutch
        [pt] Portuguese
       *[en] English
    }
reason-and = { $a } and { $b }
reason-or = { $a } or { $b }
# Items joined by commas (the part before "and"/"or").
reason-list = { $items }
# The command line that switches to another language's letters.
reason-notation-line = 'notation { $code }'
# The reader's own notation: another language's letters, figurines, ICCF numbers.
reason-notation-letters =
    { $language ->
        [de] German letters
        [ru] Russian letters
        [pl] Polish letters
        [it] Italian letters
        [es] Spanish letters
        [fr] French letters
        [nl] Dutch letters
        [pt] Portuguese letters
       *[en] English letters
    }
reason-notation-figurine = figurines
reason-notation-iccf = ICCF numeric
# $meanings: reason-letter-means, by commas; $mine: reason-notation-*;
# $lines: reason-notation-line joined by reason-or. -one: the letters are
# one language's ($language); -many: of several.
reason-other-letters-one =
    { $meanings }, not in { $mine }, your notation; the line { $lines } makes { $language ->
        [de] German
        [ru] Russian
        [pl] Polish
        [it] Italian
        [es] Spanish
        [fr] French
        [nl] Dutch
        [pt] Portuguese
       *[en] English
    } letters yours
reason-other-letters-many = { $meanings }, not in { $mine }, your notation; the line { $lines } makes that language's letters yours
# $glyph: the chess symbol the player wrote; $pieces: reason-glyph-pieces*.
reason-glyph-piece = { $glyph } is a { $piece }, which { $variant } does not have; its pieces are { $pieces }
reason-glyph-knight-queen = { $glyph } is a knight-queen, which { $variant } does not have; its pieces are { $pieces }
reason-glyph-fairy = { $glyph } is a fairy piece, which { $variant } does not have; its pieces are { $pieces }
reason-glyph-pieces = { $glyphs }
reason-glyph-pieces-tandem84 = { $glyphs } and C ({ $chancellor }), M ({ $marshall }), G ({ $ghost })

## A turn in words, shown in brackets after the turn ("1. Nf3 (White's
## knight moved from g1 to f3)"): lower case at the start where the
## language allows, no full stop. $color: White or Black (the mover);
## $piece, $other: a piece's English name (pawn, knight, bishop, rook,
## queen, king, chancellor, marshall, ghost); $from, $to, $back, $twin:
## squares; $turn, $part, $a, $b, $parts: turn-* messages.

turn-move = { $color }'s { $piece } moved from { $from } to { $to }
# $wing: kingside or queenside.
turn-castle = { $color } castled { $wing }
turn-drop = { $color } dropped a { $piece } on { $to }
turn-capture = { $turn }, capturing a { $piece }
turn-capture-en-passant = { $turn }, capturing a pawn en passant
turn-promotion = { $turn }, and was promoted to a { $piece }
turn-then = { $a }; then { $b }
turn-none = no move
# A turn no game describes in more words: its notation.
turn-notation = { $turn }
# Two-Prong Chess: one or two moves at once.
turn-prong-one = { $color } moved { $part }
turn-prong-two = { $color } moved { $a } and, at the same time, { $b }
turn-prong-part = the { $piece } from { $from } to { $to }
turn-prong-castled = castled { $wing }
turn-prong-capture = { $part } capturing a { $piece }
turn-prong-capture-en-passant = { $part } capturing a pawn en passant
turn-prong-promotion = { $part }, promoting it to a { $piece }
# Tandem-Pawn Chess: pawns and tandems (two pawns on one square).
turn-tandem-advanced = { $color }'s { $from } tandem advanced to { $to }
turn-tandem-captured = { $color }'s { $from } tandem captured on { $to }
turn-tandem-rocket = { $color }'s { $from } tandem rocketed: one pawn stepped back to { $back }, the other jumped to { $to }
turn-tandem-one-advanced = one pawn of { $color }'s { $from } tandem advanced to { $to }
turn-tandem-one-captured = one pawn of { $color }'s { $from } tandem captured on { $to }
turn-pawn-advanced = { $color }'s pawn on { $from } advanced to { $to }
turn-pawn-captured = { $color }'s pawn on { $from } captured on { $to }
turn-capture-tandem = { $turn }, capturing a tandem of two pawns
turn-capture-tandem-en-passant = { $turn }, capturing a tandem of two pawns en passant
turn-became = { $turn }, and became a { $piece }
# Tandem-84: two boards side by side; a turn of one or more moves.
turn-t84 = { $color }: { $parts }
turn-t84-move = the { $piece } moved from { $from } to { $to }
turn-t84-cross = the { $piece } on { $from } dropped to { $twin } and moved to { $to }
turn-t84-castle = castled on the home board
turn-t84-drop-castle = drop-castled to the other board
turn-t84-swap = swapped the { $piece } on { $from } and the { $other } on { $to } between the boards
turn-t84-ghost-swap = the ghost on { $from } swapped places with the { $other } on { $to }
turn-t84-both-leave = { $turn }, and both leave the board
turn-t84-promotion = { $turn }, promoting to a { $piece }
# Bughouse (two boards A and B): $board is A or B; the captured piece goes
# to the partner's hand on the other board ($color: whose hand).
turn-on-board-first = On board { $board }, { $turn }
turn-on-board = on board { $board }, { $turn }
turn-goes-to-hand = { $turn }, which goes to { $color }'s hand on board { $board }
turn-goes-to-hand-as = { $turn }, which goes to { $color }'s hand on board { $board } as a { $piece }
