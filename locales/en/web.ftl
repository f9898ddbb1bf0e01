# The web archive (`[web]`, templates/web/): the words of its pages, in the
# language the operator chose (`[web] language`). The pages also take the
# mails' words where they say the same: the games' names (`variant`), the
# seats (`seat`), time controls, results (`outcome-win`...), "It is X's
# move" (`observed-to-move`), the analysis (`analysis-summary`...).
# Commands a reader writes to the bot ("accept seek N", "ratings VARIANT")
# stay as they are: the bot reads them in English from everyone.

## Every page

# The links at the top of every page.
web-nav-games = Games
web-nav-ratings = Ratings
web-nav-seeks = Seeks
web-nav-tournaments = Tournaments
# The foot of every page. $site: the site's title (by default the bot's
# name); $written: when the page was written, a date and time
# (7 December 2026, 14:05 UTC).
web-footer = Correspondence games refereed by mail by { $site }. Players are shown by the name they chose, or by their address cut short; games a player keeps private are not shown. This page was written { $written }.

## The index

web-index-in-play = Games in play
web-index-none-in-play = No game is in play just now.
web-index-results = Recent results
web-index-no-results = No game has finished yet.
web-index-all-games = All games
# Under "All games" before the first game.
web-index-no-games = None yet.
# Beside each game's rating list: how many players have an established
# rating in it ($n).
web-rated-players =
    { $n ->
        [one] { $n } rated player
       *[other] { $n } rated players
    }
# A list of the games by number: its link on the index, its title and
# heading. $first, $last: the first and last game numbers on it.
web-games-range = Games { $first } to { $last }

## A game in a list, and where it stands

# A game over. $result: 1-0, 0-1 or 1/2-1/2; $how: how it ended (White wins
# by checkmate); $day: the day it ended (7 December 2026).
web-game-over-on = { $result } ({ $how }), { $day }
# The same when the day it ended is not known.
web-game-over = { $result } ({ $how })
# A game in play. $day: the day of its last move.
web-line-last-move = in play, last move { $day }
web-line-no-move = in play, no move yet

## A list of games by number

web-list-none = No public game among these numbers.
# The links to the lists of the numbers before and after.
web-list-before = Games before
web-list-after = Games after

## A game's page

# Its title and heading. $id: the game's number; $variant: the game's name
# (Chess).
web-game-title = Game #{ $id }: { $variant }
# The names of the facts at the top of a game's page (and of a
# tournament's); the players are named by their seats (White, Black...).
web-fact-game = Game
web-fact-result = Result
web-fact-state = State
web-fact-started = Started
web-fact-record = Record
web-fact-form = Form
# The game and its terms. $variant: the game's name; $rated: yes (the result
# changes ratings) or no; $control: the time control (3 days per move).
web-game-terms =
    { $variant }, { $rated ->
        [yes] rated
       *[no] casual
    }; { $control }
# The link that downloads the game's record. $kind: PGN, or BPGN for the
# two-board games.
web-game-record = { $kind } of the game
# The links to the first position, to the last one and to the moves.
web-jump-start = Start
web-jump-final = Final position
web-jump-now = Position now
web-moves = Moves
web-no-move-yet = No move yet.

## A game's positions: a picture of each, stepped through with links

# The heading of the position after a turn. $turn: the turn with its number
# (12... Nf6).
web-position-after = After { $turn }
# The heading of the first position.
web-position-start = The start
# The links that step to the first position, the one before and the next
# one (the arrows point the way).
web-step-first = |< start
web-step-back = < back
web-step-next = next >
# What those links are, for a screen reader.
web-steps-label = Step through the positions

## The analysis after the game

web-analysis = Analysis
# Under "Analysed by ...": what the graph shows.
# $kind: as in analysis.ftl ("single": a turn is one move; "double").
web-analysis-legend =
    White's winning chances after each { $kind ->
        [double] turn
       *[single] move
    }; a dot marks a mistake (small) or a blunder (large).
# A turn's evaluation, White's: in pawns (+0.35), a mate in so many turns
# (#3, #-2), ? when unknown; or the game's end after it: mate or draw.
web-eval =
    { $eval ->
        [mate] mate
        [draw] draw
       *[other] { $eval }
    }

# After a turn judged a mistake: the turn the engine found better ($better,
# as 12. Nf3).
web-analysis-better = { $better } was better

## The rating lists

web-ratings = Ratings
# The title and heading of a game's list. $variant: the game's name.
web-ratings-title = Ratings: { $variant }
# $established: how many players have an established rating; $variant: the
# game's name; $listed: all (every one of them is listed) or best (only the
# best $shown are).
web-ratings-intro =
    { $established ->
        [one] { $established } player has
       *[other] { $established } players have
    } an established { $variant } rating (Glicko-2, a deviation of 110 or less){ $listed ->
        [best] ; the best { $shown } are listed
       *[all] {""}
    }. Provisional ratings are not listed.
# The heads of the list's columns (the first is the rank, "#"; the third the
# rating's deviation, "±", which this word explains).
web-ratings-player = Player
web-ratings-rating = Rating
web-ratings-deviation = deviation
web-ratings-games = Games
web-ratings-about = One rating per game and player, changed by every rated game's result. Write "ratings VARIANT" to the bot for the same by mail.

## The open seeks

web-seeks-title = Open seeks
# $accept: the command that takes a seek (accept seek N); $bot: the bot's
# address, a link; $seek: the command that posts one (seek VARIANT).
web-seeks-intro = Players looking for an opponent. Take one by writing { $accept } to { $bot } (the link beside each seek fills it in); post your own with { $seek }.
# After the seeks listed: $more: how many more are open; $seeks: the command
# that lists them all (seeks).
web-seeks-more = … and { $more } more: write { $seeks } to the bot for them.

## The tournaments

web-tournaments = Tournaments
web-tournaments-none = No tournament has started yet. Write "tournaments" to the bot for those open to join.
# Where a tournament stands. $state: finished or running.
web-tournament-state =
    { $state ->
        [finished] finished
       *[running] in play
    }
# A tournament in the lists. $variant: its game's name; $state: where it
# stands (web-tournament-state).
web-tournament-about = { $variant }, { $state }
# Its page's title and heading. $id: its number; $name: its name.
web-tournament-title = Tournament #{ $id }: { $name }
# How it is played. $kind: single (each pair meets once) or double (twice,
# with each colour); $entrants: how many play; $rounds: its rounds (0 when
# not known yet).
web-tournament-form =
    { $kind ->
        [double] double round robin
       *[single] round robin
    }, { $entrants ->
        [one] { $entrants } entrant
       *[other] { $entrants } entrants
    }{ $rounds ->
        [0] {""}
        [one] , { $rounds } round
       *[other] , { $rounds } rounds
    }
web-tournament-crosstable = Crosstable
web-tournament-pairings = Pairings
# Before each pairing. $round: its round's number.
web-tournament-round = Round { $round }:
# A pairing's game not over: forfeited ($who: the player who forfeited), in
# play, or not played.
web-pairing-forfeit = forfeit by { $who }
web-pairing-in-play = in play
web-pairing-unplayed = not played
