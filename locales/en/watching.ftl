# The answers to observe, follow, followers, games private/public, and the
# confirmations asked for by a reply (token mode).

# The subject of an answer: $what is observing, not-observing, following,
# not-following, followers or your-games.
watch-subject =
    { $what ->
        [not-observing] Not observing
        [following] Following
        [not-following] Not following
        [followers] Followers
        [your-games] Your games
       *[observing] Observing
    }
observe-already = You observe game #{ $id } already. "unobserve { $id }" stops its mails.
observe-start = You observe game #{ $id } from now on.
    { $headline }
observe-start-not-started = The game has not started yet: you will get the board when it does.
# $turn: the last turn with its number (12. Nf3); $by: who played it.
observe-start-after = The position after { $turn } ({ $by } played it).
observe-start-no-move = The game has started; nobody has moved yet.
unobserve-tournament = You no longer observe tournament #{ $id } (nor its games).
unobserve-tournament-not = You did not observe tournament #{ $id }.
unobserve-game = You no longer observe game #{ $id }.
unobserve-game-not = You did not observe game #{ $id }.
unobserve-all =
    { $count ->
        [0] You observed no game.
        [one] You no longer observe the game you observed.
       *[other] You no longer observe the { $count } games you observed.
    }
# $text: one of the unobserve-* sentences; $follows: the players still
# followed, or "none".
unobserve-answer =
    { $text }{ $follows ->
        [none] {""}
       *[other] {"\u000A"}You still follow { $follows }: their new games are observed for you ("unfollow all" stops that).
    }
follow-already = You follow { $address } already. "unfollow { $address }" stops it.
follow-started = You follow { $address }: every game they start from now on is observed for you, from its first move to its result (unless they keep their games private or refuse followers). "unfollow { $address }" stops it.
unfollow-one = You no longer follow { $address }. The games of theirs you observe now go on until "unobserve N".
unfollow-not = You did not follow { $address }.
unfollow-nobody = You followed nobody.
unfollow-all = You no longer follow { $addresses }.
followers-on = Players who follow you observe your new games again (unless you keep them private with "games private").
followers-off = Nobody who follows you observes your games any more, those in play included. Anyone may still "observe N" a game of yours that is not private ("games private" keeps them all to the players).
games-private = Your new games are private: nobody can observe them and they are not shown on the web. This counts for your challenges and for invitations to you; games already agreed stay as they are, and the games of a tournament are public unless it was organised private.
games-public = Your new games are public again (unless a challenge says "private"): anyone may observe them and the web archive shows them, with you named as the standings name you.

# The answer to "observe" alone.
watching-no-game = You observe no game.
watching-games = You observe:
# $sides: the players (White - Black); $via: game, follow or tournament.
watching-game =
    #{ $id } { $variant }: { $sides }{ $via ->
        [follow] {" "}(a player you follow)
        [tournament] {" "}(a tournament you observe)
       *[game] {""}
    }
watching-tournaments = You observe the games of tournament { $tournaments }.
watching-follow-nobody = You follow nobody.
watching-follows = You follow: { $addresses }.
# $games: private or public; $followers: on or off (the settings' words).
watching-settings = Your games: { $games }; followers: { $followers }.
watching-limits = You may observe up to { $games } games at a time and follow up to { $players } players.
observe-tournament-already = You observe tournament #{ $id } already. "unobserve tournament { $id }" stops it.
# $name: the tournament's name; $playing: its games in play.
observe-tournament-started = You observe tournament #{ $id } ({ $name }) from now on: each turn of its { $playing ->
        [one] { $playing } game
       *[other] { $playing } games
    } in play comes by mail from the next one on, and every game it starts from its start (news of several games at once comes in one mail). "unobserve tournament { $id }" stops it.

# Confirmations by reply. $asked: one of the asked-* phrases.
confirm-subject = Confirm: { $asked }
confirm-request =
    Someone (you, we hope) asked the bot to { $asked } for this address.

    To confirm, reply to this mail: the reply goes to an address of the bot's that only this mail carries. If it was not you, do nothing: nothing starts without the reply, and the request is forgotten in { $days } days.
asked-observe-game = observe game #{ $id }
asked-observe-tournament = observe tournament #{ $id }
asked-follow = follow { $address }
asked-join = join tournament #{ $id } ({ $name })
asked-seek = post "{ $line }"
asked-accept-seek = take seek #{ $n }
