//! The scheduler's indexed path against the obvious, slow way.
//!
//! Each pass of the daemon asks `schedule::plan` what is due: it looks only
//! at the games whose stored wake-up time came (or that changed since), and
//! takes the next wake-up of all the others from the wake index. Here, over
//! random stores and random sequences of changes (moves, notices sent late
//! or given up, vacations begun and ended, reminder settings, reminders and
//! time-outs carried out, games ended, the mailbox read through, time
//! passing, often to just before or after a due time), the due set, the
//! held time-outs and the next wake-up of the indexed path are compared
//! after every change with a full scan of every active game. No mail, no
//! daemon: the store in memory, the clock made up.
//!
//! `TANDEM_PROPERTY_SEQUENCES=N` runs N sequences of 25 changes (default
//! 2000, a few seconds); `TANDEM_PROPERTY_SEED=S` starts at another seed. A failure
//! names its seed and the changes that led to it. The longer run, before a
//! change to the scheduler or the wake triggers:
//!
//! ```sh
//! TANDEM_PROPERTY_SEQUENCES=200000 TANDEM_PROPERTY_SEED=$RANDOM cargo test --release --test offline clocks_property::
//! ```

use chrono::{DateTime, SubsecRound, TimeDelta, TimeZone, Utc};
use tandem::clocks::schedule::{self, Plan, Task, Timing, View};
use tandem::config::{RemindersConfig, TimeConfig};
use tandem::rules::{Game as RulesGame, Seat, Variant};
use tandem::store::{
    GameId, GameOptions, GameStatus, MailKind, NewMail, OutboxId, PlayerId, RemindMode, ReminderKind, Store, StoreError, Tx,
};

fn t0() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 3, 2, 5, 0, 0).unwrap()
}

struct Game {
    id: GameId,
    rules: RulesGame,
    seats: Vec<(Seat, PlayerId)>,
}

struct Sim {
    rng: fastrand::Rng,
    store: Store,
    timing: Timing,
    now: DateTime<Utc>,
    /// The mailbox was read through here.
    judged: DateTime<Utc>,
    players: Vec<PlayerId>,
    games: Vec<Game>,
    /// Notices not sent yet.
    waiting: Vec<OutboxId>,
    mails: u64,
    log: Vec<String>,
}

impl Sim {
    /// A sequence on `store` (empty, or left by an earlier sequence: its
    /// games are ended first, its players no longer want digests).
    fn new(seed: u64, mut store: Store) -> Sim {
        store
            .transaction(|tx| {
                for row in tx.active_clock_rows()? {
                    tx.finish_game(row.game, "1/2-1/2", Some("the sequence ended"), t0())?;
                }
                for p in tx.digest_players()? {
                    tx.set_remind_mode(p, RemindMode::Each)?;
                }
                Ok::<_, StoreError>(())
            })
            .expect("store");
        let mut rng = fastrand::Rng::with_seed(seed);
        let day = rng.u64(20..200);
        let timing = Timing {
            time: TimeConfig { day_length_secs: day, days_per_move: rng.u32(1..3), ..TimeConfig::default() },
            reminders: RemindersConfig {
                enabled: rng.u8(0..8) > 0,
                first_after_secs: [0, rng.u64(1..day)][rng.usize(0..2)],
                before_deadline_secs: [0, rng.u64(1..day * 2)][rng.usize(0..2)],
                digest_hour: rng.u32(0..24),
                gentleman_moves: rng.u32(0..4),
                gentleman_grace_secs: rng.u64(1..day),
            },
        };
        let now = t0() + TimeDelta::seconds(rng.i64(0..86_400));
        let mut sim = Sim { rng, store, timing, now, judged: now, players: vec![], games: vec![], waiting: vec![], mails: 0, log: vec![] };
        let n = sim.rng.usize(4..9);
        for i in 0..n {
            let p = sim.tx(|tx| Ok(tx.ensure_player(&format!("p{i}.{seed}@example.org"), None, t0())?.id));
            sim.players.push(p);
        }
        for _ in 0..sim.rng.usize(1..6) {
            sim.new_game();
        }
        sim
    }

    fn tx<T>(&mut self, f: impl FnOnce(&Tx<'_>) -> Result<T, StoreError>) -> T {
        self.store.transaction(f).expect("store")
    }

    fn new_game(&mut self) {
        let four = self.rng.u8(0..3) == 0;
        let variant = if four { Variant::Bughouse } else { Variant::Chess };
        let seats_of: &[Seat] = Seat::of(variant);
        let mut players = self.players.clone();
        self.rng.shuffle(&mut players);
        let seats: Vec<(Seat, PlayerId)> = seats_of.iter().copied().zip(players).collect();
        let options = match self.rng.u8(0..3) {
            0 => GameOptions { days: Some(self.rng.u32(1..3)), moves: Some(self.rng.u32(2..4)), ..GameOptions::default() },
            1 => GameOptions { days: Some(self.rng.u32(1..3)), ..GameOptions::default() },
            _ => GameOptions::default(),
        };
        let rules = RulesGame::new(variant).expect("start");
        let fen = rules.position().fen();
        let now = self.now;
        let accepted: Vec<(Seat, PlayerId, bool)> = seats.iter().map(|&(s, p)| (s, p, true)).collect();
        let id = self.tx(|tx| tx.create_game(variant.name(), &options, &fen, &accepted, now));
        let g = Game { id, rules, seats };
        self.log.push(format!("{now}: game #{} ({}, {options:?})", id.0, variant.name()));
        self.notices(self.games.len(), &g);
        self.games.push(g);
    }

    /// The mails telling the seats whose turn just began: sent at once,
    /// later, or never (given up).
    fn notices(&mut self, _index: usize, g: &Game) {
        let plies = g.rules.played().len() as u32;
        let movers = g.rules.position().sides_to_move();
        let four = g.seats.len() == 4;
        let last_board = g.rules.played().last().map(|p| p.notation.starts_with('B'));
        for &(seat, player) in &g.seats {
            if seat.may_act(&movers).is_none() {
                continue;
            }
            // In four-player bughouse only the board just played on begins a turn.
            if four && plies > 0 && last_board != Some(seat.primary_side().board == 1) {
                continue;
            }
            self.mails += 1;
            let (id, now, mails) = (g.id, self.now, self.mails);
            let outbox = self.tx(|tx| {
                tx.enqueue_mail(&NewMail {
                    game_id: Some(id),
                    player_id: Some(player),
                    to_addr: "someone@example.org",
                    message_id: &format!("m{mails}.{}@bot.example.org", id.0),
                    raw: b"Subject: your move\r\n\r\nx\r\n",
                    kind: MailKind::Game,
                    now,
                    notice: Some((seat, plies)),
                    deadlines: &[],
                    board: None,
                })
            });
            match self.rng.u8(0..4) {
                0 => self.waiting.push(outbox),
                _ => self.tx(|tx| tx.mark_sent(outbox, now)),
            }
        }
    }

    fn active(&mut self) -> Vec<usize> {
        let active: Vec<GameId> = self.tx(|tx| Ok(tx.active_clock_rows()?.into_iter().map(|r| r.game).collect()));
        (0..self.games.len()).filter(|&i| active.contains(&self.games[i].id)).collect()
    }

    /// One random change.
    fn change(&mut self, plan: &Plan) {
        let now = self.now;
        match self.rng.u8(0..20) {
            // Time passes: a little, a lot, or to just before, at or after the next due time.
            0..=4 => {
                let step = match (self.rng.u8(0..4), plan.next) {
                    (0, Some(next)) => (next - now) + TimeDelta::milliseconds(self.rng.i64(-3..4)),
                    (1, _) => TimeDelta::milliseconds(self.rng.i64(0..3000)),
                    _ => TimeDelta::seconds(self.rng.i64(0..self.timing.time.day_length_secs as i64 * 2)),
                };
                self.now = now + step.max(TimeDelta::zero());
                self.log.push(format!("{}: time", self.now));
            }
            // The mailbox read through some moment up to now.
            5 => {
                let back = TimeDelta::milliseconds(self.rng.i64(0..5000));
                self.judged = self.judged.max(now - back);
                self.log.push(format!("{now}: read through {}", self.judged));
            }
            // A move.
            6..=9 => {
                let active = self.active();
                let Some(&i) = active.get(self.rng.usize(0..active.len().max(1))) else { return };
                let movers = self.games[i].rules.position().sides_to_move();
                let four = self.games[i].seats.len() == 4;
                let may: Vec<(Seat, tandem::rules::Side)> =
                    self.games[i].seats.iter().filter_map(|&(s, _)| s.may_act(&movers).map(|side| (s, side))).collect();
                let Some(&(seat, side)) = may.get(self.rng.usize(0..may.len().max(1))) else { return };
                let mut legal = self.games[i].rules.position().legal_turn_notations();
                if four {
                    let label = format!("{}:", (b'A' + side.board) as char);
                    legal.retain(|n| n.starts_with(&label));
                }
                let Some(text) = legal.get(self.rng.usize(0..legal.len().max(1))).cloned() else { return };
                let text = text.split_once(':').map_or(text.clone(), |(_, m)| m.to_string());
                let Ok(played) = self.games[i].rules.play_for(side, &text).cloned() else { return };
                let (id, arrived) = (self.games[i].id, now - TimeDelta::milliseconds(self.rng.i64(0..1500)));
                self.tx(|tx| tx.append_turn(id, seat, &played.notation, &played.fen_after, None, arrived).map(|_| ()));
                self.log.push(format!("{now}: #{} {seat} {}", id.0, played.notation));
                if self.games[i].rules.automatic_outcome().is_some() {
                    self.tx(|tx| tx.finish_game(id, "1-0", Some("mate"), now));
                    return;
                }
                let g = Game { id, rules: self.games[i].rules.clone(), seats: self.games[i].seats.clone() };
                self.notices(i, &g);
            }
            // A notice leaves late, or is given up.
            10 | 11 => {
                if self.waiting.is_empty() {
                    return;
                }
                let id = self.waiting.swap_remove(self.rng.usize(0..self.waiting.len()));
                if self.rng.bool() {
                    self.tx(|tx| tx.mark_sent(id, now));
                    self.log.push(format!("{now}: notice {} sent", id.0));
                } else {
                    self.tx(|tx| tx.mark_failed(id, "550 no", None, now));
                    self.log.push(format!("{now}: notice {} given up", id.0));
                }
            }
            // A vacation begins or ends.
            12 => {
                let p = self.players[self.rng.usize(0..self.players.len())];
                let days = self.rng.u32(0..3);
                let until = now + TimeDelta::seconds((self.timing.time.day_length_secs * days as u64) as i64);
                let arrived = now - TimeDelta::milliseconds(self.rng.i64(0..1500));
                self.tx(|tx| match tx.vacation_at(p, arrived)? {
                    Some(v) => tx.end_vacation(v.id, arrived, 1),
                    None => tx.start_vacation(p, arrived, until.max(arrived), days).map(|_| ()),
                });
                self.log.push(format!("{now}: vacation of player {}", p.0));
            }
            // Reminder settings.
            13 => {
                let p = self.players[self.rng.usize(0..self.players.len())];
                let mode = [RemindMode::Each, RemindMode::Digest, RemindMode::Off][self.rng.usize(0..3)];
                let after = [None, Some(self.rng.u64(0..200))][self.rng.usize(0..2)];
                let before = [None, Some(self.rng.u64(0..200))][self.rng.usize(0..2)];
                self.tx(|tx| {
                    tx.set_remind_mode(p, mode)?;
                    tx.set_remind_delays(p, after, before)
                });
                self.log.push(format!("{now}: player {} remind {mode} {after:?} {before:?}", p.0));
            }
            // A game ends (resignation, abort).
            14 => {
                let active = self.active();
                let Some(&i) = active.get(self.rng.usize(0..active.len().max(1))) else { return };
                let id = self.games[i].id;
                self.tx(|tx| tx.finish_game(id, "0-1", Some("resignation"), now));
                self.log.push(format!("{now}: #{} resigned", id.0));
            }
            15 => {
                if self.games.len() < 8 {
                    self.new_game();
                }
            }
            // What is due is carried out (some of it: the rest fails for now).
            _ => {
                for task in &plan.due {
                    if self.rng.u8(0..4) == 0 {
                        continue;
                    }
                    let lose = self.rng.bool();
                    self.tx(|tx| carry_out(tx, task, lose, now));
                    self.log.push(format!("{now}: carried out {task:?}"));
                }
            }
        }
    }
}

/// What the bot's `carry_out` records (the mail aside), when still due.
fn carry_out(tx: &Tx<'_>, task: &Task, lose: bool, now: DateTime<Utc>) -> Result<(), StoreError> {
    let game = match *task {
        Task::Remind { game, .. } | Task::Timeout { game, .. } | Task::Forfeit { game, .. } => Some(game),
        // The random stores hold no tournaments.
        Task::Digest { .. } | Task::Tournament { .. } => None,
    };
    if let Some(g) = game {
        if tx.game(g)?.is_none_or(|g| g.status != GameStatus::Active) {
            return Ok(());
        }
    }
    match *task {
        Task::Remind { game, seat, ply, kind } => tx.record_reminder(game, seat, ply, kind, None, now),
        Task::Timeout { game, seat, ply } | Task::Forfeit { game, seat, ply } => {
            tx.record_reminder(game, seat, ply, ReminderKind::Timeout, None, now)?;
            if lose {
                tx.finish_game(game, "1-0", Some("time"), now)?;
            }
            Ok(())
        }
        Task::Digest { player, day } => tx.record_digest(player, day, None, now),
        Task::Tournament { .. } => Ok(()),
    }
}

/// The obvious way: every active game's clocks, every digest player.
fn full_scan(tx: &Tx<'_>, timing: &Timing, now: DateTime<Utc>, judged: DateTime<Utc>) -> Result<Plan, StoreError> {
    let mut plan = Plan::default();
    for row in tx.active_clock_rows()? {
        for clock in schedule::game_clocks(tx, timing, &row, now, View::Running)? {
            let mut sent = Vec::new();
            for &k in ReminderKind::ALL {
                if tx.reminder_sent_at(clock.game, clock.seat, clock.ply, k)?.is_some() {
                    sent.push(k);
                }
            }
            schedule::decide(&clock, &|k| sent.contains(&k), timing.gentleman_grace(), now, judged, &mut plan);
        }
    }
    if timing.reminders.enabled {
        let today = now.date_naive();
        for player in tx.digest_players()? {
            let at = schedule::digest_time(today, timing.reminders.digest_hour);
            let next = if now < at {
                Some(at)
            } else if !tx.digest_done(player, today)? {
                plan.due.push(Task::Digest { player, day: today });
                None
            } else {
                Some(schedule::digest_time(today.succ_opt().unwrap_or(today), timing.reminders.digest_hour))
            };
            if let Some(at) = next {
                plan.next = Some(plan.next.map_or(at, |n| n.min(at)));
            }
        }
    }
    Ok(plan)
}

fn sorted(plan: &Plan) -> Vec<String> {
    let mut v: Vec<String> = plan.due.iter().map(|t| format!("{t:?}")).collect();
    v.sort();
    v
}

fn run(seed: u64, steps: usize, store: Store) -> Store {
    let mut sim = Sim::new(seed, store);
    let mut last = Plan::default();
    for step in 0..=steps {
        if step > 0 {
            sim.change(&last);
        }
        // The scheduler works in the store's milliseconds.
        let (now, judged, timing) = (sim.now.trunc_subsecs(3), sim.judged.min(sim.now), sim.timing.clone());
        let indexed = sim.tx(|tx| schedule::plan(tx, &timing, now, judged));
        let scanned = sim.tx(|tx| full_scan(tx, &timing, now, judged));
        let same = sorted(&indexed) == sorted(&scanned) && indexed.next == scanned.next && indexed.held == scanned.held;
        if !same {
            panic!(
                "seed {seed}, step {step}, at {now} (read through {judged}):\nindexed: {:?} next {:?} held {:?}\nscanned: {:?} next {:?} held {:?}\nchanges:\n  {}",
                sorted(&indexed),
                indexed.next,
                indexed.held,
                sorted(&scanned),
                scanned.next,
                scanned.held,
                sim.log.join("\n  ")
            );
        }
        last = indexed;
    }
    sim.store
}

#[test]
fn the_indexed_scheduler_finds_what_a_full_scan_finds() {
    let sequences: u64 = std::env::var("TANDEM_PROPERTY_SEQUENCES").ok().and_then(|v| v.parse().ok()).unwrap_or(2000);
    let seed: u64 = std::env::var("TANDEM_PROPERTY_SEED").ok().and_then(|v| v.parse().ok()).unwrap_or(23);
    // A store serves fifty sequences: making one (the migrations) costs
    // more than a sequence.
    let mut store = None;
    for i in 0..sequences {
        let fresh = store.take().filter(|_| i % 50 != 0).unwrap_or_else(|| Store::open_in_memory().expect("store"));
        store = Some(run(seed.wrapping_mul(1_000_003).wrapping_add(i), 25, fresh));
    }
}
