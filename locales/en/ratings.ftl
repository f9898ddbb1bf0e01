# Ratings, the standings, and the name they show.

ratings-subject-standings = Standings: { $variant }
ratings-subject-mine = Your ratings
ratings-subject-of = Ratings of { $name }
standings-head =
    The { $variant } standings: the best { $shown } of { $established ->
        [one] { $established } established player
       *[other] { $established } established players
    }
standings-head-empty = The { $variant } standings: no player is established yet
standings-established = (a rating is established once its deviation is 110 or less).
# One line of the standings: $rank is padded to three places and $name to
# the longest name, so that the columns line up; $you: yes for the reader.
standings-line =
    { $rank }. { $name }  { $rating }  ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    }){ $you ->
        [yes] {"  "}(you)
       *[no] {""}
    }
standings-you-ranked = You are number { $rank } of { $established } with { $rating } (deviation { $deviation }).
standings-you-provisional = Your rating, { $rating } (deviation { $deviation }), is provisional, so it is not in the standings yet: it is once the deviation is 110 or less (a few more rated games).
standings-you-unrated = You have not played a rated game of { $variant } yet.
ratings-head-mine = Your ratings (you are shown to others as { $name }):
ratings-head-of = The ratings of { $name }:
# $change: the last change, signed (+12, -8).
rating-line =
    { $variant }: { $rating } (deviation { $deviation }{ $provisional ->
        [yes] , provisional
       *[no] {""}
    }), { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, last change { $change }
rating-line-unplayed = { $variant }: { $rating } (no rated game yet)
ratings-footer = Glicko-2 ratings, one per game; a ? marks a provisional one (deviation above 110), which the standings leave out. "ratings VARIANT" shows a game's standings, "ratings" your own ratings, "name NAME" how the standings show you.

name-subject-show = Your name in the standings
name-subject-removed = Name removed
name-subject-set = Name set
name-shown-as = The standings show you as "{ $name }". Write "name NAME" to change it, "name off" to be shown as { $masked } instead.
name-shown-masked = The standings show you as { $masked } (your address, shortened). Write "name NAME" to be shown by a name of your choice.
name-removed = The standings show you as { $masked } again.
name-set = The standings and other players' "ratings" answers now show you as "{ $name }".
