//! Raw mail bytes -> `Inbound` -> commands, as the bot reads a mail; then the
//! pieces of a reply that carry mail-controlled strings, built into bytes.
//!
//! Never panics; a reply that builds has CRLF line ends only (no bare LF,
//! no bare CR), so a player cannot smuggle headers into the bot's mail.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tandem::command::{game_reference, parse_commands, subject_game_tag, Challenge, Command};
use tandem::mail::inbound::is_synthetic_message_id;
use tandem::mail::{new_message_id, parse_inbound, text_to_html_page, Attachment, AutoSubmitted, Inbound, Outbound};
use tandem::rules::pgn::{to_pgn, PgnTags};
use tandem::rules::{Game, Position, Variant};

#[path = "known_bugs.rs"]
mod known_bugs;

const BOT: &str = "tandem@example.org";
/// As in `bot::letters`: at most this many ids in References.
const MAX_REFERENCES: usize = 20;

fuzz_target!(|data: &[u8]| {
    let Some(Ok(mail)) = known_bugs::tolerating_known_panics(|| parse_inbound(data, BOT)) else { return };
    let _ = tandem::store::normalize_address(&mail.from);
    let _ = subject_game_tag(&mail.subject);
    let _ = game_reference(&mail.text);
    // A chess game of the sender against the first player the mail
    // challenges, for the PGN attachment; the mail's moves are played in it.
    let Ok(mut game) = Game::new(Variant::Chess) else { return };
    let mut opponent = None;
    for command in parse_commands(&mail.text).into_iter().flatten() {
        match command {
            Command::New(Challenge { variant, with, from, .. }) => {
                opponent = opponent.or_else(|| with.first().cloned());
                // What the bot does next with a challenge from a position.
                if let (Ok(v), Some(fen)) = (variant.parse::<Variant>(), from) {
                    let _ = Position::from_fen(v, &fen);
                }
            }
            Command::Move(text) => {
                let _ = game.play(&text);
            }
            _ => {}
        }
    }
    // The bot's answer to the mail. When it cannot be built (an address or
    // id lettre refuses), the bot stops there: no game, no later mail.
    if !check_reply(&reply(&mail, None)) {
        return;
    }
    // A later mail of the game to the sender, with the game attached.
    let pgn = to_pgn(
        &game,
        &PgnTags {
            event: Some("tandem referee game #42".into()),
            site: Some(BOT.into()),
            white: Some(mail.from.clone()),
            black: opponent,
            ..PgnTags::default()
        },
    );
    check_reply(&reply(&mail, Some(&pgn)));
});

/// A reply to `mail` shaped like the bot's (`bot::letters::enqueue`): to the
/// sender, threaded under the mail, its subject and text echoed back; with
/// `pgn`, also an HTML part and the game as an attachment.
fn reply(mail: &Inbound, pgn: Option<&str>) -> Outbound {
    let answering = !is_synthetic_message_id(&mail.message_id);
    let mut references = Vec::new();
    if answering {
        references.extend(mail.references.iter().cloned());
        references.push(mail.message_id.clone());
    }
    if references.len() > MAX_REFERENCES {
        references.drain(..references.len() - MAX_REFERENCES);
    }
    let text = format!("You wrote:\n{}\n", mail.text);
    Outbound {
        from_name: "tandem referee".into(),
        from: BOT.into(),
        reply_to: Some("tandem+42.k3y@example.org".into()),
        to: mail.from.clone(),
        subject: format!("[#42] Re: {}", mail.subject),
        message_id: new_message_id("example.org"),
        in_reply_to: answering.then(|| mail.message_id.clone()),
        references,
        auto_submitted: AutoSubmitted::Replied,
        content_language: None,
        html: pgn.map(|_| text_to_html_page(&text)),
        text,
        inline_images: Vec::new(),
        attachments: pgn
            .map(|pgn| Attachment {
                filename: "game-42.pgn".into(),
                content_type: "application/x-chess-pgn".into(),
                // `\n` line ends, as `bot::game::pgn_attachment` passes them:
                // `Outbound::to_bytes` must make them CRLF (it once did not;
                // regressions/mail_to_commands/bare-lf-in-pgn-attachment).
                body: pgn.as_bytes().to_vec(),
            })
            .into_iter()
            .collect(),
    }
}

/// Whether the mail builds; asserts that it has no bare CR or LF if it does.
fn check_reply(out: &Outbound) -> bool {
    let Ok(raw) = out.to_bytes() else { return false };
    for (i, &b) in raw.iter().enumerate() {
        match b {
            b'\n' => assert!(i > 0 && raw[i - 1] == b'\r', "bare LF at byte {i} of the reply:\n{}", String::from_utf8_lossy(&raw)),
            b'\r' => assert!(raw.get(i + 1) == Some(&b'\n'), "bare CR at byte {i} of the reply:\n{}", String::from_utf8_lossy(&raw)),
            _ => {}
        }
    }
    true
}
