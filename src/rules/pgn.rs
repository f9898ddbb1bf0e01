//! PGN export of a game.

use super::game::Game;
use super::moves::Turn;
use super::position::Position;
use super::variant::Variant;
use super::Color;

/// What an analysis adds to one turn of the movetext.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Annotation {
    /// `$6` (?!), `$2` (?), `$4` (??).
    pub nag: Option<u8>,
    /// Without its braces, e.g. `[%eval 0.35]`.
    pub comment: Option<String>,
    /// A better line from the position before the turn, as a variation.
    pub variation: Vec<Turn>,
}

/// `12.`, or `12...` for Black's turn.
fn number_of(pos: &Position) -> String {
    if pos.to_move() == Color::White {
        format!("{}.", pos.fullmove_number())
    } else {
        format!("{}...", pos.fullmove_number())
    }
}

/// The tokens of `line` played from `pos`, numbered as a variation.
pub fn line_tokens(pos: &Position, line: &[Turn]) -> Vec<String> {
    let mut pos = pos.clone();
    let mut tokens = Vec::new();
    for (i, t) in line.iter().enumerate() {
        if i == 0 || pos.to_move() == Color::White {
            tokens.push(number_of(&pos));
        }
        tokens.push(pos.turn_notation(t));
        pos.play_turn(t);
    }
    tokens
}

/// Text within a PGN comment cannot hold its closing brace.
fn comment_text(s: &str) -> String {
    s.replace('}', ")")
}

/// Tag values the caller knows (players, dates, the result if decided
/// outside the board, such as resignation or time).
#[derive(Clone, Debug, Default)]
pub struct PgnTags {
    pub event: Option<String>,
    pub site: Option<String>,
    pub date: Option<String>,
    pub round: Option<String>,
    pub white: Option<String>,
    pub black: Option<String>,
    pub result: Option<String>,
    pub termination: Option<String>,
    /// More tags (name, value), written after the others: the ratings
    /// (`WhiteElo`, `WhiteRatingDiff`...).
    pub extra: Vec<(String, String)>,
}

fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

pub fn to_pgn(game: &Game, tags: &PgnTags) -> String {
    to_pgn_annotated(game, tags, &[])
}

/// The PGN with `notes[i]` after the game's turn `i` (fewer notes than
/// turns: the rest bare).
pub fn to_pgn_annotated(game: &Game, tags: &PgnTags, notes: &[Annotation]) -> String {
    let result = tags.result.clone().or_else(|| game.automatic_outcome().map(|o| o.score().to_string())).unwrap_or_else(|| "*".into());
    let q = |v: &Option<String>| escape(v.as_deref().unwrap_or("?"));
    let mut out = format!(
        "[Event \"{}\"]\n[Site \"{}\"]\n[Date \"{}\"]\n[Round \"{}\"]\n[White \"{}\"]\n[Black \"{}\"]\n[Result \"{result}\"]\n",
        q(&tags.event),
        q(&tags.site),
        escape(tags.date.as_deref().unwrap_or("????.??.??")),
        escape(tags.round.as_deref().unwrap_or("-")),
        q(&tags.white),
        q(&tags.black),
    );
    let variant = game.variant();
    if variant != Variant::Chess {
        out.push_str(&format!("[Variant \"{}\"]\n", variant.title()));
    }
    let start = game.start();
    if let Ok(standard) = super::position::Position::start(variant) {
        if standard.fen() != start.fen() {
            out.push_str(&format!("[SetUp \"1\"]\n[FEN \"{}\"]\n", start.fen()));
        }
    }
    if let Some(t) = &tags.termination {
        out.push_str(&format!("[Termination \"{}\"]\n", escape(t)));
    }
    for (name, value) in &tags.extra {
        out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
    }
    out.push('\n');

    let mut tokens = Vec::new();
    let mut number = start.fullmove_number();
    let mut pos = start.clone();
    // After a comment or a variation, Black's turn is numbered again.
    let mut interrupted = false;
    for (i, p) in game.played().iter().enumerate() {
        if p.by == Color::White {
            tokens.push(format!("{number}."));
        } else if i == 0 || interrupted {
            tokens.push(format!("{number}..."));
        }
        tokens.push(p.notation.clone());
        interrupted = false;
        if let Some(n) = notes.get(i) {
            if let Some(nag) = n.nag {
                tokens.push(format!("${nag}"));
            }
            if let Some(c) = &n.comment {
                tokens.push(format!("{{{}}}", comment_text(c)));
                interrupted = true;
            }
            if !n.variation.is_empty() {
                let mut v = line_tokens(&pos, &n.variation);
                if let Some(first) = v.first_mut() {
                    *first = format!("( {first}");
                }
                if let Some(last) = v.last_mut() {
                    last.push_str(" )");
                }
                tokens.extend(v);
                interrupted = true;
            }
        }
        pos.play_turn(&p.turn);
        if p.by == Color::Black {
            number += 1;
        }
    }
    tokens.push(result);
    let mut line = String::new();
    for t in tokens {
        if !line.is_empty() && line.len() + 1 + t.len() > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&t);
    }
    out.push_str(&line);
    out.push('\n');
    out
}
