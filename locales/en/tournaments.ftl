# Tournaments: the answers to the tournament commands, a tournament's
# mails (the invitation of a partner, the start, the crosstables, the final
# standings), withdrawals and tournaments called off.
# English is the source; every other language has the same keys.

## Words used in many tournament mails

# How mails name a tournament: "Tournament #3, Spring Open". $name: the
# name its organiser gave it.
tournament-title = Tournament #{ $id }, { $name }

# What a tournament is, in a line: "Chess, single round robin, 3 to 16
# entrants, 3 days per move, rated, FIDE withdrawal rule". $variant: the
# game; $double: yes for a double round robin (each pair plays twice),
# else no; $size: tournament-size or tournament-size-range; $control: the
# time control ("3 days per move"); $rated: rated or casual; $rule: fide
# or iccf (whose rule applies when an entrant withdraws).
tournament-terms =
    { $variant }, { $double ->
        [yes] double round robin
       *[no] single round robin
    }, { $size }, { $control }, { $rated ->
        [casual] casual
       *[rated] rated
    }, { $rule ->
        [iccf] ICCF
       *[fide] FIDE
    } withdrawal rule
# Exactly $n entrants; $teams: yes when they are teams of two, else no.
tournament-size =
    { $teams ->
        [yes] { $n ->
            [one] { $n } team of two
          *[other] { $n } teams of two
        }
       *[no] { $n ->
            [one] { $n } entrant
          *[other] { $n } entrants
        }
    }
# From $min to $max entrants; $teams: yes when they are teams of two.
tournament-size-range =
    { $teams ->
        [yes] { $min } to { $max } teams of two
       *[no] { $min } to { $max } entrants
    }

# The subject of a mail about a tournament: its title (tournament-title),
# then what the mail is. $what: open (the answer to "tournament new"),
# joined, waiting-partner (the answer to one who named a partner), team-in
# (their partner confirmed), ready (to the organiser: enough have joined),
# called-off, team-left (a partner left), left, started, withdrew,
# team-out (a team whose partner did not confirm before the start),
# partner-late (the partner did not confirm in time), entrants (the answer
# to "tournament N" before the start), crosstable (the same, after it),
# final (the final standings), section (the start mail with the pairings).
tournament-subject =
    { $title }: { $what ->
        [joined] you joined
        [waiting-partner] waiting for your partner
        [team-in] your team is in
        [ready] ready to start
        [called-off] called off
        [team-left] your team left
        [left] you left
        [started] started
        [withdrew] you withdrew
        [team-out] your team is not in it
        [partner-late] your partner did not confirm
        [entrants] entrants
        [crosstable] crosstable
        [final] final standings
        [section] it has started
       *[open] open
    }
# The subject of a crosstable mail: $over of the $total games are over.
crosstable-subject = { $title }: crosstable after { $over } of { $total } games

# What a withdrawn entrant's rule is, explained in the start mail. $rule:
# fide or iccf.
tournament-rule =
    { $rule ->
        [iccf] An entrant who withdraws, or loses three games on time, is withdrawn: their finished games stand and every game in play counts as lost (ICCF's rule).
       *[fide] An entrant who withdraws, or loses three games on time, is withdrawn: their games in play end and count as lost; if they finished fewer than half of their games, none of their games counts (FIDE's rule).
    }

# A game as a list names it: "game #12".
tournament-game-number = game #{ $id }

## The answers to the tournament commands

# The answer to "tournament new". $title: tournament-title; $terms:
# tournament-terms; $id: its number; $teams: yes when teams of two join it
# (PARTNER: the partner's address); $bot: the bot's address; $starts: its
# start date, or none; $min and $max: the fewest entrants it needs to
# start, and the most it takes.
tournament-opened =
    { $title } is open: { $terms }.

    Players join by writing { $teams ->
        [yes] "join { $id } with PARTNER" (a team of two; the partner confirms)
       *[no] "join { $id }"
    } to { $bot }. { $starts ->
        [none] It starts when { $max } have joined, or when you write "start { $id }" once { $min } have.
       *[other] It starts on { $starts }, or before: when { $max } have joined, or when you write "start { $id }" once { $min } have.
    }

    You organise it; to play in it too, join it as well. "tournament { $id }" shows who has joined; "leave { $id }" calls it off before the start.

# The answer to "join N". $count: the entrants so far; $max and $min: the
# most it takes and the fewest it needs; $starts: its start date, or none;
# $partner: the partner of a team, or none.
tournament-joined =
    You joined { $title }: { $terms }. Entrants so far: { $count } of at most { $max }. It starts { $starts ->
        [none] when { $max } have joined, or when the organiser starts it (once { $min } have)
       *[other] on { $starts }, or before when { $max } have joined or the organiser starts it
    }; you then get one mail with your pairings, and a mail for each of your games. "leave { $id }" takes you out before the start.{ $partner ->
        [none] {""}
       *[other] {" "}You play as a team with { $partner }.
    }
# To one who named a partner: $address: the partner's; $wait: how long the
# place is kept ("3 days").
tournament-partner-asked = You asked { $address } to play with you in { $title }. Your team's place is kept for { $wait }: it is in the tournament once they confirm (they reply "join { $id }").
# To the one who named a partner, when the partner ($name) confirms.
tournament-team-confirmed = { $name } confirmed: you play { $title } as a team.
# To the organiser when $count entrants, the fewest it needs, have joined;
# $more: yes when more may join (up to $max), else no.
tournament-ready =
    { $title } has { $count } entrants, the fewest it needs: write "start { $id }" to start it{ $more ->
        [yes] , or wait for more (up to { $max })
       *[no] {""}
    }.
# To the organiser who leaves an open tournament: $told mails went to its entrants.
tournament-organiser-left =
    You organised { $title }: as you leave it, it is called off, and its entrants are told ({ $told ->
        [one] { $told } mail
       *[other] { $told } mails
    }).
# To the one who named a partner ($name), who refused ("leave N").
tournament-partner-refused = { $name } does not play with you in { $title }: your entry is withdrawn. Join again with another partner.
# To the partner of one ($name) who left before the start.
tournament-team-left = { $name } left { $title }: your team's entry is withdrawn.
tournament-you-left = You are no longer in { $title }.
# The answer to "withdraw N": $ended games in play ended; $annulled: yes
# when none of the entrant's games counts (FIDE's rule), else no.
tournament-withdrew =
    You withdrew from { $title }. { $ended ->
        [one] { $ended } game in play ended.
       *[other] { $ended } games in play ended.
    } { $annulled ->
        [yes] You finished fewer than half of your games, so none of your games counts in the crosstable (FIDE's rule).
       *[no] Your finished games stand; the games that were still in play count as lost.
    }
# The start, told to its organiser: $count entrants, $games games in
# $rounds rounds.
tournament-started =
    { $title } has started: { $count } entrants, { $games ->
        [one] { $games } game
       *[other] { $games } games
    } in { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }, all begun now. Each entrant gets the section in one mail, and each player a mail for each of their games.
# The same, when the last entrant's join started it: $started: tournament-started.
tournament-started-full = { $title } was full. { $started }

## "tournaments" and "tournament N"

tournament-list-subject = Tournaments
tournament-list-open = Open tournaments (write "join N" to play in one):
tournament-list-none = No tournament is open to join right now.
tournament-list-yours = Yours:
tournament-list-how =
    "tournament N" shows one (its entrants, or its crosstable). To organise
    one: tournament new VARIANT "NAME" (see "help" for the terms).
# One tournament of the lists: "#3 Spring Open: Chess, ...; open, 3 of at
# most 8 joined". $state: tournament-state-*; $mine: yes when the reader
# organises it, else no; $playing: yes when they play in it, else no.
tournament-list-line =
    #{ $id } { $name }: { $terms }; { $state }{ $mine ->
        [yes] ; you organise it
       *[no] {""}
    }{ $playing ->
        [yes] ; you play in it
       *[no] {""}
    }
# $joined entrants of at most $max; $starts: its start date, or none.
tournament-state-open =
    open, { $joined } of at most { $max } joined{ $starts ->
        [none] {""}
       *[other] , starts { $starts }
    }
tournament-state-running =
    running, { $count ->
        [one] { $count } entrant
       *[other] { $count } entrants
    }
tournament-state-finished = finished
tournament-state-called-off = called off

# "tournament N": $title: tournament-title; $terms: tournament-terms.
tournament-about = { $title }: { $terms }.
tournament-organised-by = Organised by { $organiser }.
# Before the start: $joined of at most $max have joined, it needs $min.
tournament-open-joined = Open: { $joined } of at most { $max } have joined; it needs { $min } to start.
# An entrant of a list (" 1. Ann & Ben (1500?)") whose partner ($partner)
# has not confirmed yet.
tournament-entrant-waiting = { $line } (waiting for { $partner } to confirm)
# $starts: its start date, or none; $max: the most it takes.
tournament-open-start =
    { $starts ->
        [none] It starts when { $max } have joined, or when the organiser starts it.
       *[other] It starts on { $starts }, or before when { $max } have joined or the organiser starts it.
    }
# How to join tournament $id; $teams: yes for teams of two (PARTNER: the
# partner's address), else no.
tournament-how-to-join =
    To play, write "join { $id }"{ $teams ->
        [yes] {" "}with your partner's address: "join { $id } with PARTNER" (your partner then confirms)
       *[no] {""}
    }.
tournament-called-off-on = It was called off on { $ended }.
tournament-over-standings = It is over. The final standings:
tournament-in-play = Games in play (who waits on whom):
# A game in play: "#12, round 3: Ann against Dan: Ann to move". $to_move:
# who is to move (one name, two joined by "and", or nobody).
tournament-waiting = #{ $id }, round { $round }: { $white } against { $black }: { $to_move } to move

## The invitation of a partner

tournament-partner-subject = { $title }: { $leader } asks you to play as a team
# $leader: the one who named the reader, $address: their address; $double:
# yes for a double round robin, else no; $wait: how long the place is kept.
tournament-partner-invite =
    { $leader } ({ $address }) asks you to be their partner in { $title }:
    { $terms }.

    A team of two plays each other team once{ $double ->
        [yes] {" "}on each side
       *[no] {""}
    }; the two of you take
    turns on the boards. To play, reply to this mail with

        join { $id }

    To refuse, reply with "leave { $id }". Without an answer within { $wait }
    the place is given up.

## The start

# $partner: the partner who did not confirm, or none.
tournament-team-out =
    { $title } started before { $partner ->
        [none] your partner
       *[other] { $partner }
    } confirmed, so your team is not in it.
# The first line of each game's first mail.
tournament-game-started = The game has started: round { $round } of { $title }.
# The last lines of every mail of a tournament's game: $name: the
# tournament's name, $id: its number.
tournament-game-footer = { $name } (tournament #{ $id }), round { $round } of { $rounds }: "tournament { $id }" shows its crosstable.
tournament-start-intro = { $title } has started: { $terms }.
# $count entrants; $variant: the game, whose ratings the list shows (a ?
# after a provisional one).
tournament-start-entrants =
    The { $count } entrants, by their number in the pairing table (with their
    { $variant } ratings; a ? marks a provisional one):
# $count: how many games the reader plays.
tournament-start-games =
    Your games ({ $count }; each comes in a mail of its own, as any game
    does: reply there with your moves):
# One of them: "Round 2: game #14, White against Ben (1500?)". $seat: the
# reader's seat; $name: the opponent, $rating: theirs.
tournament-start-game = Round { $round }: game #{ $id }, { $seat } against { $name } ({ $rating })
# $control: the time control; $rated: rated or casual.
tournament-start-control =
    Time control: { $control }, in every game. { $rated ->
        [casual] The games are casual: they change no rating.
       *[rated] The games are rated.
    }
# $rule: tournament-rule.
tournament-start-withdrawals = Withdrawals: { $rule }
tournament-start-ties =
    Ties: entrants level on points are ranked by their Sonneborn-Berger score
    (the sum of their points in each game times that opponent's points), then
    by the games they won, then by their results in the games among them.
tournament-start-after =
    After each finished game you get the crosstable (at most one mail a day;
    results that come closer together wait for the next one), and at the end
    the final standings with every game of the tournament as PGN.
    "tournament { $id }" shows the crosstable at any time, "withdraw { $id }"
    leaves the tournament.

## Withdrawals and tournaments called off

# To the players of a game a withdrawal ended: $name left the tournament.
tournament-withdrawal-subject = Game over: { $name } left the tournament
# $why: withdrew (they wrote "withdraw N") or time (a third game lost on
# time); $annulled: yes when none of their games counts: they finished
# $finished of their $total games, fewer than half (FIDE's rule).
tournament-withdrawal-game =
    Game #{ $id } is over: { $why ->
        [time] { $name } lost three games on time and is withdrawn from { $title }
       *[withdrew] { $name } withdrew from { $title }
    }.
    { $annulled ->
        [yes] { $name } finished { $finished } of { $total ->
            [one] { $total } game
          *[other] { $total } games
        }, fewer than half, so none of { $name }'s games counts in the crosstable (FIDE's rule).
       *[no] The game counts as lost by { $name }.
    }
tournament-called-off-game-subject = Game over: tournament called off
# $why: tournament-why-*.
tournament-called-off-game =
    Game #{ $id } is over: { $title } was called off. { $why }
    The game does not count.
tournament-called-off = { $title } ({ $terms }) is called off. { $why }
tournament-why-organiser-left = Its organiser, { $name }, left it.
# $joined entrants by its start date; it needed $min.
tournament-why-too-few = On its start date { $joined } had joined; it needed { $min }.
# $problem: why it could not start.
tournament-why-no-start = It could not start at its date: { $problem }.
tournament-why-operator = The server's operator called it off.
# To a team whose partner did not confirm within $days days.
tournament-partner-late =
    { $partner ->
        [none] Your partner
       *[other] { $partner }
    } did not confirm within { $days ->
        [one] { $days } day
       *[other] { $days } days
    }, so your team's place in { $title } is given up. Join again with another partner if you like.

## The crosstable mails

# A result: "Round 1, game #12: Ben 1-0 Eve (White wins by resignation)".
# $what: tournament-result, tournament-result-forfeit or tournament-result-void.
tournament-result-line = Round { $round }, game #{ $id }: { $what }
# $score: 1-0, 0-1 or ½-½; $reason: how it ended, or none.
tournament-result =
    { $white } { $score } { $black }{ $reason ->
        [none] {""}
       *[other] {" "}({ $reason })
    }
# A game a withdrawal ended: $score: +:- or -:+; $loser: the one who left.
tournament-result-forfeit = { $white } { $score } { $black } (lost by forfeit by { $loser }, who left the tournament)
tournament-result-void = { $white } - { $black }: ended without a result; it does not count
crosstable-new-results = New results:
crosstable-final-intro =
    { $title } is over. The final standings (ties broken by
    Sonneborn-Berger, then games won, then the results among the tied):
# $count games are in play in tournament $id.
crosstable-in-play =
    { $count ->
        [one] { $count } game is in play.
       *[other] { $count } games are in play.
    } "tournament { $id }" shows who is to move in each.
# $file: the PGN file's name.
crosstable-all-attached = Every game of the tournament is attached ({ $file }).
# $games: the $count games a withdrawal ended (not in the file).
crosstable-left-out =
    The games played to a result are attached ({ $file }), but not
    { $games }, which a withdrawal ended: the crosstable shows how
    { $count ->
        [one] it counts
       *[other] they count
    }.

# A line of the final standings: "1. Dan   3½ points (SB 5.75, 3 won,
# performance 1767)". $place (" 1.", "1-2.", "  -"), $name and $points
# ("3½") come laid out in columns; $whole: the whole points, $half: yes
# when a half follows them (3½), else no; $sb: the Sonneborn-Berger score;
# $won: games won; $performance: the performance rating, or none;
# $annulled: yes when the entrant withdrew and their games do not count.
crosstable-standing =
    { $place } { $name }  { $points } { $half ->
        [yes] { $whole ->
            [0] point
          *[other] points
        }
       *[no] { $whole ->
            [one] point
          *[other] points
        }
    } (SB { $sb }, { $won } won{ $performance ->
        [none] {""}
       *[other] , performance { $performance }
    }){ $annulled ->
        [yes] , withdrawn: games annulled
       *[no] {""}
    }

# What the marks of a crosstable mean (the marks stay as they are).
crosstable-legend = 1 won, ½ drawn, 0 lost, + won by forfeit, - lost by forfeit, . not over yet, x does not count
# The crosstable's column headings in the text (short: the columns are
# narrow; a longer word widens its column): points, Sonneborn-Berger, games
# won, place, performance.
crosstable-pts = Pts
crosstable-sb = SB
crosstable-won = Won
crosstable-place = Place
crosstable-perf = Perf
# The HTML table's headings of the entrant's number, name and points.
crosstable-number = #
crosstable-name = Name
crosstable-points = Points
# After an entrant who left: $why: withdrew or time (three games lost on
# time); $annulled: yes when their games do not count.
crosstable-left =
    ({ $why ->
        [time] withdrawn: 3 losses on time
       *[withdrew] withdrew
    }{ $annulled ->
        [yes] ; games annulled
       *[no] {""}
    })
# The same after their name in the HTML table.
crosstable-left-html =
    ({ $annulled ->
        [yes] withdrawn; annulled
       *[no] withdrawn
    })
