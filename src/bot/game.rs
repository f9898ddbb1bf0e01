//! A stored game as the bot sees it: its row, seats and replayed rules
//! state; its players line and PGN record; how it ends; and the bughouse
//! news (pieces passed, boards waiting) that go with a move.

use minijinja::context;

use crate::i18n::Msg;

use super::describe::names_in_words;
use super::letters::{Figure, Letter};
use super::{BotError, Ctx, Identity};
use crate::mail::Attachment;
use crate::ratings::{self, Change};
use crate::rules::bughouse::{to_bpgn_annotated, BoardStatus, BpgnTags};
use crate::rules::pgn::{to_pgn_annotated, Annotation, PgnTags};
use crate::rules::{board_letter, Color, Dialect, Game as RulesGame, Outcome, Position, Role, Seat, Side, Square, Turn, Variant};
use crate::store::{GameId, GameRatingRow, GameRow, GameStatus, Player, SeatRow, StoreError, TurnRow, Tx, Unreadable};

pub(super) fn variant_of(g: &GameRow) -> Variant {
    g.variant.parse().unwrap_or(Variant::Chess)
}

/// A game as loaded for a command.
#[derive(Clone)]
pub(super) struct Loaded {
    pub(super) row: GameRow,
    pub(super) seats: Vec<SeatRow>,
    pub(super) rules: RulesGame,
    /// A finished rated game's ratings before and after (PGN tags).
    pub(super) ratings: Vec<GameRatingRow>,
}

impl Loaded {
    pub(super) fn seat_of(&self, player: &Player) -> Option<&SeatRow> {
        self.seats.iter().find(|s| s.player_id == player.id)
    }

    pub(super) fn variant(&self) -> Variant {
        variant_of(&self.row)
    }

    /// The seats that may act now (one, or one per board in bughouse).
    pub(super) fn seats_to_move(&self) -> Vec<&SeatRow> {
        let movers = self.rules.position().sides_to_move();
        self.seats.iter().filter(|s| s.seat.may_act(&movers).is_some()).collect()
    }

    /// Who is to move: one name, two joined by "and", or nobody.
    pub(super) fn names_to_move(&self) -> Msg {
        let names: Vec<&str> = self.seats_to_move().iter().map(|s| s.address.as_str()).collect();
        names_in_words(&names)
    }

    pub(super) fn four_players(&self) -> bool {
        self.seats.len() == 4
    }

    /// The legal turns a seat's army can play, with their canonical
    /// notation (in four-player bughouse only those on its own board,
    /// written with the board label).
    pub(super) fn legal_turns_for(&self, side: Side) -> Vec<(Turn, String)> {
        let pos = self.rules.position();
        let turns = pos.legal_turns();
        let names = pos.turn_notations(&turns);
        let mut all: Vec<(Turn, String)> = turns.into_iter().zip(names).collect();
        if self.four_players() {
            let label = format!("{}:", board_letter(side.board));
            all.retain(|(_, n)| n.starts_with(&label));
        }
        all
    }

    /// `legal_turns_for`, written in `dialect`.
    pub(super) fn legal_for(&self, side: Side, dialect: Dialect) -> Vec<String> {
        let variant = self.variant();
        self.legal_turns_for(side).iter().map(|(t, n)| dialect.write_turn(variant, t, n)).collect()
    }
}

/// A stored game with its seats, replayed by the engine; `None` if there is
/// no such game.
pub(super) fn load_game(tx: &Tx<'_>, id: GameId) -> Result<Option<Loaded>, BotError> {
    Ok(load_game_and_turns(tx, id)?.map(|(g, _)| g))
}

/// [`load_game`], with the stored turns (who played each, and when).
pub(super) fn load_game_and_turns(tx: &Tx<'_>, id: GameId) -> Result<Option<(Loaded, Vec<TurnRow>)>, BotError> {
    let Some(row) = tx.game(id)? else { return Ok(None) };
    let seats = tx.seats(id)?;
    let stored = tx.turns(id)?;
    let corrupt = |e: String| BotError::Store(StoreError::Corrupt(Unreadable(format!("game #{} cannot be replayed: {e}", id.0))));
    let mut start = Position::from_fen(variant_of(&row), &row.start_fen).map_err(|e| corrupt(e.to_string()))?;
    if row.options.both_boards {
        if let Position::Bughouse(b) = &mut start {
            b.set_play_both_out(true);
        }
    }
    let recorded = stored.iter().map(|t| (t.notation.as_str(), t.fen_after.as_str()));
    let rules = RulesGame::replay_recorded(start, recorded).map_err(|e| corrupt(e.to_string()))?;
    let ratings = if row.status == GameStatus::Finished { tx.game_ratings(id)? } else { vec![] };
    Ok(Some((Loaded { row, seats, rules, ratings }, stored)))
}

/// The players' seats in a line: two players `a vs b`, four by commas.
pub(super) fn players_in_words(all: Vec<Msg>) -> Msg {
    match all.as_slice() {
        [a, b] => Msg::new("players-two").arg("a", a.clone()).arg("b", b.clone()),
        [a, b, c, d] => Msg::new("players-four").arg("a", a.clone()).arg("b", b.clone()).arg("c", c.clone()).arg("d", d.clone()),
        _ => Msg::list(all),
    }
}

/// `alice@x (White) vs bob@x (Black)`; four players separated by commas.
pub(super) fn players_line(g: &Loaded) -> Msg {
    players_line_with(g, &|_| None)
}

/// [`players_line`] with more about each seat after its side, as
/// `alice@x (White, 1512)`.
pub(super) fn players_line_with(g: &Loaded, more: &dyn Fn(&SeatRow) -> Option<String>) -> Msg {
    let one = |s: &SeatRow| match more(s) {
        Some(m) => Msg::new("player-seat-more").arg("who", s.address.as_str()).arg("seat", Msg::seat(s.seat)).arg("more", m),
        None => Msg::new("player-seat").arg("who", s.address.as_str()).arg("seat", Msg::seat(s.seat)),
    };
    players_in_words(g.seats.iter().map(one).collect())
}

/// The result a game's record keeps (English, as PGN's Termination), in
/// the reader's words where it is one of the rules' outcomes; a reason of
/// the clocks' own (the gentleman's rule...) stays as it is kept.
pub(super) fn stored_result(reason: &str) -> Msg {
    use crate::rules::{DrawReason, WinReason};
    let wins = [Color::White, Color::Black]
        .into_iter()
        .flat_map(|winner| [WinReason::Checkmate, WinReason::Resignation, WinReason::Time].map(|reason| Outcome::Win { winner, reason }));
    let draws = [
        DrawReason::Stalemate,
        DrawReason::InsufficientMaterial,
        DrawReason::Agreement,
        DrawReason::ThreefoldRepetition,
        DrawReason::FiftyMoves,
        DrawReason::FivefoldRepetition,
        DrawReason::SeventyFiveMoves,
        DrawReason::EvenScore,
    ]
    .map(|reason| Outcome::Draw { reason });
    wins.chain(draws).find(|o| o.to_string() == reason).map_or_else(|| Msg::new("result-kept").arg("text", reason), |o| outcome(&o))
}

/// An outcome in words: `White wins by checkmate`, `Draw by agreement`.
pub(super) fn outcome(o: &Outcome) -> Msg {
    use crate::rules::{DrawReason, WinReason};
    match o {
        Outcome::Win { winner, reason } => Msg::new("outcome-win").arg("winner", winner.name().to_lowercase()).arg(
            "how",
            match reason {
                WinReason::Checkmate => "checkmate",
                WinReason::Resignation => "resignation",
                WinReason::Time => "time",
            },
        ),
        Outcome::Draw { reason } => Msg::new("outcome-draw").arg(
            "why",
            match reason {
                DrawReason::Stalemate => "stalemate",
                DrawReason::InsufficientMaterial => "insufficient-material",
                DrawReason::Agreement => "agreement",
                DrawReason::ThreefoldRepetition => "threefold",
                DrawReason::FiftyMoves => "fifty-moves",
                DrawReason::FivefoldRepetition => "fivefold",
                DrawReason::SeventyFiveMoves => "seventy-five-moves",
                DrawReason::EvenScore => "even-score",
            },
        ),
    }
}

/// The board(s) of `g` as `seat` sees them, as text and as a diagram with
/// the last turn's squares marked.
pub(super) fn figure(g: &Loaded, seat: &SeatRow) -> Figure {
    let side = seat.seat.primary_side();
    let pos = g.rules.position();
    let last: &[Square] = g.rules.played().last().map_or(&[], |p| &p.squares);
    Figure { text: pos.board_text_for(side), diagram: pos.diagram_for(side).mark(last) }
}

/// What every mail showing `g` to `seat` (a position, a reminder) says of
/// it: the board from the seat's side, the last move, the seat, the game
/// and its players.
pub(super) fn seat_view(g: &Loaded, seat: &SeatRow) -> minijinja::Value {
    context! {
        board => g.rules.position().board_text_for(seat.seat.primary_side()),
        last_move => g.rules.played().last().map(|p| {
            Msg::new("last-move-words").arg("move", p.written(g.variant(), seat.notation)).arg("words", super::describe::turn_words(p))
        }),
        your_side => crate::i18n::Msg::seat(seat.seat),
        game_id => g.row.id.0,
        variant => g.variant().name(),
        variant_title => crate::i18n::Msg::variant(g.variant()),
        players => players_line(g),
    }
}

/// How to write a turn, by example, in `dialect`: a piece move, and in
/// games with turns of their own one of those. Picked among the legal
/// turns (with their canonical notation) by `seed` (the game and the ply),
/// not the first one, which would always be the same knight move and read
/// like advice.
pub(super) fn notation_examples(variant: Variant, legal: &[(Turn, String)], seed: usize, dialect: Dialect) -> (String, Option<Msg>) {
    // Four-player bughouse lists `A:e4`; the player writes `e4`.
    let plain: Vec<(&Turn, &str)> = legal.iter().map(|(t, n)| (t, n.split_once(':').map_or(n.as_str(), |(_, m)| m))).collect();
    let pick = |keep: &dyn Fn(&str) -> bool| {
        let mut some: Vec<(&Turn, &str)> = plain.iter().copied().filter(|(_, n)| keep(n)).collect();
        some.sort_unstable_by_key(|(_, n)| *n);
        // Never the first in the alphabet when there is a choice.
        let from = usize::from(some.len() > 1);
        (!some.is_empty()).then(|| {
            let (turn, name) = some[from + seed % (some.len() - from)];
            dialect.write_turn(variant, turn, name)
        })
    };
    let simple = |n: &str| !n.contains(['/', '@', '<', '^', '+', '#', 'x', '-', ' ', ':']);
    let piece = pick(&|n| n.starts_with(['N', 'B', 'R', 'Q', 'K', 'C', 'M', 'G']) && simple(n))
        .or_else(|| pick(&simple))
        // Tandem-84's Black turns are all of two moves (or a swap).
        .or_else(|| pick(&|n| n.contains('/') && !n.contains('<')))
        .or_else(|| plain.first().map(|(t, n)| dialect.write_turn(variant, t, n)))
        .unwrap_or_default();
    let form = match variant {
        Variant::Chess => None,
        Variant::TwoProng => pick(&|n| n.contains('/')).map(|t| Msg::new("form-dual-move").arg("example", t)),
        Variant::Tandem84 | Variant::Tandem84Knightrider => pick(&|n| n.contains('/')).map(|t| Msg::new("form-tandem84").arg("example", t)),
        Variant::Crazyhouse | Variant::Bughouse | Variant::TandemChess => Some(match pick(&|n| n.contains('@')) {
            Some(t) => Msg::new("form-drop").arg("example", t),
            None => Msg::new("form-drop-later").arg("example", dialect.write_text(variant, "N@f3")),
        }),
        Variant::BughouseSync => pick(&|n| n.contains('/')).map(|t| Msg::new("form-sync").arg("example", t)),
        Variant::TandemPawn => {
            let tandem = pick(&|n| n.starts_with('T'));
            let rocket = pick(&|n| n.ends_with('^'));
            match (tandem, rocket) {
                (Some(a), Some(b)) => Some(Msg::new("form-tandem-and-rocket").arg("tandem", a).arg("rocket", b)),
                (Some(a), None) => Some(Msg::new("form-tandem").arg("example", a)),
                (None, Some(b)) => Some(Msg::new("form-rocket").arg("example", b)),
                (None, None) => None,
            }
        }
    };
    (piece, form)
}

/// The PGN tags of a rated game's ratings for the player at `seat`, named
/// `{prefix}Elo` (the rating before the game, as lichess writes its Glicko
/// ratings there) and `{prefix}RatingDiff`: `WhiteElo`, `WhiteAElo`...
fn rating_tags(g: &Loaded, seat: Option<Seat>, prefix: &str) -> Vec<(String, String)> {
    let player = seat.and_then(|seat| g.seats.iter().find(|s| s.seat == seat)).map(|s| s.player_id);
    let Some(r) = g.ratings.iter().find(|r| Some(r.player_id) == player) else { return vec![] };
    let diff = r.rating_after.round() as i64 - r.rating_before.round() as i64;
    vec![(format!("{prefix}Elo"), format!("{}", r.rating_before.round() as i64)), (format!("{prefix}RatingDiff"), format!("{diff:+}"))]
}

/// `Rated Chess game #12 (tandem)` or `Casual ...`, the PGN's Event.
fn event(bot: &Identity, g: &Loaded) -> String {
    let kind = if ratings::rated_kind(&g.row.variant, &g.row.options, &g.row.start_fen) { "Rated" } else { "Casual" };
    format!("{kind} {} game #{} ({})", g.variant().title(), g.row.id.0, bot.name)
}

/// The game as PGN (BPGN for the two-board games), with the tags the bot
/// knows: the players' addresses, for the players of the game.
pub(super) fn pgn_of(bot: &Identity, g: &Loaded) -> String {
    pgn_named(bot, g, &|s| s.address.clone(), None, &bot.address)
}

/// [`pgn_of`] naming each seat's player by `name` (a tournament's file goes
/// to every entrant, and a public game's to anyone: public names, not
/// addresses), with `event`, the Event and Round of a tournament game,
/// when given, and `site` in the Site tag.
pub(super) fn pgn_named(
    bot: &Identity,
    g: &Loaded,
    name: &dyn Fn(&SeatRow) -> String,
    event_round: Option<(&str, u32)>,
    site: &str,
) -> String {
    pgn_annotated(bot, g, name, event_round, site, &[])
}

/// [`pgn_named`] with an analysis's `notes` after the turns.
pub(super) fn pgn_annotated(
    bot: &Identity,
    g: &Loaded,
    name: &dyn Fn(&SeatRow) -> String,
    event_round: Option<(&str, u32)>,
    site: &str,
    notes: &[Annotation],
) -> String {
    let at = |seat: Seat| g.seats.iter().find(|s| s.seat == seat).map(name);
    let event = |g: &Loaded| event_round.map_or_else(|| event(bot, g), |(e, _)| e.to_string());
    if matches!(g.variant(), Variant::Bughouse | Variant::TandemChess | Variant::BughouseSync) {
        // White on A, Black on A, White on B, Black on B.
        let seats = match g.variant() {
            Variant::BughouseSync => [Seat::South, Seat::North, Seat::North, Seat::South],
            _ => [Seat::AWhite, Seat::ABlack, Seat::BWhite, Seat::BBlack],
        };
        let [wa, ba, wb, bb] = seats.map(at);
        let round = event_round.map(|(_, r)| ("Round".to_string(), r.to_string()));
        let extra = round
            .into_iter()
            .chain(seats.iter().zip(["WhiteA", "BlackA", "WhiteB", "BlackB"]).flat_map(|(seat, name)| rating_tags(g, Some(*seat), name)))
            .collect();
        let tags = BpgnTags {
            event: Some(event(g)),
            site: Some(site.to_string()),
            date: Some(g.row.created_at.format("%Y.%m.%d").to_string()),
            white_a: wa,
            black_a: ba,
            white_b: wb,
            black_b: bb,
            result: g.row.result.clone(),
            extra,
        };
        if let Ok(text) = to_bpgn_annotated(&g.rules, &tags, notes) {
            return text;
        }
    }
    let white_seat = g.seats.iter().find(|s| s.seat.team() == Color::White);
    let black_seat = g.seats.iter().find(|s| s.seat.team() == Color::Black);
    let (white, black) = (white_seat.map(name), black_seat.map(name));
    let mut extra = rating_tags(g, white_seat.map(|s| s.seat), "White");
    extra.extend(rating_tags(g, black_seat.map(|s| s.seat), "Black"));
    let tags = PgnTags {
        event: Some(event(g)),
        site: Some(site.to_string()),
        date: Some(g.row.created_at.format("%Y.%m.%d").to_string()),
        round: event_round.map(|(_, r)| r.to_string()),
        white,
        black,
        result: g.row.result.clone(),
        termination: g.row.result_reason.clone(),
        extra,
    };
    to_pgn_annotated(&g.rules, &tags, notes)
}

/// Ends an active game with `o` and writes every player the result, the
/// final position and the PGN. `reason` replaces the outcome's own words
/// (`Black wins on time`) when given; `headline` is each seat's first
/// line. The letters are returned for the
/// caller to thread and queue: the session answers the sender's mail with
/// one, the scheduler sends them as `auto-generated`.
pub(super) fn end_game(
    tx: &Tx<'_>,
    cx: &Ctx<'_>,
    g: &Loaded,
    o: &Outcome,
    reason: Option<(String, Msg)>,
    headline: &dyn Fn(&SeatRow) -> String,
) -> Result<Vec<Letter>, BotError> {
    // The store and the PGN keep the English words (PGN's Termination);
    // each player reads their own.
    let (reason, said) = reason.unwrap_or_else(|| (o.to_string(), outcome(o)));
    tx.finish_game(g.row.id, o.score(), Some(&reason), cx.now)?;
    tx.set_deadline(g.row.id, None)?;
    // Counted in this transaction: a result changes the ratings once, and
    // a tournament's crosstable (whose own mail the scheduler sends).
    let changes = ratings::game_ended(tx, g.row.id, &g.rules)?;
    let tournament = super::tournament::game_ended(tx, cx, g.row.id, o)?;
    let row = tx.game(g.row.id)?.ok_or(StoreError::NoSuchGame(g.row.id))?;
    let finished = Loaded { row, seats: g.seats.clone(), rules: g.rules.clone(), ratings: tx.game_ratings(g.row.id)? };
    let pgn = pgn_of(cx.bot, &finished);
    let rating_lines = rating_changes(g, &changes);
    let mut letters = Vec::new();
    for seat in &g.seats {
        let board = figure(g, seat);
        let mut l = Letter::to_seat(
            cx.bot,
            g.row.id,
            seat,
            "game_over.txt",
            context! {
                headline => headline(seat),
                board => board.text,
                result => o.score(),
                result_text => said,
                game_id => g.row.id.0,
                variant_title => crate::i18n::Msg::variant(g.variant()),
                players => players_line(g),
                rated => !changes.is_empty(),
                ratings => rating_lines,
                pgn => pgn,
            },
        );
        l.attachments.push(pgn_attachment(g, &pgn));
        letters.push(l.with_figure(board));
    }
    letters.extend(tournament);
    Ok(letters)
}

/// Each player's rating change, `alice@example.org: 1512 → 1527 (+15)`,
/// in seat order (the players of a game see each other's addresses).
fn rating_changes(g: &Loaded, changes: &[Change]) -> Vec<String> {
    g.seats
        .iter()
        .filter_map(|s| changes.iter().find(|c| c.player_id == s.player_id).map(|c| format!("{}: {}", s.address, c.shown())))
        .collect()
}

/// Pieces in every army's hand: (board, colour) -> counts by role.
pub(super) fn hands(pos: &Position) -> Vec<(Side, [u8; 5])> {
    let Position::Bughouse(b) = pos else { return vec![] };
    let mut out = Vec::new();
    for board in 0..2u8 {
        for color in Color::ALL {
            let hand = b.board(board as usize).hand(color);
            let counts = [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen].map(|r| hand.count(r));
            out.push((Side::new(board, color), counts));
        }
    }
    out
}

/// Four-player bughouse news for single seats: pieces passed from the
/// partner, and a board waiting for a piece that could block a check.
pub(super) fn bughouse_notes(g: &Loaded, before: &[(Side, [u8; 5])]) -> Vec<(Seat, Msg)> {
    if !g.four_players() {
        return vec![];
    }
    let seat_of_side = |side: Side| g.seats.iter().find(|s| s.seat.primary_side() == side).map(|s| s.seat);
    let mut notes = Vec::new();
    let names = ["pawn", "knight", "bishop", "rook", "queen"];
    for ((side, was), (_, now)) in before.iter().zip(hands(g.rules.position())) {
        for (i, (a, b)) in was.iter().zip(now).enumerate() {
            if b > *a {
                if let Some(seat) = seat_of_side(*side) {
                    notes.push((seat, Msg::new("note-received").arg("role", names[i])));
                }
            }
        }
    }
    if let Position::Bughouse(b) = g.rules.position() {
        for board in 0..2u8 {
            if b.board_status(board as usize) == BoardStatus::WaitingForPiece {
                let waiting = Side::new(board, b.board(board as usize).turn());
                let label = board_letter(board);
                if let Some(seat) = seat_of_side(waiting) {
                    if let Some(partner) = seat.partner() {
                        notes.push((partner, Msg::new("note-partner-waits").arg("board", label.to_string())));
                    }
                    notes.push((seat, Msg::new("note-you-wait").arg("board", label.to_string())));
                }
            }
        }
    }
    notes
}

pub(super) fn pgn_attachment(g: &Loaded, pgn: &str) -> Attachment {
    Attachment {
        filename: format!("game-{}.pgn", g.row.id.0),
        content_type: "application/x-chess-pgn".into(),
        body: pgn.as_bytes().to_vec(),
    }
}
