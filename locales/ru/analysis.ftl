# Анализ оконченной партии (ответ на «analyse N»).

analysis-subject = Анализ партии №{ $id }
# $notation: код нотации читателя (en, de, figurine, iccf...).
# $kind, во всех сообщениях анализа: "single" — в играх, где очередь игрока —
# один ход (chess, crazyhouse, bughouse, tandem-chess, Tandem-Pawn); "double" —
# в играх, где очередь — два хода (Tandem-84, Two-Prong, bughouse-sync).
# $turns при "single" считает полуходы, при "double" — очереди.
analysis-intro =
    Анализ партии №{ $id } движком сервера ({ $variant }, { $players }, { $result }): { $kind ->
        [double] { $turns ->
            [one] { $turns } очередь
            [few] { $turns } очереди
            [many] { $turns } очередей
           *[other] { $turns } очереди
        }
       *[single] { $turns ->
            [one] { $turns } полуход
            [few] { $turns } полухода
            [many] { $turns } полуходов
           *[other] { $turns } полухода
        }
    }, ходы записаны в вашей нотации ({ $notation }). Оценка дана с точки зрения белых, в пешках (+1.00: у белых перевес в пешку; #3: белые ставят мат в 3 хода, #-3: мат ставят чёрные). { $kind ->
        [double] Очередь, стоившая
       *[single] Ход, стоивший
    } игроку десятой доли шансов на победу, — неточность (?!), пятой доли — ошибка (?), трёх десятых — грубая ошибка (??).
# Строка на каждого игрока: $side — его сторона; $acpl — средняя потеря
# в сотых долях пешки.
analysis-summary =
    { $name } ({ $side }): { $inaccuracies ->
        [one] { $inaccuracies } неточность
        [few] { $inaccuracies } неточности
        [many] { $inaccuracies } неточностей
       *[other] { $inaccuracies } неточности
    }, { $mistakes ->
        [one] { $mistakes } ошибка
        [few] { $mistakes } ошибки
        [many] { $mistakes } ошибок
       *[other] { $mistakes } ошибки
    }, { $blunders ->
        [one] { $blunders } грубая ошибка
        [few] { $blunders } грубые ошибки
        [many] { $blunders } грубых ошибок
       *[other] { $blunders } грубой ошибки
    }; средняя потеря — { $acpl ->
        [one] { $acpl } сотая пешки
        [few] { $acpl } сотых пешки
        [many] { $acpl } сотых пешки
       *[other] { $acpl } сотых пешки
    } за { $kind ->
        [double] очередь
       *[single] ход
    }
analysis-graph-head =
    Оценка позиции { $kind ->
        [double] после каждой очереди
       *[single] ход за ходом
    } (шансы белых на победу):
# Подписи строк текстового графика: коротко, одним словом.
analysis-graph-label =
    { $which ->
        [white] белые
        [black] чёрные
       *[even] равно
    }
# Описание картинки (alt-текст).
analysis-graph-alt =
    Оценка позиции в партии №{ $id } после { $kind ->
        [double] каждой очереди ({ $turns ->
            [one] { $turns } очередь
            [few] { $turns } очереди
            [many] { $turns } очередей
           *[other] { $turns } очереди
        })
       *[single] каждого хода ({ $turns ->
            [one] { $turns } полуход
            [few] { $turns } полухода
            [many] { $turns } полуходов
           *[other] { $turns } полухода
        })
    }: шансы белых на победу; кривая выше средней линии, когда перевес у белых.
analysis-moments =
    { $kind ->
       *[other] Переломные моменты партии:
    }
# $turn: ход со знаком (12. Кf3??); $judgement: analysis-judgement.
analysis-moment = { $turn } ({ $judgement }, { $who }): оценка до хода { $before }, после — { $after }.
analysis-judgement =
    { $j ->
        [inaccuracy] неточность
        [mistake] ошибка
       *[blunder] грубая ошибка
    }
analysis-better = Сильнее было { $better }
analysis-better-line = Сильнее было { $better } (вариант: { $line })
analysis-no-moments =
    { $kind ->
        [double] Ни одна очередь не стоила
       *[single] Ни один ход не стоил
    } игроку десятой доли шансов на победу.
analysis-attached =
    Партия с анализом приложена к письму ({ $format }: оценка { $kind ->
        [double] каждой очереди
       *[single] каждого хода
    } — как [%eval], ?! ? ?? — как $6 $2 $4, более сильное продолжение — как вариант); её прочитает любая шахматная программа, понимающая { $format }.
# $engine: «tandem 0.1.0»; $depth — средняя глубина расчёта движка
# в полуходах, при "double" — в очередях (0: неизвестно, тогда фраза
# кончается на имени).
analysis-by =
    Анализ выполнен движком { $engine }{ $depth ->
        [0] .
       *[other] {" "}(средняя глубина расчёта — { $kind ->
            [double] { $depth ->
                [one] { $depth } очередь
                [few] { $depth } очереди
               *[many] { $depth } очередей
            }). Каждую очередь со знаком ?!, ? или ?? движок перепроверил на большей глубине, сравнив её с собственным более сильным продолжением, и поставил знак не строже, чем подтвердила эта более точная проверка.
           *[single] { $depth ->
                [one] { $depth } полуход
                [few] { $depth } полухода
               *[many] { $depth } полуходов
            }). Каждый ход со знаком ?!, ? или ?? движок перепроверил на большей глубине, сравнив его с собственным более сильным продолжением, и поставил знак не строже, чем подтвердила эта более точная проверка.
        }
    }
