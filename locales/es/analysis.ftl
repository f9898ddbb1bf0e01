# El análisis de una partida terminada, tras "analyse N".

analysis-subject = Análisis de la partida #{ $id }
# $notation: el código de la notación del lector (en, de, figurine, iccf...).
# $kind, en todos los mensajes del análisis: "single" en los juegos en que un
# turno es una sola jugada (chess, crazyhouse, bughouse, tandem-chess,
# Tandem-Pawn), "double" en los de turnos de dos jugadas (Tandem-84,
# Two-Prong, bughouse-sync). $turns cuenta con "single" medias jugadas, con
# "double" turnos.
analysis-intro =
    El motor del servidor ha analizado la partida #{ $id } ({ $variant }, { $players }, { $result }): { $kind ->
        [double] { $turns ->
            [one] { $turns } turno
           *[other] { $turns } turnos
        }
       *[single] { $turns ->
            [one] { $turns } media jugada
           *[other] { $turns } medias jugadas
        }
    }, con las jugadas en tu notación ({ $notation }). Las evaluaciones son desde el punto de vista de las blancas, en peones (+1.00: las blancas tienen un peón de ventaja; #3: las blancas dan mate en 3; #-3: las negras dan mate en 3). { $kind ->
        [double] Un turno que le cuesta a quien lo juega
       *[single] Una jugada que le cuesta a quien la hace
    } una décima parte de sus posibilidades de ganar es una imprecisión (?!); una quinta parte, un error (?); tres décimas partes, un error grave (??).
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
    } de peón por { $kind ->
        [double] turno
       *[single] jugada
    }
analysis-graph-head =
    La evaluación, { $kind ->
        [double] turno a turno
       *[single] jugada a jugada
    } (las posibilidades de ganar de las blancas):
# Las etiquetas de las filas del gráfico de texto: cortas (una palabra).
analysis-graph-label =
    { $which ->
        [white] Blancas
        [black] Negras
       *[even] igualdad
    }
# La descripción de la imagen (texto alternativo).
analysis-graph-alt =
    La evaluación de la partida #{ $id } tras cada { $kind ->
        [double] turno ({ $turns ->
            [one] { $turns } turno
           *[other] { $turns } turnos
        } en total)
       *[single] jugada ({ $turns ->
            [one] { $turns } media jugada
           *[other] { $turns } medias jugadas
        } en total)
    }: las posibilidades de ganar de las blancas, por encima de la línea central cuando las blancas están mejor.
analysis-moments =
    { $kind ->
       *[other] Los momentos clave de la partida:
    }
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
analysis-no-moments =
    { $kind ->
        [double] Ningún turno le costó a quien lo jugó
       *[single] Ninguna jugada le costó a quien la hizo
    } una décima parte de sus posibilidades de ganar.
analysis-attached =
    La partida con el análisis va adjunta ({ $format }: la evaluación de cada { $kind ->
        [double] turno
       *[single] jugada
    } como [%eval], ?! ? ?? como $6 $2 $4, y la mejor continuación como variante), para cualquier programa de ajedrez que lea { $format }.
# $engine: "tandem 0.1.0"; $depth: la profundidad media de cálculo del motor,
# en medias jugadas, con "double" en turnos (0: no se sabe, y la frase termina
# tras el nombre).
analysis-by =
    Análisis realizado por { $engine }{ $depth ->
        [0] .
       *[other] {" "}(profundidad media: { $kind ->
            [double] { $depth ->
                [one] { $depth } turno
               *[other] { $depth } turnos
            }). Cada turno marcado con ?!, ? o ?? se volvió a examinar más a fondo, frente a la mejor continuación del motor, y nunca lleva un signo más severo del que confirma ese segundo examen.
           *[single] { $depth ->
                [one] { $depth } media jugada
               *[other] { $depth } medias jugadas
            }). Cada jugada marcada con ?!, ? o ?? se volvió a examinar más a fondo, frente a la mejor continuación del motor, y nunca lleva un signo más severo del que confirma ese segundo examen.
        }
    }
