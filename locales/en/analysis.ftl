# The analysis of a finished game, after "analyse N".

analysis-subject = Analysis of game #{ $id }
# $notation: the code of the reader's notation (en, de, figurine, iccf...).
analysis-intro =
    The house engine's analysis of game #{ $id } ({ $variant }, { $players }, { $result }): { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }, the moves in your notation ({ $notation }). Evaluations are White's, in pawns (+1.00: White stands a pawn better; #3: White mates in 3, #-3: Black does). A turn that cost its player a tenth of their winning chances is an inaccuracy (?!), a fifth a mistake (?), three tenths a blunder (??).
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
    }; average loss { $acpl } hundredths of a pawn a turn
analysis-graph-head = The evaluation, turn by turn (White's winning chances):
# The labels of the text graph's rows: keep them short (a word).
analysis-graph-label =
    { $which ->
        [white] White
        [black] Black
       *[even] even
    }
# The picture's description (alt text).
analysis-graph-alt = The evaluation of game #{ $id } after each of its { $turns } turns: White's winning chances, above the middle line when White stands better.
analysis-moments = The turns that mattered:
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
analysis-no-moments = No turn cost its player a tenth of their winning chances.
analysis-attached = The game with the analysis is attached ({ $format }: each turn's evaluation as [%eval], ?! ? ?? as $6 $2 $4, the better line as a variation), for any chess program that reads { $format }.
# $engine: "tandem 0.1.0"; $depth: how many turns ahead the engine looked
# on average (0: not known, then the sentence ends after the name).
analysis-by =
    Analysed by { $engine }{ $depth ->
        [0] .
       *[other] , looking { $depth } turns ahead on average. Every turn it marks ?!, ? or ?? it has looked at again, deeper, beside its own better turn, and it marks the turn no worse than that closer look bears out.
    }
