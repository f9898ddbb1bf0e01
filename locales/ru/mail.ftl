# Письма о партии: доска, отказы, напоминания, результаты, вызовы,
# предложения ничьей, сообщения, отпуск, списки партий.
# Термины — как в locales/ru/GLOSSARY.md; игрока называем на «вы».

## Слова, общие для многих писем

# Название игры (`variant` в `new VARIANT with ...`); стоит в именительном
# падеже, поэтому фразы строятся так: «партия в шахматы», «(шахматы)».
variant =
    { $v ->
        [two-prong] Two-Prong Chess
        [tandem-pawn] Tandem-Pawn Chess
        [tandem84] Tandem-84
        [tandem84-knightrider] Tandem-84 с призраками-всадниками
        [bughouse] шведские шахматы
        [tandem-chess] тандем-шахматы
        [bughouse-sync] синхронные шведские шахматы
        [crazyhouse] крейзихаус
       *[chess] шахматы
    }

# Сторона игрока (именительный падеж).
seat =
    { $s ->
        [black] чёрные
        [south] Юг: белые на A, чёрные на B
        [north] Север: чёрные на A, белые на B
        [a-white] белые на доске A
        [a-black] чёрные на доске A
        [b-white] белые на доске B
        [b-black] чёрные на доске B
       *[white] белые
    }

# «alice@example.org (белые)» в строке игроков партии.
player-seat = { $who } ({ $seat })
player-seat-more = { $who } ({ $seat }, { $more })
players-two = { $a } — { $b }
players-four = { $a }, { $b }, { $c }, { $d }

game-line = Партия №{ $id }, { $variant }: { $players }
time-control-line = Контроль времени: { $control }
examples-not-advice = (это лишь примеры записи хода, а не подсказка).

## Письмо с доской

position-subject-your-move = Ваш ход в партии против { $opponents } ({ $variant })
position-subject-waiting = Партия против { $opponents } ({ $variant }), очередь хода: { $to_move }
position-last-move = Последний ход: { $move }
position-check = Шах!
position-your-move = Ваш ход ({ $side }). Ответьте на это письмо своим ходом, например: { $example }
position-deadline-yours = У вас есть время до { $deadline }.
position-deadline-yours-paused = У вас есть время до { $deadline } (ваши часы стоят: вы в отпуске до { $until }).
# «Ход за ...», «у ... есть время» не зависят от числа игроков.
position-their-move =
    { $count ->
       *[other] Ход за { $who } ({ $side }).
    }
position-deadline-theirs =
    { $count ->
       *[other] У { $who } есть время до { $deadline }.
    }
position-deadline-theirs-paused =
    { $count ->
       *[other] У { $who } есть время до { $deadline } (в отпуске до { $until }).
    }
position-fen-line = Позиция: { $fen }
position-footer-your-move = Ответьте ходом или командой: board, history, draw, resign, say ТЕКСТ, help.
position-footer-waiting =
    Пока вы ждёте, можно написать: board (позиция ещё раз), say ТЕКСТ
    (сообщение остальным игрокам), draw (предложить ничью), resign, history, help.
    Как только наступит ваш ход, вам придёт письмо.
position-footer-over = Напишите «history», чтобы получить всю партию, или «help» для справки.

## Отказ

error-subject-game = Не выполнено
error-subject = Ваше письмо боту { $bot }
error-could-not = Не удалось выполнить то, о чём вы просили в письме:
error-in-line = (в строке: { $line })
error-nothing-applied = Ничего из вашего письма не выполнено; партия не изменилась.
error-nothing-applied-that = Ничего из того письма не выполнено; партия не изменилась.
error-legal-all = { $kind ->
        [double] Допустимые очереди
       *[single] Допустимые ходы
    }: { $list }
error-legal-some = { $kind ->
        [double] Некоторые из допустимых очередей
       *[single] Некоторые из допустимых ходов
    } ({ $shown } из { $total }): { $list }
error-footer = Напишите «help», чтобы получить список команд.

## Напоминания

reminder-subject = Напоминание: ваш ход в партии против { $opponents } ({ $variant })
reminder-subject-last-call = Последнее напоминание: ваш ход в партии против { $opponents } ({ $variant })
reminder-running-out = Ваше время в партии №{ $id } ({ $variant }) на исходе.
reminder-your-move = Ваш ход в партии №{ $id } ({ $variant }).
reminder-your-move-since = Ваш ход в партии №{ $id } ({ $variant }) — с { $since }.
reminder-deadline = Сделайте ход до { $deadline }, иначе { $consequence }.
reminder-you-play-example = Ваша сторона: { $side }. Ответьте на это письмо своим ходом, например: { $example }
reminder-you-play = Ваша сторона: { $side }. Ответьте на это письмо своим ходом.
reminder-footer =
    Напоминания: «remind off» отключает, «remind after 12h» или «remind before 2h»
    меняет время их прихода, «remind digest» собирает их в одно письмо в день.

digest-subject =
    { $count ->
        [one] Вашего хода ждёт { $count } партия
        [few] Вашего хода ждут { $count } партии
        [many] Вашего хода ждут { $count } партий
       *[other] Вашего хода ждут { $count } партии
    }
digest-heading = Партии, в которых ваш ход:
digest-line = №{ $id }, { $variant }, против { $opponents }: до { $deadline }
digest-line-last-move = №{ $id }, { $variant }, против { $opponents }: до { $deadline } (последний ход { $move })
digest-how =
    По истечении срока { $consequence }. Ответьте своим ходом на последнее письмо
    бота по партии или напишите боту строку «game N» и свой ход;
    «board» пришлёт позицию ещё раз.
digest-footer =
    Эта сводка приходит раз в день вместо отдельных напоминаний по каждой
    партии («remind on» — вернуть их, «remind off» — без напоминаний).

time-up-subject = У { $who } истекло время
time-up-yours = Вы не сделали ход в партии №{ $id } ({ $variant }) в срок — до { $deadline }.
time-up-theirs = Игрок { $who } ({ $side }) не сделал ход в партии №{ $id } ({ $variant }) в срок — до { $deadline }.
time-up-goes-on = Этот сервер не завершает партии из-за просрочки времени: партия продолжается.
time-up-goes-on-yours = Этот сервер не завершает партии из-за просрочки времени: партия продолжается, и ход по-прежнему ваш.

## Конец партии

game-over-subject = Партия окончена: { $result }
game-over-result = Результат: { $result } ({ $text })
game-over-ratings = Рейтинги ({ $variant }; знак ? означает предварительный рейтинг):
game-over-pgn = Вся партия в формате PGN приложена к письму и приведена ниже:

aborted-subject = Партия №{ $id } отменена
aborted-text =
    Партия №{ $id } ({ $variant }) отменена игроком { $who }, ещё до того, как она по-настоящему началась.
    Партия окончена без результата.

## Вызовы

challenge-sent-subject = Вызов отправлен: партия с { $invited } ({ $variant })
challenge-sent-text =
    Ваш вызов для { $invited } отправлен (партия №{ $id }, { $variant }, { $rated ->
        [1] рейтинговая
       *[0] товарищеская
    }{ $private ->
        [1] , закрытая
       *[0] {""}
    }).
# «Придёт согласие от ...» не зависит от числа приглашённых.
challenge-sent-side =
    { $count ->
       *[other]
            Ваша сторона: { $side }. Партия начнётся, как только придёт согласие
            от { $invited }; тогда вы получите письмо с доской.
    }

invitation-subject = Приглашение на партию с { $who } ({ $variant })
invitation-text =
    { $who } приглашает вас на { $private ->
        [1] закрытую{" "}
       *[0] {""}
    }{ $rated ->
        [1] рейтинговую
       *[0] товарищескую
    } партию в { $variant } (партия №{ $id }).
invitation-you-would-play = Ваша сторона: { $side }; { $others }.
invitation-time-control = Контроль времени: { $control }.
invitation-rated = Рейтинговая партия: результат изменит рейтинг каждого игрока в этой игре ({ $variant }; рейтинги указаны выше, знак ? означает предварительный).
invitation-casual = Товарищеская партия: результат не влияет на рейтинг.
invitation-casual-position = Товарищеская партия: результат не влияет на рейтинг (партия с заданной позиции никогда не бывает рейтинговой).
invitation-private = Закрытая партия: следить за ней никто не сможет, и в веб-архиве её не будет.
invitation-public =
    Открытая партия: следить за ней может кто угодно, её может показать веб-архив, а игроки
    там названы так же, как в рейтинг-листе, и никогда — по адресу. Для этой партии это уже
    не изменить: чтобы её видели только игроки, отклоните вызов и попросите вызов с пометкой
    «private» («games private» делает закрытыми все ваши следующие партии).
invitation-to-play = Чтобы сыграть, ответьте на это письмо одним словом:
invitation-to-refuse = Чтобы отказаться, ответьте:
invitation-rules = Напишите «rules { $variant }», чтобы узнать, как в эту игру играют и как записывают ходы.

declined-subject = Вызов отклонён: партия с { $who } ({ $variant })
declined-text = Ваш вызов на партию в { $variant } (партия №{ $id }) отклонён игроком { $who }.

## Предложения ничьей и сообщения

draw-offer-subject = Предложение ничьей от { $who }
draw-offer-text = { $who } предлагает ничью в партии №{ $id } ({ $variant }).
draw-offer-to-accept = Чтобы принять ничью, ответьте:
draw-offer-to-decline = Чтобы отклонить предложение, просто продолжайте игру.
draw-offered = { $who } предлагает ничью: чтобы принять её, ответьте «draw», а чтобы отклонить — просто продолжайте игру.

say-subject = Сообщение от { $who }
say-says = { $who } пишет:
say-partner-says = { $who } пишет вам, своему партнёру:
say-footer = (партия №{ $id }, { $variant }; чтобы ответить, напишите «say ТЕКСТ»)

## Списки, запись партии, правила, уведомления

games-subject = Ваши партии
games-heading = Ваши партии:
games-line = №{ $id }, { $variant }, против { $opponents }: { $state }
games-line-rated = №{ $id }, { $variant }, против { $opponents } ({ $ratings }): { $state }
games-none = У вас пока нет партий на этом сервере. Начать партию можно так:

history-subject = Запись партии №{ $id }
history-so-far = Партия №{ $id } ({ $variant }) на данный момент, в вашей нотации ({ $notation }):
history-pgn-also = Запись в формате PGN (в английской нотации, как требует стандарт); она же приложена к письму:
history-so-far-pgn = Партия №{ $id } ({ $variant }) на данный момент в формате PGN (она же во вложении):

rules-subject = Правила игры в { $variant }
notice-subject = Уведомление

## Отпуск

vacation-subject = Отпуск до { $until }
vacation-subject-back = С возвращением
vacation-started =
    { $days ->
        [one] Ваши часы остановлены до { $until } ({ $days } день). Напишите «vacation off», чтобы вернуться раньше: ещё не начавшиеся дни вернутся в ваш запас отпуска.
        [few] Ваши часы остановлены до { $until } ({ $days } дня). Напишите «vacation off», чтобы вернуться раньше: ещё не начавшиеся дни вернутся в ваш запас отпуска.
        [many] Ваши часы остановлены до { $until } ({ $days } дней). Напишите «vacation off», чтобы вернуться раньше: ещё не начавшиеся дни вернутся в ваш запас отпуска.
       *[other] Ваши часы остановлены до { $until } ({ $days } дня). Напишите «vacation off», чтобы вернуться раньше: ещё не начавшиеся дни вернутся в ваш запас отпуска.
    }
vacation-ended = Ваш отпуск закончился; ваши часы снова идут.
vacation-left = Дней отпуска на этот год осталось: { $left } из { $allowance }.
vacation-games = Ваши партии:
vacation-opponents-told = Ваши соперники уведомлены.

vacation-notice-subject = { $who } в отпуске
vacation-notice-subject-back = { $who } снова в игре
vacation-notice-started = { $who } в отпуске до { $until }: до тех пор часы этого игрока в партии №{ $id } ({ $variant }) стоят. Ваших часов это не касается.
vacation-notice-back = У { $who } закончился отпуск: часы этого игрока в партии №{ $id } ({ $variant }) снова идут.
vacation-notice-deadline = Сейчас ход этого игрока; срок — до { $deadline }.

list-two = { $a }, { $b }
list-none = {""}

# Кто ходит: никто, один игрок или двое («alice и bob»).
nobody = никто
name = { $name }
list-and = { $a } { $next ->
       *[other] и
    } { $b }

time-control-per-move =
    { $days ->
        [one] { $days } день на ход
        [few] { $days } дня на ход
        [many] { $days } дней на ход
       *[other] { $days } дня на ход
    }
time-control-moves =
    { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
        [many] { $moves } ходов
       *[other] { $moves } хода
    } за { $days ->
        [one] { $days } день
        [few] { $days } дня
        [many] { $days } дней
       *[other] { $days } дня
    }

# Что будет по истечении срока («Сделайте ход до ..., иначе вам засчитают ...»).
consequence-lose = вам засчитают поражение по времени
consequence-lose-or-draw = вам засчитают поражение по времени (или ничью, если у соперника не хватает материала для мата)
consequence-notify = обоим игрокам сообщат, что время истекло

## Первые строки письма с доской: только что сделанные ходы

# `origin`: none, mine (ход из условных ходов читателя), theirs (из условных
# ходов сделавшего его игрока). `words`: ход словами — в скобках после хода.
# «Игрок { $who } сыграл»: глагол согласуется со словом «игрок», а не с
# именем, пол которого неизвестен.
turn-you-played =
    Вы сыграли { $move }{ $origin ->
        [mine] {" "}— это был ваш условный ход
        [theirs] {" "}— это был условный ход, заданный заранее
       *[none] {""}
    }.
turn-you-played-words =
    Вы сыграли { $move } ({ $words }){ $origin ->
        [mine] {" "}— это был ваш условный ход
        [theirs] {" "}— это был условный ход, заданный заранее
       *[none] {""}
    }.
turn-they-played =
    Игрок { $who } сыграл { $move }{ $origin ->
        [mine] {" "}— это был ваш условный ход
        [theirs] {" "}— это был условный ход, заданный заранее
       *[none] {""}
    }.
turn-they-played-words =
    Игрок { $who } сыграл { $move } ({ $words }){ $origin ->
        [mine] {" "}— это был ваш условный ход
        [theirs] {" "}— это был условный ход, заданный заранее
       *[none] {""}
    }.
turn-your-move = Ваш ход.

# Конец партии по действию игрока: «Вы сдались.», «Игрок alice сдался.».
act =
    { $mine ->
        [1] { $act ->
            [claimed-draw] Вы потребовали ничью.
           *[resigned] Вы сдались.
        }
       *[0] { $act ->
            [claimed-draw] Игрок { $who } потребовал ничью.
           *[resigned] Игрок { $who } сдался.
        }
    }

## Конец партии по времени

# Почему засчитано поражение по времени; стоит после двоеточия во фразах
# time-lost и time-drawn («...: ход не сделан в срок (до ...)»), поэтому
# без подлежащего. `mine` — 1 в письме самому опоздавшему.
why-deadline = ход не сделан в срок (до { $deadline })
why-gentleman =
    ход не сделан за { $grace } после напоминания о том, что { $mine ->
        [1] ваш партнёр
       *[0] партнёр этого игрока
    } уже сделал { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    } (джентльменское правило)
# `team`: yours (матч проигрывает команда читателя), theirs, none (партия
# двух игроков).
time-lost =
    { $mine ->
        [1] Вам засчитано поражение по времени: { $why }.
       *[0] Игроку { $who } засчитано поражение по времени: { $why }.
    }{ $team ->
        [yours] {" "}Ваша команда проигрывает матч.
        [theirs] {" "}Команда игроков { $who } и { $partner } проигрывает матч.
       *[none] {""}
    }
time-drawn =
    { $mine ->
        [1] Ваше время истекло: { $why }. Но у { $winner ->
            [white] белых
           *[black] чёрных
        } недостаточно материала для мата, поэтому засчитана ничья.
       *[0] Время игрока { $who } истекло: { $why }. Но у { $winner ->
            [white] белых
           *[black] чёрных
        } недостаточно материала для мата, поэтому засчитана ничья.
    }

## Результаты

# Стоят после двоеточия («Партия окончена: белые поставили мат») и в скобках
# («Результат: 1-0 (белые поставили мат)»), поэтому со строчной буквы.
outcome-win =
    { $how ->
        [checkmate] { $winner ->
            [white] белые
           *[black] чёрные
        } поставили мат
        [resignation] { $winner ->
            [white] чёрные
           *[black] белые
        } сдались
       *[time] { $winner ->
            [white] белые
           *[black] чёрные
        } выиграли по времени
    }
outcome-draw =
    { $why ->
        [stalemate] ничья: пат
        [insufficient-material] ничья: недостаточно материала для мата
        [agreement] ничья по соглашению
        [threefold] ничья: троекратное повторение позиции
        [fifty-moves] ничья по правилу 50 ходов
        [fivefold] ничья: пятикратное повторение позиции
        [seventy-five-moves] ничья по правилу 75 ходов
       *[even-score] ничья: равный счёт на двух досках
    }
outcome-timeout-draw =
    ничья: у { $loser ->
        [white] белых
       *[black] чёрных
    } истекло время, но { $winner ->
        [white] белые
       *[black] чёрные
    } не смогли бы поставить мат

## Положение партии в списках партий

state-your-move = ваш ход
state-waiting = ход соперника
state-invitation-waiting = приглашение ждёт вашего ответа
state-invitation-sent = вызов отправлен
state-finished = партия окончена, { $result }
# Положение партии, как его называет база (`aborted`, `declined`...).
state-other =
    { $status ->
        [declined] вызов отклонён
        [aborted] партия отменена
        [invited] вызов ждёт ответа
        [active] партия идёт
       *[finished] партия окончена
    }
state-no-clock = без часов
state-your-move-until = ваш ход; у вас есть время до { $deadline }
state-your-move-paused = ваш ход; ваши часы стоят, теперь у вас есть время до { $deadline }
state-their-move = ход соперника
state-their-move-paused = ход соперника; когда ход перейдёт к вам, ваши часы будут стоять

# Как партия влияет на рейтинг, в списке партий:
# «(рейтинговая; у вас 1512, у b@x 1498)».
ratings-casual = товарищеская
ratings-unrated = без рейтинга
ratings-rated = рейтинговая; { $list }
rating-of-you = у вас { $rating }
rating-of = у { $who } { $rating }

## Заметки под первыми строками письма с доской

# Шведские шахматы вчетвером: фигура, переданная партнёром (винительный падеж).
note-received =
    { $role ->
        [pawn] Вы получили от партнёра пешку.
        [knight] Вы получили от партнёра коня.
        [bishop] Вы получили от партнёра слона.
        [rook] Вы получили от партнёра ладью.
       *[queen] Вы получили от партнёра ферзя.
    }
note-partner-waits = Ваш партнёр на доске { $board } под шахом и не может ходить: он ждёт фигуру, которой можно закрыться.
note-you-wait = Вы под шахом на доске { $board } и пока не можете ходить: вы ждёте от партнёра фигуру, которой можно закрыться.
note-conditions-dropped = Среди ваших условных ходов не было ответа на { $move }, поэтому все они отменены.
note-condition-unplayable = Ваш условный ответ { $answer } на { $move } сыграть не удалось ({ $why }), поэтому этот вариант отменён.
note-condition-played =
    Бот сыграл за вас условный ход { $move }{ $goes_on ->
        [1] ; остальная часть варианта остаётся в силе
       *[0] {""}
    }.
note-computer-partner = Ваш партнёр — компьютер ({ $name }): он ходит, как только выберет ход, не читает «say partner», и время на его часах не расходуется.

## Как записать ход: после примера хода («...например: Кf3; ...»)

form-dual-move = двойной ход — это два хода через косую черту: { $example }
form-tandem84 = два хода пишутся через косую черту ({ $example }), а ход на другую доску — это переход
form-drop = фигура из резерва выставляется так: { $example }
form-drop-later = фигура из резерва, когда она у вас появится, выставляется так: { $example }
form-sync = ваши ходы на досках A и B пишутся через косую черту: { $example }
form-tandem = ход всего тандема записывается так: { $example }
form-rocket = ракета записывается так: { $example }
form-tandem-and-rocket = ход всего тандема записывается так: { $tandem }, а ракета — так: { $rocket }

## Первые строки

board-as-asked = Позиция, как вы просили.
board-game-is =
    { $status ->
        [declined] Вызов на партию №{ $id } отклонён.
        [aborted] Партия №{ $id } отменена.
        [invited] Партия №{ $id } ждёт согласия игроков.
        [active] Партия №{ $id } идёт.
       *[finished] Партия №{ $id } окончена.
    }
started = Партия началась.
started-against-computer = Партия началась: компьютер ({ $name }) сразу принял вызов. Партии с компьютером на рейтинг не влияют.

## Предложения и требования ничьей, отказы в ходе

draw-agreed = Игроки согласились на ничью.
draw-offer-sent-subject = Предложение ничьей отправлено
draw-offer-sent = Ваше предложение ничьей в партии №{ $id } передано другой стороне.
conditions-dropped-subject = Условные ходы отменены
conditions-dropped-draw = В партии №{ $id } была предложена ничья, поэтому ваши условные ходы в этой партии отменены.
# Причина отказа: стоит с отступом после строки error-could-not («Не удалось
# выполнить то, о чём вы просили в письме:»), поэтому со строчной буквы.
# `at`, `deadline`: время, как его пишет сервер; `move`: ход, как его написал
# игрок; `waiting`: кто должен ходить («alice», «alice и bob», «никто»).
refuse-draw-offered-already = ваша сторона уже предложила ничью; предложение остаётся в силе, пока другая сторона на него не ответит
refuse-no-draw-to-claim =
    потребовать ничью нельзя: позиция не повторилась трижды, а без взятий и ходов пешками { $halfmoves ->
        [one] прошёл { $halfmoves } полуход
        [few] прошло { $halfmoves } полухода
        [many] прошло { $halfmoves } полуходов
       *[other] прошло { $halfmoves } полухода
    } (нужно 100)
refuse-not-your-turn = в партии №{ $id } сейчас не ваш ход; очередь хода: { $waiting }
refuse-lost-before = ваше письмо пришло { $at }, уже после истечения срока хода: ещё до его прихода вам засчитали поражение по времени в партии №{ $id }, поэтому ход { $move } не сыгран
refuse-after-deadline = ваше письмо пришло { $at }, уже после истечения срока хода ({ $deadline }): ход { $move } не сыгран, а в партии №{ $id } вам засчитано поражение по времени

## Ход словами ($words — сообщение turn-* из moves.ftl)

# Стоит в скобках после хода («1. Кf3 (белый конь пошёл с g1 на f3)») и
# после «Последний ход:», поэтому со строчной буквы.
last-move-words = { $move } ({ $words })

# Шведские шахматы вчетвером: партнёр ($partner — адрес, $seat — его
# сторона) сделал $moves ходов на другой доске, пока читатель не ходил.
reminder-gentleman =
    Ваш партнёр { $partner } ({ $seat }) уже сделал { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
        [many] { $moves } ходов
       *[other] { $moves } хода
    }, пока вы обдумываете свой ход. По джентльменскому правилу, если вы не сделаете ход до { $by }, вам будет засчитано поражение по времени, и ваша команда проиграет матч.

## Подписи к текстовой доске ($color: White или Black; $board: A или B;
## $pieces: фигуры в резерве буквами или «-»)

board-hand =
    Резерв { $color ->
        [White] белых
        [Black] чёрных
       *[other] { $color }
    }: { $pieces }
board-hand-on =
    Резерв { $color ->
        [White] белых
        [Black] чёрных
       *[other] { $color }
    } на доске { $board }: { $pieces }
# Заголовки над двумя досками шведских шахмат: коротко (ширина доски —
# 33 знака).
board-title-to-move =
    { $board }: ход { $color ->
        [White] белых
        [Black] чёрных
       *[other] { $color }
    }
board-title-waits =
    { $board }: { $color ->
        [White] белые
        [Black] чёрные
       *[other] { $color }
    } ждут фигуру
board-title-mated =
    { $board }: { $color ->
        [White] белым
        [Black] чёрным
       *[other] { $color }
    } мат
board-title-won =
    { $board }: победа { $color ->
        [White] белых
        [Black] чёрных
       *[other] { $color }
    }
board-title-stalemate = { $board }: пат
board-title-drawn = { $board }: ничья
# $team: 1 или 2; $a, $b: очки команд (1, 1/2, 2 1/2...).
board-match-won = Матч окончен: победила команда { $team } ({ $a } - { $b })
board-match-drawn = Матч окончен: ничья ({ $a } - { $b })
board-tandem-legend = T/t = тандем из двух пешек
