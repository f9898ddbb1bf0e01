//! A tournament performance rating: the rating at which the results are
//! what one would expect, by the linear rule ("the algorithm of 400"):
//! the mean rating of the opponents, plus 400 points for each game won
//! more than lost, over the number of games. Only games played over the
//! board count (not forfeits), against opponents with a rating.

/// `results`: each game's opponent rating and the score in half points
/// (2 won, 1 drawn, 0 lost). `None` without games.
pub fn performance(results: &[(f64, u8)]) -> Option<i64> {
    if results.is_empty() {
        return None;
    }
    let n = results.len() as f64;
    let mean = results.iter().map(|(r, _)| r).sum::<f64>() / n;
    let balance: i64 = results.iter().map(|(_, s)| i64::from(*s.min(&2)) - 1).sum();
    Some((mean + 400.0 * balance as f64 / n).round() as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mean_opponent_plus_400_per_net_win() {
        assert_eq!(performance(&[]), None);
        assert_eq!(performance(&[(1600.0, 2), (1400.0, 1)]), Some(1700));
        assert_eq!(performance(&[(1500.0, 0)]), Some(1100));
        assert_eq!(performance(&[(1500.0, 1), (1500.0, 1), (1800.0, 2)]), Some(1733));
    }
}
