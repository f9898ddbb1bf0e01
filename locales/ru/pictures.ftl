# Слова картинок с доской: позиция словами для читателя, который не видит
# картинку (её alt-текст), легенда сказочных фигур и надписи на картинках
# веб-архива.
# $color: White или Black; $role: king, queen, chancellor, marshall, rook,
# bishop, knight, ghost, pawn, tandem (две пешки на одном поле,
# Tandem-Pawn Chess).

# С какой стороны нарисована доска; перед этим заголовок доски, если он
# есть ($title: «Доска A: ход белых»).
picture-seen-from =
    Вид со стороны { $color ->
        [White] белых
       *[Black] чёрных
    }.
picture-titled-seen-from =
    { $title }, вид со стороны { $color ->
        [White] белых
       *[Black] чёрных
    }.
# Фигуры одной стороны на доске: $pieces — список из picture-pieces.
picture-army =
    { $color ->
        [White] Белые
       *[Black] Чёрные
    }: { $pieces }.
picture-army-none =
    { $color ->
        [White] Белые
       *[Black] Чёрные
    }: фигур нет.
# Фигуры одного вида и их поля: «ладьи a1 и h1».
# $count — строка "one" или "many" (не число: после названия идут поля),
# поэтому множественное число — именительный падеж.
picture-pieces =
    { $count ->
        [one]
            { $role ->
                [king] король
                [queen] ферзь
                [chancellor] канцлер
                [marshall] маршал
                [rook] ладья
                [bishop] слон
                [knight] конь
                [ghost] призрак
                [tandem] тандем
               *[pawn] пешка
            }
       *[many]
            { $role ->
                [king] короли
                [queen] ферзи
                [chancellor] канцлеры
                [marshall] маршалы
                [rook] ладьи
                [bishop] слоны
                [knight] кони
                [ghost] призраки
                [tandem] тандемы
               *[pawn] пешки
            }
    } { $squares }
# Резерв стороны (фигуры, которые она может выставить): $pieces — список
# из picture-held.
picture-hand =
    Резерв { $color ->
        [White] белых
       *[Black] чёрных
    }: { $pieces }.
picture-hand-empty =
    Резерв { $color ->
        [White] белых
       *[Black] чёрных
    } пуст.
# Фигуры одного вида в резерве: «ферзь», «2 коня», «5 коней», «21 конь».
picture-held =
    { $n ->
        [1]
            { $role ->
                [queen] ферзь
                [chancellor] канцлер
                [marshall] маршал
                [rook] ладья
                [bishop] слон
                [knight] конь
                [ghost] призрак
               *[pawn] пешка
            }
        [one]
            { $n } { $role ->
                [queen] ферзь
                [chancellor] канцлер
                [marshall] маршал
                [rook] ладья
                [bishop] слон
                [knight] конь
                [ghost] призрак
               *[pawn] пешка
            }
        [few]
            { $n } { $role ->
                [queen] ферзя
                [chancellor] канцлера
                [marshall] маршала
                [rook] ладьи
                [bishop] слона
                [knight] коня
                [ghost] призрака
               *[pawn] пешки
            }
       *[many]
            { $n } { $role ->
                [queen] ферзей
                [chancellor] канцлеров
                [marshall] маршалов
                [rook] ладей
                [bishop] слонов
                [knight] коней
                [ghost] призраков
               *[pawn] пешек
            }
    }
# Последний ход или ходы последней очереди (если их несколько).
picture-last-move = Последний ход: { $moves }.
picture-last-turn = Последние ходы: { $moves }.
picture-move = с { $from } на { $to }
picture-drop = выставление на { $square }
# Легенда сказочных фигур под досками в письме: фигура, как она нарисована,
# как она ходит.
picture-legend =
    { $role ->
        [chancellor] Канцлер (на рисунке — конь на подставке слона)
        [marshall] Маршал (на рисунке — конь на зубцах ладьи)
        [ghost] Призрак (на рисунке — простыня с глазами)
       *[tandem] Тандем (на рисунке — две пешки рядом)
    }: { $does }
# То же на картинках веб-архива, рядом с изображением фигуры.
picture-legend-drawn =
    { $role ->
        [chancellor] канцлер
        [marshall] маршал
        [ghost] призрак
       *[tandem] тандем
    }: { $does }
# Как ходит сказочная фигура. В Tandem-84 у призрака два свода правил.
picture-does =
    { $what ->
        [chancellor] ходит как слон или как конь
        [marshall] ходит как ладья или как конь
        [ghost-rook] в пределах доски ходит как ладья, после перехода — как слон; может поменяться местами с первой своей фигурой на пути
        [ghost-queen] в пределах доски ходит как ферзь, после перехода — как всадник; свои фигуры проходят сквозь него; взять его может только король — или любая фигура, пока он прикрывает своего короля от шаха
        [tandem] две пешки на одном поле
       *[other] см. правила игры
    }
# Подпись перед резервом на картинках веб-архива.
picture-hand-caption =
    Резерв { $color ->
        [White] белых
       *[Black] чёрных
    }:
# Названия досок на картинке: доска шведских шахмат ($board: A или B)
# и две половины Tandem-84 со своими вертикалями.
picture-board = Доска { $board }
picture-board-left = Левая доска (a-f)
picture-board-right = Правая доска (g-l)
# После подписи, если резерв пуст.
picture-hand-none = пусто
