# Un coup que le bot n'a pas joué, et pourquoi (voir locales/en/moves.ftl).
# $piece est le nom anglais de la pièce (pawn, knight, bishop, rook, queen, king…).

move-unreadable = je ne peux pas lire « { $input } » comme un coup : { $reason }
move-illegal = « { $input } » n'est pas légal ici : { $reason }
move-ambiguous = « { $input } » est ambigu : il peut s'agir de { $candidates }
move-did-you-mean = { $refusal }. Vouliez-vous dire { $candidates } ?
move-game-over = la partie est terminée ({ $outcome })

list-or = { $a } ou { $b }

## Une suite conditionnelle qui ne peut pas être jouée

line-refused = dans votre suite conditionnelle, { $whose } { $turn } est injouable { $when } : { $reason }
line-their-turn = le tour de jeu de { $who }
line-your-answer = votre réponse
line-now = maintenant
line-after = après { $turns }
line-game-over = la partie serait déjà terminée à ce moment-là ({ $outcome })

## Pourquoi : toute variante

reason-no-move = aucun coup n'y figure
reason-no-match = aucun coup légal ne correspond
reason-ambiguous = plus d'un coup légal correspond
reason-in-check = { $reason } (vous êtes en échec)
reason-write-moves-like = écrivez les coups ainsi : { $examples }
reason-capture-mark-first = « { $mark } » n'est pas une lettre de pièce, et la marque de prise vient après la pièce ou la colonne du pion, comme dans { $piece-capture } ou { $pawn-capture }
reason-game-over = la partie est terminée : il n'y a aucun coup légal
reason-game-over-turn = la partie est terminée : il n'y a aucun tour de jeu légal
reason-castle-in-check =
    vous ne pouvez pas faire le { $side ->
        [kingside] petit
       *[queenside] grand
    } roque : votre roi est en échec
reason-castle-impossible =
    le { $side ->
        [kingside] petit
       *[queenside] grand
    } roque n'est pas possible maintenant (une pièce se trouve sur le passage, le roi ou la tour a déjà joué, ou une case est contrôlée par l'adversaire)
reason-no-drop =
    vous n'avez { $piece ->
        [pawn] aucun pion
        [knight] aucun cavalier
        [bishop] aucun fou
        [rook] aucune tour
        [queen] aucune dame
        [chancellor] aucun chancelier
        [marshall] aucun maréchal
        [ghost] aucun fantôme
       *[other] aucune pièce « { $piece } »
    } en réserve à parachuter en { $square }, ou la case est occupée
reason-no-such-piece =
    vous n'avez { $piece ->
        [pawn] aucun pion
        [knight] aucun cavalier
        [bishop] aucun fou
        [rook] aucune tour
        [queen] aucune dame
        [king] pas de roi
        [chancellor] aucun chancelier
        [marshall] aucun maréchal
        [ghost] aucun fantôme
       *[other] aucune pièce « { $piece } »
    }
reason-none-reaches =
    { $piece ->
        [pawn] aucun de vos pions ne peut
        [knight] aucun de vos cavaliers ne peut
        [bishop] aucun de vos fous ne peut
        [rook] aucune de vos tours ne peut
        [queen] aucune de vos dames ne peut
        [king] votre roi ne peut pas
        [chancellor] aucun de vos chanceliers ne peut
        [marshall] aucun de vos maréchaux ne peut
        [ghost] aucun de vos fantômes ne peut
       *[other] aucune de vos pièces « { $piece } » ne peut
    } aller en { $square }
reason-empty-square = il n'y a aucune pièce en { $square }
reason-not-your-piece = la pièce en { $square } n'est pas à vous
reason-cannot-go =
    { $piece ->
        [pawn] votre pion
        [knight] votre cavalier
        [bishop] votre fou
        [rook] votre tour
        [queen] votre dame
        [king] votre roi
        [chancellor] votre chancelier
        [marshall] votre maréchal
        [ghost] votre fantôme
       *[other] votre pièce « { $piece } »
    } en { $from } ne peut pas aller en { $square }

## Pourquoi : la notation choisie

reason-foreign-letter =
    « { $letter } » n'est pas une lettre de pièce dans la notation { $language ->
        [de] allemande
        [ru] russe
        [pl] polonaise
        [it] italienne
        [es] espagnole
        [fr] française
        [nl] néerlandaise
        [pt] portugaise
       *[en] anglaise
    }, que vous avez choisie : { $legend } ; un coup de pion n'a pas de lettre
reason-legend-piece =
    { $letter } ({ $piece ->
        [pawn] pion
        [knight] cavalier
        [bishop] fou
        [rook] tour
        [queen] dame
        [king] roi
        [chancellor] chancelier
        [marshall] maréchal
        [ghost] fantôme
       *[other] { $piece }
    })
reason-legend-drop = { $letter }@ (parachutage d'un pion)
reason-legend-tandem = { $letter } (le tandem entier)
reason-numeric-none = { $variant } n'a pas de notation numérique (ses échiquiers ont douze colonnes) ; écrivez les coups ainsi : { $examples }
reason-numeric-malformed = « { $text } » n'est pas un coup numérique : ce sont quatre chiffres, la colonne et la rangée de la case de départ puis celles d'arrivée (a=1 … h=8, rangées 1-8), comme 5254 pour e2-e4, et un cinquième pour une promotion (1 dame, 2 tour, 3 fou, 4 cavalier)
reason-numeric-mixture = « { $text } » mêle un coup numérique et d'autres signes : écrivez les chiffres seuls, comme 5254, ou le coup en notation algébrique
reason-numeric-drop = « { $text } » : un parachutage n'a pas de forme numérique ; écrivez la pièce, @ et la case, comme { $drop } ({ $pawn-drop } pour un pion)
reason-numeric-no-drop = { $reason } (un parachutage n'a pas de forme numérique : écrivez-le comme { $example })

## Pourquoi : Two-Prong Chess

reason-still-in-check = il ne pare pas l'échec
reason-leaves-king-in-check = il laisserait votre roi en échec
reason-only-with-another = { $reason } ; il n'est légal qu'avec un autre coup
reason-first-turn-of-game-single = le premier tour de jeu des Blancs dans la partie est un coup simple
reason-first-move = le premier coup « { $part } » : { $reason }
reason-second-move = le second coup « { $part } » : { $reason }
reason-dual-turn = un tour de jeu est un coup, ou deux coups de pièces différentes joints par « / » (comme { $example })
reason-castling-whole-turn = le roque est un tour de jeu entier : il ne peut pas être la moitié d'un coup double
reason-dual-same-piece =
    « { $first } » et « { $second } » sont deux coups { $piece ->
        [pawn] du pion
        [knight] du cavalier
        [bishop] du fou
        [rook] de la tour
        [queen] de la dame
        [king] du roi
        [chancellor] du chancelier
        [marshall] du maréchal
        [ghost] du fantôme
       *[other] de la pièce « { $piece } »
    } en { $square } ; un coup double demande deux pièces différentes
reason-dual-same-square = les deux coups aboutissent en { $square } : deux pièces ne peuvent pas aller sur la même case
reason-dual-same-capture = les deux coups prennent la même pièce
reason-dual-still-in-check = après les deux coups, votre roi serait encore en échec
reason-dual-in-check = après les deux coups, votre roi serait en échec

## Pourquoi : Tandem-84

reason-t84-turn = un tour de jeu est un ou deux coups joints par « / », comme { $example }
reason-t84-not-a-move = « { $part } » n'est pas un coup ; écrivez les coups ainsi : { $examples }
reason-first-turn-single = le premier tour de jeu des Blancs est un coup simple
reason-cannot-start = le coup « { $part } » ne peut pas commencer ici un tour de jeu légal
reason-add-second = un tour de jeu compte ici deux coups : ajoutez après « { $part } » un second coup sur l'autre échiquier
reason-no-second = après « { $part } » aucun second coup n'est possible, le tour de jeu est donc « { $part } » seul
reason-bad-second = « { $second } » n'est pas un second coup légal après « { $first } » (il doit jouer une autre pièce, partir de l'autre échiquier et ne pas laisser votre roi en échec)

## Pourquoi : Tandem-Pawn Chess

reason-tandem-pawn-moves = écrivez les coups ainsi : { $pawn }, { $capture }, { $tandem } (le tandem entier), { $rocket } (une fusée), { $knight } ou { $castle }
reason-tandem-whole-can = un pion seul ne peut pas jouer ce coup ici (un pion séparé ne peut pas prendre un tandem), mais le tandem entier le peut : écrivez TT devant le coup
reason-tandem-rocket = aucun pion seul ne joue ce coup ; c'est une fusée, qui s'écrit avec ^
reason-tandem-not-whole = aucun tandem entier ne joue ce coup ; sans TT, c'est un seul pion qui bouge
reason-tandem-no-rocket = aucune fusée n'arrive là ; une fusée demande un tandem avec la case derrière lui et les deux devant libres

## Pourquoi : les variantes à deux échiquiers

reason-match-over = le match est terminé
reason-no-board-can-move = aucun échiquier ne peut jouer pour le moment
reason-both-boards = il est légal sur les deux échiquiers : dites lequel, comme A:e4 ou B:e4
reason-waits-for-piece =
    les { $color ->
        [White] Blancs sont
       *[Black] Noirs sont
    } en échec sur l'échiquier { $board } et attendent une pièce du partenaire pour le parer
reason-board-can-move = on peut jouer sur l'échiquier { $board }
reason-board-over = la partie sur l'échiquier { $board } est terminée
reason-on-board = sur l'échiquier { $board } : { $reason }
reason-label-alone = une lettre d'échiquier qui n'est suivie d'aucun coup
reason-one-move = un coup à la fois
reason-one-move-with-board = un coup à la fois, avec son échiquier : { $examples }
reason-your-board = vous jouez sur l'échiquier { $board }
reason-their-move-on-board =
    sur l'échiquier { $board }, c'est aux { $color ->
        [White] Blancs
       *[Black] Noirs
    } de jouer
reason-only-board = ce tour de jeu ne se joue que sur l'échiquier { $board }
reason-only-board-one-move = ce tour de jeu ne se joue que sur l'échiquier { $board } : un seul coup
reason-sync-turn = un tour de jeu est un coup sur l'échiquier A, puis un sur l'échiquier B : écrivez-les { $a }/{ $b } (ou A: { $a } B: { $b })
reason-board-a-first = le coup sur l'échiquier A vient d'abord : { $reason }
reason-move-missing = il manque un coup : { $reason }
reason-same-board = les deux coups désignent le même échiquier : { $reason }
reason-too-many-moves = trop de coups : { $reason }
reason-ends-match = { $move } termine le match : le tour de jeu s'arrête là

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
