# Una jugada que el bot no hizo, y por qué (ver locales/en/moves.ftl).
# $piece es el nombre inglés de la pieza (pawn, knight, bishop, rook, queen, king…).

move-unreadable = no puedo leer "{ $input }" como jugada: { $reason }
move-illegal = "{ $input }" no es legal aquí: { $reason }
move-ambiguous = "{ $input }" es ambigua: podría ser { $candidates }
move-did-you-mean = { $refusal }. ¿Quisiste decir { $candidates }?
move-game-over = la partida ha terminado ({ $outcome })

list-or = { $a } { $next ->
        [o] u
       *[other] o
    } { $b }

## Una línea condicional que no se puede jugar

line-refused = en tu línea, { $whose }, { $turn }, no se puede jugar { $when }: { $reason }
line-their-turn = { $kind ->
        [double] el turno de { $who }
       *[single] la jugada de { $who }
    }
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
reason-game-over-turn = la partida ha terminado: no hay ninguna jugada legal
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

## Por qué: una letra de la notación de otro idioma, el figurín de una pieza que el juego no tiene

# "S es un caballo en notación alemana y polaca": $languages son
# reason-language unidos por reason-and (y reason-list). reason-language es
# el adjetivo femenino que sigue a "notación".
reason-letter-means =
    { $letter } es { $piece ->
        [pawn] un peón
        [knight] un caballo
        [bishop] un alfil
        [rook] una torre
        [queen] una dama
        [king] un rey
        [chancellor] un canciller
        [marshall] un mariscal
        [ghost] un fantasma
       *[other] una pieza "{ $piece }"
    } en notación { $languages }
reason-language =
    { $language ->
        [de] alemana
        [ru] rusa
        [pl] polaca
        [it] italiana
        [es] española
        [fr] francesa
        [nl] neerlandesa
        [pt] portuguesa
       *[en] inglesa
    }
reason-and = { $a } { $next ->
        [i] e
       *[other] y
    } { $b }
reason-or = { $a } { $next ->
        [o] u
       *[other] o
    } { $b }
# Elementos separados por comas (lo que va antes de "y"/"o").
reason-list = { $items }
# La línea de comando que cambia a las letras de otro idioma.
reason-notation-line = "notation { $code }"
# La notación del propio jugador: las letras de un idioma, figurines, numérica ICCF.
reason-notation-letters =
    { $language ->
        [de] letras alemanas
        [ru] letras rusas
        [pl] letras polacas
        [it] letras italianas
        [es] letras españolas
        [fr] letras francesas
        [nl] letras neerlandesas
        [pt] letras portuguesas
       *[en] letras inglesas
    }
reason-notation-figurine = figurines
reason-notation-iccf = numérica ICCF
# $meanings: reason-letter-means, separados por comas; $mine: reason-notation-*;
# $lines: reason-notation-line unidos por reason-or. -one: las letras son de
# un solo idioma ($language); -many: de varios.
reason-other-letters-one =
    { $meanings }, pero no en tu notación ({ $mine }); con la línea { $lines } pasas a usar las letras { $language ->
        [de] alemanas
        [ru] rusas
        [pl] polacas
        [it] italianas
        [es] españolas
        [fr] francesas
        [nl] neerlandesas
        [pt] portuguesas
       *[en] inglesas
    }
reason-other-letters-many = { $meanings }, pero no en tu notación ({ $mine }); con la línea { $lines } pasas a usar las letras de ese idioma
# $glyph: el símbolo que escribió el jugador; $pieces: reason-glyph-pieces*.
reason-glyph-piece =
    { $glyph } es { $piece ->
        [pawn] un peón
        [knight] un caballo
        [bishop] un alfil
        [rook] una torre
        [queen] una dama
        [king] un rey
        [chancellor] un canciller
        [marshall] un mariscal
        [ghost] un fantasma
       *[other] una pieza "{ $piece }"
    }, una pieza que no existe en { $variant }; las piezas de este juego son { $pieces }
reason-glyph-knight-queen = { $glyph } es una amazona (dama y caballo), una pieza que no existe en { $variant }; las piezas de este juego son { $pieces }
reason-glyph-fairy = { $glyph } es una pieza feérica, que no existe en { $variant }; las piezas de este juego son { $pieces }
reason-glyph-pieces = { $glyphs }
reason-glyph-pieces-tandem84 =
    { $glyphs } y C ({ $chancellor ->
       *[chancellor] canciller
    }), M ({ $marshall ->
       *[marshall] mariscal
    }), G ({ $ghost ->
       *[ghost] fantasma
    })

## Un turno en palabras, entre paréntesis tras el turno ("1. Cf3 (el
## caballo blanco va de g1 a f3)"): en minúscula y sin punto final.
## $color: White o Black (quien juega); $piece, $other: el nombre inglés de
## una pieza (pawn, knight, bishop, rook, queen, king, chancellor, marshall,
## ghost); $from, $to, $back, $twin: casillas; $turn, $part, $a, $b,
## $parts: mensajes turn-*.

turn-move =
    { $color ->
        [White] { $piece ->
            [pawn] el peón blanco
            [knight] el caballo blanco
            [bishop] el alfil blanco
            [rook] la torre blanca
            [queen] la dama blanca
            [chancellor] el canciller blanco
            [marshall] el mariscal blanco
            [ghost] el fantasma blanco
           *[king] el rey blanco
        }
       *[Black] { $piece ->
            [pawn] el peón negro
            [knight] el caballo negro
            [bishop] el alfil negro
            [rook] la torre negra
            [queen] la dama negra
            [chancellor] el canciller negro
            [marshall] el mariscal negro
            [ghost] el fantasma negro
           *[king] el rey negro
        }
    } va de { $from } a { $to }
# $wing: kingside (corto) o queenside (largo).
turn-castle =
    { $color ->
        [White] las blancas
       *[Black] las negras
    } enrocan { $wing ->
        [kingside] corto
       *[queenside] largo
    }
turn-drop =
    { $color ->
        [White] las blancas
       *[Black] las negras
    } colocan { $piece ->
        [pawn] un peón
        [knight] un caballo
        [bishop] un alfil
        [rook] una torre
        [king] un rey
        [chancellor] un canciller
        [marshall] un mariscal
        [ghost] un fantasma
       *[queen] una dama
    } en { $to }
turn-capture =
    { $turn } capturando { $piece ->
        [pawn] un peón
        [knight] un caballo
        [bishop] un alfil
        [rook] una torre
        [king] un rey
        [chancellor] un canciller
        [marshall] un mariscal
        [ghost] un fantasma
       *[queen] una dama
    }
turn-capture-en-passant = { $turn } capturando un peón al paso
turn-promotion =
    { $turn } y corona en { $piece ->
        [knight] caballo
        [bishop] alfil
        [rook] torre
        [chancellor] canciller
        [marshall] mariscal
        [ghost] fantasma
       *[queen] dama
    }
turn-then = { $a }; después, { $b }
turn-none = ninguna jugada
# Un turno que ningún juego describe con más palabras: su notación.
turn-notation = { $turn }
# Ajedrez Two-Prong: una o dos jugadas a la vez.
turn-prong-one =
    { $color ->
        [White] las blancas
       *[Black] las negras
    } juegan { $part }
turn-prong-two =
    { $color ->
        [White] las blancas
       *[Black] las negras
    } juegan { $a } y, a la vez, { $b }
turn-prong-part =
    { $piece ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
       *[king] el rey
    } de { $from } a { $to }
# Tras "juegan" (turn-prong-two): un sustantivo, como las demás partes.
turn-prong-castled =
    el enroque { $wing ->
        [kingside] corto
       *[queenside] largo
    }
turn-prong-capture =
    { $part } capturando { $piece ->
        [pawn] un peón
        [knight] un caballo
        [bishop] un alfil
        [rook] una torre
        [king] un rey
       *[queen] una dama
    }
turn-prong-capture-en-passant = { $part } capturando un peón al paso
turn-prong-promotion =
    { $part }, donde corona en { $piece ->
        [knight] caballo
        [bishop] alfil
        [rook] torre
       *[queen] dama
    }
# Ajedrez Tandem-Pawn: peones y tándems (dos peones en una casilla).
turn-tandem-advanced =
    el tándem { $color ->
        [White] blanco
       *[Black] negro
    } de { $from } avanza a { $to }
# Los *-captured siempre van dentro de turn-capture* ("... va a d5 capturando
# un caballo"): el verbo no repite la captura.
turn-tandem-captured =
    el tándem { $color ->
        [White] blanco
       *[Black] negro
    } de { $from } va a { $to }
turn-tandem-rocket =
    el tándem { $color ->
        [White] blanco
       *[Black] negro
    } de { $from } hace un cohete: un peón retrocede a { $back } y el otro salta a { $to }
turn-tandem-one-advanced =
    un peón del tándem { $color ->
        [White] blanco
       *[Black] negro
    } de { $from } avanza a { $to }
turn-tandem-one-captured =
    un peón del tándem { $color ->
        [White] blanco
       *[Black] negro
    } de { $from } va a { $to }
turn-pawn-advanced =
    el peón { $color ->
        [White] blanco
       *[Black] negro
    } de { $from } avanza a { $to }
turn-pawn-captured =
    el peón { $color ->
        [White] blanco
       *[Black] negro
    } de { $from } va a { $to }
turn-capture-tandem = { $turn } capturando un tándem de dos peones
turn-capture-tandem-en-passant = { $turn } capturando al paso un tándem de dos peones
turn-became =
    { $turn } y se convierte en { $piece ->
        [knight] caballo
        [bishop] alfil
        [rook] torre
       *[queen] dama
    }
# Tandem-84: dos tableros uno junto a otro; un turno de una o más jugadas.
turn-t84 =
    { $color ->
        [White] las blancas
       *[Black] las negras
    }: { $parts }
turn-t84-move =
    { $piece ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
        [chancellor] el canciller
        [marshall] el mariscal
        [ghost] el fantasma
       *[king] el rey
    } va de { $from } a { $to }
turn-t84-cross =
    { $piece ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
        [chancellor] el canciller
        [marshall] el mariscal
        [ghost] el fantasma
       *[king] el rey
    } de { $from } se traslada a { $twin } para ir a { $to }
turn-t84-castle = enroque en el tablero de origen
turn-t84-drop-castle = enroque con traslado al otro tablero
turn-t84-swap =
    intercambio entre tableros { $piece ->
        [pawn] del peón
        [knight] del caballo
        [bishop] del alfil
        [rook] de la torre
        [queen] de la dama
        [chancellor] del canciller
        [marshall] del mariscal
        [ghost] del fantasma
       *[king] del rey
    } de { $from } y { $other ->
        [pawn] del peón
        [knight] del caballo
        [bishop] del alfil
        [rook] de la torre
        [queen] de la dama
        [chancellor] del canciller
        [marshall] del mariscal
        [ghost] del fantasma
       *[king] del rey
    } de { $to }
turn-t84-ghost-swap =
    el fantasma de { $from } intercambia su casilla con { $other ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
        [chancellor] el canciller
        [marshall] el mariscal
        [ghost] el fantasma
       *[king] el rey
    } de { $to }
turn-t84-both-leave = { $turn }, y ambos salen del tablero
turn-t84-promotion =
    { $turn } y corona en { $piece ->
        [knight] caballo
        [bishop] alfil
        [rook] torre
        [chancellor] canciller
        [marshall] mariscal
        [ghost] fantasma
       *[queen] dama
    }
# Bughouse (dos tableros, A y B): $board es A o B; la pieza capturada pasa a
# la reserva del compañero en el otro tablero ($color: de quién es la reserva).
turn-on-board-first = En el tablero { $board }, { $turn }
turn-on-board = en el tablero { $board }, { $turn }
turn-goes-to-hand =
    { $turn }, que pasa a la reserva de las { $color ->
        [White] blancas
       *[Black] negras
    } en el tablero { $board }
turn-goes-to-hand-as =
    { $turn }, que pasa como { $piece ->
        [knight] caballo
        [bishop] alfil
        [rook] torre
        [queen] dama
       *[pawn] peón
    } a la reserva de las { $color ->
        [White] blancas
       *[Black] negras
    } en el tablero { $board }
