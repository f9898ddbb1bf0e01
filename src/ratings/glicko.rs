//! The arithmetic of ratings: Glicko-2 (Glickman, "Example of the Glicko-2
//! system", 2012) through the `skillratings` crate, with τ = 0.5; the
//! rating period and the widening of the deviation with inactivity; the
//! opposing team of a four-player game; the provisional rule. Pure: no
//! store, no clock (times are parameters).

use chrono::{DateTime, TimeDelta, Utc};
use skillratings::glicko2::{decay_deviation, glicko2_rating_period, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

/// A Glicko-2 rating on the usual scale.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

/// Every player's first rating in every game: 1500 / 350 / 0.06.
pub const START: Rating = Rating { rating: 1500.0, deviation: 350.0, volatility: 0.06 };

/// The system constant τ (how much volatility may change): Glickman
/// suggests 0.3 to 1.2; 0.5 is his example's, and lichess's.
pub const TAU: f64 = 0.5;

/// A rating whose deviation is above this is provisional: shown with `?`
/// and left out of the standings (lichess's rule).
pub const PROVISIONAL_ABOVE: f64 = 110.0;

/// The rating period: each whole period without a rated game widens the
/// deviation by one step of Glicko-2's decay (φ' = √(φ² + σ²)), up to 350.
/// A game is a period of its own: its result counts at once.
pub const PERIOD_DAYS: i64 = 30;

fn period() -> TimeDelta {
    TimeDelta::days(PERIOD_DAYS)
}

impl Rating {
    /// `1527`, or `1527?` while provisional.
    pub fn shown(&self) -> String {
        format!("{}{}", self.rating.round() as i64, if self.is_provisional() { "?" } else { "" })
    }

    pub fn is_provisional(&self) -> bool {
        self.deviation > PROVISIONAL_ABOVE
    }

    fn crate_rating(self) -> Glicko2Rating {
        Glicko2Rating { rating: self.rating, deviation: self.deviation, volatility: self.volatility }
    }

    fn from_crate(r: Glicko2Rating) -> Rating {
        Rating { rating: r.rating, deviation: r.deviation, volatility: r.volatility }
    }

    /// After `periods` rating periods without a game.
    pub fn decayed(self, periods: u32) -> Rating {
        let mut r = self.crate_rating();
        for _ in 0..periods {
            if r.deviation >= START.deviation {
                break;
            }
            r = decay_deviation(&r);
        }
        Rating::from_crate(r)
    }

    /// As at `now`, its last rated game having ended at `rated_at`.
    pub fn as_at(self, rated_at: DateTime<Utc>, now: DateTime<Utc>) -> Rating {
        self.decayed(periods_between(rated_at, now))
    }

    /// When inactivity makes this rating (its last game ended at
    /// `rated_at`) provisional: the start of the first period in which the
    /// widened deviation is above 110. `None` if it is provisional already.
    pub fn established_until(self, rated_at: DateTime<Utc>) -> Option<DateTime<Utc>> {
        if self.is_provisional() {
            return None;
        }
        let mut r = self;
        let mut periods: i32 = 0;
        // Each step adds σ² to φ² (on Glicko-2's scale): a few hundred
        // periods at most from 0 to 110 with the smallest volatility here.
        while !r.is_provisional() && periods < 100_000 {
            r = r.decayed(1);
            periods += 1;
        }
        Some(rated_at + period() * periods)
    }

    /// After one rating period with `results`: (opponent, score 1 / ½ / 0).
    pub fn after(self, results: &[(Rating, f64)]) -> Rating {
        let config = Glicko2Config { tau: TAU, ..Glicko2Config::new() };
        let results: Vec<(Glicko2Rating, Outcomes)> = results.iter().map(|(o, s)| (o.crate_rating(), outcome(*s))).collect();
        Rating::from_crate(glicko2_rating_period(&self.crate_rating(), &results, &config))
    }
}

fn outcome(score: f64) -> Outcomes {
    if score > 0.75 {
        Outcomes::WIN
    } else if score < 0.25 {
        Outcomes::LOSS
    } else {
        Outcomes::DRAW
    }
}

/// Whole rating periods from `from` to `to` (0 if `to` is not later).
pub fn periods_between(from: DateTime<Utc>, to: DateTime<Utc>) -> u32 {
    let elapsed = (to - from).num_milliseconds().max(0);
    u32::try_from(elapsed / period().num_milliseconds()).unwrap_or(u32::MAX)
}

/// The opposing team of a four-player game as one opponent: the mean of
/// the ratings, and the root mean square of the deviations (two newcomers
/// are as uncertain together as each alone). One player is themselves.
pub fn team(players: &[Rating]) -> Rating {
    if let [one] = players {
        return *one;
    }
    let n = players.len().max(1) as f64;
    let mean = |f: &dyn Fn(&Rating) -> f64| players.iter().map(f).sum::<f64>() / n;
    Rating { rating: mean(&|r| r.rating), deviation: mean(&|r| r.deviation * r.deviation).sqrt(), volatility: mean(&|r| r.volatility) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn r(rating: f64, deviation: f64) -> Rating {
        Rating { rating, deviation, volatility: 0.06 }
    }

    /// Glickman's worked example: a 1500 / 200 / 0.06 player beats a
    /// 1400 / 30 and loses to a 1550 / 100 and a 1700 / 300 in one period.
    #[test]
    fn glickmans_worked_example() {
        let after = r(1500.0, 200.0).after(&[(r(1400.0, 30.0), 1.0), (r(1550.0, 100.0), 0.0), (r(1700.0, 300.0), 0.0)]);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn one_game_moves_both_players_and_a_draw_between_equals_moves_nobody() {
        let win = START.after(&[(START, 1.0)]);
        let loss = START.after(&[(START, 0.0)]);
        assert!((win.rating - 1662.31).abs() < 0.01, "{win:?}");
        assert!((loss.rating - 1337.69).abs() < 0.01, "{loss:?}");
        assert!((win.deviation - 290.32).abs() < 0.01, "{win:?}");
        let draw = START.after(&[(START, 0.5)]);
        assert!((draw.rating - 1500.0).abs() < 1e-9, "{draw:?}");
        assert!(win.is_provisional() && win.shown().ends_with('?'));
        assert_eq!(r(1527.4, 80.0).shown(), "1527");
    }

    #[test]
    fn inactivity_widens_the_deviation_period_by_period_up_to_350() {
        let t0 = Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, 0).unwrap();
        let day = TimeDelta::days(1);
        assert_eq!(periods_between(t0, t0 + day * 29), 0);
        assert_eq!(periods_between(t0, t0 + day * 30), 1);
        assert_eq!(periods_between(t0, t0 - day), 0);
        let settled = r(1800.0, 60.0);
        assert_eq!(settled.as_at(t0, t0 + day * 29), settled);
        let month = settled.as_at(t0, t0 + day * 31);
        // φ' = √(φ² + σ²) on Glicko-2's scale: 60 -> 61.0.
        assert!((month.deviation - (60f64.powi(2) + (0.06f64 * 173.7178).powi(2)).sqrt()).abs() < 1e-9, "{month:?}");
        assert_eq!(month.rating, 1800.0);
        assert_eq!(settled.decayed(100_000).deviation, 350.0);
        // Provisional once the widened deviation passes 110.
        let until = settled.established_until(t0).expect("established");
        let periods = periods_between(t0, until);
        assert!(!settled.decayed(periods - 1).is_provisional() && settled.decayed(periods).is_provisional(), "{periods}");
        assert_eq!(r(1500.0, 111.0).established_until(t0), None);
    }

    #[test]
    fn a_team_is_its_mean_rating_with_the_deviations_combined() {
        let t = team(&[r(1600.0, 80.0), r(1400.0, 60.0)]);
        assert_eq!(t.rating, 1500.0);
        assert!((t.deviation - 5000f64.sqrt()).abs() < 1e-9);
        assert_eq!(team(&[START, START]), START);
        assert_eq!(team(&[r(1612.5, 77.0)]), r(1612.5, 77.0));
    }
}
