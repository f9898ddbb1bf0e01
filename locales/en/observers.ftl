# The mails to observers: one game's news, or several in one digest.

observed-subject = Observed: { $variant }, { $sides }
observed-started = The game has started.
# $turn: the turn with its number (12... Nf6); $words: the turn in words.
observed-turn = { $who } played { $turn } ({ $words }).
observed-over = Game over: { $result }.
observed-declined = Game #{ $id } was declined: it will not be played.
observed-aborted = Game #{ $id } was aborted.
# $result: 1-0, 0-1 or 1/2-1/2; $text: how it ended.
observed-result = Result: { $result } ({ $text })
# $deadline and $paused: a moment, or "none".
observed-to-move =
    It is { $who }'s move{ $deadline ->
        [none] {""}
       *[other] , until { $deadline }
    }{ $paused ->
        [none] {""}
       *[other] {" "}(on vacation until { $paused })
    }.
observed-web = On the web: { $url }
observed-pgn-follows = The whole game is attached as PGN and follows here:
# $via: game (asked for), follow (a followed player) or tournament.
observed-why =
    { $via ->
        [follow] You observe this game: you follow one of its players.
        [tournament] You observe this game: you observe its tournament.
       *[game] You observe this game: you asked for it ("observe { $id }").
    }
observed-footer = As an observer you see the board from White's side and cannot move or write in the game. "unobserve { $id }" stops these mails, "observe" lists what you observe.
observed-digest-subject = Observed games: news of { $count } games
# $held: yes when the mail gathers news held back by the hourly limit.
observed-digest-intro =
    News of { $count } games you observe, in one mail{ $held ->
        [yes] {" "}(the bot sends an observer at most { $per_hour } mails an hour; this gathers what came since)
       *[no] {""}
    }.
observed-digest-result = Result: { $result } ({ $text }); its PGN is attached.
observed-digest-footer = "unobserve N" stops the mails of game N, "unobserve all" those of every game; "observe" lists what you observe.
# A moment (a deadline), as the reader's language writes dates.
moment = { $at }
# A result as the game's record keeps it, where it is not one of the rules' outcomes.
result-kept = { $text }
