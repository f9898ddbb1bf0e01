# Письма наблюдателю: новости одной партии или сводка по нескольким.
# Слова команд — английские, в кавычках-«ёлочках» (как в mail.ftl).

observed-subject = Наблюдение: { $variant }, { $sides }
observed-started = Партия началась.
# $turn: ход с номером (12... Кf6); $words: тот же ход словами.
observed-turn = Ход игрока { $who }: { $turn } ({ $words }).
observed-over = Партия окончена: { $result }.
observed-declined = Вызов на партию №{ $id } отклонён: она не будет сыграна.
observed-aborted = Партия №{ $id } отменена.
# $result: 1-0, 0-1 или 1/2-1/2; $text: как партия закончилась.
observed-result = Результат: { $result } ({ $text })
# $deadline и $paused: момент времени или none.
observed-to-move =
    Ход за { $who }{ $deadline ->
        [none] {""}
       *[other] , срок — до { $deadline }
    }{ $paused ->
        [none] {""}
       *[other] {" "}(в отпуске до { $paused })
    }.
observed-web = В веб-архиве: { $url }
observed-pgn-follows = Вся партия в формате PGN приложена к письму и приведена ниже:
# $via: game (по вашей просьбе), follow (игрок, на которого вы подписаны) или tournament.
observed-why =
    { $via ->
        [follow] Вы следите за этой партией, потому что подписаны на одного из её игроков.
        [tournament] Вы следите за этой партией, потому что следите за её турниром.
       *[game] Вы следите за этой партией по своей просьбе («observe { $id }»).
    }
observed-footer = Как наблюдатель вы видите доску со стороны белых и не можете ни делать ходы, ни писать сообщения игрокам. «unobserve { $id }» отключит эти письма, «observe» покажет, за чем вы следите.
observed-digest-subject =
    Наблюдение: новости в { $count ->
        [one] { $count } партии
        [few] { $count } партиях
        [many] { $count } партиях
       *[other] { $count } партии
    }
# $held: yes, если письмо собирает новости, задержанные из-за ограничения в час.
observed-digest-intro =
    Новости партий, за которыми вы следите, одним письмом: { $count ->
        [one] { $count } партия
        [few] { $count } партии
        [many] { $count } партий
       *[other] { $count } партии
    }{ $held ->
        [yes] {" "}(бот присылает наблюдателю не больше { $per_hour ->
            [one] { $per_hour } письма
            [few] { $per_hour } писем
            [many] { $per_hour } писем
          *[other] { $per_hour } письма
        } в час; здесь собрано всё, что накопилось за это время)
       *[no] {""}
    }.
observed-digest-result = Результат: { $result } ({ $text }); PGN партии приложен к письму.
observed-digest-footer = «unobserve N» отключит письма о партии N, «unobserve all» — обо всех партиях; «observe» покажет, за чем вы следите.
# Момент времени (срок хода) — дата так, как её пишут на языке читателя.
moment = { $at }
# Результат, как он записан в партии, если это не один из исходов по правилам.
result-kept = { $text }
