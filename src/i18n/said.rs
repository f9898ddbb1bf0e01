//! A sentence of the rules engine (a [`Reason`]: why a turn was refused,
//! a turn in words, a board's caption) as a message, in any reader's
//! language: the reason's key is the catalogue's, its arguments are put
//! into words each as it asks.

use super::{Arg, Msg};
use crate::rules::{Reason, ReasonArg};

/// `r` as a message: its key is the catalogue's.
pub fn said(r: &Reason) -> Msg {
    let msg = r.args.iter().fold(Msg::new(r.key), |m, (name, arg)| match arg {
        ReasonArg::Quote(t) | ReasonArg::Text(t) | ReasonArg::Move(t) => m.arg(name, t),
        ReasonArg::Moves(ms) => m.arg(name, Msg::either(ms.iter().map(|t| Msg::new("name").arg("name", t)).collect())),
        // Each language names and declines a piece, a colour or a side
        // itself, chosen by the English word.
        ReasonArg::Piece(role) => m.arg(name, role.name()),
        ReasonArg::Word(w) => m.arg(name, *w),
        ReasonArg::Language { code, .. } => m.arg(name, *code),
        ReasonArg::Variant(v) => m.arg(name, Msg::variant(*v)),
        ReasonArg::Reason(inner) => m.arg(name, said(inner)),
        ReasonArg::List(rs) => m.arg(name, Msg::list(rs.iter().map(said).collect())),
    });
    // "and" and "or" change before some words (`Arg::LeadingSound`).
    match msg.args.iter().find(|(name, _)| *name == "b") {
        Some((_, Arg::Msg(last))) if matches!(r.key, "reason-and" | "reason-or") => {
            let last = last.clone();
            msg.arg("next", Arg::LeadingSound(last))
        }
        _ => msg,
    }
}
