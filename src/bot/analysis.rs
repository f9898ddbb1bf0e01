//! The analysis after the game: the search of a queued game on
//! an engine worker (never inside a mail's transaction), the transaction of
//! its own that stores the result and answers everyone waiting for it, and
//! what the answer says: each player's inaccuracies, mistakes and blunders,
//! the turns that mattered with the better line (in the reader's notation),
//! the evaluation graph, the key positions, and the annotated PGN.
//!
//! The answer names the players by their public names, as observers' mail
//! and the web archive do: anyone may ask for a public game's analysis.

use std::cell::RefCell;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use chrono::{DateTime, SubsecRound, Utc};
use minijinja::context;
use serde::{Deserialize, Serialize};

use super::letters::{enqueue, AnsweredMail, Figure, Letter, Picture};
use super::public_game::{self, PublicGame};
use super::{Bot, BotError, Ctx};
use crate::config::EngineConfig;
use crate::engine::analysis::{self as an, mover_of, After, Depth, Judgement, PlyEval};
use crate::engine::{Engine, Score};
use crate::i18n::{turn_kind, Msg};
use crate::mail::Attachment;
use crate::picture::graph;
use crate::rules::pgn::Annotation;
use crate::rules::{Color, Dialect, Game, Language, Position, Side, Turn, Variant};
use crate::store::{AnalysisWaiter, GameId, MailKind, StoreError, Tx};

/// At most this many turns are listed as the ones that mattered...
const MOMENTS: usize = 12;
/// ...and the positions of this many (the worst) drawn.
const BOARDS: usize = 3;
/// The engine's line after its better turn, in turns.
const LINE: usize = 6;

/// What made an analysis: the engine's version and its bounds. A stored
/// analysis is the same for the same game and this.
pub fn engine_id(cfg: &EngineConfig, variant: Variant) -> String {
    let nodes = cfg.analysis_nodes_for(variant).map_or_else(|| "no node limit".to_string(), |n| format!("at most {n} nodes"));
    // A rule that changes the marks changes what a stored analysis is.
    let by_depths = if an::by_depths(variant) { " and by depths" } else { "" };
    let margin = match an::unsteadiness(variant) {
        0 => String::new(),
        m => format!(", a margin of {:.3}", f64::from(m) / 1000.0),
    };
    format!(
        "tandem {} at depth {}, {nodes} a position, marks checked at {}x{by_depths}{margin}",
        env!("CARGO_PKG_VERSION"),
        cfg.analysis_depth,
        cfg.analysis_check_for(variant)
    )
}

/// Who analysed, and how far ahead it looked on average, in words: the
/// engine's name and version from `engine` ([`engine_id`]), the depth from
/// the turns (none known in an analysis stored before depths were kept).
pub fn analysed_by(engine: &str, variant: Variant, plies: &[PlyEval]) -> Msg {
    let name = engine.split(" at ").next().unwrap_or(engine);
    let depths: Vec<u32> = plies.iter().map(|p| p.depth).filter(|&d| d > 0).collect();
    let depth = if depths.is_empty() { 0 } else { (f64::from(depths.iter().sum::<u32>()) / depths.len() as f64).round() as i64 };
    Msg::new("analysis-by").arg("engine", name).arg("depth", depth).arg("kind", turn_kind(variant))
}

/// The bounds an analysis of `variant` runs with (the bench's too).
pub fn depth_of(cfg: &EngineConfig, variant: Variant) -> Depth {
    Depth { depth: cfg.analysis_depth, nodes: cfg.analysis_nodes_for(variant), check: cfg.analysis_check_for(variant) }
}

/// A game to analyse, for a worker.
pub struct AnalysisJob {
    pub game: GameId,
    pub rules: Game,
    pub depth: Depth,
    pub engine: String,
}

/// A finished analysis, to be stored by [`Bot::apply_analysis`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnalysisDone {
    pub game: GameId,
    pub engine: String,
    /// The stored form (JSON).
    pub result: String,
}

thread_local! {
    /// Each worker thread's engine (16 MB; cleared before every search).
    static ENGINE: RefCell<Engine> = RefCell::new(Engine::new(16));
}

/// Analyses `job` (on a worker thread); `None` if `stop` was raised.
/// `between` runs before each position's search (see `an::analyse`).
pub fn run(job: &AnalysisJob, stop: &Arc<AtomicBool>, between: &mut dyn FnMut()) -> Option<AnalysisDone> {
    let plies = ENGINE.with(|cell| an::analyse(&mut cell.borrow_mut(), &job.rules, job.depth, Some(stop), between))?;
    Some(AnalysisDone { game: job.game, engine: job.engine.clone(), result: encode(&job.rules, &plies) })
}

// ----- the stored form -----

/// One turn as stored: scores as `cp 35` / `mate -2` for the mover, the
/// engine's line in canonical notation from the position before.
#[derive(Serialize, Deserialize)]
struct StoredPly {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    before: Option<String>,
    /// A score, or `won`, `drawn`, `unknown`.
    after: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    line: Vec<String>,
    #[serde(default)]
    best: bool,
    /// The plies the search that judged the turn looked ahead (absent in
    /// analyses stored before it was kept).
    #[serde(default, skip_serializing_if = "is_zero")]
    depth: u32,
    /// How far the two looks at a marked turn disagreed (`PlyEval::doubt`).
    #[serde(default, skip_serializing_if = "is_zero")]
    doubt: u16,
}

fn is_zero<N: Default + PartialEq>(n: &N) -> bool {
    *n == N::default()
}

fn score_text(s: Score) -> String {
    match s {
        Score::Cp(c) => format!("cp {c}"),
        Score::Mate(n) => format!("mate {n}"),
    }
}

fn parse_score(t: &str) -> Option<Score> {
    let (kind, n) = t.split_once(' ')?;
    let n: i32 = n.parse().ok()?;
    match kind {
        "cp" => Some(Score::Cp(n)),
        "mate" => Some(Score::Mate(n)),
        _ => None,
    }
}

/// The positions before each turn of `game`, and the final one.
fn positions(game: &Game) -> Vec<Position> {
    let mut out = vec![game.start().clone()];
    for p in game.played() {
        let mut next = out[out.len() - 1].clone();
        next.play_turn(&p.turn);
        out.push(next);
    }
    out
}

fn encode(game: &Game, plies: &[PlyEval]) -> String {
    let stored: Vec<StoredPly> = plies
        .iter()
        .zip(positions(game))
        .map(|(p, pos)| {
            let mut line = Vec::new();
            let mut at = pos.clone();
            let turns: Vec<Turn> = if p.pv.is_empty() { p.best.into_iter().collect() } else { p.pv.clone() };
            for t in turns.iter().take(LINE) {
                line.push(at.turn_notation(t));
                at.play_turn(t);
            }
            StoredPly {
                before: p.before.map(score_text),
                after: match p.after {
                    After::Score(s) => score_text(s),
                    After::Won => "won".into(),
                    After::Drawn => "drawn".into(),
                    After::Unknown => "unknown".into(),
                },
                line,
                best: p.played_best,
                depth: p.depth,
                doubt: p.doubt,
            }
        })
        .collect();
    serde_json::to_string(&stored).unwrap_or_default()
}

/// The stored analysis of `game` read back; `None` when it does not fit
/// the game (then it is not shown).
pub fn decode(game: &Game, json: &str) -> Option<Vec<PlyEval>> {
    let stored: Vec<StoredPly> = serde_json::from_str(json).ok()?;
    if stored.len() != game.played().len() {
        return None;
    }
    let mut out = Vec::with_capacity(stored.len());
    for ((s, pos), played) in stored.into_iter().zip(positions(game)).zip(game.played()) {
        let mut at = pos.clone();
        let mut pv = Vec::new();
        for text in &s.line {
            let Ok(t) = at.parse_turn(text) else { break };
            at.play_turn(&t);
            pv.push(t);
        }
        let after = match s.after.as_str() {
            "won" => After::Won,
            "drawn" => After::Drawn,
            "unknown" => After::Unknown,
            t => After::Score(parse_score(t)?),
        };
        out.push(PlyEval {
            mover: mover_of(&pos, &played.turn),
            before: s.before.as_deref().and_then(parse_score),
            best: pv.first().copied(),
            pv,
            after,
            played_best: s.best,
            depth: s.depth,
            doubt: s.doubt,
        });
    }
    Some(out)
}

// ----- how it reads -----

/// A score for the mover as White's (of the mover's board).
fn white_view(mover: Side, s: Score) -> Score {
    if mover.color == Color::White {
        s
    } else {
        an::negate(s)
    }
}

/// `+0.35`, `-1.20`, `#3`, `#-2` (White's view).
pub fn shown(s: Score) -> String {
    match s {
        Score::Cp(c) => format!("{:+.2}", f64::from(c) / 100.0),
        Score::Mate(n) => format!("#{n}"),
    }
}

/// The `[%eval ...]` value: `0.35`, `-1.20`, `#3`, `#-2`.
fn pgn_eval(s: Score) -> String {
    match s {
        Score::Cp(c) => format!("{:.2}", f64::from(c) / 100.0),
        Score::Mate(n) => format!("#{n}"),
    }
}

/// The position after turn `i` for White, as the text and the graph show it.
fn after_shown(p: &PlyEval) -> String {
    match p.after {
        After::Score(s) => shown(white_view(p.mover, s)),
        After::Won => "mate".into(),
        After::Drawn => "draw".into(),
        After::Unknown => "?".into(),
    }
}

/// White's winning chances after each turn (the graph's points): an
/// unknown one repeats the one before.
pub fn white_chances(plies: &[PlyEval]) -> Vec<f64> {
    let mut last = 0.0;
    plies
        .iter()
        .map(|p| {
            if let Some(c) = p.chances_after() {
                last = if p.mover.color == Color::White { c } else { -c };
            }
            last
        })
        .collect()
}

/// The PGN notes: the eval after each turn, its NAG, and the better line
/// for a turn judged.
pub fn annotations(plies: &[PlyEval]) -> Vec<Annotation> {
    plies
        .iter()
        .map(|p| {
            let judgement = p.judgement();
            let comment = match p.after {
                After::Score(s) => Some(format!("[%eval {}]", pgn_eval(white_view(p.mover, s)))),
                After::Drawn => Some("[%eval 0.00]".to_string()),
                _ => None,
            };
            Annotation {
                nag: judgement.map(Judgement::nag),
                comment,
                variation: if judgement.is_some() { p.pv.iter().take(LINE).copied().collect() } else { vec![] },
            }
        })
        .collect()
}

/// `12.` or `12...` before a turn of `pos`'s side to move.
fn number(pos: &Position) -> String {
    if pos.to_move() == Color::White {
        format!("{}.", pos.fullmove_number())
    } else {
        format!("{}...", pos.fullmove_number())
    }
}

/// `line` from `pos`, in `dialect`, numbered: `12... Nf6 13. Bg5 h6`.
fn line_in(pos: &Position, line: &[Turn], dialect: Dialect) -> String {
    let mut at = pos.clone();
    let mut out = Vec::new();
    for (i, t) in line.iter().enumerate() {
        if i == 0 || at.to_move() == Color::White {
            out.push(number(&at));
        }
        out.push(dialect.write_turn(at.variant(), t, &at.turn_notation(t)));
        at.play_turn(t);
    }
    out.join(" ")
}

/// The evaluation as a few lines of text, White's chances from +1 (top)
/// to -1: what the text part shows where the HTML part has the picture.
fn text_graph(chances: &[f64], language: Language) -> String {
    const ROWS: usize = 9;
    const COLUMNS: usize = 60;
    let n = chances.len();
    let cols = n.clamp(1, COLUMNS);
    let mut grid = vec![vec![' '; cols]; ROWS];
    for (row, cells) in grid.iter_mut().enumerate() {
        if row == ROWS / 2 {
            cells.iter_mut().for_each(|c| *c = '-');
        }
    }
    if n > 0 {
        for col in 0..cols {
            let i = ((col + 1) * n).div_ceil(cols).clamp(1, n) - 1;
            let row = (((1.0 - chances[i]) / 2.0) * (ROWS - 1) as f64).round().clamp(0.0, (ROWS - 1) as f64) as usize;
            if let Some(cell) = grid.get_mut(row).and_then(|r| r.get_mut(col)) {
                *cell = '*';
            }
        }
    }
    // The labels in the reader's words, padded to the longest.
    let word = |which: &'static str| Msg::new("analysis-graph-label").arg("which", which).text(language);
    let labels = [word("white"), word("even"), word("black")];
    let width = labels.iter().map(|l| l.chars().count()).max().unwrap_or(0) + 2;
    let pad = |l: &str| format!("{l}{}|", " ".repeat(width - l.chars().count()));
    grid.iter()
        .enumerate()
        .map(|(row, cells)| {
            let label = match row {
                0 => pad(&labels[0]),
                r if r == ROWS / 2 => pad(&labels[1]),
                r if r == ROWS - 1 => pad(&labels[2]),
                _ => pad(""),
            };
            format!("{label}{}", cells.iter().collect::<String>()).trim_end().to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// One player's (army's) summary.
#[derive(Serialize)]
pub struct Summary {
    pub name: String,
    pub side: String,
    /// The side in the reader's words.
    pub side_words: Msg,
    pub inaccuracies: usize,
    pub mistakes: usize,
    pub blunders: usize,
    /// Average centipawn loss.
    pub acpl: i64,
}

/// Each army's summary, in the order they first moved, named by public name.
pub fn summaries(g: &PublicGame, plies: &[PlyEval]) -> Vec<Summary> {
    let mut armies: Vec<Side> = Vec::new();
    for p in plies {
        if !armies.contains(&p.mover) {
            armies.push(p.mover);
        }
    }
    armies
        .iter()
        .map(|side| {
            let mine: Vec<&PlyEval> = plies.iter().filter(|p| p.mover == *side).collect();
            let count = |j: Judgement| mine.iter().filter(|p| p.judgement() == Some(j)).count();
            let lost: i64 = mine.iter().map(|p| i64::from(p.cp_loss())).sum();
            let seat = g.seat_of_side(*side);
            Summary {
                name: seat.map_or_else(|| side.name(), |s| g.name_of(s).to_string()),
                side: seat.map_or_else(|| side.name(), |s| s.title().to_string()),
                side_words: seat.map_or_else(|| Msg::new("seat").arg("s", side.color.name().to_lowercase()), Msg::seat),
                inaccuracies: count(Judgement::Inaccuracy),
                mistakes: count(Judgement::Mistake),
                blunders: count(Judgement::Blunder),
                acpl: if mine.is_empty() { 0 } else { (lost as f64 / mine.len() as f64).round() as i64 },
            }
        })
        .collect()
}

/// One turn as the web archive shows it (in English, as its moves are).
#[derive(Serialize)]
pub struct ShownTurn {
    pub ply: usize,
    /// `12.` before White's turns (and `12...` before a first turn of Black's).
    pub number: Option<String>,
    pub san: String,
    /// `?!`, `?`, `??` or nothing.
    pub symbol: &'static str,
    /// White's evaluation after it.
    pub eval: String,
    /// The better turn, for a turn judged.
    pub better: Option<String>,
}

/// Every turn of `rules` with its analysis, for the web page.
pub fn shown_turns(rules: &Game, plies: &[PlyEval]) -> Vec<ShownTurn> {
    let positions = positions(rules);
    plies
        .iter()
        .zip(rules.played())
        .enumerate()
        .map(|(i, (p, played))| {
            let pos = &positions[i];
            let n = number(pos);
            let judged = p.judgement();
            ShownTurn {
                ply: i + 1,
                number: (i == 0 || !n.ends_with("...")).then_some(n),
                san: played.notation.clone(),
                symbol: judged.map_or("", Judgement::symbol),
                eval: after_shown(p),
                better: judged.and(p.best).map(|b| pos.turn_notation(&b)),
            }
        })
        .collect()
}

/// The graph of `plies` as an SVG document (the web page's).
pub fn graph_svg(plies: &[PlyEval]) -> String {
    graph::svg(&white_chances(plies), &marks(plies))
}

fn marks(plies: &[PlyEval]) -> Vec<graph::Mark> {
    plies
        .iter()
        .map(|p| match p.judgement() {
            Some(Judgement::Blunder) => graph::Mark::Blunder,
            Some(Judgement::Mistake) => graph::Mark::Mistake,
            _ => graph::Mark::None,
        })
        .collect()
}

#[derive(Serialize)]
struct Moment {
    turn: String,
    symbol: &'static str,
    word: Msg,
    who: String,
    before: String,
    after: String,
    better: Option<String>,
    line: Option<String>,
    board: Option<crate::rules::BoardText>,
}

/// The answer to `player` (`to`, in `dialect`) about game `g` analysed as
/// `plies`.
/// `language`: the reader's, for the picture's words (the rest follows
/// the letter's language).
fn letter(
    g: &PublicGame,
    plies: &[PlyEval],
    to: &str,
    dialect: Dialect,
    language: Language,
    bot: &super::Identity,
    engine: &str,
) -> Letter {
    let rules = g.rules();
    let variant = g.variant();
    let positions = positions(rules);
    let summary = summaries(g, plies);
    // The turns that mattered: mistakes and blunders, or failing those the
    // inaccuracies; the worst kept.
    let worst = |min: Judgement| -> Vec<usize> { (0..plies.len()).filter(|&i| plies[i].judgement() >= Some(min)).collect() };
    let mut chosen = worst(Judgement::Mistake);
    if chosen.is_empty() {
        chosen = worst(Judgement::Inaccuracy);
    }
    chosen.sort_by(|a, b| plies[*b].loss().total_cmp(&plies[*a].loss()).then(a.cmp(b)));
    chosen.truncate(MOMENTS);
    let drawn: Vec<usize> = chosen.iter().take(BOARDS).copied().collect();
    chosen.sort_unstable();
    let mut figures = Vec::new();
    let moments: Vec<Moment> = chosen
        .iter()
        .map(|&i| {
            let p = &plies[i];
            let pos = &positions[i];
            let played = &rules.played()[i];
            let board = drawn.contains(&i).then(|| {
                // The position before the turn, its squares marked.
                let f = Figure { text: pos.board_text_for(p.mover), diagram: pos.diagram_for(p.mover).mark(&played.squares) };
                let text = f.text.clone();
                figures.push(f);
                text
            });
            let j = p.judgement().unwrap_or(Judgement::Inaccuracy);
            Moment {
                turn: format!("{} {}", number(pos), played.written(variant, dialect)),
                symbol: j.symbol(),
                word: Msg::new("analysis-judgement").arg("j", j.word()),
                who: g.seat_of_side(p.mover).map_or_else(|| p.mover.name(), |s| g.name_of(s).to_string()),
                before: p.before.map_or_else(|| "?".into(), |s| shown(white_view(p.mover, s))),
                after: after_shown(p),
                better: p.best.map(|b| format!("{} {}", number(pos), dialect.write_turn(variant, &b, &pos.turn_notation(&b)))),
                line: (p.pv.len() > 1).then(|| line_in(pos, &p.pv[..p.pv.len().min(LINE)], dialect)),
                board,
            }
        })
        .collect();
    let chances = white_chances(plies);
    let marks = marks(plies);
    let alt = Msg::new("analysis-graph-alt").arg("id", g.id().0).arg("turns", plies.len()).arg("kind", turn_kind(variant)).text(language);
    let text = text_graph(&chances, language);
    let png = graph::png(&chances, &marks, &alt);
    let bpgn = matches!(rules.start(), Position::Bughouse(_));
    let pgn = g.pgn_annotated(bot, &annotations(plies));
    let context = context! {
        game_id => g.id().0,
        variant_title => crate::i18n::Msg::variant(variant),
        players => g.players_words(),
        result => g.row().result.clone().unwrap_or_else(|| "*".into()),
        analysed_by => analysed_by(engine, variant, plies),
        summary => summary,
        moments => moments,
        graph => text.clone(),
        notation => dialect.code(),
        format => if bpgn { "BPGN" } else { "PGN" },
        turns => plies.len(),
        kind => turn_kind(variant),
    };
    let mut l = Letter::new(to, "analysis.txt", context);
    l.game = Some(g.id());
    l.attachments.push(Attachment {
        filename: format!("game-{}-analysis.{}", g.id().0, if bpgn { "bpgn" } else { "pgn" }),
        content_type: "application/x-chess-pgn".into(),
        body: pgn.into_bytes(),
    });
    l.pictures.push(Picture { text, png: Arc::new(png) });
    l.figures = figures;
    l
}

/// The answers to `waiters` about `game`'s analysis (stored as `json`),
/// queued in `tx`. How many were queued.
pub(super) fn answer(
    tx: &Tx<'_>,
    cx: &Ctx<'_>,
    game: GameId,
    json: &str,
    engine: &str,
    waiters: &[AnalysisWaiter],
) -> Result<usize, BotError> {
    let Some(g) = public_game::load(tx, game)? else { return Ok(0) };
    let Some(plies) = decode(g.rules(), json) else {
        return Err(BotError::Store(StoreError::Corrupt(crate::store::Unreadable(format!(
            "the stored analysis of game #{} does not fit the game",
            game.0
        )))));
    };
    let mut sent = 0;
    // Made only if a player of the game waits (a copy of the game).
    let as_players_see_it = std::cell::OnceCell::new();
    for w in waiters {
        let Some(player) = tx.player(w.player)? else { continue };
        let dialect = tx.notation(w.player)?;
        let language = player.language.unwrap_or(cx.bot.language);
        // The game's players are named to each other as in the game's
        // mails; a stranger reads the public names.
        let g = if g.has_player(w.player) { as_players_see_it.get_or_init(|| g.as_its_players_see_it()) } else { &g };
        let mut l = letter(g, &plies, &player.address, dialect, language, cx.bot, engine);
        l.language = Some(language);
        l.player = Some(w.player);
        l.answering = w.message_id.clone().map(|message_id| AnsweredMail { message_id, references: vec![] });
        l.counts_as = MailKind::Reply;
        enqueue(tx, cx, l)?;
        sent += 1;
    }
    Ok(sent)
}

/// The letter of an analysis already made, for the session that answers a
/// request at once (no search).
pub(super) fn stored_letter(tx: &Tx<'_>, cx: &Ctx<'_>, game: GameId, to: &str, dialect: Dialect) -> Result<Option<Letter>, BotError> {
    let Some(row) = tx.analysis(game)? else { return Ok(None) };
    let (Some(json), Some(g)) = (row.result, public_game::load(tx, game)?) else { return Ok(None) };
    let Some(plies) = decode(g.rules(), &json) else { return Ok(None) };
    let language = tx.language_of_address(to)?.unwrap_or(cx.bot.language);
    let reader = tx.player_by_address(to)?.map(|p| p.id);
    let g = if reader.is_some_and(|p| g.has_player(p)) { g.as_its_players_see_it() } else { g };
    let mut l = letter(&g, &plies, to, dialect, language, cx.bot, &row.engine);
    l.language = Some(language);
    Ok(Some(l))
}

impl Bot {
    /// The oldest analysis waiting for the engine, but those in `skip`.
    pub fn next_analysis_job(&mut self, skip: &std::collections::HashSet<GameId>) -> Result<Option<AnalysisJob>, BotError> {
        let cfg = self.engine.clone();
        // A read, not a write: the loop looks after every pass.
        self.store.read(|tx| {
            for row in tx.queued_analyses()? {
                if skip.contains(&row.game) {
                    continue;
                }
                if let Some(g) = super::game::load_game(tx, row.game)? {
                    let variant = g.variant();
                    let (depth, engine) = (depth_of(&cfg, variant), engine_id(&cfg, variant));
                    return Ok(Some(AnalysisJob { game: row.game, rules: g.rules, depth, engine }));
                }
            }
            Ok(None)
        })
    }

    /// Stores a finished analysis and answers everyone waiting for it, in a
    /// transaction of its own: a crash before the commit leaves it queued
    /// (searched again), and one already stored is not stored or sent
    /// again. How many answers were queued (`None`: it was done already).
    pub fn apply_analysis(&mut self, done: &AnalysisDone, now: DateTime<Utc>) -> Result<Option<usize>, BotError> {
        let now = now.trunc_subsecs(3);
        let (store, cx) = self.parts(now);
        store.transaction(|tx| {
            if !tx.finish_analysis(done.game, &done.engine, &done.result, now)? {
                return Ok(None);
            }
            let waiters = tx.take_analysis_waiters(done.game)?;
            answer(tx, &cx, done.game, &done.result, &done.engine, &waiters).map(Some)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    #[test]
    fn the_stored_form_reads_back_the_same() {
        let turns: Vec<String> = ["e4", "e5", "Nf3", "Qg5", "Nxg5"].iter().map(|s| s.to_string()).collect();
        let game = Game::replay(Variant::Chess, None, &turns).unwrap();
        let plies = an::analyse(&mut Engine::new(4), &game, Depth { depth: 3, nodes: None, check: 1 }, None, &mut || {}).unwrap();
        let json = encode(&game, &plies);
        let back = decode(&game, &json).unwrap();
        for (a, b) in plies.iter().zip(&back) {
            assert_eq!((a.before, a.after, a.played_best, a.mover), (b.before, b.after, b.played_best, b.mover));
            assert_eq!(a.pv.iter().take(LINE).collect::<Vec<_>>(), b.pv.iter().collect::<Vec<_>>());
        }
        assert!(decode(&Game::new(Variant::Chess).unwrap(), &json).is_none(), "another game's analysis does not fit");
    }

    #[test]
    fn the_text_graph_has_the_blunder_s_fall() {
        let g = text_graph(&[0.0, 0.1, 0.0, -0.9, -1.0], Language::En);
        let lines: Vec<&str> = g.lines().collect();
        assert_eq!(lines.len(), 9);
        assert!(lines[8].starts_with("Black  |") && lines[8].ends_with('*'), "{g}");
        assert!(lines[4].starts_with("even   |*"), "{g}");
    }
}
