# Ход, который бот не сделал, и почему (см. locales/en/moves.ftl).
# $piece — английское название фигуры (pawn, knight, bishop, rook, queen, king…).

move-unreadable = не могу прочитать «{ $input }» как ход: { $reason }
move-illegal = ход «{ $input }» здесь недопустим: { $reason }
move-ambiguous = ход «{ $input }» неоднозначен: это может быть { $candidates }
move-did-you-mean = { $refusal }. Может быть, вы имели в виду { $candidates }?
move-game-over = партия окончена ({ $outcome })

list-or = { $a } { $next ->
       *[other] или
    } { $b }

## Вариант условных ходов, который нельзя сыграть

line-refused = в вашем варианте { $whose } { $turn } нельзя сыграть { $when }: { $reason }
line-their-turn = { $kind ->
        [double] очередь игрока { $who }
       *[single] ход игрока { $who }
    }
line-your-answer = ваш ответ
line-now = сейчас
line-after = после { $turns }
line-game-over = к тому времени партия была бы уже окончена ({ $outcome })

## Почему: любая игра

reason-no-move = в нём нет хода
reason-no-match = ни один допустимый ход не подходит
reason-ambiguous = подходит больше одного допустимого хода
reason-in-check = { $reason } (вам объявлен шах)
reason-write-moves-like = записывайте ходы так: { $examples }
reason-capture-mark-first = «{ $mark }» — не буква фигуры; знак взятия ставится после буквы фигуры или вертикали пешки, как в { $piece-capture } или { $pawn-capture }
reason-game-over = партия окончена: допустимых ходов нет
reason-game-over-turn = партия окончена: допустимых ходов больше нет
reason-castle-in-check =
    нельзя делать { $side ->
        [kingside] короткую
       *[queenside] длинную
    } рокировку под шахом
reason-castle-impossible =
    { $side ->
        [kingside] короткая
       *[queenside] длинная
    } рокировка сейчас невозможна (мешает фигура, король или ладья уже ходили, или поле под ударом)
reason-no-drop =
    у вас в резерве нет { $piece ->
        [pawn] пешки
        [knight] коня
        [bishop] слона
        [rook] ладьи
        [queen] ферзя
       *[other] фигуры «{ $piece }»
    }, чтобы выставить на { $square }, или поле занято
reason-no-such-piece =
    у вас нет { $piece ->
        [pawn] пешек
        [knight] коня
        [bishop] слона
        [rook] ладьи
        [queen] ферзя
        [king] короля
       *[other] фигуры «{ $piece }»
    }
reason-none-reaches =
    { $piece ->
        [pawn] ни одна ваша пешка не может
        [knight] ни один ваш конь не может
        [bishop] ни один ваш слон не может
        [rook] ни одна ваша ладья не может
        [queen] ни один ваш ферзь не может
        [king] ваш король не может
       *[other] ни одна ваша фигура «{ $piece }» не может
    } пойти на { $square }
reason-empty-square = на { $square } нет фигуры
reason-not-your-piece = фигура на { $square } не ваша
reason-cannot-go =
    { $piece ->
        [pawn] ваша пешка
        [knight] ваш конь
        [bishop] ваш слон
        [rook] ваша ладья
        [queen] ваш ферзь
        [king] ваш король
       *[other] ваша фигура «{ $piece }»
    } с { $from } не может пойти на { $square }

## Почему: выбранная нотация

reason-foreign-letter =
    «{ $letter }» — не буква фигуры в { $language ->
        [de] немецкой
        [ru] русской
        [pl] польской
        [it] итальянской
        [es] испанской
        [fr] французской
        [nl] нидерландской
        [pt] португальской
       *[en] английской
    } нотации, которую вы выбрали: { $legend }; у хода пешки буквы нет
reason-legend-piece =
    { $letter } ({ $piece ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
        [king] король
        [chancellor] канцлер
        [marshall] маршал
        [ghost] призрак
       *[other] { $piece }
    })
reason-legend-drop = { $letter }@ (выставление пешки)
reason-legend-tandem = { $letter } (весь тандем)
reason-numeric-none = { $variant }: цифровой нотации нет (на досках двенадцать вертикалей); записывайте ходы так: { $examples }
reason-numeric-malformed = «{ $text }» — не цифровой ход: это четыре цифры, вертикаль и горизонталь исходного поля, затем конечного (a=1 … h=8, горизонтали 1–8), например 5254 для e2-e4, и пятая при превращении (1 ферзь, 2 ладья, 3 слон, 4 конь)
reason-numeric-mixture = в «{ $text }» цифровой ход смешан с другими знаками: напишите только цифры, например 5254, или ход в алгебраической нотации
reason-numeric-drop = «{ $text }»: у выставления нет цифровой записи; напишите фигуру, @ и поле, например { $drop } ({ $pawn-drop } для пешки)
reason-numeric-no-drop = { $reason } (у выставления нет цифровой записи: пишите его, например, так: { $example })

## Почему: Two-Prong Chess

reason-still-in-check = он не защищает вашего короля от шаха
reason-leaves-king-in-check = после него ваш король остался бы под шахом
reason-only-with-another = { $reason }; он допустим только вместе с другим ходом
reason-first-turn-of-game-single = первый ход белых в партии — одиночный
reason-first-move = первый ход «{ $part }»: { $reason }
reason-second-move = второй ход «{ $part }»: { $reason }
reason-dual-turn = ход — это один ход или два хода разных фигур через «/» (например, { $example })
reason-castling-whole-turn = рокировка — это целый ход: она не может быть половиной двойного хода
reason-dual-same-piece =
    «{ $first }» и «{ $second }» — оба ходы { $piece ->
        [pawn] пешки
        [knight] коня
        [bishop] слона
        [rook] ладьи
        [queen] ферзя
        [king] короля
       *[other] фигуры «{ $piece }»
    } с { $square }; для двойного хода нужны две разные фигуры
reason-dual-same-square = оба хода заканчиваются на { $square }: две фигуры не могут пойти на одно поле
reason-dual-same-capture = оба хода бьют одну и ту же фигуру
reason-dual-still-in-check = после обоих ходов ваш король всё ещё был бы под шахом
reason-dual-in-check = после обоих ходов ваш король оказался бы под шахом

## Почему: Tandem-84

reason-t84-turn = очередь — это один или два хода через «/», например { $example }
reason-t84-not-a-move = «{ $part }» — не ход; записывайте ходы так: { $examples }
reason-first-turn-single = первая очередь белых — один ход
reason-cannot-start = ходом «{ $part }» здесь не может начаться допустимая очередь
reason-add-second = здесь очередь — это два хода: добавьте после «{ $part }» второй ход на другой доске
reason-no-second = после «{ $part }» второй ход невозможен, так что очередь — это только «{ $part }»
reason-bad-second = «{ $second }» — недопустимый второй ход после «{ $first }» (он должен делаться другой фигурой, начинаться на другой доске и оставлять вашего короля в безопасности)

## Почему: Tandem-Pawn Chess

reason-tandem-pawn-moves = записывайте ходы так: { $pawn }, { $capture }, { $tandem } (весь тандем), { $rocket } (ракета), { $knight } или { $castle }
reason-tandem-whole-can = одиночная пешка не может сделать здесь этот ход (отделившаяся пешка не может бить тандем), а весь тандем может: напишите T перед ходом
reason-tandem-rocket = ни одна одиночная пешка не делает этот ход; это ракета, она пишется с ^
reason-tandem-not-whole = ни один тандем целиком не делает этот ход; без T ходит одна пешка
reason-tandem-no-rocket = ракета туда не попадает; для ракеты нужен тандем со свободным полем позади и двумя свободными полями впереди

## Почему: шведские шахматы и другие игры на двух досках

reason-match-over = матч окончен
reason-no-board-can-move = сейчас ходить нельзя ни на одной доске
reason-both-boards = он допустим на обеих досках: укажите доску, например A:e4 или B:e4
reason-waits-for-piece =
    { $color ->
        [White] белым
       *[Black] чёрным
    } объявлен шах на доске { $board }, и они ждут от партнёра фигуру, чтобы закрыться
reason-board-can-move = на доске { $board } можно ходить
reason-board-over = партия на доске { $board } окончена
reason-on-board = на доске { $board }: { $reason }
reason-label-alone = обозначение доски без хода после него
reason-one-move = только один ход за раз
reason-one-move-with-board = только один ход за раз, с доской: { $examples }
reason-your-board = вы играете на доске { $board }
reason-their-move-on-board =
    на доске { $board } ход { $color ->
        [White] белых
       *[Black] чёрных
    }
reason-only-board = в этой очереди ходят только на доске { $board }
reason-only-board-one-move = в этой очереди ходят только на доске { $board }: один ход
reason-sync-turn = очередь — это ход на доске A, затем ход на доске B: запишите их как { $a }/{ $b } (или A: { $a } B: { $b })
reason-board-a-first = сначала идёт ход на доске A: { $reason }
reason-move-missing = не хватает одного хода: { $reason }
reason-same-board = оба хода указывают одну и ту же доску: { $reason }
reason-too-many-moves = слишком много ходов: { $reason }
reason-ends-match = { $move } заканчивает матч: очередь на этом заканчивается

## Почему: буква нотации другого языка, значок фигуры, которой нет в игре

# Пример: «S» — конь в немецкой и польской нотации. $languages — это
# reason-language, соединённые через reason-and (и reason-list).
reason-letter-means =
    «{ $letter }» — { $piece ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
        [king] король
        [chancellor] канцлер
        [marshall] маршал
        [ghost] призрак
       *[other] { $piece }
    } в { $languages } нотации
# Стоит только в reason-letter-means («в немецкой нотации»): предложный
# падеж женского рода.
reason-language =
    { $language ->
        [de] немецкой
        [ru] русской
        [pl] польской
        [it] итальянской
        [es] испанской
        [fr] французской
        [nl] нидерландской
        [pt] португальской
       *[en] английской
    }
reason-and = { $a } { $next ->
       *[other] и
    } { $b }
reason-or = { $a } { $next ->
       *[other] или
    } { $b }
# Перечисление через запятую (часть перед «и»/«или»).
reason-list = { $items }
# Строка команды, которая переключает на буквы другого языка.
reason-notation-line = «notation { $code }»
# Нотация самого читателя (в скобках, именительный падеж): буквы другого
# языка, значки фигур, цифровая нотация ИКЧФ.
reason-notation-letters =
    { $language ->
        [de] немецкие буквы
        [ru] русские буквы
        [pl] польские буквы
        [it] итальянские буквы
        [es] испанские буквы
        [fr] французские буквы
        [nl] нидерландские буквы
        [pt] португальские буквы
       *[en] английские буквы
    }
reason-notation-figurine = значки фигур
reason-notation-iccf = цифровая нотация ИКЧФ
# $meanings: reason-letter-means через запятую; $mine: reason-notation-*;
# $lines: reason-notation-line через reason-or. -one: буквы одного языка
# ($language); -many: нескольких.
reason-other-letters-one =
    { $meanings }, а в вашей нотации ({ $mine }) — нет; строка { $lines } переведёт вас на { $language ->
        [de] немецкие
        [ru] русские
        [pl] польские
        [it] итальянские
        [es] испанские
        [fr] французские
        [nl] нидерландские
        [pt] португальские
       *[en] английские
    } буквы
reason-other-letters-many = { $meanings }, а в вашей нотации ({ $mine }) — нет; строка { $lines } переведёт вас на буквы нужного языка
# $glyph: шахматный значок, который написал игрок; $variant: название
# игры; $pieces: reason-glyph-pieces*.
reason-glyph-piece =
    { $glyph } — { $piece ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
        [king] король
        [chancellor] канцлер
        [marshall] маршал
        [ghost] призрак
       *[other] фигура «{ $piece }»
    }, а в этой игре ({ $variant }) такой фигуры нет; её фигуры: { $pieces }
reason-glyph-knight-queen = { $glyph } — конь-ферзь (амазонка), а в этой игре ({ $variant }) такой фигуры нет; её фигуры: { $pieces }
reason-glyph-fairy = { $glyph } — сказочная фигура, а в этой игре ({ $variant }) такой фигуры нет; её фигуры: { $pieces }
reason-glyph-pieces = { $glyphs }
reason-glyph-pieces-tandem84 =
    { $glyphs } и C ({ $chancellor ->
        [chancellor] канцлер
       *[other] { $chancellor }
    }), M ({ $marshall ->
        [marshall] маршал
       *[other] { $marshall }
    }), G ({ $ghost ->
        [ghost] призрак
       *[other] { $ghost }
    })

## Ход словами, в скобках после хода («1. Кf3 (белый конь пошёл с g1 на
## f3)»): со строчной буквы, без точки в конце. $color: White или Black
## (кто ходил); $piece, $other: английское название фигуры (pawn, knight,
## bishop, rook, queen, king, chancellor, marshall, ghost); $from, $to,
## $back, $twin: поля; $turn, $part, $a, $b, $parts: сообщения turn-*.
## Ветка *[other] с самой переменной — только на всякий случай.

# Род фигуры определяет окончания, поэтому каждая фигура выписана целиком.
turn-move =
    { $piece ->
        [pawn]
            { $color ->
                [White] белая
                [Black] чёрная
              *[other] { $color }
            } пешка пошла
        [knight]
            { $color ->
                [White] белый
                [Black] чёрный
              *[other] { $color }
            } конь пошёл
        [bishop]
            { $color ->
                [White] белый
                [Black] чёрный
              *[other] { $color }
            } слон пошёл
        [rook]
            { $color ->
                [White] белая
                [Black] чёрная
              *[other] { $color }
            } ладья пошла
        [queen]
            { $color ->
                [White] белый
                [Black] чёрный
              *[other] { $color }
            } ферзь пошёл
        [king]
            { $color ->
                [White] белый
                [Black] чёрный
              *[other] { $color }
            } король пошёл
        [chancellor]
            { $color ->
                [White] белый
                [Black] чёрный
              *[other] { $color }
            } канцлер пошёл
        [marshall]
            { $color ->
                [White] белый
                [Black] чёрный
              *[other] { $color }
            } маршал пошёл
        [ghost]
            { $color ->
                [White] белый
                [Black] чёрный
              *[other] { $color }
            } призрак пошёл
       *[other]
            { $color ->
                [White] белая
                [Black] чёрная
              *[other] { $color }
            } фигура «{ $piece }» пошла
    } с { $from } на { $to }
# $wing: kingside или queenside.
turn-castle =
    { $color ->
        [White] белые
        [Black] чёрные
       *[other] { $color }
    } сделали { $wing ->
        [kingside] короткую
        [queenside] длинную
       *[other] { $wing }
    } рокировку
# Выставление из резерва (винительный падеж).
turn-drop =
    { $color ->
        [White] белые
        [Black] чёрные
       *[other] { $color }
    } выставили { $piece ->
        [pawn] пешку
        [knight] коня
        [bishop] слона
        [rook] ладью
        [queen] ферзя
        [chancellor] канцлера
        [marshall] маршала
        [ghost] призрака
       *[other] фигуру «{ $piece }»
    } на { $to }
# Взятая фигура (родительный падеж), без запятой: «белый конь пошёл с e5
# на f7 со взятием пешки».
turn-capture =
    { $turn } со взятием { $piece ->
        [pawn] пешки
        [knight] коня
        [bishop] слона
        [rook] ладьи
        [queen] ферзя
        [chancellor] канцлера
        [marshall] маршала
        [ghost] призрака
       *[other] фигуры «{ $piece }»
    }
turn-capture-en-passant = { $turn } со взятием пешки на проходе
# Превращается пешка: «белая пешка пошла с d7 на e8 со взятием ладьи
# и превратилась в ферзя» (винительный падеж).
turn-promotion =
    { $turn } и превратилась в { $piece ->
        [knight] коня
        [bishop] слона
        [rook] ладью
        [queen] ферзя
        [king] короля
        [chancellor] канцлера
        [marshall] маршала
       *[other] фигуру «{ $piece }»
    }
turn-then = { $a }; затем { $b }
turn-none = хода нет
# Ход, который ни одна игра не описывает подробнее: его запись.
turn-notation = { $turn }
# Two-Prong Chess: один или два хода сразу («белые сделали ход конём с g1
# на f3 и одновременно ход пешкой с e2 на e4», «...и одновременно короткую
# рокировку»); $part — винительный падеж (что сделали).
turn-prong-one =
    { $color ->
        [White] белые
        [Black] чёрные
       *[other] { $color }
    } сделали { $part }
turn-prong-two =
    { $color ->
        [White] белые
        [Black] чёрные
       *[other] { $color }
    } сделали { $a } и одновременно { $b }
turn-prong-part =
    ход { $piece ->
        [pawn] пешкой
        [knight] конём
        [bishop] слоном
        [rook] ладьёй
        [queen] ферзём
        [king] королём
       *[other] фигурой «{ $piece }»
    } с { $from } на { $to }
turn-prong-castled =
    { $wing ->
        [kingside] короткую
        [queenside] длинную
       *[other] { $wing }
    } рокировку
turn-prong-capture =
    { $part } со взятием { $piece ->
        [pawn] пешки
        [knight] коня
        [bishop] слона
        [rook] ладьи
        [queen] ферзя
       *[other] фигуры «{ $piece }»
    }
turn-prong-capture-en-passant = { $part } со взятием пешки на проходе
turn-prong-promotion =
    { $part } с превращением в { $piece ->
        [knight] коня
        [bishop] слона
        [rook] ладью
        [queen] ферзя
       *[other] фигуру «{ $piece }»
    }
# Tandem-Pawn Chess: пешки и тандемы (две пешки на одном поле). Взятие
# всегда дописывает turn-capture*, поэтому «пошёл», как у пешки в шахматах.
turn-tandem-advanced =
    { $color ->
        [White] белый
        [Black] чёрный
       *[other] { $color }
    } тандем пошёл с { $from } на { $to }
turn-tandem-captured =
    { $color ->
        [White] белый
        [Black] чёрный
       *[other] { $color }
    } тандем пошёл с { $from } на { $to }
turn-tandem-rocket =
    { $color ->
        [White] белый
        [Black] чёрный
       *[other] { $color }
    } тандем с { $from } сделал ракету: одна пешка отступила на { $back }, а другая прыгнула на { $to }
turn-tandem-one-advanced =
    одна пешка из { $color ->
        [White] белого
        [Black] чёрного
       *[other] { $color }
    } тандема пошла с { $from } на { $to }
turn-tandem-one-captured =
    одна пешка из { $color ->
        [White] белого
        [Black] чёрного
       *[other] { $color }
    } тандема пошла с { $from } на { $to }
turn-pawn-advanced =
    { $color ->
        [White] белая
        [Black] чёрная
       *[other] { $color }
    } пешка пошла с { $from } на { $to }
turn-pawn-captured =
    { $color ->
        [White] белая
        [Black] чёрная
       *[other] { $color }
    } пешка пошла с { $from } на { $to }
turn-capture-tandem = { $turn } со взятием тандема из двух пешек
turn-capture-tandem-en-passant = { $turn } со взятием тандема из двух пешек на проходе
# Превращается тандем или пешка: без рода («с превращением»).
turn-became =
    { $turn } с превращением в { $piece ->
        [knight] коня
        [bishop] слона
        [rook] ладью
        [queen] ферзя
       *[other] фигуру «{ $piece }»
    }
# Tandem-84: две доски рядом; очередь из одного или нескольких ходов
# («белые: конь пошёл с e1 на d3; затем пешка пошла с h2 на h4»).
turn-t84 =
    { $color ->
        [White] белые
        [Black] чёрные
       *[other] { $color }
    }: { $parts }
turn-t84-move =
    { $piece ->
        [pawn] пешка пошла
        [knight] конь пошёл
        [bishop] слон пошёл
        [rook] ладья пошла
        [queen] ферзь пошёл
        [king] король пошёл
        [chancellor] канцлер пошёл
        [marshall] маршал пошёл
        [ghost] призрак пошёл
       *[other] фигура «{ $piece }» пошла
    } с { $from } на { $to }
turn-t84-cross =
    { $piece ->
        [pawn] пешка перешла
        [knight] конь перешёл
        [bishop] слон перешёл
        [rook] ладья перешла
        [queen] ферзь перешёл
        [king] король перешёл
        [chancellor] канцлер перешёл
        [marshall] маршал перешёл
        [ghost] призрак перешёл
       *[other] фигура «{ $piece }» перешла
    } с { $from } на { $twin } и { $piece ->
        [pawn] пошла
        [rook] пошла
        [knight] пошёл
        [bishop] пошёл
        [queen] пошёл
        [king] пошёл
        [chancellor] пошёл
        [marshall] пошёл
        [ghost] пошёл
       *[other] пошла
    } на { $to }
turn-t84-castle = рокировка на исходной доске
turn-t84-drop-castle = рокировка с переходом на другую доску
turn-t84-swap =
    { $piece ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
        [king] король
        [chancellor] канцлер
        [marshall] маршал
        [ghost] призрак
       *[other] фигура «{ $piece }»
    } с { $from } и { $other ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
        [king] король
        [chancellor] канцлер
        [marshall] маршал
        [ghost] призрак
       *[other] фигура «{ $other }»
    } с { $to } поменялись досками встречным переходом
turn-t84-ghost-swap =
    призрак с { $from } поменялся местами с { $other ->
        [pawn] пешкой
        [knight] конём
        [bishop] слоном
        [rook] ладьёй
        [queen] ферзём
        [king] королём
        [chancellor] канцлером
        [marshall] маршалом
        [ghost] призраком
       *[other] фигурой «{ $other }»
    } на { $to }
# Призрак-всадник бьёт фигуру, которая шахует его короля.
turn-t84-both-leave = { $turn }, и обе фигуры покинули доску
turn-t84-promotion =
    { $turn } с превращением в { $piece ->
        [knight] коня
        [bishop] слона
        [rook] ладью
        [queen] ферзя
        [chancellor] канцлера
        [marshall] маршала
        [ghost] призрака
       *[other] фигуру «{ $piece }»
    }
# Шведские шахматы (доски A и B): $board — A или B; взятая фигура переходит
# в резерв партнёра на другой доске ($color: чей резерв). В скобках после
# хода, поэтому и в начале со строчной буквы.
turn-on-board-first = на доске { $board } { $turn }
turn-on-board = на доске { $board } { $turn }
turn-goes-to-hand =
    { $turn }, а взятая фигура перешла в резерв { $color ->
        [White] белых
        [Black] чёрных
       *[other] { $color }
    } на доске { $board }
# Превращённая фигура переходит в резерв пешкой («в виде пешки»,
# родительный падеж).
turn-goes-to-hand-as =
    { $turn }, а взятая фигура перешла в резерв { $color ->
        [White] белых
        [Black] чёрных
       *[other] { $color }
    } на доске { $board } в виде { $piece ->
        [pawn] пешки
        [knight] коня
        [bishop] слона
        [rook] ладьи
        [queen] ферзя
       *[other] фигуры «{ $piece }»
    }
