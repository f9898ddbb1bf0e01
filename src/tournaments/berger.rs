//! The Berger tables (FIDE Handbook C.05, annex 1): who meets whom, with
//! which colours, in each round of a round robin of 3 to 16 entrants.
//!
//! With an even number `n` of entrants the table has `n - 1` rounds of
//! `n / 2` games; with an odd number, entrant `n + 1` is a bye (its
//! pairings are left out: the entrant it meets sits the round out). In
//! round `r` entrant `n` (the last) meets the entrant at place `s = (r-1) *
//! n/2 mod (n-1)` of the ring `1 .. n-1`, with Black in odd rounds and
//! White in even ones; the others meet in pairs around it, the one after
//! `s` on the ring with White. A double round robin plays the table twice,
//! the second cycle with the colours swapped.

/// One game of a round: entrant numbers (from 1), White first. In
/// four-player games White is team 1 (White on board A).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pairing {
    pub round: u32,
    pub white: u32,
    pub black: u32,
}

/// Every game of a round robin of `entrants`, in round order (`double`:
/// both cycles, the second after the first, its rounds numbered on).
pub fn pairings(entrants: u32, double: bool) -> Vec<Pairing> {
    let n = entrants + entrants % 2;
    if n < 2 {
        return Vec::new();
    }
    let ring = n - 1;
    let mut out = Vec::with_capacity((n / 2 * ring) as usize * if double { 2 } else { 1 });
    for r in 1..=ring {
        let s = (r - 1) * (n / 2) % ring;
        let at = |offset: i64| -> u32 { (s as i64 + offset).rem_euclid(ring as i64) as u32 + 1 };
        let mut round = Vec::with_capacity((n / 2) as usize);
        round.push(if r % 2 == 1 { (at(0), n) } else { (n, at(0)) });
        for k in 1..(n / 2) as i64 {
            round.push((at(k), at(-k)));
        }
        for (white, black) in round {
            // The bye of an odd number of entrants.
            if white <= entrants && black <= entrants {
                out.push(Pairing { round: r, white, black });
            }
        }
    }
    if double {
        let first: Vec<Pairing> = out.clone();
        out.extend(first.iter().map(|p| Pairing { round: p.round + ring, white: p.black, black: p.white }));
    }
    out
}

/// How many rounds the section has.
pub fn rounds(entrants: u32, double: bool) -> u32 {
    let n = entrants + entrants % 2;
    n.saturating_sub(1) * if double { 2 } else { 1 }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(n: u32) -> Vec<Vec<(u32, u32)>> {
        let p = pairings(n, false);
        (1..=rounds(n, false)).map(|r| p.iter().filter(|x| x.round == r).map(|x| (x.white, x.black)).collect()).collect()
    }

    #[test]
    fn the_table_for_six_is_fides() {
        // FIDE Handbook C.05, annex 1, the table for 5 or 6 players.
        assert_eq!(
            table(6),
            [
                vec![(1, 6), (2, 5), (3, 4)],
                vec![(6, 4), (5, 3), (1, 2)],
                vec![(2, 6), (3, 1), (4, 5)],
                vec![(6, 5), (1, 4), (2, 3)],
                vec![(3, 6), (4, 2), (5, 1)],
            ]
        );
        // Five: the same without entrant 6, who is the bye.
        assert_eq!(table(5)[0], vec![(2, 5), (3, 4)]);
        assert_eq!(table(4), [vec![(1, 4), (2, 3)], vec![(4, 3), (1, 2)], vec![(2, 4), (3, 1)]]);
    }

    #[test]
    fn every_pair_meets_once_per_cycle_and_colours_balance_for_3_to_16() {
        for n in 3..=16u32 {
            for double in [false, true] {
                let all = pairings(n, double);
                let cycles = if double { 2 } else { 1 };
                assert_eq!(all.len() as u32, n * (n - 1) / 2 * cycles, "n = {n}");
                let mut met = vec![vec![0u32; n as usize + 1]; n as usize + 1];
                let mut whites = vec![0i32; n as usize + 1];
                for p in &all {
                    assert!(p.white != p.black && (1..=n).contains(&p.white) && (1..=n).contains(&p.black), "n = {n}: {p:?}");
                    met[p.white as usize][p.black as usize] += 1;
                    met[p.black as usize][p.white as usize] += 1;
                    whites[p.white as usize] += 1;
                    whites[p.black as usize] -= 1;
                }
                for a in 1..=n as usize {
                    for b in (1..=n as usize).filter(|&b| b != a) {
                        assert_eq!(met[a][b], cycles, "n = {n}, double = {double}: {a} and {b}");
                    }
                    // Whites minus blacks: at most one apart; a double round robin is even.
                    let limit = if double { 0 } else { 1 };
                    assert!(whites[a].abs() <= limit, "n = {n}, double = {double}: entrant {a} has {} more whites", whites[a]);
                }
                // Nobody plays twice in a round.
                for r in 1..=rounds(n, double) {
                    let mut seen = std::collections::HashSet::new();
                    for p in all.iter().filter(|p| p.round == r) {
                        assert!(seen.insert(p.white) && seen.insert(p.black), "n = {n}, round {r}");
                    }
                }
            }
        }
    }

    #[test]
    fn rounds_are_counted_with_the_bye() {
        assert_eq!((rounds(5, false), rounds(6, false), rounds(16, true)), (5, 5, 30));
        assert_eq!(pairings(16, true).len(), 240);
    }
}
