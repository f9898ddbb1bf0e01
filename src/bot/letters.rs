//! Composing the bot's mail: a template rendered for one player, threaded
//! under the mail it answers or the game's previous mail to that player, and
//! queued in the outbox within the caller's transaction.

use serde::Serialize;

use super::{BotError, Ctx, Identity};
use crate::bot::templates::Templates;
use crate::config::AuthMode;
use crate::mail::{new_message_id, text_and_figures_page, text_to_html_page, Attachment, AutoSubmitted, Inbound, Outbound};
use crate::rules::{Language, Seat};
use crate::store::{GameId, MailKind, NewMail, PlayerId, SeatRow, StatedDeadline, Tx};

/// A deadline a letter states: written in its reader's language when the
/// letter is queued (and again, in that language, if it leaves late).
#[derive(Debug, Clone)]
pub struct Deadline {
    pub game: GameId,
    pub seat: Seat,
    pub ply: u32,
    pub at: chrono::DateTime<chrono::Utc>,
}

/// One mail to be sent.
pub struct Letter {
    pub to: String,
    pub player: Option<PlayerId>,
    pub game: Option<GameId>,
    pub template: &'static str,
    pub context: minijinja::Value,
    /// Thread under this incoming mail (the one being answered).
    pub answering: Option<AnsweredMail>,
    /// `bot+<game>.<token>@domain` when tokens are on.
    pub token: Option<String>,
    pub attachments: Vec<Attachment>,
    /// Passages of the text (ASCII boards) and the HTML shown for them.
    pub figures: Vec<Figure>,
    /// Other passages of the text shown in the HTML part as the HTML given
    /// with them (a crosstable as a table), after the figures.
    pub passages: Vec<(String, String)>,
    /// Passages of the text shown as a picture of their own (an analysis's
    /// graph), before the figures.
    pub pictures: Vec<Picture>,
    pub kind: AutoSubmitted,
    /// What the mail is to its recipient, for the limits of `[limits]`.
    pub counts_as: MailKind,
    /// The turn of `game` it tells its recipient about (it is their move,
    /// from now): the turn's clock starts when the mail leaves.
    pub notice: Option<(Seat, u32)>,
    /// The deadlines it states (written again if it leaves late).
    pub deadlines: Vec<Deadline>,
    /// In a game against the computer, the number of turns played when
    /// this mail announces the position: the computer's answer, if it
    /// comes before the mail leaves, replaces it.
    pub board_ply: Option<u32>,
    /// How long the mail waits before it leaves: the computer's time to
    /// answer (its answer then comes in the same mail).
    pub hold: Option<std::time::Duration>,
    /// The recipient's language, when the letter's maker knows it; else
    /// `enqueue` looks it up (the server's default for a stranger).
    pub language: Option<Language>,
    /// A line before the text (the note that the recipient's language was
    /// guessed from this mail).
    pub note: Option<crate::i18n::Msg>,
}

/// The threading headers of the mail a letter answers.
#[derive(Clone)]
pub struct AnsweredMail {
    pub message_id: String,
    pub references: Vec<String>,
}

impl AnsweredMail {
    /// The mail to answer; `None` for a mail without a Message-ID of its own
    /// (its made-up id would thread the reply under nothing).
    pub fn of(mail: &Inbound) -> Option<AnsweredMail> {
        (!crate::mail::inbound::is_synthetic_message_id(&mail.message_id))
            .then(|| AnsweredMail { message_id: mail.message_id.clone(), references: mail.references.clone() })
    }
}

impl Letter {
    pub fn new(to: &str, template: &'static str, context: impl Serialize) -> Letter {
        Letter {
            to: to.to_string(),
            player: None,
            game: None,
            template,
            context: minijinja::Value::from_serialize(&context),
            answering: None,
            token: None,
            attachments: Vec::new(),
            figures: Vec::new(),
            passages: Vec::new(),
            pictures: Vec::new(),
            kind: AutoSubmitted::Replied,
            counts_as: MailKind::Game,
            notice: None,
            deadlines: Vec::new(),
            board_ply: None,
            hold: None,
            language: None,
            note: None,
        }
    }

    /// A letter about `game` to the player in `seat`. In token mode it
    /// carries the seat's secret address, so that a plain reply proves the
    /// seat.
    pub fn to_seat(bot: &Identity, game: GameId, seat: &SeatRow, template: &'static str, context: impl Serialize) -> Letter {
        let mut l = Letter::new(&seat.address, template, context);
        l.game = Some(game);
        l.player = Some(seat.player_id);
        l.token = (bot.auth == AuthMode::Token).then(|| bot.token_address(game, &seat.token));
        l.language = seat.language;
        l
    }

    /// Asks its reader to confirm a request: about no game, with a
    /// secret Reply-To of its own (`bot+watch.<token>@domain`).
    pub fn asks_confirmation(&self) -> bool {
        self.game.is_none() && self.token.is_some()
    }

    /// Threaded under `mail`, the mail it answers.
    pub fn in_answer_to(mut self, mail: &Inbound) -> Letter {
        self.answering = AnsweredMail::of(mail);
        self
    }

    /// Shows `figure` (a board) as its diagram in the HTML part.
    pub fn with_figure(mut self, figure: Figure) -> Letter {
        self.figures.push(figure);
        self
    }

    /// Sent of the bot's own accord (a reminder, a time-out), not in answer
    /// to anyone.
    pub fn generated(mut self) -> Letter {
        self.kind = AutoSubmitted::Generated;
        self
    }
}

/// A passage of the text (an ASCII graph) and the picture the HTML part
/// shows in its place.
#[derive(Clone, Debug)]
pub struct Picture {
    pub text: String,
    pub png: std::sync::Arc<crate::picture::Png>,
}

/// A board as text and as a diagram: the text/plain part shows the text,
/// the text/html part the diagram's pictures in its place.
#[derive(Clone, Debug)]
pub struct Figure {
    pub text: crate::rules::BoardText,
    pub diagram: crate::rules::Diagram,
}

/// One game in a list mailed to a player (`games`, `vacation`, the digest).
#[derive(Serialize)]
pub struct GameLine {
    id: i64,
    variant: crate::i18n::Msg,
    /// The other players' addresses.
    opponents: String,
    /// Rated or casual, with the players' ratings (`games` only).
    #[serde(skip_serializing_if = "Option::is_none")]
    ratings: Option<crate::i18n::Msg>,
    /// What the list says of the game, beside the fields above.
    #[serde(flatten)]
    about: About,
}

/// What a list says of each game.
#[derive(Serialize)]
#[serde(untagged)]
pub enum About {
    /// `games` and `vacation`: where the game stands for the player.
    State { state: crate::i18n::Msg },
    /// The digest: the player's deadline, and the game's last move.
    Due { deadline: crate::i18n::Msg, last_move: Option<String> },
}

impl GameLine {
    /// `game` (of `variant`, played in `seats`) as listed to `player`.
    pub fn new(game: GameId, variant: &str, seats: &[SeatRow], player: PlayerId, about: About) -> GameLine {
        let opponents: Vec<&str> = seats.iter().filter(|s| s.player_id != player).map(|s| s.address.as_str()).collect();
        // The game's name as every other mail writes it.
        let variant = match variant.parse::<crate::rules::Variant>() {
            Ok(v) => crate::i18n::Msg::variant(v),
            Err(_) => crate::i18n::Msg::new("name").arg("name", variant),
        };
        GameLine { id: game.0, variant, opponents: opponents.join(", "), ratings: None, about }
    }

    /// With what the game does to ratings: `rated; you 1512, bob@x 1498`.
    pub fn with_ratings(mut self, ratings: crate::i18n::Msg) -> GameLine {
        self.ratings = Some(ratings);
        self
    }
}

/// One letter holding all of `letters` (each rendered, one after the
/// other): whatever one mail asked for, each recipient gets one mail. The
/// weightiest letter gives the subject (the end of a game over a move, a
/// move over a message: what the reader must act on); the first gives,
/// when every letter is about the same game, the game, the seat and its
/// secret address.
pub fn combine(letters: Vec<Letter>, templates: &Templates, language: Language) -> Result<Letter, BotError> {
    let mut bodies = Vec::with_capacity(letters.len());
    let mut subject: Option<(u8, String)> = None;
    let mut attachments = Vec::new();
    let mut figures = Vec::new();
    let mut passages = Vec::new();
    let mut pictures = Vec::new();
    let mut deadlines = Vec::new();
    for l in &letters {
        let rendered = templates.render_in(l.template, language, &l.context)?;
        let weight = headline_weight(l.template);
        if subject.as_ref().is_none_or(|(w, _)| weight > *w) {
            subject = Some((weight, rendered.subject));
        }
        bodies.push(rendered.body.trim_end().to_string());
        attachments.extend(l.attachments.iter().cloned());
        figures.extend(l.figures.iter().cloned());
        passages.extend(l.passages.iter().cloned());
        pictures.extend(l.pictures.iter().cloned());
        deadlines.extend(l.deadlines.iter().cloned());
    }
    let subject = subject.map(|(_, s)| s);
    let first = &letters[0];
    let same_game = letters.iter().all(|l| l.game == first.game);
    let mut out = Letter::new(
        &first.to,
        "notice.txt",
        minijinja::context! { subject => subject, text => bodies.join("\n\n----------------------------------------\n\n") + "\n" },
    );
    if same_game {
        out.game = first.game;
        out.player = first.player;
        out.token = first.token.clone();
        // The turn it announces, when one of its letters did (the clock of
        // a turn announced in mail about another game as well starts with
        // the turn: the outbox row belongs to no one game).
        let mut notices = letters.iter().filter_map(|l| l.notice);
        out.notice = notices.next().filter(|_| notices.next().is_none());
    }
    out.deadlines = deadlines;
    out.language = Some(language);
    out.answering = first.answering.clone();
    out.attachments = attachments;
    out.figures = figures;
    out.passages = passages;
    out.pictures = pictures;
    out.kind = first.kind;
    out.counts_as = first.counts_as;
    Ok(out)
}

/// How much a letter's subject matters when letters are combined.
fn headline_weight(template: &str) -> u8 {
    match template {
        "game_over.txt" | "time_up.txt" => 5,
        "position.txt" => 4,
        "draw_offer.txt" | "invitation.txt" | "tournament_start.txt" => 3,
        "error.txt" => 2,
        _ => 1,
    }
}

/// At most this many ids in References: enough for threading, bounded size.
const MAX_REFERENCES: usize = 20;

pub fn enqueue(tx: &Tx<'_>, cx: &Ctx<'_>, letter: Letter) -> Result<String, BotError> {
    // The computer's seats are never written to (migration 016): their
    // letters (its turn's notice, the news of its own move) are dropped here,
    // the one way into the outbox.
    if !letter.to.contains('@') || crate::store::is_computer_address(&letter.to) {
        return Ok(String::new());
    }
    let language = match letter.language {
        Some(l) => l,
        None => tx.language_of_address(&letter.to)?.unwrap_or(cx.bot.language),
    };
    let mut rendered = cx.templates.render_in(letter.template, language, &letter.context)?;
    if let Some(note) = &letter.note {
        rendered.body = format!("{}\n\n{}", note.text(language), rendered.body);
    }
    // A tournament's game says so in its subject and at the end of its text.
    let tournament = match letter.game {
        Some(g) => tx.tournament_tag(g)?,
        None => None,
    };
    let computer = match (letter.game, &tournament) {
        (Some(g), None) => tx.computer_level(g)?,
        _ => None,
    };
    // Against the computer, a mail of the player's turn may wait for its
    // answer; any other mail about the game lets it go first.
    if let (Some(g), Some(p), Some(_), None) = (letter.game, letter.player, computer, letter.hold) {
        tx.release_held_mail_of(g, p, cx.now)?;
    }
    let subject = match (letter.game, &tournament) {
        (Some(g), Some(t)) => format!("[#{}] {}: {}", g.0, t.name, rendered.subject),
        (Some(g), None) => match computer {
            // A game against the computer says so (unless the subject
            // names it already).
            Some(level) if !rendered.subject.contains(&crate::store::computer_name(level)) => {
                format!("[#{}] {} (vs {})", g.0, rendered.subject, crate::store::computer_name(level))
            }
            Some(_) => format!("[#{}] {}", g.0, rendered.subject),
            None => format!("[#{}] {}", g.0, rendered.subject),
        },
        (None, _) => rendered.subject,
    };
    if let Some(t) = &tournament {
        let footer = crate::i18n::Msg::new("tournament-game-footer")
            .arg("name", t.name.as_str())
            .arg("id", t.id.0)
            .arg("round", t.round)
            .arg("rounds", t.rounds);
        rendered.body = format!("{}\n\n{}\n", rendered.body.trim_end(), footer.text(language));
    }
    let (in_reply_to, mut references) = match (&letter.answering, letter.game, letter.player) {
        (Some(a), _, _) => {
            let mut refs = a.references.clone();
            refs.push(a.message_id.clone());
            (Some(a.message_id.clone()), refs)
        }
        (None, Some(game), Some(player)) => match tx.last_sent_to(game, player)? {
            Some(prev) => (Some(prev.clone()), vec![prev]),
            None => (None, vec![]),
        },
        _ => (None, vec![]),
    };
    if references.len() > MAX_REFERENCES {
        references.drain(..references.len() - MAX_REFERENCES);
    }
    let message_id = new_message_id(cx.bot.domain());
    let reply_to = match (&letter.token, letter.game, letter.player) {
        (Some(t), _, _) => Some(t.clone()),
        // In token mode every mail about a game to one of its players
        // carries that player's secret address, so that a plain reply to
        // any of them (the final result, the history...) is accepted.
        (None, Some(game), Some(player)) if cx.bot.auth == AuthMode::Token => {
            tx.seats(game)?.into_iter().find(|s| s.player_id == player).map(|s| cx.bot.token_address(game, &s.token))
        }
        _ => None,
    };
    let mut inline_images = Vec::new();
    let html = if letter.figures.is_empty() && letter.passages.is_empty() && letter.pictures.is_empty() {
        text_to_html_page(&rendered.body)
    } else {
        let mut figures: Vec<(String, String)> = Vec::with_capacity(letter.figures.len() + letter.passages.len());
        for (n, p) in letter.pictures.iter().enumerate() {
            let (html, image) = super::diagram::picture(&p.png, &message_id, n + 1);
            inline_images.push(image);
            figures.push((p.text.clone(), html));
        }
        for f in letter.figures {
            // Numbered on from the images before, so that ids stay unique.
            let (html, images) = super::diagram::figure(&f.diagram, language, cx.pictures, &message_id, inline_images.len() + 1);
            inline_images.extend(images);
            // The text shows the board with its captions in the reader's
            // words (the templates' `board` filter): the picture replaces that.
            figures.push((crate::i18n::board_words::in_words(&f.text, language), html));
        }
        figures.extend(letter.passages);
        text_and_figures_page(&rendered.body, &figures)
    };
    // The HTML part says its language too (screen readers, translators).
    let html = html.replacen("<html>", &format!("<html lang=\"{}\">", language.code()), 1);
    let out = Outbound {
        from_name: cx.bot.name.clone(),
        from: cx.bot.address.clone(),
        reply_to,
        to: letter.to.clone(),
        subject,
        message_id: message_id.clone(),
        in_reply_to,
        references,
        auto_submitted: letter.kind,
        html: Some(html),
        inline_images,
        text: rendered.body,
        attachments: letter.attachments,
        content_language: Some(language.code()),
    };
    let raw = out.to_bytes()?;
    let deadlines: Vec<StatedDeadline> = letter
        .deadlines
        .iter()
        .map(|d| StatedDeadline { game: d.game, seat: d.seat, ply: d.ply, shown: cx.timing.written(language, d.at), language })
        .collect();
    tx.enqueue_mail(&NewMail {
        game_id: letter.game,
        player_id: letter.player,
        to_addr: &letter.to,
        message_id: &message_id,
        raw: &raw,
        kind: letter.counts_as,
        now: cx.now,
        notice: letter.notice,
        deadlines: &deadlines,
        board: letter.board_ply.map(|ply| {
            let hold = letter.hold.and_then(|h| chrono::TimeDelta::from_std(h).ok());
            (ply, hold.map(|h| cx.now + h))
        }),
    })?;
    Ok(message_id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Seat;

    #[test]
    fn game_lines_show_their_fields_side_by_side_in_the_lists() {
        let seat = |player: i64, address: &str| SeatRow {
            game_id: GameId(7),
            seat: Seat::White,
            player_id: PlayerId(player),
            address: address.into(),
            accepted_at: None,
            token: "t".into(),
            notation: crate::rules::Dialect::ENGLISH,
            language: None,
        };
        let seats = [seat(1, "a@x"), seat(2, "b@x")];
        let t = Templates::load(None).unwrap();
        let state =
            GameLine::new(GameId(7), "chess", &seats, PlayerId(1), About::State { state: crate::i18n::Msg::new("state-your-move") });
        let games = t.render("games.txt", minijinja::context! { games => [state] }).unwrap();
        assert!(games.body.contains("#7 Chess against b@x: your move\n"), "{}", games.body);
        let due = GameLine::new(
            GameId(7),
            "chess",
            &seats,
            PlayerId(2),
            About::Due { deadline: crate::i18n::Msg::new("name").arg("name", "Monday"), last_move: Some("e4".into()) },
        );
        let digest = t.render("digest.txt", minijinja::context! { count => 1, games => [due] }).unwrap();
        assert!(digest.body.contains("#7 Chess against a@x: until Monday (last move e4)\n"), "{}", digest.body);
    }
}
