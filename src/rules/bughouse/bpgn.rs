//! BPGN (bughouse PGN) export of a two-board game. Apart from the position
//! because it reads a `Game`, and `Game` holds a `Position`, which names
//! `Bughouse`.

use std::fmt::Write as _;

use super::two_boards::{board_of, Bughouse, BOARD_NAMES};
use crate::rules::color::Color;
use crate::rules::game::Game;
use crate::rules::moves::Turn;
use crate::rules::pgn::Annotation;
use crate::rules::position::Position;
use crate::rules::variant_rules::Rules;

/// Tags of a BPGN export (bughouse PGN): the four players and the result if
/// it was decided off the board.
#[derive(Clone, Debug, Default)]
pub struct BpgnTags {
    pub event: Option<String>,
    pub site: Option<String>,
    pub date: Option<String>,
    pub white_a: Option<String>,
    pub black_a: Option<String>,
    pub white_b: Option<String>,
    pub black_b: Option<String>,
    pub result: Option<String>,
    /// More tags (name, value), written after the others: the ratings
    /// (`WhiteAElo`, `WhiteARatingDiff`...).
    pub extra: Vec<(String, String)>,
}

/// The moves in BPGN order and numbering: `1A. e4 1a. e5 1B. d4 1b. Nf6`
/// (upper case White, lower case Black, each board numbered on its own),
/// drops as `N@f3`. `turns` are legal turns played in order from `start`.
pub fn bpgn_movetext(start: &Bughouse, turns: &[Turn]) -> String {
    bpgn_tokens(start, turns).join(" ")
}

/// Each move with its number (`4A. P@d5`), the units a line may not split.
fn bpgn_tokens(start: &Bughouse, turns: &[Turn]) -> Vec<String> {
    let mut pos = start.clone();
    let mut tokens = Vec::new();
    for t in turns {
        for m in t.moves() {
            let i = board_of(m);
            let b = &pos.boards[i];
            let label = if b.turn() == Color::White { BOARD_NAMES[i] } else { BOARD_NAMES[i].to_ascii_lowercase() };
            tokens.push(format!("{}{label}. {}", b.fullmoves(), pos.move_san(m)));
            pos.play_move(m);
        }
    }
    tokens
}

/// A whole game as BPGN. `game` must be a game of a two-board variant.
pub fn to_bpgn(game: &Game, tags: &BpgnTags) -> Result<String, String> {
    to_bpgn_annotated(game, tags, &[])
}

/// The BPGN with `notes[i]` after the game's turn `i`: NAGs as
/// `$4`, comments in braces, the better line as a variation.
pub fn to_bpgn_annotated(game: &Game, tags: &BpgnTags, notes: &[Annotation]) -> Result<String, String> {
    let Position::Bughouse(start) = game.start() else {
        return Err(format!("{} is not a two-board game", game.variant().name()));
    };
    let mut pos = start.clone();
    let mut tokens: Vec<String> = Vec::new();
    for (i, p) in game.played().iter().enumerate() {
        let t = pos.parse_turn(&p.notation).map_err(|e| e.to_string())?;
        tokens.extend(bpgn_tokens(&pos, std::slice::from_ref(&t)));
        if let Some(n) = notes.get(i) {
            if let Some(nag) = n.nag {
                tokens.push(format!("${nag}"));
            }
            if let Some(c) = &n.comment {
                tokens.push(format!("{{{}}}", c.replace('}', ")")));
            }
            if !n.variation.is_empty() {
                tokens.push(format!("( {} )", bpgn_movetext(&pos, &n.variation)));
            }
        }
        pos.play_turn(&t);
    }
    let result = tags.result.clone().or_else(|| pos.match_result().map(|r| r.score().to_string())).unwrap_or_else(|| "*".into());
    let q = |v: &Option<String>| v.as_deref().unwrap_or("?").replace('\\', "\\\\").replace('"', "\\\"");
    let mut out = String::new();
    for (name, value) in [
        ("Event", q(&tags.event)),
        ("Site", q(&tags.site)),
        ("Date", tags.date.clone().unwrap_or_else(|| "????.??.??".into())),
        ("WhiteA", q(&tags.white_a)),
        ("BlackA", q(&tags.black_a)),
        ("WhiteB", q(&tags.white_b)),
        ("BlackB", q(&tags.black_b)),
        ("Result", result.clone()),
        ("Variant", game.variant().name().to_string()),
    ] {
        let _ = writeln!(out, "[{name} \"{value}\"]");
    }
    for (name, value) in &tags.extra {
        let _ = writeln!(out, "[{name} \"{}\"]", value.replace('\\', "\\\\").replace('"', "\\\""));
    }
    if start.fen() != Bughouse::new(start.variant()).fen() {
        let _ = writeln!(out, "[SetUp \"1\"]\n[FEN \"{}\"]", start.fen());
    }
    out.push('\n');
    let mut line = String::new();
    for token in tokens.iter().map(String::as_str).chain(std::iter::once(result.as_str())) {
        if !line.is_empty() && line.len() + 1 + token.len() > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(token);
    }
    out.push_str(&line);
    out.push('\n');
    Ok(out)
}
