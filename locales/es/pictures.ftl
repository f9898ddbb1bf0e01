# Las palabras de las imágenes del tablero: la posición en palabras para
# quien no puede ver la imagen (su texto alternativo), la leyenda de las
# piezas feéricas y las palabras dibujadas en las imágenes del archivo web.
# $color es White o Black; $role, uno de king, queen, chancellor, marshall,
# rook, bishop, knight, ghost, pawn, tandem (dos peones en una misma
# casilla, Ajedrez Tandem-Pawn).

# Desde qué lado se dibuja el tablero, tras su título si lo tiene
# ($title: "Tablero A: juegan las blancas").
picture-seen-from =
    Tablero visto desde el lado de las { $color ->
        [White] blancas
       *[Black] negras
    }.
picture-titled-seen-from =
    { $title }, visto desde el lado de las { $color ->
        [White] blancas
       *[Black] negras
    }.
# Las piezas de un bando en un tablero: $pieces es una lista de picture-pieces.
picture-army =
    { $color ->
        [White] Blancas
       *[Black] Negras
    }: { $pieces }.
picture-army-none =
    { $color ->
        [White] Blancas
       *[Black] Negras
    }: ninguna pieza.
# Un tipo de pieza y sus casillas: "torres a1 y h1".
# $count es "one" o "many" (no un número: tras el nombre van las casillas).
picture-pieces =
    { $count ->
        [one]
            { $role ->
                [king] rey
                [queen] dama
                [chancellor] canciller
                [marshall] mariscal
                [rook] torre
                [bishop] alfil
                [knight] caballo
                [ghost] fantasma
                [tandem] tándem
               *[pawn] peón
            }
       *[many]
            { $role ->
                [king] reyes
                [queen] damas
                [chancellor] cancilleres
                [marshall] mariscales
                [rook] torres
                [bishop] alfiles
                [knight] caballos
                [ghost] fantasmas
                [tandem] tándems
               *[pawn] peones
            }
    } { $squares }
# La reserva de un bando (las piezas que puede colocar): $pieces es una
# lista de picture-held.
picture-hand =
    Reserva de las { $color ->
        [White] blancas
       *[Black] negras
    }: { $pieces }.
picture-hand-empty =
    Reserva de las { $color ->
        [White] blancas
       *[Black] negras
    }: vacía.
# Las piezas de un tipo en la reserva: "dama", "2 caballos".
picture-held =
    { $n ->
        [1]
            { $role ->
                [queen] dama
                [chancellor] canciller
                [marshall] mariscal
                [rook] torre
                [bishop] alfil
                [knight] caballo
                [ghost] fantasma
               *[pawn] peón
            }
       *[other]
            { $n } { $role ->
                [queen] damas
                [chancellor] cancilleres
                [marshall] mariscales
                [rook] torres
                [bishop] alfiles
                [knight] caballos
                [ghost] fantasmas
               *[pawn] peones
            }
    }
# El último turno: una jugada, o las jugadas de un turno de varias.
picture-last-move = Última jugada: { $moves }.
picture-last-turn = Último turno: { $moves }.
picture-move = de { $from } a { $to }
picture-drop = una pieza colocada en { $square }
# La leyenda de las piezas feéricas, bajo los tableros de un correo: la
# pieza, cómo se dibuja y cómo juega.
picture-legend =
    { $role ->
        [chancellor] Canciller (dibujado como un caballo sobre el pie de un alfil)
        [marshall] Mariscal (dibujado como un caballo sobre las almenas de una torre)
        [ghost] Fantasma (dibujado como una sábana con ojos)
       *[tandem] Tándem (dibujado como dos peones uno al lado del otro)
    }: { $does }
# Lo mismo en las imágenes del archivo web, junto al dibujo de la pieza.
picture-legend-drawn =
    { $role ->
        [chancellor] canciller
        [marshall] mariscal
        [ghost] fantasma
       *[tandem] tándem
    }: { $does }
# Cómo juega una pieza feérica. Tandem-84 tiene dos reglamentos para el
# fantasma.
picture-does =
    { $what ->
        [chancellor] mueve como un alfil o como un caballo
        [marshall] mueve como una torre o como un caballo
        [ghost-rook] en su propio tablero mueve como una torre y, tras un traslado, como un alfil; puede intercambiar su casilla con la primera pieza propia que encuentre en su camino
        [ghost-queen] en su propio tablero mueve como una dama y, tras un traslado, como un knightrider (un caballo que prolonga su salto); las piezas propias lo atraviesan; solo puede capturarlo el rey enemigo o, mientras cubre a su propio rey, cualquier pieza enemiga
        [tandem] dos peones en una misma casilla
       *[other] consulta las reglas del juego
    }
# El rótulo ante una reserva dibujada en las imágenes del archivo web.
picture-hand-caption =
    Reserva de las { $color ->
        [White] blancas
       *[Black] negras
    }:
# Los nombres de los tableros en una imagen: un tablero del bughouse
# ($board: A o B) y las dos mitades de Tandem-84 con sus columnas.
picture-board = Tablero { $board }
picture-board-left = Tablero izquierdo (a-f)
picture-board-right = Tablero derecho (g-l)
# Tras el rótulo, para una reserva que no tiene nada.
picture-hand-none = vacía
