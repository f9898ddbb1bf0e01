//! Which games are rated, and what a finished one counts for each team.
//!
//! A game is rated unless the challenge said `casual`, it started from a
//! position (`from FEN`), it never finished (declined, aborted), or it
//! ended before each side (each team) had made a move. A two-player game
//! counts its result once. A four-player game counts the match result once
//! for each player, against the opposing team; when both boards were
//! played out (each ended on the board: mate, stalemate), each board's
//! result counts instead, as two games in one rating period, so that the
//! match score (1½–½, 1–1) counts. The same holds for synchronous
//! bughouse, whose two players run both boards.

use crate::rules::{BoardResult, Color, Game as RulesGame, Position, Seat, Side, Variant};
use crate::store::{GameOptions, GameRow, GameStatus, PlayerId, SeatRow};

/// Whether a game of `variant` with these options and start would be
/// rated, were it to finish normally: not `casual`, not from a position.
/// What invitations say; also the first test of [`counted`].
pub fn rated_kind(variant: &str, options: &GameOptions, start_fen: &str) -> bool {
    let Ok(v) = variant.parse::<Variant>() else { return false };
    !options.casual && Position::start(v).is_ok_and(|p| p.fen() == start_fen)
}

/// What a finished rated game counts: who played for each team, and the
/// results of team 1 (White; South) in it, 1 / ½ / 0 each.
#[derive(Debug, Clone, PartialEq)]
pub struct Counted {
    pub variant: Variant,
    /// Team 1's players, then team 2's.
    pub teams: [Vec<PlayerId>; 2],
    pub team1_scores: Vec<f64>,
}

/// What `game` counts for ratings, or `None` when it is not rated.
/// `moved` are the seats that played at least one turn; `rules`, the game
/// replayed, is needed only for two-board games (whose boards may both
/// have ended), else it may be `None`.
pub fn counted(game: &GameRow, seats: &[SeatRow], moved: &[Seat], rules: Option<&RulesGame>) -> Option<Counted> {
    if game.status != GameStatus::Finished || !rated_kind(&game.variant, &game.options, &game.start_fen) {
        return None;
    }
    let variant: Variant = game.variant.parse().ok()?;
    let team_moved = |team: Color| moved.iter().any(|s| s.team() == team);
    if !team_moved(Color::White) || !team_moved(Color::Black) {
        return None;
    }
    let mut teams = [Vec::new(), Vec::new()];
    for s in seats {
        teams[s.seat.team().index()].push(s.player_id);
    }
    if teams.iter().any(Vec::is_empty) {
        return None;
    }
    let team1_scores = match rules.map(RulesGame::position) {
        Some(Position::Bughouse(b)) if b.board_statuses().iter().all(|s| s.result().is_some()) => b
            .board_statuses()
            .iter()
            .zip(0u8..)
            .filter_map(|(status, board)| {
                Some(match status.result()? {
                    BoardResult::Win(c) if Side::new(board, c).team() == Color::White => 1.0,
                    BoardResult::Win(_) => 0.0,
                    BoardResult::Draw => 0.5,
                })
            })
            .collect(),
        _ => vec![match game.result.as_deref()? {
            "1-0" => 1.0,
            "0-1" => 0.0,
            "1/2-1/2" => 0.5,
            _ => return None,
        }],
    };
    Some(Counted { variant, teams, team1_scores })
}
