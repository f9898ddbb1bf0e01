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

use chrono::{DateTime, Utc};

use crate::rules::{BoardResult, Color, Game as RulesGame, Position, Seat, Side, Variant};
use crate::store::{GameOptions, GameRow, GameStatus, PlayerId, SeatRow};

/// Whether a game of `variant` with these options and start would be
/// rated, were it to finish normally: not `casual`, not from a position.
/// What invitations say; also the first test of [`counted`].
pub fn rated_kind(variant: &str, options: &GameOptions, start_fen: &str) -> bool {
    let Ok(v) = variant.parse::<Variant>() else { return false };
    !options.casual && Position::start(v).is_ok_and(|p| p.fen() == start_fen)
}

/// When a finished game ended, as stored (to the millisecond, so that a
/// replay counts it at the very same time as the bot did).
pub fn ended_at(game: &GameRow) -> DateTime<Utc> {
    game.finished_at.unwrap_or(game.updated_at)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::GameId;

    fn row(variant: Variant, result: &str, options: GameOptions) -> GameRow {
        let now = Utc::now();
        let fen = Position::start(variant).unwrap().fen();
        GameRow {
            id: GameId(1),
            variant: variant.name().into(),
            status: GameStatus::Finished,
            options,
            start_fen: fen.clone(),
            fen,
            result: Some(result.into()),
            result_reason: None,
            created_at: now,
            updated_at: now,
            last_move_at: None,
            draw_offer_seat: None,
            finished_at: Some(now),
        }
    }

    fn seats(variant: Variant) -> Vec<SeatRow> {
        Seat::of(variant)
            .iter()
            .zip(1..)
            .map(|(s, p)| SeatRow {
                game_id: GameId(1),
                seat: *s,
                player_id: PlayerId(p),
                address: format!("p{p}@x.org"),
                accepted_at: None,
                token: String::new(),
                notation: crate::rules::Dialect::ENGLISH,
                language: None,
            })
            .collect()
    }

    #[test]
    fn a_match_with_both_boards_played_out_counts_each_board() {
        // Fool's mate on both boards: Black mates on A (team 2), Black on
        // B (team 1, the challenger's partner) mates too: 1-1.
        let turns: Vec<String> =
            ["A:f3", "A:e5", "A:g4", "A:Qh4#", "B:f3", "B:e5", "B:g4", "B:Qh4#"].iter().map(|t| t.to_string()).collect();
        let game = RulesGame::replay_position(Position::start(Variant::TandemChess).unwrap(), &turns).unwrap();
        let g = row(Variant::TandemChess, "1/2-1/2", GameOptions::default());
        let all = Seat::of(Variant::TandemChess).to_vec();
        let c = counted(&g, &seats(Variant::TandemChess), &all, Some(&game)).expect("rated");
        assert_eq!(c.team1_scores, vec![0.0, 1.0]);
        // Seats in challenge order: the challenger, the partner, the opponents.
        assert_eq!(c.teams, [vec![PlayerId(1), PlayerId(2)], vec![PlayerId(3), PlayerId(4)]]);
        // Without the boards, the match result counts once.
        assert_eq!(counted(&g, &seats(Variant::TandemChess), &all, None).unwrap().team1_scores, vec![0.5]);
    }

    #[test]
    fn unrated_games_count_for_nothing() {
        let g = row(Variant::Chess, "1-0", GameOptions::default());
        let both = [Seat::White, Seat::Black];
        assert_eq!(counted(&g, &seats(Variant::Chess), &both, None).unwrap().team1_scores, vec![1.0]);
        assert_eq!(counted(&g, &seats(Variant::Chess), &[Seat::White], None), None, "Black never moved");
        let casual = row(Variant::Chess, "1-0", GameOptions { casual: true, ..Default::default() });
        assert_eq!(counted(&casual, &seats(Variant::Chess), &both, None), None);
        let from_fen = GameRow { start_fen: "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1".into(), ..g.clone() };
        assert_eq!(counted(&from_fen, &seats(Variant::Chess), &both, None), None);
        let aborted = GameRow { status: GameStatus::Aborted, result: None, ..g };
        assert_eq!(counted(&aborted, &seats(Variant::Chess), &both, None), None);
    }
}
