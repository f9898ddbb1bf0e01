//! PGN export of a game.

use super::game::Game;
use super::variant::Variant;
use super::Color;

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
    for (i, p) in game.played().iter().enumerate() {
        if p.by == Color::White {
            tokens.push(format!("{number}."));
        } else if i == 0 {
            tokens.push(format!("{number}..."));
        }
        tokens.push(p.notation.clone());
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
