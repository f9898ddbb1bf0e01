# Why a line of a mail could not be read as a command. The command words
# and the forms after "Write:" stay English in every language: they are
# what the player writes.

# $close: the command the line looks like a typo of, or "none".
command-unknown =
    "{ $line }" is not a command or a move. { $close ->
        [none] Write "help" for the list of commands.
       *[other] Did you mean "{ $close }"?
    }
command-missing = "{ $line }": { $command } needs more. Write: { $usage }
command-bad = "{ $line }": "{ $argument }" { $problem }. Write: { $usage }

# What is wrong with the words after a command ($argument in command-bad):
# each follows the quoted words, as a predicate.
# $close: a keyword the word looks like a typo of, or "none".
arg-not-understood =
    is not understood here{ $close ->
        [none] {""}
       *[other] {" "}(did you mean "{ $close }"?)
    }
arg-not-game-number = is not a game number
arg-not-variant = is not a variant name
arg-as-side = needs a side, e.g. as black
arg-level = needs a level from 1 to { $max }, e.g. level 3
arg-not-address = is not an e-mail address
arg-not-address-close = is not an e-mail address (did you mean "{ $close }"?)
arg-not-partner-address = is not an e-mail address (your partner's)
arg-cannot-claim = cannot be claimed
arg-several-variants = is more than one variant name
arg-several-games = is more than one game's name
arg-not-move = is not a move
arg-if-needs-answer = needs your answer after it
arg-if-condition-without-answer = is a condition without your answer after it
arg-if-too-long = holds { $turns } turns; a line may hold at most { $max }
arg-not-seek-number = is not a seek's number
arg-not-one-seek-number = is not one seek's number
arg-seek-game-first = is not a game's name: write the game first, as in seek chess
arg-needs-colour = needs white or black
arg-rating-two-numbers = needs two numbers, as in rating 1400-1700
arg-rating-upside-down = is upside down: the lower rating comes first, as in rating { $low }-{ $high }
arg-rating-too-high = goes above { $max }, which no rating reaches
arg-days-number = needs a number of days of at least 1
arg-moves-need-days = needs the days too, as in: { $moves } moves in 30 days
arg-vacation-zero = is not a number of days (to end a vacation, write vacation off)
arg-not-days = is not a number of days
arg-not-duration = is not a time such as 12h, 30m, 2d or 1 day 6 hours
# $what: after (the wait before a reminder) or before (the deadline).
arg-duration-zero =
    is too short a time { $what ->
        [after] to wait
       *[before] before the deadline
    }
arg-not-reminder-setting = is not a reminder setting
arg-not-language = is not a language here: { $codes }
arg-not-language-close = is not a language here (did you mean "{ $close }"?)
arg-not-notation = is not a notation: { $codes }
arg-not-notation-close = is not a notation (did you mean "{ $close }"?)
arg-tournament-name-quotes = is not a name in quotes: the tournament's name comes after the game, between quotes
arg-no-closing-quote = has no closing quote after the name
arg-empty-name = is an empty name
arg-withdrawals = needs fide or iccf
arg-players = needs a number, or two as in players 4-8
arg-start-date = needs a date written as 2026-12-01
arg-not-tournament-number = is not a tournament's number
arg-not-on-off = is not on or off
arg-not-private-public = is not private or public

# The forms of each command, after "Write:". The command words stay
# English; the words in capitals are what the player puts in their place.
usage-accept = accept seek N (the seek's number in "seeks")
usage-analyse = analyse GAME (its number, as 42), or analyse alone in the game's thread
usage-claim = claim draw
usage-conditions = conditions (to list your lines), or conditions clear
usage-follow = follow ADDRESS
usage-followers = followers on, or followers off
usage-games = games (the list), games private, or games public
usage-join = join N (the tournament's number), or join N with PARTNER in four-player games
usage-language = language en|de|ru|pl|it|es|fr|nl|pt, or language (to see yours)
usage-move = move TURN, for example: move e4
usage-notation = notation en|de|ru|pl|it|es|fr|nl|pt|figurine|iccf, or notation (to see yours)
usage-notify = notify seeks VARIANT, or notify seeks off
usage-observe = observe GAME (its number, as 42), observe tournament N, or observe (to list what you observe)
usage-remind = remind on, remind off, remind digest, remind after 12h, remind before 2h, or remind default
usage-rules = rules, or rules VARIANT
usage-say = say TEXT (in bughouse: say partner TEXT)
usage-seek = seek VARIANT [days N | M moves in D days] [casual] [as white|black] [rating MIN-MAX] [private], or seek bughouse [with PARTNER]
usage-seeks = seeks, or seeks VARIANT
usage-unfollow = unfollow ADDRESS, or unfollow all
usage-unobserve = unobserve GAME, unobserve tournament N, or unobserve all
usage-unseek = unseek N (your seek's number), or unseek all
usage-vacation = vacation N (days), or vacation off
usage-if = if THEIRS then MINE, or a line: if THEIRS MINE THEIRS MINE ... (turns separated by spaces; a turn of two moves with a slash, as Nf3/e4)
usage-new = new VARIANT with ADDRESS [as white|black] [days N | M moves in D days] [from FEN], or new bughouse with PARTNER against OPPONENT1 OPPONENT2; "computer" [level 1-8] may stand for any other player
usage-tournament = tournament new VARIANT "NAME" [double] [players MIN-MAX] [days N | M moves in D days] [casual] [private] [starts DATE] [withdrawals iccf], tournaments, or tournament N
