# Ход, который бот не сделал, и почему (см. locales/en/moves.ftl).
# $piece — английское название фигуры (pawn, knight, bishop, rook, queen, king…).

move-unreadable = не могу прочитать «{ $input }» как ход: { $reason }
move-illegal = ход «{ $input }» здесь недопустим: { $reason }
move-ambiguous = ход «{ $input }» неоднозначен: это может быть { $candidates }
move-did-you-mean = { $refusal }. Может быть, вы имели в виду { $candidates }?
move-game-over = партия окончена ({ $outcome })

list-or = { $a } или { $b }

## Вариант условных ходов, который нельзя сыграть

line-refused = в вашем варианте { $whose } { $turn } нельзя сыграть { $when }: { $reason }
line-their-turn = ход игрока { $who }
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
