# Una jugada que el bot no hizo, y por qué (ver locales/en/moves.ftl).
# $piece es el nombre inglés de la pieza (pawn, knight, bishop, rook, queen, king…).

move-unreadable = no puedo leer "{ $input }" como jugada: { $reason }
move-illegal = "{ $input }" no es legal aquí: { $reason }
move-ambiguous = "{ $input }" es ambigua: podría ser { $candidates }
move-did-you-mean = { $refusal }. ¿Quisiste decir { $candidates }?
move-game-over = la partida ha terminado ({ $outcome })

list-or = { $a } o { $b }

## Una línea condicional que no se puede jugar

line-refused = en tu línea, { $whose }, { $turn }, no se puede jugar { $when }: { $reason }
line-their-turn = la jugada de { $who }
line-your-answer = tu respuesta
line-now = ahora
line-after = después de { $turns }
line-game-over = para entonces la partida ya habría terminado ({ $outcome })

## Por qué: cualquier juego

reason-no-move = no contiene ninguna jugada
reason-no-match = no coincide ninguna jugada legal
reason-ambiguous = coincide más de una jugada legal
reason-in-check = { $reason } (estás en jaque)
reason-write-moves-like = escribe las jugadas así: { $examples }
reason-capture-mark-first = "{ $mark }" no es la letra de una pieza, y la marca de captura va después de la pieza o de la columna del peón, como en { $piece-capture } o { $pawn-capture }
reason-game-over = la partida ha terminado: no hay ninguna jugada legal
reason-game-over-turn = la partida ha terminado: no hay ningún turno legal
reason-castle-in-check =
    no puedes enrocar { $side ->
        [kingside] corto
       *[queenside] largo
    } estando en jaque
reason-castle-impossible =
    el enroque { $side ->
        [kingside] corto
       *[queenside] largo
    } no es posible ahora (hay una pieza en medio, el rey o la torre ya se han movido, o una casilla está atacada)
reason-no-drop =
    no tienes { $piece ->
        [pawn] ningún peón
        [knight] ningún caballo
        [bishop] ningún alfil
        [rook] ninguna torre
        [queen] ninguna dama
       *[other] ninguna pieza "{ $piece }"
    } en la reserva para colocar en { $square }, o la casilla está ocupada
reason-no-such-piece =
    no tienes { $piece ->
        [pawn] ningún peón
        [knight] ningún caballo
        [bishop] ningún alfil
        [rook] ninguna torre
        [queen] ninguna dama
        [king] ningún rey
       *[other] ninguna pieza "{ $piece }"
    }
reason-none-reaches =
    { $piece ->
        [pawn] ninguno de tus peones puede
        [knight] ninguno de tus caballos puede
        [bishop] ninguno de tus alfiles puede
        [rook] ninguna de tus torres puede
        [queen] ninguna de tus damas puede
        [king] tu rey no puede
       *[other] ninguna pieza tuya "{ $piece }" puede
    } ir a { $square }
reason-empty-square = no hay ninguna pieza en { $square }
reason-not-your-piece = la pieza de { $square } no es tuya
reason-cannot-go =
    { $piece ->
        [pawn] tu peón
        [knight] tu caballo
        [bishop] tu alfil
        [rook] tu torre
        [queen] tu dama
        [king] tu rey
       *[other] tu pieza "{ $piece }"
    } de { $from } no puede ir a { $square }

## Por qué: la notación elegida

reason-foreign-letter =
    "{ $letter }" no es la letra de una pieza en la notación { $language ->
        [de] alemana
        [ru] rusa
        [pl] polaca
        [it] italiana
        [es] española
        [fr] francesa
        [nl] neerlandesa
        [pt] portuguesa
       *[en] inglesa
    }, que es la que elegiste: { $legend }; una jugada de peón no lleva letra
reason-legend-piece =
    { $letter } ({ $piece ->
        [pawn] peón
        [knight] caballo
        [bishop] alfil
        [rook] torre
        [queen] dama
        [king] rey
        [chancellor] canciller
        [marshall] mariscal
        [ghost] fantasma
       *[other] { $piece }
    })
reason-legend-drop = { $letter }@ (colocación de un peón)
reason-legend-tandem = { $letter } (el tándem entero)
reason-numeric-none = { $variant } no tiene notación numérica (sus tableros tienen doce columnas); escribe las jugadas así: { $examples }
reason-numeric-malformed = "{ $text }" no es una jugada numérica: son cuatro cifras, la columna y la fila de la casilla de salida y luego las de llegada (a=1 … h=8, filas 1-8), como 5254 para e2-e4, y una quinta para la coronación (1 dama, 2 torre, 3 alfil, 4 caballo)
reason-numeric-mixture = "{ $text }" mezcla una jugada numérica con otros signos: escribe solo las cifras, como 5254, o la jugada en notación algebraica
reason-numeric-drop = "{ $text }": una colocación no tiene forma numérica; escribe la pieza, @ y la casilla, como { $drop } ({ $pawn-drop } para un peón)
reason-numeric-no-drop = { $reason } (una colocación no tiene forma numérica: escríbela como { $example })

## Por qué: Two-Prong Chess

reason-still-in-check = no saca a tu rey del jaque
reason-leaves-king-in-check = dejaría a tu rey en jaque
reason-only-with-another = { $reason }; solo es legal junto con otra jugada
reason-first-turn-of-game-single = el primer turno de las blancas en la partida es una jugada simple
reason-first-move = la primera jugada "{ $part }": { $reason }
reason-second-move = la segunda jugada "{ $part }": { $reason }
reason-dual-turn = un turno es una jugada, o dos jugadas de piezas distintas unidas por una barra, como { $example }
reason-castling-whole-turn = el enroque es un turno entero: no puede ser la mitad de una jugada doble
reason-dual-same-piece =
    "{ $first }" y "{ $second }" mueven las dos { $piece ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
        [king] el rey
       *[other] la pieza "{ $piece }"
    } de { $square }; una jugada doble necesita dos piezas distintas
reason-dual-same-square = ambas jugadas terminan en { $square }: dos piezas no pueden ir a la misma casilla
reason-dual-same-capture = ambas jugadas capturan la misma pieza
reason-dual-still-in-check = tras las dos jugadas tu rey seguiría en jaque
reason-dual-in-check = tras las dos jugadas tu rey quedaría en jaque

## Por qué: Tandem-84

reason-t84-turn = un turno es una jugada, o dos unidas por una barra, como { $example }
reason-t84-not-a-move = "{ $part }" no es una jugada; escribe las jugadas así: { $examples }
reason-first-turn-single = el primer turno de las blancas es una sola jugada
reason-cannot-start = la jugada "{ $part }" no puede empezar aquí un turno legal
reason-add-second = aquí un turno son dos jugadas: añade tras "{ $part }" una segunda jugada en el otro tablero
reason-no-second = tras "{ $part }" no es posible una segunda jugada, así que el turno es solo "{ $part }"
reason-bad-second = "{ $second }" no es una segunda jugada legal tras "{ $first }" (debe mover otra pieza, empezar en el otro tablero y dejar a tu rey a salvo)

## Por qué: Tandem-Pawn Chess

reason-tandem-pawn-moves = escribe las jugadas así: { $pawn }, { $capture }, { $tandem } (el tándem entero), { $rocket } (un cohete), { $knight } o { $castle }
reason-tandem-whole-can = aquí un peón solo no puede hacer esa jugada (un peón suelto no puede capturar un tándem), pero el tándem entero sí: escribe TT delante de la jugada
reason-tandem-rocket = ningún peón suelto hace esa jugada; es un cohete, que se escribe con ^
reason-tandem-not-whole = ningún tándem entero hace esa jugada; sin TT se mueve un solo peón
reason-tandem-no-rocket = ningún cohete llega ahí; un cohete necesita un tándem con la casilla de detrás y las dos de delante libres

## Por qué: los juegos de dos tableros

reason-match-over = el encuentro ha terminado
reason-no-board-can-move = ahora no se puede jugar en ningún tablero
reason-both-boards = es legal en los dos tableros: di en cuál, como A:e4 o B:e4
reason-waits-for-piece =
    las { $color ->
        [White] blancas están
       *[Black] negras están
    } en jaque en el tablero { $board } y esperan una pieza del compañero para tapar el jaque
reason-board-can-move = en el tablero { $board } se puede jugar
reason-board-over = la partida del tablero { $board } ha terminado
reason-on-board = en el tablero { $board }: { $reason }
reason-label-alone = una indicación de tablero sin jugada detrás
reason-one-move = una jugada cada vez
reason-one-move-with-board = una jugada cada vez, con su tablero: { $examples }
reason-your-board = juegas en el tablero { $board }
reason-their-move-on-board =
    en el tablero { $board } juegan las { $color ->
        [White] blancas
       *[Black] negras
    }
reason-only-board = en este turno solo se juega en el tablero { $board }
reason-only-board-one-move = en este turno solo se juega en el tablero { $board }: una jugada
reason-sync-turn = un turno es una jugada en el tablero A y luego una en el tablero B: escríbelas como { $a }/{ $b } (o A: { $a } B: { $b })
reason-board-a-first = primero va la jugada del tablero A: { $reason }
reason-move-missing = falta una jugada: { $reason }
reason-same-board = las dos jugadas indican el mismo tablero: { $reason }
reason-too-many-moves = demasiadas jugadas: { $reason }
reason-ends-match = { $move } termina el encuentro: el turno acaba ahí

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
