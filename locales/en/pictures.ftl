# The board pictures' words: the position in words for a reader who
# cannot see the picture (the picture's alt text), the legend of the fairy
# pieces, and the words drawn in the web archive's pictures.
# $color is White or Black; $role one of king, queen, chancellor,
# marshall, rook, bishop, knight, ghost, pawn, tandem (two pawns on one
# square, Tandem-Pawn Chess).

# The side a picture is drawn from, after the board's title if it has one
# ($title: "Board A: White to move").
picture-seen-from =
    Seen from { $color ->
        [White] White's
       *[Black] Black's
    } side.
picture-titled-seen-from =
    { $title }, seen from { $color ->
        [White] White's
       *[Black] Black's
    } side.
# One side's pieces on a board: $pieces lists picture-pieces.
picture-army =
    { $color ->
        [White] White
       *[Black] Black
    }: { $pieces }.
picture-army-none =
    { $color ->
        [White] White
       *[Black] Black
    }: no pieces.
# One kind of piece and the squares it stands on: "rooks a1 and h1".
# $count is "one" or "many" (not a number: the squares follow the name).
picture-pieces =
    { $count ->
        [one]
            { $role ->
                [king] king
                [queen] queen
                [chancellor] chancellor
                [marshall] marshall
                [rook] rook
                [bishop] bishop
                [knight] knight
                [ghost] ghost
                [tandem] tandem
               *[pawn] pawn
            }
       *[many]
            { $role ->
                [king] kings
                [queen] queens
                [chancellor] chancellors
                [marshall] marshalls
                [rook] rooks
                [bishop] bishops
                [knight] knights
                [ghost] ghosts
                [tandem] tandems
               *[pawn] pawns
            }
    } { $squares }
# A side's hand (the pieces it may drop): $pieces lists picture-held.
picture-hand =
    { $color ->
        [White] White's
       *[Black] Black's
    } hand: { $pieces }.
picture-hand-empty =
    { $color ->
        [White] White's
       *[Black] Black's
    } hand: none.
# Pieces of one kind in a hand: "queen", "2 knights".
picture-held =
    { $n ->
        [1]
            { $role ->
                [queen] queen
                [chancellor] chancellor
                [marshall] marshall
                [rook] rook
                [bishop] bishop
                [knight] knight
                [ghost] ghost
               *[pawn] pawn
            }
       *[other]
            { $n } { $role ->
                [queen] queens
                [chancellor] chancellors
                [marshall] marshalls
                [rook] rooks
                [bishop] bishops
                [knight] knights
                [ghost] ghosts
               *[pawn] pawns
            }
    }
# The last turn: one move, or the moves of a turn of several.
picture-last-move = Last move: { $moves }.
picture-last-turn = Last turn: { $moves }.
picture-move = { $from } to { $to }
picture-drop = a piece put on { $square }
# The legend of the fairy pieces, under the boards of a mail: the piece,
# what its drawing looks like, what it does.
picture-legend =
    { $role ->
        [chancellor] Chancellor (drawn as a knight on a bishop's foot)
        [marshall] Marshall (drawn as a knight on a rook's battlements)
        [ghost] Ghost (drawn as a sheet with eyes)
       *[tandem] Tandem (drawn as two pawns side by side)
    }: { $does }
# The same in the web archive's pictures, beside the piece's drawing.
picture-legend-drawn =
    { $role ->
        [chancellor] chancellor
        [marshall] marshall
        [ghost] ghost
       *[tandem] tandem
    }: { $does }
# What a fairy piece does. Tandem-84 has two rule sets for the ghost.
picture-does =
    { $what ->
        [chancellor] moves as a bishop or as a knight
        [marshall] moves as a rook or as a knight
        [ghost-rook] a rook on its board, a bishop after a drop; may swap places with the first friendly piece on its path
        [ghost-queen] a queen on its board, a knightrider after a drop; friendly pieces pass through it; taken only by a king or while it blocks a check
        [tandem] two pawns on one square
       *[other] see the rules of the game
    }
# The caption before a hand drawn in the web archive's pictures.
picture-hand-caption =
    { $color ->
        [White] White's
       *[Black] Black's
    } hand:
# The boards' names in a picture: a bughouse board ($board: A or B), and
# Tandem-84's two halves with their files.
picture-board = Board { $board }
picture-board-left = Left board (a-f)
picture-board-right = Right board (g-l)
# After the caption, for a hand that holds nothing.
picture-hand-none = none
