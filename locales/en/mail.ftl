# The mails about a game: the board mail, refusals, reminders, results,
# challenges, draw offers, messages, vacations, the lists of games.
# English is the source; every other language has the same keys.

## Words used in many mails

# A game's name (the `variant` of `new VARIANT with ...`).
variant =
    { $v ->
        [two-prong] Two-Prong Chess
        [tandem-pawn] Tandem-Pawn Chess
        [tandem84] Tandem-84
        [tandem84-knightrider] Tandem-84 with knightrider ghosts
        [bughouse] Bughouse
        [tandem-chess] Tandem Chess
        [bughouse-sync] Synchronous Bughouse
        [crazyhouse] Crazyhouse
       *[chess] Chess
    }

# A player's seat.
seat =
    { $s ->
        [black] Black
        [south] South: White on A, Black on B
        [north] North: Black on A, White on B
        [a-white] White on board A
        [a-black] Black on board A
        [b-white] White on board B
        [b-black] Black on board B
       *[white] White
    }

# "alice@example.org (White)" in the line of a game's players.
player-seat = { $who } ({ $seat })
player-seat-more = { $who } ({ $seat }, { $more })
players-two = { $a } vs { $b }
players-four = { $a }, { $b }, { $c }, { $d }

game-line = Game #{ $id }, { $variant }: { $players }
time-control-line = Time control: { $control }
examples-not-advice = (examples of how to write a move, not advice).

## The board mail

position-subject-your-move = Your move in { $variant } against { $opponents }
position-subject-waiting = { $variant } against { $opponents }: { $to_move } to move
position-last-move = Last move: { $move }
position-check = Check!
position-your-move = It is your move ({ $side }). Reply to this mail with your move, for example: { $example }
position-deadline-yours = You have until { $deadline }.
position-deadline-yours-paused = You have until { $deadline } (your clock stands still: you are on vacation until { $until }).
position-their-move =
    { $count ->
        [one] It is { $who }'s move ({ $side }).
       *[other] It is the move of { $who } ({ $side }).
    }
position-deadline-theirs =
    { $count ->
        [one] { $who } has until { $deadline }.
       *[other] { $who } have until { $deadline }.
    }
position-deadline-theirs-paused =
    { $count ->
        [one] { $who } has until { $deadline } (on vacation until { $until }).
       *[other] { $who } have until { $deadline } (on vacation until { $until }).
    }
position-fen-line = Position: { $fen }
position-footer-your-move = Reply with your move, or: board, history, draw, resign, say TEXT, help.
position-footer-waiting =
    While you wait, you can write: board (the position again), say TEXT
    (a message to the other players), draw (offer a draw), resign, history, help.
    You will get a mail as soon as it is your move.
position-footer-over = Write "history" for the whole game, or "help".

## A refusal

error-subject-game = Not applied
error-subject = Your mail to { $bot }
error-could-not = I could not do what your mail asked:
error-in-line = (in the line: { $line })
error-nothing-applied = Nothing in your mail was applied; the game is unchanged.
error-nothing-applied-that = Nothing in that mail was applied; the game is unchanged.
# $kind: single (a turn is a move) or double (two moves a turn).
error-legal-all = { $kind ->
        [double] Legal turns
       *[single] Legal moves
    }: { $list }
error-legal-some = { $kind ->
        [double] Legal turns
       *[single] Legal moves
    } include ({ $shown } of { $total }): { $list }
error-footer = Write "help" for the list of commands.

## Reminders

reminder-subject = Reminder: your move in { $variant } against { $opponents }
reminder-subject-last-call = Last call: your move in { $variant } against { $opponents }
reminder-running-out = Your time in game #{ $id } ({ $variant }) is running out.
reminder-your-move = It is your move in game #{ $id } ({ $variant }).
reminder-your-move-since = It is your move in game #{ $id } ({ $variant }), since { $since }.
reminder-deadline = You have until { $deadline } to move; then { $consequence }.
# Four-player bughouse: the partner ($partner, an address; $seat, their
# seat) has moved $moves times on the other board while the reader did not.
reminder-gentleman =
    Your partner { $partner } ({ $seat }) has made { $moves ->
        [one] one move
       *[other] { $moves } moves
    } since it became your move. Under the gentleman's rule, if you have not moved by { $by }, you lose on time and your team loses the match.
reminder-you-play-example = You play { $side }. Reply to this mail with your move, for example: { $example }
reminder-you-play = You play { $side }. Reply to this mail with your move.
reminder-footer =
    Reminders: "remind off" stops them, "remind after 12h" or "remind before 2h"
    changes when they come, "remind digest" makes them one mail a day.

digest-subject =
    { $count ->
        [one] Your move in { $count } game
       *[other] Your move in { $count } games
    }
digest-heading = It is your move in:
digest-line = #{ $id } { $variant } against { $opponents }: until { $deadline }
digest-line-last-move = #{ $id } { $variant } against { $opponents }: until { $deadline } (last move { $move })
digest-how =
    When time runs out, { $consequence }. Reply to the bot's last mail about a
    game with your move, or write to the bot with a line "game N" and your move;
    "board" sends the position again.
digest-footer =
    You get this digest once a day instead of a reminder per game ("remind on"
    for those, "remind off" for none).

time-up-subject = Time is up for { $who }
time-up-yours = You did not move in game #{ $id } ({ $variant }) by the deadline, { $deadline }.
time-up-theirs = { $who } ({ $side }) did not move in game #{ $id } ({ $variant }) by the deadline, { $deadline }.
time-up-goes-on = This server does not end games on time: the game goes on.
time-up-goes-on-yours = This server does not end games on time: the game goes on, and it is still your move.

## The end of a game

game-over-subject = Game over: { $result }
game-over-result = Result: { $result } ({ $text })
game-over-ratings = Ratings ({ $variant }; a ? marks a provisional one):
game-over-pgn = The whole game is attached as PGN and follows here:

aborted-subject = Aborted: game #{ $id }
aborted-text =
    { $who } aborted game #{ $id } ({ $variant }) before it really began.
    The game ends without a result.

## Challenges

challenge-sent-subject = Challenge sent: { $variant } with { $invited }
challenge-sent-text =
    Your challenge to { $invited } is on its way (game #{ $id }, { $variant }, { $rated ->
        [1] rated
       *[0] casual
    }{ $private ->
        [1] , private
       *[0] {""}
    }).
challenge-sent-side =
    You play { $side }. The game starts as soon as { $invited } { $count ->
        [one] accepts
       *[other] accept
    };
    you will get the board then.

invitation-subject = Invitation: { $variant } with { $who }
invitation-text =
    { $who } invites you to a { $rated ->
        [1] rated
       *[0] casual
    }{ $private ->
        [1] , private
       *[0] {""}
    } game of { $variant } (game #{ $id }).
invitation-you-would-play = You would play { $side }; { $others }.
invitation-time-control = Time control: { $control }.
invitation-rated = Rated: the result changes each player's { $variant } rating (shown above; a ? marks a provisional one).
invitation-casual = Casual: the result changes no rating.
invitation-casual-position = Casual: the result changes no rating (a game from a position is never rated).
invitation-private = Private: nobody can observe the game, and the web archive does not show it.
invitation-public =
    Public: anyone may observe it, and a web archive may show it, with the players named as the
    standings name them, never by address. This game's privacy is settled; to keep it to its players,
    decline it and ask for a "private" challenge ("games private" makes all your later games private).
invitation-to-play = To play, reply to this mail with the word
invitation-to-refuse = To refuse, reply with
invitation-rules = Write "rules { $variant }" to learn how the game is played and written.

declined-subject = Declined: { $variant } with { $who }
declined-text = { $who } declined your challenge to a game of { $variant } (game #{ $id }).

## Draw offers and messages

draw-offer-subject = Draw offer from { $who }
draw-offer-text = { $who } offers a draw in game #{ $id } ({ $variant }).
draw-offer-to-accept = To accept, reply with
draw-offer-to-decline = To decline, simply play on.
draw-offered = { $who } offers a draw: reply "draw" to accept, or play on to decline.

say-subject = Message from { $who }
say-says = { $who } says:
say-partner-says = { $who } says (to you, their partner):
say-footer = (game #{ $id }, { $variant }; reply with "say TEXT" to answer)

## Lists, history, rules, notices

games-subject = Your games
games-heading = Your games:
games-line = #{ $id } { $variant } against { $opponents }: { $state }
games-line-rated = #{ $id } { $variant } against { $opponents } ({ $ratings }): { $state }
games-none = You have no games on this server yet. Start one with

history-subject = History of game #{ $id }
history-so-far = Game #{ $id } so far ({ $variant }), in your notation ({ $notation }):
history-pgn-also = The record, in PGN (English notation, as the standard requires), also attached:
history-so-far-pgn = Game #{ $id } so far ({ $variant }), also attached as PGN:

rules-subject = Rules of { $variant }
notice-subject = Notice

## Vacations

vacation-subject = Vacation until { $until }
vacation-subject-back = Welcome back
vacation-started =
    { $days ->
        [one] Your clocks stand still until { $until } ({ $days } day). Write "vacation off" to come back earlier: the days not begun return to your allowance.
       *[other] Your clocks stand still until { $until } ({ $days } days). Write "vacation off" to come back earlier: the days not begun return to your allowance.
    }
vacation-ended = Your vacation has ended; your clocks run again.
vacation-left = You have { $left } of { $allowance } vacation days left this year.
vacation-games = Your games:
vacation-opponents-told = Your opponents have been told.

vacation-notice-subject = { $who } is on vacation
vacation-notice-subject-back = { $who } is back
vacation-notice-started = { $who } is on vacation until { $until }: their clock in game #{ $id } ({ $variant }) stands still until then. Your own clock is not affected.
vacation-notice-back = { $who } is back from vacation: their clock in game #{ $id } ({ $variant }) runs again.
vacation-notice-deadline = It is their move; they have until { $deadline }.

list-two = { $a }, { $b }
list-none = {""}

# Who is to move: nobody, one player, or two ("alice and bob").
# $next: the sound $b begins with (i, e, o or other), for the languages
# whose "and" changes before it (Spanish "y" -> "e" before i, Italian
# "e" -> "ed" before e).
nobody = nobody
name = { $name }
list-and = { $a } { $next ->
       *[other] and
    } { $b }

time-control-per-move =
    { $days ->
        [one] { $days } day per move
       *[other] { $days } days per move
    }
time-control-moves =
    { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } in { $days ->
        [one] { $days } day
       *[other] { $days } days
    }

# What happens at the deadline ("...; then the game is lost on time.").
consequence-lose = the game is lost on time
consequence-lose-or-draw = the game is lost on time (drawn if the opponent could not mate)
consequence-notify = both players are told that the time is up

## The first lines of a board mail: the turns just played

# `origin`: none, mine (played from the reader's conditional moves),
# theirs (from the mover's). `words`: the turn in words.
turn-you-played =
    You played { $move }{ $origin ->
        [mine] , from your conditional moves
        [theirs] , a conditional move given in advance
       *[none] {""}
    }.
turn-you-played-words =
    You played { $move } ({ $words }){ $origin ->
        [mine] , from your conditional moves
        [theirs] , a conditional move given in advance
       *[none] {""}
    }.
turn-they-played =
    { $who } played { $move }{ $origin ->
        [mine] , from your conditional moves
        [theirs] , a conditional move given in advance
       *[none] {""}
    }.
turn-they-played-words =
    { $who } played { $move } ({ $words }){ $origin ->
        [mine] , from your conditional moves
        [theirs] , a conditional move given in advance
       *[none] {""}
    }.
turn-your-move = Your move.

# The end of a game by an act: "You resigned.", "Alice resigned.".
act =
    { $mine ->
        [1] { $act ->
            [claimed-draw] You claimed a draw.
           *[resigned] You resigned.
        }
       *[0] { $act ->
            [claimed-draw] { $who } claimed a draw.
           *[resigned] { $who } resigned.
        }
    }

## The end of a game on time

# Why a player lost on time; `mine` is 1 for the late player's own mail.
why-deadline = did not move by the deadline ({ $deadline })
why-gentleman =
    did not move within { $grace } after the reminder that { $mine ->
        [1] your
       *[0] their
    } partner had made { $moves } moves (the gentleman's rule)
# `team`: yours (the reader's team loses the match), theirs, none (a game
# for two).
time-lost =
    { $mine ->
        [1] You { $why } and lose on time.
       *[0] { $who } { $why } and loses on time.
    }{ $team ->
        [yours] {" "}Your team loses the match.
        [theirs] {" "}The team of { $who } and { $partner } loses the match.
       *[none] {""}
    }
time-drawn =
    { $mine ->
        [1] You { $why }, but { $winner ->
            [white] White
           *[black] Black
        } has too little material to mate: the game is drawn.
       *[0] { $who } { $why }, but { $winner ->
            [white] White
           *[black] Black
        } has too little material to mate: the game is drawn.
    }

## Results

outcome-win =
    { $winner ->
        [white] White
       *[black] Black
    } wins { $how ->
        [checkmate] by checkmate
        [resignation] by resignation
       *[time] on time
    }
outcome-draw =
    Draw by { $why ->
        [stalemate] stalemate
        [insufficient-material] insufficient material
        [agreement] agreement
        [threefold] threefold repetition
        [fifty-moves] the 50-move rule
        [fivefold] fivefold repetition
        [seventy-five-moves] the 75-move rule
       *[even-score] an even score on the two boards
    }
outcome-timeout-draw =
    Draw: { $loser ->
        [white] White
       *[black] Black
    } ran out of time, but { $winner ->
        [white] White
       *[black] Black
    } could not have mated

## Where a game stands, in the lists of games

state-your-move = your move
state-waiting = waiting for the opponent
state-invitation-waiting = invitation waiting for your answer
state-invitation-sent = invitation sent
state-finished = finished, { $result }
# A game's state as the store names it (`aborted`, `declined`...).
state-other =
    { $status ->
        [declined] declined
        [aborted] aborted
        [invited] invited
        [active] in play
       *[finished] finished
    }
state-no-clock = no clock
state-your-move-until = your move; you have until { $deadline }
state-your-move-paused = your move; your clock stands still, you now have until { $deadline }
state-their-move = your opponent's move
state-their-move-paused = your opponent's move; your clock will stand still when it is yours

# What a game does to ratings, in the list of games.
ratings-casual = casual
ratings-unrated = unrated
ratings-rated = rated; { $list }
rating-of-you = you { $rating }
rating-of = { $who } { $rating }

## Notes under the first lines of a board mail

# Four-player bughouse: a piece passed on by the partner.
note-received =
    { $role ->
        [pawn] You received a pawn from your partner.
        [knight] You received a knight from your partner.
        [bishop] You received a bishop from your partner.
        [rook] You received a rook from your partner.
       *[queen] You received a queen from your partner.
    }
note-partner-waits = Your partner on board { $board } is in check and cannot move: they wait for a piece that could block the check.
note-you-wait = You are in check on board { $board } and cannot move yet: you wait for a piece from your partner.
note-conditions-dropped = None of your conditional moves began with { $move }: they were dropped.
note-condition-unplayable = Your conditional answer { $answer } to { $move } could not be played ({ $why }): the line was dropped.
note-condition-played =
    { $move } was played from your conditional moves{ $goes_on ->
        [1] ; the line goes on with its next turn
       *[0] {""}
    }.
note-computer-partner = Your partner is the computer ({ $name }): it plays as soon as it has chosen, does not read "say partner", and takes no time off the clock.

## How to write a turn, after the example of a move

form-dual-move = a dual move is two moves joined by a slash, like { $example }
form-tandem84 = two moves are joined by a slash, like { $example }, and a move to the other board is a drop
form-drop = a piece from your hand is dropped like { $example }
form-drop-later = a piece from your hand, once you hold one, is dropped like { $example }
form-sync = your move on board A and the one on B are joined by a slash, like { $example }
form-tandem = a whole tandem moves like { $example }
form-rocket = a rocket is written { $example }
form-tandem-and-rocket = a whole tandem moves like { $tandem }, a rocket is written { $rocket }

## First lines

board-as-asked = The position, as you asked.
board-game-is =
    Game #{ $id } is { $status ->
        [declined] declined
        [aborted] aborted
        [invited] waiting for its players
        [active] in play
       *[finished] finished
    }.
started = The game has started.
started-against-computer = The game has started: { $name } accepted at once. Games against the computer are not rated.

## Draw offers, claims and refusals of a move

draw-agreed = The players agreed to a draw.
draw-offer-sent-subject = Draw offer sent
draw-offer-sent = Your draw offer in game #{ $id } was passed on.
conditions-dropped-subject = Conditional moves dropped
conditions-dropped-draw = A draw was offered in game #{ $id }: your conditional moves there were dropped.
refuse-draw-offered-already = your side has already offered a draw; it stands until the other side answers
refuse-no-draw-to-claim = there is no draw to claim: the position has not occurred three times, and { $halfmoves } half-moves passed without a capture or pawn move (100 are needed)
refuse-not-your-turn = it is not your turn in game #{ $id }: waiting for { $waiting }
refuse-lost-before = your mail arrived at { $at }, after your deadline: you lost game #{ $id } on time before it came, so { $move } was not played
refuse-after-deadline = your mail arrived at { $at }, after your deadline ({ $deadline }): { $move } was not played, and game #{ $id } is lost on time

## A turn with its words ($words: a turn-* message of moves.ftl)

last-move-words = { $move } ({ $words })

## The words around a text board ($color: White or Black; $board: A or B;
## $pieces: the pieces in hand, as letters, or "-")

board-hand = { $color }'s hand: { $pieces }
board-hand-on = { $color }'s hand on { $board }: { $pieces }
# The titles over the two boards of bughouse: short (a board is 33
# characters wide).
board-title-to-move = { $board }: { $color } to move
board-title-waits = { $board }: { $color } waits for a piece
board-title-mated = { $board }: { $color } mated
board-title-won = { $board }: { $color } won
board-title-stalemate = { $board }: stalemate
board-title-drawn = { $board }: drawn
# $team: 1 or 2; $a, $b: the teams' points (1, 1/2, 2 1/2...).
board-match-won = Match over: team { $team } wins ({ $a } - { $b })
board-match-drawn = Match over: drawn ({ $a } - { $b })
board-tandem-legend = T/t = tandem of two pawns
