//! `ratings` (mine in every game), `ratings VARIANT` (the standings),
//! `ratings ADDRESS` / `ratings NAME` (someone's), and `name`: how the
//! standings show me. Other players are always named by their public name
//! (`crate::store::public_name`), never by their address.

use minijinja::context;

use super::{Refusal, Session, Step};
use crate::command::{closest, NameChange, RatingsOf};
use crate::i18n::Msg;
use crate::ratings::{self, PoolRating, Stand};
use crate::rules::Variant;
use crate::store::{check_public_name, masked_address, NameProblem, Player, MAX_PUBLIC_NAME_CHARS};

/// Why a public name is refused, in words.
pub(super) fn name_problem(e: &NameProblem) -> Msg {
    match e {
        NameProblem::Empty => Msg::new("name-problem-empty"),
        NameProblem::TooLong { chars } => Msg::new("name-problem-too-long").arg("chars", *chars).arg("max", MAX_PUBLIC_NAME_CHARS),
        NameProblem::ControlCharacter => Msg::new("name-problem-control"),
        NameProblem::LooksLikeAddress => Msg::new("name-problem-address"),
    }
}

/// How many players the standings list.
pub(super) const STANDINGS_TOP: usize = 20;

/// `Chess: 1527 (deviation 98), 12 games, last change +15`.
fn pool_line(r: &PoolRating) -> Msg {
    if r.games == 0 {
        return Msg::new("rating-line-unplayed").arg("variant", Msg::variant(r.variant)).arg("rating", r.rating.shown());
    }
    Msg::new("rating-line")
        .arg("variant", Msg::variant(r.variant))
        .arg("rating", r.rating.shown())
        .arg("deviation", r.rating.deviation.round() as i64)
        .arg("provisional", if r.rating.is_provisional() { "yes" } else { "no" })
        .arg("games", r.games)
        .arg("change", r.last_change_shown())
}

/// The games, for an answer that did not name one.
fn game_list() -> String {
    Variant::ALL.iter().map(|v| v.name()).collect::<Vec<_>>().join(", ")
}

impl Session<'_, '_> {
    pub(super) fn ratings(&mut self, of: RatingsOf) -> Step {
        match of {
            RatingsOf::Mine => {
                let me = self.sender.clone();
                self.ratings_of(&me, true)
            }
            RatingsOf::Address(addr) => match self.tx.player_by_address(&addr)? {
                Some(p) if p.id == self.sender.id => {
                    let me = self.sender.clone();
                    self.ratings_of(&me, true)
                }
                Some(p) if !self.tx.ratings_of(p.id)?.is_empty() => self.ratings_of(&p, false),
                // Unknown or unrated: the same answer, so that it tells
                // nobody whether an address plays here.
                _ => {
                    Err(Refusal::new(Msg::new("refuse-ratings-no-player").arg("address", masked_address(&addr)).arg("games", game_list()))
                        .into())
                }
            },
            RatingsOf::Named(words) => {
                if let Ok(v) = words.to_lowercase().parse::<Variant>() {
                    return self.standings(v);
                }
                if let Some(p) = self.tx.player_by_public_name(&words)? {
                    return self.ratings_of(&p, p.id == self.sender.id);
                }
                let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
                let close = closest(&words, &names).unwrap_or("none");
                Err(Refusal::new(
                    Msg::new("refuse-ratings-unknown")
                        .arg("words", crate::mail::clip(&words, 60))
                        .arg("close", close)
                        .arg("games", game_list()),
                )
                .into())
            }
        }
    }

    /// A player's ratings in every game they have one (all nine for the
    /// player's own).
    fn ratings_of(&mut self, who: &Player, mine: bool) -> Step {
        let all = ratings::ratings_of(self.tx, who.id, self.cx.now)?;
        let lines: Vec<Msg> = all.iter().filter(|r| mine || r.games > 0).map(pool_line).collect();
        let name = who.public_name();
        let l = self.reply("ratings.txt", context! { kind => "player", mine => mine, name => name, lines => lines });
        self.letters.push(l);
        self.done.push(if mine { "sent the ratings".to_string() } else { format!("sent the ratings of {name}") });
        Ok(())
    }

    /// The best established players of `variant`, and where the sender stands.
    fn standings(&mut self, variant: Variant) -> Step {
        let s = ratings::standings(self.tx, variant, self.cx.now, STANDINGS_TOP, Some(self.sender.id))?;
        let width = s.top.iter().map(|p| p.name.chars().count()).max().unwrap_or(0);
        let top: Vec<Msg> = s
            .top
            .iter()
            .map(|p| {
                let pad = " ".repeat(width - p.name.chars().count());
                Msg::new("standings-line")
                    .arg("rank", format!("{:>3}", p.rank))
                    .arg("name", format!("{}{pad}", p.name))
                    .arg("rating", p.rating.shown())
                    .arg("games", p.games)
                    .arg("you", if p.address == self.sender.address { "yes" } else { "no" })
            })
            .collect();
        let you = match s.asker.clone().unwrap_or(Stand::Unrated) {
            Stand::Ranked { rank, rating } => Msg::new("standings-you-ranked")
                .arg("rank", rank)
                .arg("established", s.established)
                .arg("rating", rating.rating.shown())
                .arg("deviation", rating.rating.deviation.round() as i64),
            Stand::Provisional(r) => {
                Msg::new("standings-you-provisional").arg("rating", r.rating.shown()).arg("deviation", r.rating.deviation.round() as i64)
            }
            Stand::Unrated => Msg::new("standings-you-unrated").arg("variant", Msg::variant(variant)),
        };
        let l = self.reply(
            "ratings.txt",
            context! {
                kind => "standings",
                variant_title => crate::i18n::Msg::variant(variant),
                variant => variant.name(),
                established => s.established,
                top => top,
                you => you,
            },
        );
        self.letters.push(l);
        self.done.push(format!("sent the standings of {}", variant.name()));
        Ok(())
    }

    pub(super) fn name(&mut self, change: NameChange) -> Step {
        let (subject, text) = match change {
            NameChange::Show => (
                Msg::new("name-subject-show"),
                match &self.sender.public_name {
                    Some(n) => Msg::new("name-shown-as").arg("name", n.as_str()).arg("masked", masked_address(&self.sender.address)),
                    None => Msg::new("name-shown-masked").arg("masked", masked_address(&self.sender.address)),
                },
            ),
            NameChange::Clear => {
                self.authorize_player()?;
                self.tx.set_public_name(self.sender.id, None)?;
                (Msg::new("name-subject-removed"), Msg::new("name-removed").arg("masked", masked_address(&self.sender.address)))
            }
            NameChange::Set(raw) => {
                self.authorize_player()?;
                let name =
                    check_public_name(&raw).map_err(|e| Refusal { line: Some(format!("name {raw}")), ..Refusal::new(name_problem(&e)) })?;
                if name.to_lowercase().parse::<Variant>().is_ok() || ["off", "none"].contains(&name.to_lowercase().as_str()) {
                    return Err(Refusal::new(Msg::new("refuse-name-reserved").arg("name", name.as_str())).into());
                }
                if !self.tx.set_public_name(self.sender.id, Some(&name))? {
                    return Err(Refusal::new(Msg::new("refuse-name-taken").arg("name", name.as_str())).into());
                }
                (Msg::new("name-subject-set"), Msg::new("name-set").arg("name", name.as_str()))
            }
        };
        let l = self.reply("notice.txt", context! { subject => subject, text => text });
        self.letters.push(l);
        self.done.push("name".into());
        Ok(())
    }
}
