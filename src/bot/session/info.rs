//! Commands that show or pass on, changing no game: `board`, `games`,
//! `history`, `help`, `rules` and `say`.

use minijinja::context;

use crate::i18n::Msg;

use super::{News, Refusal, Session, Step};
use crate::bot::game::Loaded;
use crate::bot::game::{pgn_attachment, pgn_of, variant_of};
use crate::bot::letters::{About, GameLine};
use crate::ratings;
use crate::rules::{Color, Dialect, Position, Variant};
use crate::store::{GameRow, GameStatus, SeatRow};

/// The longest message `say` passes on.
const SAY_CHARS: usize = 2000;

impl Session<'_, '_> {
    pub(super) fn board(&mut self) -> Step {
        let (g, me) = self.target(&[GameStatus::Active, GameStatus::Finished, GameStatus::Invited], "show")?;
        let headline = match g.row.status {
            GameStatus::Active => self.words(&Msg::new("board-as-asked")),
            other => self.words(&Msg::new("board-game-is").arg("id", g.row.id.0).arg("status", other.as_str())),
        };
        let l = self.position_letter(&g, &me, &News::same(&|_, _| headline.clone()), &[], false)?;
        self.letters.push(l);
        self.done.push(format!("sent the board of #{}", g.row.id.0));
        Ok(())
    }

    pub(super) fn games(&mut self) -> Step {
        let mut lines = Vec::new();
        for (game, seats) in self.tx.games_of_player(self.sender.id)? {
            let state = match game.status {
                GameStatus::Active => {
                    let movers = Position::from_fen(variant_of(&game), &game.fen).map(|p| p.sides_to_move()).unwrap_or_default();
                    let mine = seats.iter().find(|s| s.player_id == self.sender.id).map(|s| s.seat);
                    Msg::new(if mine.is_some_and(|s| s.may_act(&movers).is_some()) { "state-your-move" } else { "state-waiting" })
                }
                GameStatus::Invited => Msg::new(if seats.iter().any(|s| s.player_id == self.sender.id && s.accepted_at.is_none()) {
                    "state-invitation-waiting"
                } else {
                    "state-invitation-sent"
                }),
                GameStatus::Finished => Msg::new("state-finished").arg("result", game.result.clone().unwrap_or_default()),
                other => Msg::new("state-other").arg("status", other.as_str()),
            };
            let ratings = self.game_ratings_shown(&game, &seats)?;
            lines.push(GameLine::new(game.id, &game.variant, &seats, self.sender.id, About::State { state }).with_ratings(ratings));
        }
        let l = self.reply("games.txt", context! { games => lines });
        self.letters.push(l);
        self.done.push("listed games".into());
        Ok(())
    }

    /// What `games` says of a game's ratings: `casual`, or `rated; you
    /// 1512, bob@x 1498` (the ratings now), or for a finished rated game
    /// each player's change, `rated; you 1512 → 1527 (+15), bob@x ...`.
    fn game_ratings_shown(&self, game: &GameRow, seats: &[SeatRow]) -> Step<Msg> {
        if !ratings::rated_kind(&game.variant, &game.options, &game.start_fen) {
            return Ok(Msg::new("ratings-casual"));
        }
        let Ok(variant) = game.variant.parse::<Variant>() else { return Ok(Msg::new("ratings-casual")) };
        let changes = self.tx.game_ratings(game.id)?;
        if game.status.is_final() && changes.is_empty() {
            return Ok(Msg::new("ratings-unrated"));
        }
        let mut parts = Vec::new();
        for s in seats {
            let shown = match changes.iter().find(|c| c.player_id == s.player_id) {
                Some(c) => ratings::Change::from(c).shown(),
                None => ratings::rating_in(self.tx, s.player_id, variant, self.cx.now)?.rating.shown(),
            };
            parts.push(if s.player_id == self.sender.id {
                Msg::new("rating-of-you").arg("rating", shown)
            } else {
                Msg::new("rating-of").arg("who", s.address.as_str()).arg("rating", shown)
            });
        }
        Ok(Msg::new("ratings-rated").arg("list", Msg::list(parts)))
    }

    pub(super) fn history(&mut self) -> Step {
        let (g, me) = self.target(&[GameStatus::Active, GameStatus::Finished], "history")?;
        let pgn = pgn_of(self.cx.bot, &g);
        // In the player's notation when it is not the PGN's English.
        let moves = (me.notation != Dialect::ENGLISH).then(|| moves_text(&g, me.notation));
        let mut l = self.to_seat(
            g.row.id,
            &me,
            "history.txt",
            context! {
                game_id => g.row.id.0,
                variant_title => crate::i18n::Msg::variant(g.variant()),
                pgn => pgn,
                moves => moves,
                notation => me.notation.title(),
            },
        );
        l.attachments.push(pgn_attachment(&g, &pgn));
        self.letters.push(l);
        self.done.push(format!("sent the history of #{}", g.row.id.0));
        Ok(())
    }

    pub(super) fn say(&mut self, to_partner: bool, text: &str) -> Step {
        let (g, me) = self.target(&[GameStatus::Active, GameStatus::Invited, GameStatus::Finished], "say")?;
        self.authorize(&g)?;
        let partner = me.seat.partner();
        if to_partner && partner.is_none() {
            return Err(Refusal::new(Msg::new("refuse-say-partner")).in_game(g.row.id).into());
        }
        if text.chars().count() > SAY_CHARS {
            return Err(Refusal::new(Msg::new("refuse-say-too-long").arg("chars", SAY_CHARS)).in_game(g.row.id).into());
        }
        let listeners = g.seats.iter().filter(|s| s.player_id != self.sender.id && (!to_partner || Some(s.seat) == partner));
        for other in listeners {
            let l = self.to_seat(
                g.row.id,
                other,
                "say.txt",
                context! { sender => self.sender.address, text => text, to_partner => to_partner, game_id => g.row.id.0, variant_title => crate::i18n::Msg::variant(g.variant()) },
            );
            self.letters.push(l);
        }
        self.done.push(format!("passed on a message in #{}", g.row.id.0));
        Ok(())
    }

    /// The help text, after `preface` when given (why it comes unasked).
    pub(super) fn help(&mut self, preface: Option<Msg>) -> Step {
        self.help_in(preface, None)
    }

    /// The help text, in the thread of `game` (its tag in the subject) when
    /// the mail that asked was about one of the sender's games.
    pub(super) fn help_in(&mut self, preface: Option<Msg>, game: Option<crate::store::GameId>) -> Step {
        let variants: Vec<&str> = Variant::ALL.iter().filter(|v| Position::start(**v).is_ok()).map(|v| v.name()).collect();
        let l = self.reply(
            "help.txt",
            context! {
                preface => preface,
                bot_name => self.cx.bot.name,
                bot_address => self.cx.bot.address,
                variants => variants,
                days_per_move => self.cx.timing.time.days_per_move,
                vacation_days => self.cx.timing.time.vacation_days_per_year,
                language_note => self.words(&crate::bot::language::language_line(self.language(), self.language_guessed.is_some())),
                // The facts the help states, from where the code reads them.
                max_level => crate::config::MAX_COMPUTER_LEVEL,
                default_level => crate::config::DEFAULT_COMPUTER_LEVEL,
                analyses_per_day => self.cx.engine.analyses_per_day,
                standings_top => super::ratings::STANDINGS_TOP,
                min_entrants => crate::store::MIN_ENTRANTS,
                max_entrants => crate::store::MAX_ENTRANTS,
            },
        );
        let l = crate::bot::letters::Letter { game, ..l };
        self.letters.push(l);
        self.done.push("sent help".into());
        Ok(())
    }

    pub(super) fn rules(&mut self, variant: Option<&str>) -> Step {
        let variant = match variant {
            Some(v) => super::challenge::variant_named(v)?,
            None => match self.named_game()?.and_then(|id| self.tx.game(id).ok().flatten()) {
                Some(g) => variant_of(&g),
                None => Variant::Chess,
            },
        };
        let text = self
            .cx
            .templates
            .rules_text(variant, self.language())
            .ok_or_else(|| Refusal::new(Msg::new("refuse-no-rules-text").arg("variant", Msg::variant(variant))))?;
        let l = self.reply("rules.txt", context! { variant_title => crate::i18n::Msg::variant(variant), rules => text });
        self.letters.push(l);
        self.done.push(format!("sent the rules of {}", variant.name()));
        Ok(())
    }
}

/// The turns of `g` so far in `dialect`, numbered as in PGN (`1. e4 e5 2.
/// Sf3`; four-player bughouse: one labelled move after the other),
/// wrapped at 72 columns.
fn moves_text(g: &Loaded, dialect: Dialect) -> String {
    let variant = g.variant();
    let mut number = g.rules.start().fullmove_number();
    let mut words: Vec<String> = Vec::new();
    let mut after_white = false;
    for p in g.rules.played() {
        let text = p.written(variant, dialect);
        if g.four_players() {
            words.push(text);
            continue;
        }
        match p.by {
            Color::White => {
                words.push(format!("{number}. {text}"));
                after_white = true;
            }
            Color::Black => {
                words.push(if after_white { text } else { format!("{number}... {text}") });
                number += 1;
                after_white = false;
            }
        }
    }
    if words.is_empty() {
        return "(no moves yet)".to_string();
    }
    let mut lines = vec![String::new()];
    for w in words {
        let line = lines.last_mut().expect("a line");
        if !line.is_empty() && line.chars().count() + 1 + w.chars().count() > 72 {
            lines.push(w);
        } else {
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&w);
        }
    }
    lines.join("\n")
}
