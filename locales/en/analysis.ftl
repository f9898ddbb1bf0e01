# The analysis of a finished game, after "analyse N".

analysis-subject = Analysis of game #{ $id }
# $notation: the code of the reader's notation (en, de, figurine, iccf...).
# $kind, in every analysis message: "single" where a turn is one move
# (chess, crazyhouse, the bughouse games but the synchronous one,
# Tandem-Pawn), "double" in the games whose turns are two moves
# (Tandem-84, Two-Prong, bughouse-sync): there a turn is not a move.
# $turns counts single moves as half-moves (plies), not as pairs.
analysis-intro =
    The house engine's analysis of game #{ $id } ({ $variant }, { $players }, { $result }): { $kind ->
        [double] { $turns ->
            [one] { $turns } turn
           *[other] { $turns } turns
        }
       *[single] { $turns ->
            [one] { $turns } half-move
           *[other] { $turns } half-moves
        }
    }, the moves in your notation ({ $notation }). Evaluations are White's, in pawns (+1.00: White stands a pawn better; #3: White mates in 3, #-3: Black does). A { $kind ->
        [double] turn
       *[single] move
    } that cost its player a tenth of their winning chances is an inaccuracy (?!), a fifth a mistake (?), three tenths a blunder (??).
# One line per player: $side is their seat; $acpl the average loss in
# hundredths of a pawn.
analysis-summary =
    { $name } ({ $side }): { $inaccuracies ->
        [one] { $inaccuracies } inaccuracy
       *[other] { $inaccuracies } inaccuracies
    }, { $mistakes ->
        [one] { $mistakes } mistake
       *[other] { $mistakes } mistakes
    }, { $blunders ->
        [one] { $blunders } blunder
       *[other] { $blunders } blunders
    }; average loss { $acpl } hundredths of a pawn a { $kind ->
        [double] turn
       *[single] move
    }
analysis-graph-head =
    The evaluation, { $kind ->
        [double] turn by turn
       *[single] move by move
    } (White's winning chances):
# The labels of the text graph's rows: keep them short (a word).
analysis-graph-label =
    { $which ->
        [white] White
        [black] Black
       *[even] even
    }
# The picture's description (alt text).
analysis-graph-alt =
    The evaluation of game #{ $id } after each of its { $turns } { $kind ->
        [double] turns
       *[single] half-moves
    }: White's winning chances, above the middle line when White stands better.
analysis-moments =
    The { $kind ->
        [double] turns
       *[single] moves
    } that mattered:
# $turn: the turn with its mark (12. Nf3??); $judgement: analysis-judgement.
analysis-moment = { $turn } ({ $judgement }, { $who }): { $before } before, { $after } after.
analysis-judgement =
    { $j ->
        [inaccuracy] inaccuracy
        [mistake] mistake
       *[blunder] blunder
    }
analysis-better = Better: { $better }
analysis-better-line = Better: { $better } (the line: { $line })
analysis-no-moments =
    No { $kind ->
        [double] turn
       *[single] move
    } cost its player a tenth of their winning chances.
analysis-attached =
    The game with the analysis is attached ({ $format }: each { $kind ->
        [double] turn's
       *[single] move's
    } evaluation as [%eval], ?! ? ?? as $6 $2 $4, the better line as a variation), for any chess program that reads { $format }.
# $engine: "tandem 0.1.0"; $depth: how far ahead the engine looked on
# average, in plies: half-moves where a turn is one move, turns in the
# games of two moves a turn (0: not known, then the sentence ends after
# the name).
analysis-by =
    Analysed by { $engine }{ $depth ->
        [0] .
       *[other] { $kind ->
            [double] , looking { $depth } turns ahead on average. Every turn it marks ?!, ? or ?? it has looked at again, deeper, beside its own better turn, and it marks the turn no worse than that closer look bears out.
           *[single] , looking { $depth } half-moves ahead on average. Every move it marks ?!, ? or ?? it has looked at again, deeper, beside its own better move, and it marks the move no worse than that closer look bears out.
        }
    }
