# Why a mail's commands were not applied: the sentence the error mail
# quotes. Command words (game, resign, unobserve...) stay English in every
# language: they are what the player writes.

refuse-game-not-started-yet = a game starts only once every player has accepted it, so the mail that challenges it cannot also move or act in it. Send the challenge alone, and your move when the game has started

# $what: the act the mail asked for.
refuse-no-game =
    { $what ->
        [move] you have no game to move in
        [resign] you have no game to resign
        [draw-offer] you have no game to offer a draw in
        [draw-claim] you have no game to claim a draw in
        [conditions-give] you have no game to give conditional moves in
        [conditions-list] you have no game with conditional moves to list
        [conditions-clear] you have no game to clear conditional moves in
        [show] you have no game to show
        [history] you have no game whose history to show
        [say] you have no game to talk in
        [accept] you have no challenge to accept
        [decline] you have no challenge to decline
        [abort] you have no game to abort
       *[other] you have no game for that
    }
game-number-of = #{ $id } ({ $variant })
refuse-several-games = you have several games ({ $games }); add a line such as "game { $id }" to say which one, or reply to the bot's mail about it
refuse-forged-other-address = A mail with your address as sender tried to act in game #{ $id }, which you do not play, through another player's secret address. { refuse-if-it-was-you }
refuse-forged-not-secret = A mail with your address as sender tried to act in game #{ $id }, but it did not come to your secret address. { refuse-if-it-was-you }
refuse-if-it-was-you = If it was you, reply to the bot's last mail about the game (its Reply-To address carries your secret); if not, someone tried to act for you and nothing was done.
refuse-observer-acts = you observe game #{ $id } but do not play in it: only its players can move or act in a game, and "say" reaches only them. Your observer's mails bring every board; "unobserve { $id }" stops them
refuse-not-a-player = you are not a player in game #{ $id }
refuse-no-such-game = there is no game #{ $id }

# Conditional moves ("if ...").
refuse-if-no-opponent = there is no opponent on your board to answer
refuse-if-your-move = it is your move in game #{ $id }: send your move in the same mail as the line, which then starts from the position after it
refuse-if-too-many = you have { $lines } conditional lines standing in game #{ $id }, the most there may be; "conditions clear" drops them

# The analysis ("analyse N").
refuse-analyse-which = which game? Write "analyse N" with the game's number, or reply to a mail about the game
refuse-analyse-private = game #{ $id } is private: only its players can have it analysed
refuse-analyse-in-play = game #{ $id } is still being played: the engine analyses a game only once it is over, for its players and observers alike (fair play). Ask again when it has ended
refuse-analyse-not-started = game #{ $id } has not started: there is nothing to analyse yet
# $status: declined or aborted.
refuse-analyse-not-played =
    game #{ $id } was { $status ->
        [declined] declined
       *[aborted] aborted
    }: there is nothing to analyse
refuse-analyse-no-moves = game #{ $id } ended before anyone moved: there is nothing to analyse
refuse-analyse-unreadable = the analysis of game #{ $id } cannot be read; the server's operator has been told
refuse-analyse-no-engine = the engine does not run on this server (its operator turned it off): no analysis can be made
refuse-analyse-asked-already = you asked for the analysis of game #{ $id } already: it is queued, and comes by mail as soon as the engine has finished it
refuse-analyse-daily-limit = you have asked for { $today ->
        [one] { $today } new analysis
       *[other] { $today } new analyses
    } in the last 24 hours, and this server makes { $per_day } a day for each player: ask again tomorrow (an analysis already made is sent again at any time)
analysis-queued-subject = Game #{ $id } queued for analysis
# $kind: as in analysis.ftl ("single": a turn is one move; "double").
analysis-queued =
    Game #{ $id } is queued for the engine's analysis{ $ahead ->
        [0] {""}
        [one] {" "}(one other game is before it)
       *[other] {" "}({ $ahead } other games are before it)
    }. It comes in this thread when the engine has finished, usually within a few minutes: a summary for each player, the { $kind ->
        [double] turns
       *[single] moves
    } that mattered with the better move, the evaluation graph, and the game with the analysis as { $format } attached.

# Challenges, games and their players.
refuse-unknown-variant = unknown game '{ $name }'; the games are: { $games }
refuse-did-you-mean = { $problem }. Did you mean { $close }?
refuse-time-control-too-long = a time control can give at most { $days } days (for at most { $moves } moves)
refuse-variant-unsupported = { $variant } cannot be played on this server yet
refuse-from-position = the position after "from" cannot be used: { $error }
refuse-from-position-over = that position is already over: the side to move has no legal turn
refuse-game-for-four = { $name } is a game for four: write "new { $name } with PARTNER against OPPONENT1 OPPONENT2" (you play White on board A, your partner Black on board B)
refuse-game-for-two = { $name } is a game for two: write "new { $name } with ADDRESS"
refuse-bad-address =
    "{ $address }" is not an e-mail address the bot can write to ({ $problem ->
        [form] it is not of the form name@example.org
        [ascii] only plain ASCII addresses are accepted
        [no-at] it has no @
        [two-at] it has more than one @
        [local-length] the part before the @ is empty or too long
        [local-character] the part before the @ has a character or a dot out of place
        [domain-length] the domain is empty or too long
       *[domain-host] the domain is not a host name
    }); write the address as name@example.org
refuse-bot-as-opponent = the bot referees games but does not play them; challenge a person
refuse-challenge-yourself = you cannot challenge yourself
refuse-named-twice = { $address } is named twice; every player needs their own address
refuse-play-as = you can play as { $a } or { $b } in { $variant }
refuse-not-waiting-for-answer = game #{ $id } is not waiting for an answer
refuse-abort-tournament-game = game #{ $id } is a game of tournament #{ $tournament }, which cannot be aborted: resign it, or leave the tournament with "withdraw { $tournament }"
refuse-abort-too-late = game #{ $id } can no longer be aborted: both sides have moved (resign or offer a draw instead)
refuse-say-partner = "say partner" is for four-player bughouse; use "say TEXT"
refuse-say-too-long = a message with "say" is at most { $chars } characters; split it into several lines
refuse-no-rules-text = there is no rules text for { $variant } yet
refuse-internal = something went wrong on the bot's side ({ $detail }); nothing was done. If it happens again, please tell the server's operator

# Seeks and confirmations.
refuse-one-confirmation-per-mail = a mail may hold one seek, accept seek, observe, follow or join that needs your confirmation; send the others one to a mail
refuse-seek-requests-waiting = you have many seeks waiting for their confirmation; confirm them (reply to the bot's answers) or wait a week
refuse-confirmation-other-address = this confirmation must come from the address that made the request
refuse-confirmation-unreadable = the request this confirms can no longer be read; send the command again
refuse-seek-four-as = in { $variant } the pairing gives the boards and colours: seek without "as" (everyone is told who plays where)
refuse-seek-two-partner = { $variant } is a game for two: seek without a partner
refuse-bot-as-partner = the bot referees games but does not play them; name a person as your partner
refuse-partner-yourself = your partner is someone else: name their address
# $partner: the partner's address, or "none" when the limit is the sender's own.
refuse-seek-limit =
    { $partner ->
        [none] you have
       *[other] { $partner } has
    } { $open } open seeks, the most one player may have; "unseek N" one of them first ("seeks" lists them)
refuse-seek-never = there has never been a seek #{ $n } ("seeks" lists the open ones)
refuse-seek-closed = seek #{ $n } is closed: it was taken, withdrawn or has expired ("seeks" lists the open ones)
refuse-seek-own = seek #{ $n } is yours: a seek is for someone else to take ("unseek { $n }" withdraws it)
# $max: a number, or "none" when there is no upper bound.
refuse-seek-rating =
    seek #{ $n } is for players rated { $max ->
        [none] { $min } or more
       *[other] { $min }-{ $max }
    } in { $variant }; yours is { $rating }
refuse-unseek-none = you have no open seek #{ $n } ("seeks" lists yours, marked)

# Tournaments.
refuse-no-tournament = there is no tournament #{ $id }; "tournaments" lists the open ones
# $what: the command refused (join, leave, start).
refuse-tournament-started =
    { $what ->
        [leave] tournament #{ $id } has started, so you cannot leave it any more: to leave it, write "withdraw { $id }" (your games in play then count as lost)
        [start] tournament #{ $id } has started already
       *[join] tournament #{ $id } has started, so you cannot join it any more
    }
refuse-tournament-over = tournament #{ $id } is over
refuse-tournament-called-off = tournament #{ $id } was called off
refuse-tournament-name = the tournament's name cannot be used: { $problem }
refuse-tournament-name-brackets = a tournament's name cannot hold [ or ] (the subjects of its mails use them)
refuse-tournament-size = a tournament has { $min } to { $max } entrants: write players MIN-MAX within those, as players 4-8
refuse-tournament-start-date = the start date must be in the next { $days } days
refuse-join-named-partner = { $who } named you as their partner in tournament #{ $id }: write "join { $id }" to play with them, or "leave { $id }" to refuse first
# $waiting: yes when the sender's team waits for the partner's confirmation.
refuse-join-already =
    you are already in tournament #{ $id }{ $waiting ->
        [yes] {" "}(your team waits for the partner's confirmation)
       *[no] {""}
    }
refuse-join-teams = { $variant } tournaments are for teams of two: write "join { $id } with PARTNER" (your partner's address; they then confirm)
refuse-join-single = { $variant } tournaments are for single players: write "join { $id }"
refuse-tournament-full = tournament #{ $id } is full: { $max } have joined, the most it takes
refuse-partner-already-in = { $address } is already in tournament #{ $id }
refuse-not-in-tournament = you are not in tournament #{ $id }
refuse-start-not-organiser = only the organiser of tournament #{ $id } can start it; it also starts by itself when { $max } have joined
refuse-withdraw-not-started = tournament #{ $id } has not started: write "leave { $id }" to leave it
refuse-withdrawn-already = you have already left tournament #{ $id }
refuse-start-too-few =
    tournament #{ $id } has { $entrants ->
        [one] { $entrants } entrant
       *[other] { $entrants } entrants
    }; it needs at least { $min } to start

# Vacations.
refuse-vacation-already = you are already on vacation until { $until }; write "vacation off" to end it (then you can start another)
refuse-vacation-days-left =
    { $left ->
        [0] you have no vacation days left this year (the allowance is { $allowance } days a year)
        [one] you have only 1 vacation day left this year (of { $allowance }): write "vacation 1"
       *[other] you have only { $left } vacation days left this year (of { $allowance }): write "vacation { $left }" or fewer
    }
refuse-vacation-none = you are not on vacation

# Ratings and public names.
refuse-ratings-no-player = no player at { $address } has a rating here. Write "ratings VARIANT" for a game's standings; the games are: { $games }
# $close: the closest game's name, or "none".
refuse-ratings-unknown =
    there is no game and no player named "{ $words }".{ $close ->
        [none] {""}
       *[other] {" "}Did you mean "ratings { $close }"?
    } The games are: { $games }; a player is named by their address or the name the standings show
refuse-name-reserved = "{ $name }" is a word the bot reads as a command or a game; choose another name
refuse-name-taken = another player is already called "{ $name }"; choose another name
name-problem-empty = a name needs at least one letter
name-problem-too-long = the name is { $chars } characters long; a name has at most { $max }
name-problem-control = the name holds a control or invisible character; write it in plain letters
name-problem-address = the name looks like an e-mail address (an @, or "at" before a domain); the standings never show addresses, so choose a name without one

# The computer.
refuse-level-without-computer = "level" is for a game against the computer: write "with computer level 3"
refuse-computer-off = the computer does not play on this server (its operator turned it off): challenge a person
refuse-computer-games =
    you have { $playing ->
        [one] { $playing } game
       *[other] { $playing } games
    } with the computer in play, and this server allows { $allowed } at a time: finish one (or resign it) first

# Observing and following.
refuse-observe-own-game = you play in game #{ $id }: you get its mails as a player already
refuse-observe-private = game #{ $id } is private: its players keep it to themselves, so nobody can observe it
# $status: finished, declined or aborted; $result: 1-0, 0-1, 1/2-1/2 or none.
refuse-observe-over =
    game #{ $id } { $status ->
        [declined] was declined
        [aborted] was aborted
       *[finished] is over{ $result ->
            [none] {""}
          *[other] {" "}({ $result })
        }
    }: there is nothing left to observe
refuse-observe-not-started = game #{ $id } has not started: its players have not all agreed to play yet; observe it once they have
refuse-observe-limit = you observe { $count } games, the most the bot lets one address observe at a time; "unobserve N" one of them first ("observe" lists them)
refuse-follow-yourself = you cannot follow yourself: you get your games' mails as their player
refuse-follow-bot = the bot plays no games to follow; follow a player
refuse-follow-limit = you follow { $count } players, the most the bot lets one address follow; "unfollow ADDRESS" one of them first
refuse-one-watch-confirmation-per-mail = a mail may hold one observe, follow or join that needs your confirmation; send the others one to a mail
refuse-watch-requests-waiting = you have { $pending } requests to observe, follow or join waiting for their confirmation; confirm them (reply to the bot's answers) or wait a week
refuse-confirmation-none = there is no request waiting for this confirmation (confirmed already, or older than { $days } days); send the command again
refuse-observe-tournament-private = tournament #{ $id } is private: nobody can observe its games
refuse-observe-tournament-over = tournament #{ $id } is over: there is nothing left to observe
refuse-observe-limit-tournaments = you observe { $count } games and tournaments, the most the bot lets one address observe at a time; "unobserve" one of them first ("observe" lists them)

# A mail as a whole.
refuse-too-many-commands = your mail holds { $lines } command lines; the bot takes at most { $max } in one mail
refuse-too-many-challenges = your mail holds { $challenges } challenges; the bot takes at most { $max } in one mail
# Before the help, when it comes unasked. $game: the game's number, or "none".
help-preface-unknown-line =
    "{ $line }" is not a command I know{ $game ->
        [none] {""}
       *[other] {" "}(game #{ $game })
    }, so here is how to play.
help-preface-no-command = Your mail held no command I know, so here is how to play.

# Limits: what keeps one sender from flooding the bot or anyone else.
refuse-mail-too-large = your mail is { $size } long; the bot reads mails of up to { $max }. Write your commands in a short plain mail, without attachments
refuse-challenges-per-day = you have made { $recent } challenges in the last 24 hours, the most the bot accepts from one player in a day; try again tomorrow
refuse-open-challenges = { $open } of your challenges are still waiting for an answer, the most the bot keeps open for one player; wait for answers, or withdraw one with "abort" (and "game N")
refuse-tournaments-per-day = you have created or joined { $recent } tournaments in the last 24 hours, the most the bot accepts from one player in a day; try again tomorrow
refuse-open-tournaments = you organise { $open } tournaments that have not started yet, the most one organiser may have open; start one ("start N") or call one off ("leave N") first
refuse-invitee-limit = { $invitee } has had as many mails from the bot in the last hour as it sends to one address; challenge them again after { $until }
limit-notice-subject = Your mail was not read
limit-notice =
    This address has had { $count } answers from the bot in the last hour, which is as many as the bot sends to one address in an hour (so that nobody can flood someone's mailbox with mail sent in their name).

    Mail from this address is not read until { $until }; nothing in it is applied. Game mail (your opponents' moves, reminders, results) still reaches you. Send your mail again after that time.
refuse-game-not-started = game #{ $id } has not started: not every player has accepted yet
# $status: finished, declined or aborted; $result: 1-0, 0-1, 1/2-1/2 or none.
refuse-game-over =
    game #{ $id } { $status ->
        [declined] was declined
        [aborted] was aborted
       *[finished] is over{ $result ->
            [none] {""}
          *[other] {" "}({ $result })
        }
    }
refuse-forged-settings = A mail with your address as sender tried to change your settings (vacation or reminders), but it did not come to one of your secret addresses. { refuse-if-it-was-you }
# After analysis-queued: roughly how long the engine works on the game
# (whole minutes, 1 at least; the games ahead of it come first).
analysis-queued-time =
    The engine will need about { $minutes ->
        [one] a minute
       *[other] { $minutes } minutes
    } of its time for this game.
