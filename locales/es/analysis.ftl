# El análisis de una partida terminada, tras "analyse N".

analysis-subject = Análisis de la partida #{ $id }
# $notation: el código de la notación del lector (en, de, figurine, iccf...).
analysis-intro =
    El motor del servidor ha analizado la partida #{ $id } ({ $variant }, { $players }, { $result }): { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turnos
    }, con las jugadas en tu notación ({ $notation }). Las evaluaciones son desde el punto de vista de las blancas, en peones (+1.00: las blancas tienen un peón de ventaja; #3: las blancas dan mate en 3; #-3: las negras dan mate en 3). Un turno que le cuesta a quien lo juega una décima parte de sus posibilidades de ganar es una imprecisión (?!); una quinta parte, un error (?); tres décimas partes, un error grave (??).
# Una línea por jugador: $side es su bando; $acpl, la pérdida media en
# centésimas de peón.
analysis-summary =
    { $name } ({ $side }): { $inaccuracies ->
        [one] { $inaccuracies } imprecisión
       *[other] { $inaccuracies } imprecisiones
    }, { $mistakes ->
        [one] { $mistakes } error
       *[other] { $mistakes } errores
    }, { $blunders ->
        [one] { $blunders } error grave
       *[other] { $blunders } errores graves
    }; pérdida media de { $acpl ->
        [one] { $acpl } centésima
       *[other] { $acpl } centésimas
    } de peón por turno
analysis-graph-head = La evaluación, turno a turno (las posibilidades de ganar de las blancas):
# Las etiquetas de las filas del gráfico de texto: cortas (una palabra).
analysis-graph-label =
    { $which ->
        [white] Blancas
        [black] Negras
       *[even] igualdad
    }
# La descripción de la imagen (texto alternativo).
analysis-graph-alt =
    La evaluación de la partida #{ $id } tras cada turno ({ $turns ->
        [one] { $turns } turno
       *[other] { $turns } turnos
    } en total): las posibilidades de ganar de las blancas, por encima de la línea central cuando las blancas están mejor.
analysis-moments = Los momentos clave de la partida:
# $turn: el turno con su signo (12. Cf3??); $judgement: analysis-judgement.
analysis-moment = { $turn } ({ $judgement }, { $who }): { $before } antes, { $after } después.
analysis-judgement =
    { $j ->
        [inaccuracy] imprecisión
        [mistake] error
       *[blunder] error grave
    }
analysis-better = Mejor: { $better }
analysis-better-line = Mejor: { $better } (variante: { $line })
analysis-no-moments = Ningún turno le costó a quien lo jugó una décima parte de sus posibilidades de ganar.
analysis-attached = La partida con el análisis va adjunta ({ $format }: la evaluación de cada turno como [%eval], ?! ? ?? como $6 $2 $4, y la mejor continuación como variante), para cualquier programa de ajedrez que lea { $format }.
# $engine: "tandem 0.1.0"; $depth: la profundidad media de cálculo del motor,
# en medias jugadas (0: no se sabe, y la frase termina tras el nombre).
analysis-by =
    Análisis realizado por { $engine }{ $depth ->
        [0] .
        [one] {" "}(profundidad media: { $depth } media jugada). Cada turno marcado con ?!, ? o ?? se volvió a examinar más a fondo, frente a la mejor continuación del motor, y nunca lleva un signo más severo del que confirma ese segundo examen.
       *[other] {" "}(profundidad media: { $depth } medias jugadas). Cada turno marcado con ?!, ? o ?? se volvió a examinar más a fondo, frente a la mejor continuación del motor, y nunca lleva un signo más severo del que confirma ese segundo examen.
    }
