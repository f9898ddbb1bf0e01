# Почему строку письма не удалось прочитать как команду. Слова команд
# остаются английскими и стоят в кавычках-«ёлочках», как в mail.ftl: это
# то, что пишет игрок (в образцах usage-* после «Напишите:» — без кавычек). Заполнители в образцах команд (ИГРА, АДРЕС, ПАРТНЁР...) — как в
# help.txt.

# $close: команда, опечаткой в которой похожа строка, или none.
command-unknown =
    «{ $line }» не команда и не ход. { $close ->
        [none] Напишите «help», чтобы получить список команд.
       *[other] Возможно, вы имели в виду «{ $close }»?
    }
command-missing = «{ $line }»: после «{ $command }» чего-то не хватает. Напишите: { $usage }
command-bad = «{ $line }»: «{ $argument }» { $problem }. Напишите: { $usage }

# Что не так со словами после команды ($argument в command-bad): каждое
# сказуемое стоит после слов в кавычках («xyz» не номер партии).
# $close: ключевое слово, опечаткой в котором похоже слово, или none.
arg-not-understood =
    бот здесь не понимает{ $close ->
        [none] {""}
       *[other] {" "}(возможно, вы имели в виду «{ $close }»?)
    }
arg-not-game-number = не номер партии
arg-not-variant = не название игры
arg-as-side = требует указать сторону, например «as black»
arg-level = требует указать уровень от 1 до { $max }, например «level 3»
arg-not-address = не адрес электронной почты
arg-not-address-close = не адрес электронной почты (возможно, вы имели в виду «{ $close }»?)
arg-not-partner-address = не адрес электронной почты (нужен адрес вашего партнёра)
arg-cannot-claim = потребовать нельзя
arg-several-variants = содержит больше одного названия игры
arg-several-games = содержит больше одного названия игры
arg-not-move = не ход
arg-if-needs-answer = требует после себя вашего ответа
arg-if-condition-without-answer = — ход соперника, после которого нет вашего ответа
arg-if-too-long =
    содержит { $turns ->
        [one] { $turns } ход
        [few] { $turns } хода
        [many] { $turns } ходов
       *[other] { $turns } хода
    }, а в варианте может быть не больше { $max }
arg-not-seek-number = не номер заявки
arg-not-one-seek-number = не номер одной заявки
arg-seek-game-first = не название игры: сначала пишется игра, например «seek chess»
arg-needs-colour = требует указать «white» или «black»
arg-rating-two-numbers = требует двух чисел, например «rating 1400-1700»
arg-rating-upside-down = задаёт пределы в обратном порядке: меньший рейтинг пишется первым, вот так: «rating { $low }-{ $high }»
arg-rating-too-high = превышает { $max }, а такого рейтинга не бывает
arg-days-number = требует числа дней, не меньше 1
arg-moves-need-days = требует указать и дни, например «{ $moves } moves in 30 days»
arg-vacation-zero = не число дней (чтобы выйти из отпуска, напишите «vacation off»)
arg-not-days = не число дней
arg-not-duration = не промежуток времени вроде «12h», «30m», «2d» или «1 day 6 hours»
# $what: after (ожидание перед напоминанием) или before (время до истечения срока).
arg-duration-zero =
    задаёт слишком короткое время { $what ->
        [after] ожидания
       *[before] до истечения срока
    }
arg-not-reminder-setting = не настройка напоминаний
arg-not-language = не входит в число языков бота: { $codes }
arg-not-language-close = не входит в число языков бота (возможно, вы имели в виду «{ $close }»?)
arg-not-notation = не входит в число нотаций бота: { $codes }
arg-not-notation-close = не входит в число нотаций бота (возможно, вы имели в виду «{ $close }»?)
arg-tournament-name-quotes = не название в кавычках: название турнира пишется после игры, в кавычках
arg-no-closing-quote = — здесь нет закрывающей кавычки после названия
arg-empty-name = — пустое название
arg-withdrawals = требует значения «fide» или «iccf»
arg-players = требует одного числа или двух, например «players 4-8»
arg-start-date = требует даты в виде 2026-12-01
arg-not-tournament-number = не номер турнира
arg-not-on-off = не «on» и не «off»
arg-not-private-public = не «private» и не «public»

# Образцы каждой команды после «Напишите:». Слова команд остаются
# английскими; прописные слова — то, что игрок подставляет на их место
# (как в help.txt: ИГРА, АДРЕС, ПАРТНЁР, СОПЕРНИК1, ТЕКСТ, ИМЯ, НАЗВАНИЕ,
# МИН-МАКС, ХОД_СОПЕРНИКА, ОТВЕТ; номер партии, заявки, турнира — N).
usage-accept = accept seek N (номер заявки в списке «seeks»)
usage-analyse = analyse N (номер партии, например 42) или просто analyse в ответ на письмо об этой партии
usage-claim = claim draw
usage-conditions = conditions (список ваших вариантов) или conditions clear
usage-follow = follow АДРЕС
usage-followers = followers on или followers off
usage-games = games (список партий), games private или games public
usage-join = join N (номер турнира) или, в играх вчетвером, join N with ПАРТНЁР
usage-language = language en|de|ru|pl|it|es|fr|nl|pt или просто language (показать ваш язык)
usage-move = move ХОД, например: move e4
usage-notation = notation en|de|ru|pl|it|es|fr|nl|pt|figurine|iccf или просто notation (показать вашу нотацию)
usage-notify = notify seeks ИГРА или notify seeks off
usage-observe = observe N (номер партии, например 42), observe tournament N или просто observe (список того, за чем вы следите)
usage-remind = remind on, remind off, remind digest, remind after 12h, remind before 2h или remind default
usage-rules = rules или rules ИГРА
usage-say = say ТЕКСТ (в шведских шахматах: say partner ТЕКСТ)
usage-seek = seek ИГРА [days N | M moves in D days] [casual] [as white|black] [rating МИН-МАКС] [private] или seek bughouse [with ПАРТНЁР]
usage-seeks = seeks или seeks ИГРА
usage-unfollow = unfollow АДРЕС или unfollow all
usage-unobserve = unobserve N, unobserve tournament N или unobserve all
usage-unseek = unseek N (номер вашей заявки) или unseek all
usage-vacation = vacation N (число дней) или vacation off
usage-if = if ХОД_СОПЕРНИКА then ОТВЕТ или целый вариант: if ХОД_СОПЕРНИКА ОТВЕТ ХОД_СОПЕРНИКА ОТВЕТ ... (ходы через пробел; очередь из двух ходов — через косую черту, например Кf3/e4)
usage-new = new ИГРА with АДРЕС [as white|black] [days N | M moves in D days] [from FEN] или new bughouse with ПАРТНЁР against СОПЕРНИК1 СОПЕРНИК2; на месте любого другого игрока может стоять «computer» [level 1-8]
usage-tournament = tournament new ИГРА "НАЗВАНИЕ" [double] [players МИН-МАКС] [days N | M moves in D days] [casual] [private] [starts ДАТА] [withdrawals iccf], tournaments или tournament N
