//! Who sits where in a game of the section. In two-player games the
//! Berger table's White takes the variant's first seat (White; South in
//! synchronous bughouse) and Black the second. In four-player games
//! (bughouse, tandem chess) each entrant is a team of two: the table's
//! White is team 1 (White on board A, Black on board B), its Black team 2
//! (Black on A, White on B). Within a team the two players take the two
//! seats in turn, counted apart for the matches as team 1 and as team 2:
//! the one who joined plays board A in the team's first, third, fifth...
//! match as team 1, and likewise as team 2; the partner the other board.
//! So each player sits in each of the team's seats as often as the other
//! (within one) on each side, and plays White and Black as often (within
//! one). Boards A and B may then differ by two: when a team has an odd
//! number of matches on each side, both the seats and the colours cannot
//! be even, and the colours come first.

use crate::rules::{Seat, Variant};

/// An entrant's players: the one who joined, and the partner in
/// four-player games.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Team<T> {
    pub leader: T,
    pub partner: Option<T>,
}

/// The seats of one game: `white` and `black` are the table's entrants,
/// `white_before` and `black_before` how many games of the section each
/// had before this one on the same side (in round order: `white`'s as
/// White, `black`'s as Black). The seats come in the variant's
/// order ([`Seat::of`]); `None` when a four-player game lacks a partner.
pub fn seats<T: Copy>(variant: Variant, white: Team<T>, white_before: u32, black: Team<T>, black_before: u32) -> Option<Vec<(Seat, T)>> {
    let order = Seat::of(variant);
    if order.len() == 2 {
        return Some(vec![(order[0], white.leader), (order[1], black.leader)]);
    }
    // (board A, board B) of a team in its k-th match.
    let boards = |t: Team<T>, k: u32| -> Option<(T, T)> {
        let partner = t.partner?;
        Some(if k.is_multiple_of(2) { (t.leader, partner) } else { (partner, t.leader) })
    };
    let (wa, wb) = boards(white, white_before)?;
    let (ba, bb) = boards(black, black_before)?;
    Some(vec![(Seat::AWhite, wa), (Seat::BBlack, wb), (Seat::ABlack, ba), (Seat::BWhite, bb)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournaments::berger::pairings;

    #[test]
    fn two_player_games_follow_the_table() {
        let t = |p| Team { leader: p, partner: None };
        assert_eq!(seats(Variant::Chess, t(1), 0, t(2), 0), Some(vec![(Seat::White, 1), (Seat::Black, 2)]));
        assert_eq!(seats(Variant::BughouseSync, t(3), 2, t(1), 1), Some(vec![(Seat::South, 3), (Seat::North, 1)]));
        assert_eq!(seats(Variant::Bughouse, t(1), 0, t(2), 0), None, "a team needs a partner");
    }

    #[test]
    fn every_player_of_a_team_plays_both_boards_and_both_colours() {
        for teams in 3..=8u32 {
            for double in [false, true] {
                let team = |n: u32| Team { leader: n * 10, partner: Some(n * 10 + 1) };
                // Matches before, per team: as White, as Black.
                let mut before = vec![[0u32; 2]; teams as usize + 1];
                // player -> games on board A, on B, as White, as Black, in each seat
                let mut count = std::collections::HashMap::<u32, [i32; 4]>::new();
                let mut in_seat = std::collections::HashMap::<(u32, Seat), i32>::new();
                for p in pairings(teams, double) {
                    let (w, b) = (p.white as usize, p.black as usize);
                    let s = seats(Variant::Bughouse, team(p.white), before[w][0], team(p.black), before[b][1]).expect("teams of two");
                    before[w][0] += 1;
                    before[b][1] += 1;
                    for (seat, player) in s {
                        *in_seat.entry((player, seat)).or_default() += 1;
                        let c = count.entry(player).or_default();
                        let side = seat.primary_side();
                        c[usize::from(side.board)] += 1;
                        c[2 + usize::from(side.color != crate::rules::Color::White)] += 1;
                    }
                }
                for (player, [a, b, w, bl]) in count {
                    assert!((a - b).abs() <= 2, "{teams} teams: player {player} plays A {a} times, B {b}");
                    assert!((w - bl).abs() <= 1, "{teams} teams: player {player} plays White {w} times, Black {bl}");
                    let n = |seat| in_seat.get(&(player, seat)).copied().unwrap_or(0);
                    assert!((n(Seat::AWhite) - n(Seat::BBlack)).abs() <= 1, "{teams} teams: player {player}, team 1 seats");
                    assert!((n(Seat::ABlack) - n(Seat::BWhite)).abs() <= 1, "{teams} teams: player {player}, team 2 seats");
                }
            }
        }
    }
}
