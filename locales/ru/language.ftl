# Язык писем бота: команда `language` и строка, которая сообщает игроку,
# на каком языке он читает.

# Как фраза «бот пишет вам …» называет каждый язык.
language-in =
    { $code ->
        [de] по-немецки
        [ru] по-русски
        [pl] по-польски
        [it] по-итальянски
        [es] по-испански
        [fr] по-французски
        [nl] по-нидерландски
        [pt] по-португальски
       *[en] по-английски
    }

language-subject = Язык писем
language-set = Теперь бот пишет вам { language-in }.
language-now = Бот пишет вам { language-in }.
language-guessed = Бот пишет вам { language-in } — на языке вашего письма. Чтобы получать письма на другом языке, напишите, например, «language { $other }»; «language» без кода — список всех языков.
language-current = Бот пишет вам { language-in }; «language» — список остальных языков, «language { $other }» — сменить язык.
language-notation-follows = Ваши ходы читаются и записываются буквами фигур этого языка ({ $notation }); другую нотацию можно выбрать командой «notation».
language-notation-kept = Ваша нотация остаётся той, что вы выбрали ({ $notation }).
language-how = Чтобы сменить язык, напишите «language» и код: { $codes }. Команду «language» можно писать и на любом из этих языков: sprache, язык, język, lingua, idioma, langue, taal.
