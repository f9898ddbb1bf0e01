# The answers to a player's settings: reminders, notation, conditional moves.

remind-subject = Your reminders
# $before, $after: a span of time (duration-*).
remind-last-call = a last call { $before } before the deadline
remind-no-last-call = no last call before the deadline
# $last_call: remind-last-call or remind-no-last-call.
remind-each-after = You get a reminder when it has been your move for { $after } in a game, and { $last_call }.
remind-each = You get { $last_call }.
# $hour: 07:00 (UTC).
remind-digest = You get one mail a day, at { $hour } UTC, listing the games where it is your move, and { $last_call }.
remind-off = You get no reminders. Deadlines still apply: when time runs out, { $consequence }.
remind-server-off = (This server sends no reminders at the moment; your setting is kept for when it does.)
remind-how = To change this, write one of:

# A span of time: "1 day 6 hours". $unit: week, day, hour, minute or second.
duration-part =
    { $unit ->
        [week] { $n ->
            [one] { $n } week
          *[other] { $n } weeks
        }
        [day] { $n ->
            [one] { $n } day
          *[other] { $n } days
        }
        [hour] { $n ->
            [one] { $n } hour
          *[other] { $n } hours
        }
        [minute] { $n ->
            [one] { $n } minute
          *[other] { $n } minutes
        }
       *[second] { $n ->
            [one] { $n } second
          *[other] { $n } seconds
        }
    }
duration-two = { $a } { $b }

notation-subject = Your notation
notation-how = To change it, write one of:
# $reads: one of the notation-reads-* sentences.
notation-setting =
    { $reads }
    Every player may also write figurines (♘f3) and numeric moves (7163); PGN records stay in English notation, as the standard requires.
notation-reads-english = You write and read moves in English algebraic notation (K Q R B N).
# $code: the language whose piece letters they are; $letters: the letters
# with their pieces.
notation-reads-letters =
    You write and read moves with { $code ->
        [de] German
        [ru] Russian
        [pl] Polish
        [it] Italian
        [es] Spanish
        [fr] French
        [nl] Dutch
        [pt] Portuguese
       *[en] English
    } piece letters: { $letters }. Other letters than these are not read from you.
notation-reads-figurine = The bot writes moves to you in figurine notation (♔ ♕ ♖ ♗ ♘); you may write them so, or with English letters.
notation-reads-iccf = The bot writes moves to you in ICCF numeric notation (5254 for e2-e4, 5171 for castling, 57581 for e8=Q; a drop stays N@f3); you may write them so, or in English algebraic notation.
notation-example = For example: { $moves }

conditions-subject = Your conditional moves
# $line: the turns of the line; $replaced: yes when it replaced a line.
conditions-noted =
    Noted: { $line }.{ $replaced ->
        [yes] {" "}It replaces your line that began with the same turn.
       *[no] {""}
    }
conditions-dropped =
    { $count ->
        [0] You had no conditional moves standing.
        [one] Your conditional line was dropped.
       *[other] Your { $count } conditional lines were dropped.
    }
conditions-none = You have no conditional moves standing in game #{ $id }.
conditions-head = Your conditional moves in game #{ $id } (only you see them):
conditions-how = When your opponent plays the first turn of one of them, the bot plays your answer at once; any other turn drops them all, and so does a draw offer. "conditions clear" drops them now.
# A piece letter and its piece: "S (knight)". $role: king, queen, rook,
# bishop or knight.
notation-letter =
    { $letter } ({ $role ->
        [king] king
        [queen] queen
        [rook] rook
        [bishop] bishop
       *[knight] knight
    })
