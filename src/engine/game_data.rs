//! What a game's evaluation is made of: what its pieces are worth on the
//! board and in hand, how much mobility and king safety count.

#[derive(Clone, Copy, Debug)]
pub struct GameData {
    /// On the board, by role: pawn, knight, bishop, rook, queen, king,
    /// chancellor, marshall, ghost (centipawns).
    pub values: [i32; 9],
    /// In hand, by role: pawn, knight, bishop, rook, queen.
    pub hand: [i32; 5],
    /// Per square a piece attacks that its own side does not hold, by role.
    pub mobility: [i32; 9],
    /// Percent weight of the king-danger penalty (attacks near the king,
    /// pieces in the enemy's hand, the missing pawn shield).
    pub king_safety: i32,
    /// Tandem-Pawn Chess: what a tandem is worth above two pawns.
    pub tandem_bonus: i32,
    /// Pieces can appear anywhere (drops): the king never counts as in an
    /// endgame, and the enemy's hand threatens it.
    pub drops: bool,
}
