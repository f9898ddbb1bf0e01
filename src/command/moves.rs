//! Moves, and the conditional lines made of them (`move`, `if`,
//! `conditions`): recognised by their shape, judged by the engine.

use crate::i18n::Msg;
use std::sync::OnceLock;

use regex::Regex;

use super::words::strip_final_punctuation;
use super::CommandError;

/// What `conditions ...` asks for.
pub(super) enum Conditions {
    List,
    Clear,
}

const USAGE_MOVE: &str = "usage-move";

const USAGE_IF: &str = "usage-if";

const USAGE_CONDITIONS: &str = "usage-conditions";

/// The most turns one conditional line may hold (conditions and answers).
pub const MAX_CONDITIONAL_TURNS: usize = 40;

pub(super) fn parse_move(line: &str, args: &str) -> Result<String, CommandError> {
    if args.is_empty() {
        return Err(CommandError::MissingArgument { line: line.to_string(), command: "move", usage: USAGE_MOVE });
    }
    // The player said it is a move: the engine judges it even if it does
    // not look like one, so its answer can say what they probably meant.
    Ok(move_text(args).unwrap_or_else(|| args.to_string()))
}

/// `if Nf6 then e5`, `if Nf6 e5 Nd5 Bc4`: `None` when what follows `if`
/// does not start with a move ("If you like, ..."), which is prose.
pub(super) fn parse_if(line: &str, args: &str) -> Option<Result<Vec<String>, CommandError>> {
    let bad = |argument: &str, problem: Msg| CommandError::BadArgument {
        line: line.to_string(),
        command: "if",
        argument: argument.to_string(),
        problem,
        usage: USAGE_IF,
    };
    let tokens: Vec<&str> = args
        .split([' ', ',', ';'])
        .filter(|t| !t.is_empty() && !strip_final_punctuation(t).eq_ignore_ascii_case("then") && !re_move_number_alone().is_match(t))
        .collect();
    let Some(first) = tokens.first() else {
        return Some(Err(CommandError::MissingArgument { line: line.to_string(), command: "if", usage: USAGE_IF }));
    };
    move_text(first)?;
    let mut turns = Vec::with_capacity(tokens.len());
    for t in &tokens {
        match move_text(t) {
            Some(turn) => turns.push(turn),
            None => return Some(Err(bad(t, Msg::new("arg-not-move")))),
        }
    }
    if !turns.len().is_multiple_of(2) {
        let problem = Msg::new(if turns.len() == 1 { "arg-if-needs-answer" } else { "arg-if-condition-without-answer" });
        return Some(Err(bad(tokens[tokens.len() - 1], problem)));
    }
    if turns.len() > MAX_CONDITIONAL_TURNS {
        return Some(Err(bad(args, Msg::new("arg-if-too-long").arg("turns", turns.len()).arg("max", MAX_CONDITIONAL_TURNS))));
    }
    Some(Ok(turns))
}

pub(super) fn parse_conditions(line: &str, args: &str) -> Result<Conditions, CommandError> {
    let lower = args.to_lowercase();
    let words: Vec<&str> = lower.split(' ').map(strip_final_punctuation).filter(|w| !w.is_empty()).collect();
    match words.as_slice() {
        [] | ["list" | "show"] => Ok(Conditions::List),
        ["clear" | "off" | "none" | "delete" | "remove" | "cancel"] => Ok(Conditions::Clear),
        _ => Err(CommandError::BadArgument {
            line: line.to_string(),
            command: "conditions",
            argument: args.to_string(),
            problem: Msg::new("arg-not-understood").arg("close", "none"),
            usage: USAGE_CONDITIONS,
        }),
    }
}

/// One move as written in any variant: SAN (`Nf3`, `exd5`, `e8=Q`, `Te4`),
/// coordinates (`e2e4`, `e2-e4`, `P-b4`), drops (`N@f3`, `N*f3`),
/// castling (`O-O`, `0-0-0`), with `^`, `e.p.` and `+#!?` decorations.
/// Files a-l and pieces K Q R B N P C M G T cover every variant's board;
/// the letters of the other languages (D S L F A, Cyrillic), figurines
/// (`♘f3`) and ICCF numeric moves (`5254`, `T5254`) are moves too, and so
/// are numbers mixed with letters (`N5254`, `@55`), for the engine to say
/// what is wrong with them.
fn re_move_token() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        let piece = r"(?:кр|[kqrbnpcmgtdslfaфлскп\x{2654}-\x{265F}\x{1FA00}-\x{1FA6F}])";
        let start = format!(r"(?:tt|{piece})");
        let promo = r"(?:=?[qrbncmgdtlsfaфлск\x{2654}-\x{265F}\x{1FA00}-\x{1FA6F}])";
        let pattern = format!(
            r"(?ix)^(?:
                [o0]-[o0](?:-[o0])?                                  # castling
              | {piece}?[@*](?:[a-l]\d{{1,2}}|\d{{2}})                 # drop (numeric ones to be refused)
              | {start}?[a-l]?\d{{0,2}}[x:]?[a-l]\d{{1,2}}{promo}?         # SAN, e2e4
              | {start}?[a-l]\d{{1,2}}[-x:][a-l]\d{{1,2}}{promo}?          # e2-e4
              | {piece}[-x][a-l]\d{{1,2}}{promo}?                     # P-b4
              | {piece}?[a-l]?\d{{0,2}}<>{piece}?[a-l]\d{{1,2}}{promo}?  # swaps: Rb1<>Nh1, G<>c1
              | t?[a-l]\d{{1,2}}\^{promo}?                           # rocket: e4^, e8^=Q
              | {start}?[1-8]{{4,5}}\^?                              # ICCF numeric: 5254, 57581, T5254
            )
            \^?(?:\(?e\.?p\.?\)?)?[+\#]*[!?]*$"
        );
        Regex::new(&pattern).expect("valid regex")
    })
}

/// `12.`, `12...`, `12…` before a move.
fn re_move_number() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| Regex::new(r"^\d{1,4}\s*(?:\.{1,3}|…)\s*").expect("valid regex"))
}

/// A move number standing alone between the turns of a line: `12.`, `12...`.
fn re_move_number_alone() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| Regex::new(r"^\d{1,4}\s*(?:\.{1,3}|…)$").expect("valid regex"))
}

/// If `line` is only a move or a turn, its tidy text (see `Command::Move`).
/// Every piece of the line must be move-shaped, so prose never is.
pub(super) fn move_text(line: &str) -> Option<String> {
    let body = re_move_number().replace(line, "");
    let body = body.trim();
    // A full stop ending the sentence "e4." is not part of the move.
    let body = match body.strip_suffix('.') {
        Some(b) if !body.to_lowercase().ends_with("e.p.") => b.trim_end(),
        _ => body,
    };
    let mut moves = 0;
    for token in body.split([' ', '/', '&', ',', ';']).filter(|t| !t.is_empty()) {
        // Board labels: `A: Nf3 B: e5`, `A:Nf3`.
        let token = match token.get(..2) {
            Some(l) if l.eq_ignore_ascii_case("a:") || l.eq_ignore_ascii_case("b:") => &token[2..],
            _ => token,
        };
        if token.is_empty() || token.eq_ignore_ascii_case("and") || token.eq_ignore_ascii_case("e.p.") || token.eq_ignore_ascii_case("ep") {
            continue;
        }
        // A glyph may carry an emoji variation selector (`♘️`).
        let token = token.replace(['\u{fe0e}', '\u{fe0f}'], "");
        if !re_move_token().is_match(&token) {
            return None;
        }
        moves += 1;
    }
    (moves > 0).then(|| body.to_string())
}
