# A move the bot did not play, and why (`src/bot/move_refusal.rs`; the
# reasons' keys are the engine's: `src/rules/reason.rs`). $input and the
# `'...'` arguments are the player's own text, quoted as written; $examples,
# $candidates and the other moves are in the player's own letters already.
# $piece is the piece's English name (pawn, knight, bishop, rook, queen,
# king, chancellor, marshall, ghost): a language names and declines it
# itself with a selector.

move-unreadable = I cannot read '{ $input }' as a move: { $reason }
move-illegal = '{ $input }' is not legal here: { $reason }
move-ambiguous = '{ $input }' is ambiguous: it could be { $candidates }
move-did-you-mean = { $refusal }. Did you mean { $candidates }?
move-game-over = the game is over ({ $outcome })

# "a, b or c" ($a may be a list-two itself). $next: the sound $b begins
# with (i, e, o or other), for the languages whose "or" changes before it
# (Spanish "o" -> "u" before o).
list-or = { $a } { $next ->
       *[other] or
    } { $b }

## A conditional line that cannot be played (`if THEIRS then MINE`)

line-refused = in your line, { $whose } { $turn } cannot be played { $when }: { $reason }
# $kind: single (chess, the bughouse games...) or double (a turn of two
# moves: Tandem-84, Two-Prong, bughouse-sync).
line-their-turn = { $kind ->
        [double] { $who }'s turn
       *[single] { $who }'s move
    }
line-your-answer = your answer
line-now = now
line-after = after { $turns }
line-game-over = the game would be over by then ({ $outcome })

## Why: any game

reason-no-move = there is no move in it
reason-no-match = no legal move matches
reason-ambiguous = more than one legal move matches
reason-in-check = { $reason } (you are in check)
reason-write-moves-like = write moves like { $examples }
reason-capture-mark-first = '{ $mark }' is not a piece letter, and a capture mark comes after the piece or the pawn's file, as in { $piece-capture } or { $pawn-capture }
reason-game-over = the game is over: there is no legal move
reason-game-over-turn = the game is over: there is no legal turn
reason-castle-in-check =
    you cannot castle { $side ->
        [kingside] kingside
       *[queenside] queenside
    } while in check
reason-castle-impossible =
    castling { $side ->
        [kingside] kingside
       *[queenside] queenside
    } is not possible now (a piece is in the way, the king or rook has moved, or a square is attacked)
reason-no-drop = you have no { $piece } in hand to drop on { $square }, or the square is taken
reason-no-such-piece = you have no { $piece }
reason-none-reaches = no { $piece } of yours can move to { $square }
reason-empty-square = there is no piece on { $square }
reason-not-your-piece = the piece on { $square } is not yours
reason-cannot-go = your { $piece } on { $from } cannot move to { $square }

## Why: the notation the player chose

reason-foreign-letter =
    '{ $letter }' is not a piece letter in { $language ->
        [de] German
        [ru] Russian
        [pl] Polish
        [it] Italian
        [es] Spanish
        [fr] French
        [nl] Dutch
        [pt] Portuguese
       *[en] English
    } notation, which you chose: { $legend }; a pawn move has no letter
reason-legend-piece = { $letter } ({ $piece })
reason-legend-drop = { $letter }@ (a pawn drop)
reason-legend-tandem = { $letter } (a whole tandem)
reason-numeric-none = { $variant } has no numeric notation (its boards have twelve files); write moves like { $examples }
reason-numeric-malformed = '{ $text }' is not a numeric move: it is four digits, the from-square's file and rank then the to-square's (a=1 ... h=8, ranks 1-8), like 5254 for e2-e4, and a fifth for a promotion (1 queen, 2 rook, 3 bishop, 4 knight)
reason-numeric-mixture = '{ $text }' mixes a numeric move with other letters: write the digits alone, like 5254, or the move in algebraic notation
reason-numeric-drop = '{ $text }': a drop has no numeric form; write the piece, @ and the square, like { $drop } ({ $pawn-drop } for a pawn)
reason-numeric-no-drop = { $reason } (a drop has no numeric form: write it like { $example })

## Why: Two-Prong Chess

reason-still-in-check = it does not get your king out of check
reason-leaves-king-in-check = it would leave your king in check
reason-only-with-another = { $reason }; it is legal only together with another move
reason-first-turn-of-game-single = White's first turn of the game is a single move
reason-first-move = the first move '{ $part }': { $reason }
reason-second-move = the second move '{ $part }': { $reason }
reason-dual-turn = a turn is one move, or two moves of different pieces joined by '/' (like { $example })
reason-castling-whole-turn = castling is a whole turn: it cannot be one half of a dual move
reason-dual-same-piece = '{ $first }' and '{ $second }' are both moves of the { $piece } on { $square }; a dual move needs two different pieces
reason-dual-same-square = both moves end on { $square }: two pieces cannot go to the same square
reason-dual-same-capture = both moves capture the same piece
reason-dual-still-in-check = your king would still be in check after both moves
reason-dual-in-check = your king would be in check after both moves

## Why: Tandem-84

reason-t84-turn = a turn is one or two moves joined by '/', like { $example }
reason-t84-not-a-move = '{ $part }' is not a move; write moves like { $examples }
reason-first-turn-single = White's first turn is a single move
reason-cannot-start = the move '{ $part }' cannot start a legal turn here
reason-add-second = a turn is two moves here: add a second move on the other board after '{ $part }'
reason-no-second = after '{ $part }' no second move is possible, so the turn is '{ $part }' alone
reason-bad-second = '{ $second }' is not a legal second move after '{ $first }' (it must move another piece, starting on the other board, and leave your king safe)

## Why: Tandem-Pawn Chess

reason-tandem-pawn-moves = write moves like { $pawn }, { $capture }, { $tandem } (the whole tandem), { $rocket } (a rocket), { $knight } or { $castle }
reason-tandem-whole-can = one pawn alone cannot make that move here (a split pawn cannot capture a tandem), but the whole tandem can: write T before the move
reason-tandem-rocket = no single pawn makes that move; it is a rocket, written with ^
reason-tandem-not-whole = no whole tandem makes that move; without the T it moves one pawn
reason-tandem-no-rocket = no rocket lands there; a rocket needs a tandem with the square behind it and the two ahead empty

## Why: bughouse and the other games of two boards

reason-match-over = the match is over
reason-no-board-can-move = no board can move now
reason-both-boards = it is legal on both boards: say which, like A:e4 or B:e4
reason-waits-for-piece =
    { $color ->
        [White] White
       *[Black] Black
    } is in check on board { $board } and waits for a piece from the partner to block it
reason-board-can-move = board { $board } can move
reason-board-over = the game on board { $board } is over
reason-on-board = on board { $board }: { $reason }
reason-label-alone = a board label without a move after it
reason-one-move = one move at a time
reason-one-move-with-board = one move at a time, with its board: { $examples }
reason-your-board = you play on board { $board }
reason-their-move-on-board =
    it is { $color ->
        [White] White
       *[Black] Black
    }'s move on board { $board }
reason-only-board = only board { $board } is played this turn
reason-only-board-one-move = only board { $board } is played this turn: one move
reason-sync-turn = a turn is a move on board A, then one on board B: write them as { $a }/{ $b } (or A: { $a } B: { $b })
reason-board-a-first = the move on board A comes first: { $reason }
reason-move-missing = one move is missing: { $reason }
reason-same-board = both moves name the same board: { $reason }
reason-too-many-moves = too many moves: { $reason }
reason-ends-match = { $move } ends the match: the turn ends there

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
reason-and = { $a } { $next ->
       *[other] and
    } { $b }
reason-or = { $a } { $next ->
       *[other] or
    } { $b }
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
