# The lobby: seeks, the answers to seek/unseek/notify seeks, the lists and
# the daily digest of new seeks.

# A seek's terms: "Chess, 3 days per move, rated, the seeker plays white, a
# team with bob, for players rated 1400-1700, private".
# $rated: rated or casual; $side: white, black or none; $partner: a name,
# or none; $range: seek-range or seek-range-anyone; $private: yes or no.
seek-terms =
    { $variant }, { $control }, { $rated ->
        [casual] casual
       *[rated] rated
    }{ $side ->
        [white] , the seeker plays White
        [black] , the seeker plays Black
       *[none] {""}
    }{ $partner ->
        [none] {""}
       *[other] , a team with { $partner }
    }, { $range }{ $private ->
        [yes] , private
       *[no] {""}
    }
seek-range-anyone = anyone may take it
# $max: a number, or none.
seek-range =
    for players rated { $max ->
        [none] { $min } or more
       *[other] { $min }-{ $max }
    }
# One line of a list of seeks: "#12 Chess, 3 days per move, rated, any
# colour: bob (1512), takers 1400-1700; open 3 h". $min and $max: the
# takers' range, or none; $age: age-*; $mine: yes for the reader's own.
seek-line =
    #{ $id } { $variant }, { $control }, { $rated ->
        [casual] casual
       *[rated] rated
    }, { $side ->
        [white] seeker White
        [black] seeker Black
       *[none] any colour
    }: { $who } ({ $rating }){ $min ->
        [none] {""}
       *[other] , takers { $max ->
            [none] { $min } or more
          *[other] { $min }-{ $max }
        }
    }; open { $age }{ $mine ->
        [yes] {"  "}(yours)
       *[no] {""}
    }
age-minutes = { $n } min
age-hours = { $n } h
age-days =
    { $n ->
        [one] { $n } day
       *[other] { $n } days
    }
seek-waiting-line = #{ $id } waits for your partner's confirmation: { $terms }

# The list of seeks and the digest.
seeks-subject = Open seeks
seeks-subject-game = Open seeks: { $game }
seeks-subject-new = New seeks
seeks-digest-intro = New seeks in the games you asked news of:
seeks-digest-how = To take one, write "accept seek N" to { $bot }. "notify seeks off" stops these mails (at most one a day).
seeks-open = Open seeks, the longest waiting first ({ $total } in all):
seeks-open-game = Open seeks in { $game }, the longest waiting first ({ $total } in all):
seeks-more = ... and { $more } more ("seeks VARIANT" lists one game's).
seeks-none = Nobody seeks a game right now.
seeks-none-game = Nobody seeks a game of { $game } right now.
seeks-waiting = Your team seeks waiting for your partner:
seeks-how = "accept seek N" takes seek N: the game starts at once. To post your own, write "seek VARIANT" (with, if you like, days N, casual, as white|black, rating MIN-MAX, private); it pairs at once with a seek that fits it, or waits { $days } days for someone to take it. "help" has the rest.

# The answers.
seek-partner-invite-subject = { $who } asks you to play { $variant } as a team
seek-partner-invite =
    { $who } ({ $address }) seeks a game of { $variant } with you as their partner: { $terms }.

    To play, write "accept seek { $id }" to { $bot }. The game starts when another team (or two players alone) is found; everyone is then told who plays with whom and on which board. If you do not want to, do nothing.
seek-waits-for-partner-subject = Seek #{ $id }: waiting for your partner
seek-waits-for-partner = Your seek #{ $id } ({ $terms }) waits for { $partner } to confirm (they write "accept seek { $id }"); it is open to others from then on.
seek-open-subject = Seek #{ $id } is open
# $four: yes in the games for four.
seek-open =
    Your seek #{ $id } is open: { $terms }.{ $four ->
        [yes] {" "}The game starts when four players are there.
       *[no] {""}
    } Anyone may take it with "accept seek { $id }"; a seek of someone else's that fits it pairs with it at once. It stays open { $days } days; "unseek { $id }" withdraws it, "seeks" lists the open ones.
# The first line of the new game's board mail. $seeks: how many seeks
# were paired; $numbers: their numbers (#12, #14).
seek-game-started =
    The game has started: { $seeks ->
        [one] seek { $numbers } was taken
       *[other] seeks { $numbers } were paired
    }. Players: { $players }.{ $four ->
        [yes] {" "}Partners: White on board A with Black on board B, against the other two.
       *[no] {""}
    }
seek-partner-confirmed-subject = Seek #{ $n }: your partner confirmed
seek-partner-confirmed = { $who } confirmed: your team's seek #{ $n } is open.
seek-joined-subject = Seek #{ $first }: you joined
seek-joined = You joined seek #{ $first }: the game starts when four players are there. Your place is kept as seek #{ $id } (open { $days } days; "unseek { $id }" withdraws it).
unseek-subject = Seeks withdrawn
unseek-one = Your seek #{ $n } is withdrawn.
unseek-all =
    { $count ->
        [0] You had no open seek.
        [one] Your open seek is withdrawn.
       *[other] Your { $count } open seeks are withdrawn.
    }
notify-seeks-subject = News of seeks
notify-seeks-none = You had asked for no news of seeks.
notify-seeks-off = You get no more news of new seeks.
notify-seeks-on = You get one mail a day at most listing the new seeks in { $games } (only on days with new ones). "notify seeks off" stops it.
seek-expired-subject = Seek #{ $id } expired
seek-expired = Your seek #{ $id } ({ $terms }) was open { $days } days and nobody took it, so it has expired. "seek ..." posts it again; "seeks" lists the open ones.
