# Рейтинги, рейтинг-лист и имя, под которым в нём значится игрок.
# Слова команд — английские, в кавычках-«ёлочках» (как в mail.ftl); заполнители — как в
# help.txt (ИГРА, ИМЯ).

ratings-subject-standings = Рейтинг-лист: { $variant }
ratings-subject-mine = Ваши рейтинги
ratings-subject-of = Рейтинги игрока { $name }
standings-head =
    Рейтинг-лист ({ $variant }): { $shown ->
        [1] лучший
       *[other] лучшие { $shown }
    } из { $established ->
        [one] { $established } игрока
        [few] { $established } игроков
        [many] { $established } игроков
       *[other] { $established } игрока
    } с устоявшимся рейтингом
standings-head-empty = Рейтинг-лист ({ $variant }): пока ни у одного игрока нет устоявшегося рейтинга
standings-established = (рейтинг считается устоявшимся, когда его отклонение не больше 110).
# Строка рейтинг-листа: $rank дополнен пробелами до трёх знаков, $name — до
# самого длинного имени, чтобы столбцы были ровными; $you: yes для читателя.
standings-line =
    { $rank }. { $name }  { $rating }  ({ $games ->
        [one] { $games } партия
        [few] { $games } партии
        [many] { $games } партий
       *[other] { $games } партии
    }){ $you ->
        [yes] {"  "}(вы)
       *[no] {""}
    }
standings-you-ranked = Вы на { $rank }-м месте из { $established } с рейтингом { $rating } (отклонение { $deviation }).
standings-you-provisional = Ваш рейтинг { $rating } (отклонение { $deviation }) пока предварительный, поэтому в рейтинг-листе его ещё нет: он появится там, когда отклонение станет не больше 110 (после ещё нескольких рейтинговых партий).
standings-you-unrated = Вы ещё не сыграли ни одной рейтинговой партии в { $variant }.
ratings-head-mine = Ваши рейтинги (другие игроки видят вас как { $name }):
ratings-head-of = Рейтинги игрока { $name }:
# $change: последнее изменение со знаком (+12, -8).
rating-line =
    { $variant }: { $rating } (отклонение { $deviation }{ $provisional ->
        [yes] , предварительный
       *[no] {""}
    }), { $games ->
        [one] { $games } партия
        [few] { $games } партии
        [many] { $games } партий
       *[other] { $games } партии
    }, последнее изменение { $change }
rating-line-unplayed = { $variant }: { $rating } (рейтинговых партий ещё не было)
ratings-footer = Рейтинги Glicko-2, в каждой игре свой; знак ? означает предварительный рейтинг (отклонение больше 110), которого нет в рейтинг-листе. «ratings ИГРА» покажет рейтинг-лист игры, «ratings» — ваши рейтинги, «name ИМЯ» — под каким именем вы значитесь в рейтинг-листе.

name-subject-show = Ваше имя в рейтинг-листе
name-subject-removed = Имя удалено
name-subject-set = Имя задано
name-shown-as = В рейтинг-листе вы значитесь как «{ $name }». Напишите «name ИМЯ», чтобы изменить имя, или «name off», чтобы вместо него значиться как { $masked }.
name-shown-masked = В рейтинг-листе вы значитесь как { $masked } (ваш адрес в сокращённом виде). Напишите «name ИМЯ», чтобы значиться под именем, которое вы выберете сами.
name-removed = В рейтинг-листе вы снова значитесь как { $masked }.
name-set = Теперь и в рейтинг-листе, и в ответах на «ratings» другим игрокам вы значитесь как «{ $name }».
