# Анализ оконченной партии (ответ на «analyse N»).

analysis-subject = Анализ партии №{ $id }
# $notation: код нотации читателя (en, de, figurine, iccf...).
analysis-intro =
    Анализ партии №{ $id } движком сервера ({ $variant }, { $players }, { $result }): { $turns ->
        [one] { $turns } ход
        [few] { $turns } хода
        [many] { $turns } ходов
       *[other] { $turns } хода
    }, ходы записаны в вашей нотации ({ $notation }). Оценка дана с точки зрения белых, в пешках (+1.00: у белых перевес в пешку; #3: белые ставят мат в 3 хода, #-3: мат ставят чёрные). Ход, стоивший игроку десятой доли шансов на победу, — неточность (?!), пятой доли — ошибка (?), трёх десятых — грубая ошибка (??).
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
    } за ход
analysis-graph-head = Оценка позиции ход за ходом (шансы белых на победу):
# Подписи строк текстового графика: коротко, одним словом.
analysis-graph-label =
    { $which ->
        [white] белые
        [black] чёрные
       *[even] равно
    }
# Описание картинки (alt-текст).
analysis-graph-alt =
    Оценка позиции в партии №{ $id } после каждого хода ({ $turns ->
        [one] { $turns } ход
        [few] { $turns } хода
        [many] { $turns } ходов
       *[other] { $turns } хода
    }): шансы белых на победу; кривая выше средней линии, когда перевес у белых.
analysis-moments = Переломные моменты партии:
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
analysis-no-moments = Ни один ход не стоил игроку десятой доли шансов на победу.
analysis-attached = Партия с анализом приложена к письму ({ $format }: оценка каждого хода — как [%eval], ?! ? ?? — как $6 $2 $4, более сильное продолжение — как вариант); её прочитает любая шахматная программа, понимающая { $format }.
analysis-by = Анализ выполнен движком { $engine }.
