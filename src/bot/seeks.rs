//! The lobby's rules: what fits what, who sits where, how a
//! seek is described; and what the scheduler does for it (seeks that
//! expire, the daily digests of `notify seeks`). The commands are
//! `session/seek.rs`; the rows `store/seeks.rs`.
//!
//! Two seeks fit when they have the same game, time control and kind
//! (rated or casual: the store's query), share no player, each one's
//! rating is inside the other's range, and they do not ask for the same
//! colour. A new seek pairs with the longest-waiting fitting one; in
//! four-player games seeks (a team, or a single) are gathered oldest
//! first, each fitting all those already taken, until four players are
//! there.

use chrono::{DateTime, Utc};
use minijinja::context;
use tracing::info;

use super::describe::time_control;
use super::letters::{enqueue, Letter};
use super::{BotError, Ctx};
use crate::clocks::schedule::Timing;
use crate::i18n::{Arg, Msg};
use crate::rules::{Seat, Variant};
use crate::store::{masked_address, Member, NewSeek, PlayerId, SeekRow, Store};

/// What pairing looks at in a seek.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Terms {
    pub players: Vec<PlayerId>,
    /// The seeker's rating (a team's mean).
    pub rating: i64,
    pub min: Option<i64>,
    pub max: Option<i64>,
    /// `white` or `black`.
    pub side: Option<String>,
}

impl Terms {
    pub fn of_row(s: &SeekRow) -> Terms {
        Terms {
            players: s.members().iter().map(|m| m.id).collect(),
            rating: s.rating,
            min: s.rating_min,
            max: s.rating_max,
            side: s.side.clone(),
        }
    }

    pub fn of_new(s: &NewSeek<'_>, _unused: Option<()>) -> Terms {
        Terms {
            players: std::iter::once(s.player).chain(s.partner).collect(),
            rating: s.rating,
            min: s.rating_min,
            max: s.rating_max,
            side: s.side.map(str::to_string),
        }
    }

    fn admits(&self, rating: i64) -> bool {
        self.min.is_none_or(|lo| rating >= lo) && self.max.is_none_or(|hi| rating <= hi)
    }
}

/// Whether seeks `a` and `b` (of one game, time control and kind) may be
/// paired: no player in both, each rating inside the other's range, not
/// the same colour asked for.
pub fn fits(a: &Terms, b: &Terms) -> bool {
    !a.players.iter().any(|p| b.players.contains(p))
        && a.admits(b.rating)
        && b.admits(a.rating)
        && !matches!((&a.side, &b.side), (Some(x), Some(y)) if x == y)
}

/// The open seek `new` pairs with in a two-player game: the first of
/// `open` (oldest first) that fits it.
pub fn pick_two(new: &Terms, open: &[Terms]) -> Option<usize> {
    open.iter().position(|o| fits(new, o))
}

/// The open seeks (indices into `open`, oldest first) that make a
/// four-player game with `new`: taken oldest first, each fitting `new` and
/// every one taken before, while there is room; `None` when they do not
/// come to four players.
pub fn assemble_four(new: &Terms, open: &[Terms]) -> Option<Vec<usize>> {
    let mut taken: Vec<usize> = Vec::new();
    let mut count = new.players.len();
    for (i, o) in open.iter().enumerate() {
        if count == 4 {
            break;
        }
        if count + o.players.len() > 4 || !fits(new, o) || !taken.iter().all(|&t| fits(&open[t], o)) {
            continue;
        }
        taken.push(i);
        count += o.players.len();
    }
    (count == 4).then_some(taken)
}

/// Who sits where: `units` are the paired seeks' players, oldest seek
/// first. Two players: the colour asked for, else the one who waited
/// plays White. Four: a team stays together; singles are teamed up (four
/// singles: the highest and the lowest rated against the middle two); the
/// team of the oldest seek plays White on board A and Black on board B.
pub fn seat(variant: Variant, units: &[(Vec<Member>, Terms)]) -> Option<Vec<(Seat, Member)>> {
    let seats = Seat::of(variant);
    if seats.len() == 2 {
        let [(a, ta), (b, tb)] = units else { return None };
        let (a, b) = (a.first()?.clone(), b.first()?.clone());
        let b_white = tb.side.as_deref() == Some("white") || ta.side.as_deref() == Some("black");
        let (white, black) = if b_white { (b, a) } else { (a, b) };
        return Some(vec![(seats[0], white), (seats[1], black)]);
    }
    let teams: Vec<&(Vec<Member>, Terms)> = units.iter().filter(|(m, _)| m.len() == 2).collect();
    let mut singles: Vec<&(Vec<Member>, Terms)> = units.iter().filter(|(m, _)| m.len() == 1).collect();
    let (one, two): (Vec<Member>, Vec<Member>) = match (teams.as_slice(), singles.len()) {
        ([t1, t2], 0) => (t1.0.clone(), t2.0.clone()),
        ([t], 2) => {
            let pair = vec![singles[0].0[0].clone(), singles[1].0[0].clone()];
            // The team of the older seek plays White on board A.
            let team_first = units.iter().position(|u| u.0.len() == 2) < units.iter().position(|u| u.0.len() == 1);
            if team_first {
                (t.0.clone(), pair)
            } else {
                (pair, t.0.clone())
            }
        }
        ([], 4) => {
            let oldest = singles[0].0[0].id;
            singles.sort_by_key(|(_, t)| std::cmp::Reverse(t.rating));
            let outer = vec![singles[0].0[0].clone(), singles[3].0[0].clone()];
            let inner = vec![singles[1].0[0].clone(), singles[2].0[0].clone()];
            if outer.iter().any(|m| m.id == oldest) {
                (outer, inner)
            } else {
                (inner, outer)
            }
        }
        _ => return None,
    };
    Some(vec![(seats[0], one[0].clone()), (seats[1], one[1].clone()), (seats[2], two[0].clone()), (seats[3], two[1].clone())])
}

/// `Chess, 3 days per move, rated, you play White, for players rated
/// 1400-1700`: a seek's terms in words.
pub fn describe(timing: &Timing, s: &SeekRow) -> Msg {
    Msg::new("seek-terms")
        .arg("variant", Msg::new("variant").arg("v", s.variant.as_str()))
        .arg("control", time_control(&timing.control(Some(s.days), s.moves)))
        .arg("rated", if s.casual { "casual" } else { "rated" })
        .arg("side", s.side.as_deref().unwrap_or("none"))
        .arg("partner", s.partner.as_ref().map_or("none".to_string(), |p| p.shown()))
        .arg("range", range(s))
        .arg("private", if s.private { "yes" } else { "no" })
}

/// Who may take a seek: anyone, or a range of ratings.
fn range(s: &SeekRow) -> Msg {
    match (s.rating_min, s.rating_max) {
        (None, None) => Msg::new("seek-range-anyone"),
        (lo, hi) => Msg::new("seek-range").arg("min", lo.unwrap_or(0)).arg("max", hi.map_or(Arg::Text("none".into()), Arg::from)),
    }
}

/// One line of `seeks`: number, game, time control, rated or casual,
/// colour, the seeker's public name and rating, the range, how long it has
/// been open; `(yours)` for `me`'s own. Never an address.
pub fn listing_line(timing: &Timing, s: &SeekRow, me: PlayerId, now: DateTime<Utc>) -> Msg {
    let who = s.members().iter().map(|m| m.shown()).collect::<Vec<_>>().join(" & ");
    let (min, max) = match (s.rating_min, s.rating_max) {
        (None, None) => (Arg::Text("none".into()), Arg::Text("none".into())),
        (lo, hi) => (Arg::from(lo.unwrap_or(0)), hi.map_or(Arg::Text("none".into()), Arg::from)),
    };
    Msg::new("seek-line")
        .arg("id", s.id)
        .arg("variant", Msg::new("variant").arg("v", s.variant.as_str()))
        .arg("control", time_control(&timing.control(Some(s.days), s.moves)))
        .arg("rated", if s.casual { "casual" } else { "rated" })
        .arg("side", s.side.as_deref().unwrap_or("none"))
        .arg("who", who)
        .arg("rating", s.rating)
        .arg("min", min)
        .arg("max", max)
        .arg("age", age(now - s.created_at))
        .arg("mine", if s.has(me) { "yes" } else { "no" })
}

/// A line of [`listing_line`] for the public (the web archive): nobody's own.
pub fn public_line(timing: &Timing, s: &SeekRow, now: DateTime<Utc>) -> Msg {
    listing_line(timing, s, PlayerId(0), now)
}

/// `5 min`, `3 h`, `2 days`.
fn age(d: chrono::TimeDelta) -> Msg {
    let m = d.num_minutes().max(0);
    match m {
        0..=59 => Msg::new("age-minutes").arg("n", m),
        60..=2879 => Msg::new("age-hours").arg("n", m / 60),
        _ => Msg::new("age-days").arg("n", m / 1440),
    }
}

/// What the scheduler does for the lobby at `cx.now`, each in a
/// transaction of its own: expired seeks dropped and their seekers told;
/// the digests of new seeks that are due sent. What was done, and when to
/// look again.
pub(super) fn run_due(store: &mut Store, cx: &Ctx<'_>) -> Result<(Vec<String>, Option<DateTime<Utc>>), BotError> {
    let now = cx.now;
    let mut done = Vec::new();
    store.transaction(|tx| -> Result<(), BotError> {
        for s in tx.take_expired_seeks(now)? {
            let text = Msg::new("seek-expired").arg("id", s.id).arg("terms", describe(cx.timing, &s)).arg("days", cx.lobby.seek_days);
            for m in s.members().into_iter().filter(|m| m.id == s.player.id || s.partner_confirmed) {
                let mut l = Letter::new(
                    &m.address,
                    "notice.txt",
                    context! { subject => Msg::new("seek-expired-subject").arg("id", s.id), text => text.clone() },
                );
                l.player = Some(m.id);
                enqueue(tx, cx, l.generated())?;
            }
            done.push(format!("seek #{} expired", s.id));
        }
        Ok(())
    })?;
    store.transaction(|tx| -> Result<(), BotError> {
        for (m, seeks) in tx.seek_digests_due(now, cx.lobby.listed)? {
            if seeks.is_empty() {
                tx.record_seek_digest(m.id, false, now, now)?;
                continue;
            }
            let lines: Vec<Msg> = seeks.iter().map(|s| listing_line(cx.timing, s, m.id, now)).collect();
            let mut l = Letter::new(
                &m.address,
                "seeks.txt",
                context! { digest => true, seeks => lines, total => seeks.len(), more => 0, bot => cx.bot.address, days => cx.lobby.seek_days },
            );
            l.player = Some(m.id);
            enqueue(tx, cx, l.generated())?;
            tx.record_seek_digest(m.id, true, now, now + cx.timing.time.day())?;
            done.push(format!("seek digest to {}", masked_address(&m.address)));
        }
        Ok(())
    })?;
    let (next_expiry, next_digest) =
        store.transaction(|tx| Ok::<_, crate::store::StoreError>((tx.next_seek_expiry()?, tx.next_seek_digest()?)))?;
    for d in &done {
        info!("lobby: {d}");
    }
    let next = [next_digest, next_expiry].into_iter().flatten().min();
    Ok((done, next))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(players: &[i64], rating: i64, range: Option<(i64, i64)>, side: Option<&str>) -> Terms {
        Terms {
            players: players.iter().map(|&p| PlayerId(p)).collect(),
            rating,
            min: range.map(|r| r.0),
            max: range.map(|r| r.1),
            side: side.map(str::to_string),
        }
    }

    /// A plain reference: every pair looked at, both ways, spelt out.
    fn reference_fits(a: &Terms, b: &Terms) -> bool {
        for p in &a.players {
            for q in &b.players {
                if p == q {
                    return false;
                }
            }
        }
        let in_range = |t: &Terms, r: i64| {
            let lo = t.min.unwrap_or(i64::MIN);
            let hi = t.max.unwrap_or(i64::MAX);
            lo <= r && r <= hi
        };
        if !in_range(a, b.rating) || !in_range(b, a.rating) {
            return false;
        }
        if let (Some(x), Some(y)) = (&a.side, &b.side) {
            if x == y {
                return false;
            }
        }
        true
    }

    fn random_terms(rng: &mut fastrand::Rng, players: i64, team: bool) -> Terms {
        let p = rng.i64(1..=players);
        let mut ps = vec![p];
        if team {
            let q = rng.i64(1..=players);
            if q != p {
                ps.push(q);
            }
        }
        let rating = rng.i64(1000..2000);
        let range = rng.bool().then(|| {
            let lo = rng.i64(900..2000);
            (lo, lo + rng.i64(0..600))
        });
        let side = if team { None } else { [None, Some("white"), Some("black")][rng.usize(0..3)] };
        t(&ps, rating, range, side)
    }

    #[test]
    fn two_player_pairing_matches_a_plain_reference_on_random_seek_sets() {
        let mut rng = fastrand::Rng::with_seed(33);
        for _ in 0..2000 {
            let open: Vec<Terms> = (0..rng.usize(0..30)).map(|_| random_terms(&mut rng, 8, false)).collect();
            let new = random_terms(&mut rng, 8, false);
            let expected = (0..open.len()).find(|&i| reference_fits(&new, &open[i]));
            let got = pick_two(&new, &open);
            assert_eq!(got, expected);
            if let Some(i) = got {
                // Never oneself, ranges both ways, colours compatible, oldest first.
                assert!(!new.players.contains(&open[i].players[0]));
                assert!(open[..i].iter().all(|o| !reference_fits(&new, o)));
            }
        }
    }

    #[test]
    fn four_player_groups_fit_pairwise_and_have_four_distinct_players() {
        let mut rng = fastrand::Rng::with_seed(84);
        let mut made = 0;
        for _ in 0..2000 {
            let open: Vec<Terms> = (0..rng.usize(0..12))
                .map(|_| {
                    let team = rng.bool();
                    random_terms(&mut rng, 10, team)
                })
                .collect();
            let team = rng.bool();
            let new = random_terms(&mut rng, 10, team);
            let Some(group) = assemble_four(&new, &open) else {
                continue;
            };
            made += 1;
            let mut all: Vec<&Terms> = group.iter().map(|&i| &open[i]).collect();
            all.push(&new);
            let mut players: Vec<PlayerId> = all.iter().flat_map(|t| t.players.clone()).collect();
            assert_eq!(players.len(), 4);
            players.sort();
            players.dedup();
            assert_eq!(players.len(), 4, "a player twice in one game");
            for (i, a) in all.iter().enumerate() {
                for b in &all[i + 1..] {
                    assert!(reference_fits(a, b));
                }
            }
            // The oldest fitting seek is always taken first.
            let first = (0..open.len()).find(|&i| reference_fits(&new, &open[i]) && new.players.len() + open[i].players.len() <= 4);
            assert_eq!(group.first().copied(), first);
        }
        assert!(made > 100, "the random sets made only {made} games");
    }

    #[test]
    fn colours_go_as_asked_and_else_the_waiting_seeker_plays_white() {
        let m = |id: i64| Member { id: PlayerId(id), address: format!("p{id}@example.org"), chosen: None };
        let units = |a: Option<&str>, b: Option<&str>| vec![(vec![m(1)], t(&[1], 1500, None, a)), (vec![m(2)], t(&[2], 1500, None, b))];
        let white = |u: &[(Vec<Member>, Terms)]| seat(Variant::Chess, u).unwrap()[0].1.id.0;
        assert_eq!(white(&units(None, None)), 1);
        assert_eq!(white(&units(None, Some("white"))), 2);
        assert_eq!(white(&units(Some("black"), None)), 2);
        assert_eq!(white(&units(Some("white"), Some("black"))), 1);
        let four = vec![
            (vec![m(1)], t(&[1], 1400, None, None)),
            (vec![m(2), m(3)], t(&[2, 3], 1500, None, None)),
            (vec![m(4)], t(&[4], 1600, None, None)),
        ];
        let seats = seat(Variant::Bughouse, &four).unwrap();
        let ids: Vec<i64> = seats.iter().map(|(_, m)| m.id.0).collect();
        assert_eq!(ids, vec![1, 4, 2, 3], "the singles are a team; the oldest seek's team is White on A");
    }
}
