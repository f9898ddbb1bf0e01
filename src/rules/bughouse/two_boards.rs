//! The two-board position `Bughouse`: each board a `Chess`; this file passes
//! the pieces, judges the boards and the match, orders the turns, and
//! implements `Rules` (the rulings are in `bughouse/mod.rs`).

use crate::rules::board_text::{BoardText, TextLine};
use crate::rules::chess::DropRules;
use crate::rules::notation::{NotationError, NotationErrorKind, Reason};
use crate::rules::render::{hand_text, ranked_widths, render_ranked, BoardView};
use crate::rules::side::Side;
use crate::rules::status::Status;
use crate::rules::turn_words;
use crate::rules::variant::Variant;
use crate::rules::variant_rules::Rules;
use crate::rules::{
    attacks, san, BoardDiagram, Chess, Color, Diagram, FenError, Hand, Move, MoveKind, MoveList, Piece, Role, Square, Turn,
};

pub const BOARD_A: usize = 0;
pub const BOARD_B: usize = 1;

pub(super) const BOARD_NAMES: [char; 2] = ['A', 'B'];

/// How one board ended, if it did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardResult {
    Win(Color),
    Draw,
}

/// Where one board stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardStatus {
    Ongoing,
    /// Four-player games: the side to move is in check and can neither move
    /// nor block with a piece in hand, but a piece not yet in hand could be
    /// dropped between: the board waits for the partner to capture one.
    WaitingForPiece,
    Checkmate {
        winner: Color,
    },
    Stalemate,
    /// Decided off the board: resignation, time, agreement.
    Decided(BoardResult),
}

impl BoardStatus {
    pub fn result(self) -> Option<BoardResult> {
        match self {
            BoardStatus::Ongoing | BoardStatus::WaitingForPiece => None,
            BoardStatus::Checkmate { winner } => Some(BoardResult::Win(winner)),
            BoardStatus::Stalemate => Some(BoardResult::Draw),
            BoardStatus::Decided(r) => Some(r),
        }
    }

    pub fn is_over(self) -> bool {
        self.result().is_some()
    }
}

/// The match's result: the winning team (`Color::White` = team 1, see
/// `Side::team`) or none for a draw, and the half-points of team 1 and team
/// 2 from the boards that have ended (1 / 1/2 / 0 per board).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchResult {
    pub winner: Option<Color>,
    pub half_points: [u8; 2],
}

impl MatchResult {
    /// `1-0` (team 1 won), `0-1` or `1/2-1/2`, as in BPGN.
    pub fn score(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

/// The team an army on `board` of `color` plays for.
fn team(board: usize, color: Color) -> Color {
    Side::new(board as u8, color).team()
}

/// A move of board 0's generator placed on `board`.
fn on_board(m: &Move, board: usize) -> Move {
    let b = board as u8;
    let mut m = *m;
    m.from = m.from.on_board(b);
    m.to = m.to.on_board(b);
    if let MoveKind::Castle { rook_from, rook_to } = m.kind {
        m.kind = MoveKind::Castle { rook_from: rook_from.on_board(b), rook_to: rook_to.on_board(b) };
    }
    m
}

pub(super) fn board_of(m: &Move) -> usize {
    m.to.board() as usize
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bughouse {
    pub(super) boards: [Chess; 2],
    variant: Variant,
    both_out: bool,
    decided: [Option<BoardResult>; 2],
}

impl Bughouse {
    /// The start position of `variant` (`Bughouse`, `TandemChess` or
    /// `BughouseSync`; anything else is taken as `Bughouse`).
    pub fn new(variant: Variant) -> Bughouse {
        let variant = Self::own_variant(variant);
        let mut board = Chess::new();
        board.drops = Self::drop_rules(variant);
        Bughouse { boards: [board.clone(), board], variant, both_out: variant == Variant::TandemChess, decided: [None; 2] }
    }

    fn own_variant(variant: Variant) -> Variant {
        match variant {
            Variant::TandemChess | Variant::BughouseSync => variant,
            _ => Variant::Bughouse,
        }
    }

    fn drop_rules(variant: Variant) -> DropRules {
        if variant == Variant::TandemChess {
            DropRules::DropsWithoutCheck
        } else {
            DropRules::Drops
        }
    }

    /// One board of `variant` on its own (for analysis and perft: its hands
    /// stay as they are, captures leave the board).
    pub fn single_board_from_fen(variant: Variant, fen: &str) -> Result<Chess, FenError> {
        Chess::from_fen(fen, Self::drop_rules(Self::own_variant(variant)))
    }

    /// Reads `FEN_A | FEN_B`, each board with its hand (`[Qn]` or `/Qn`).
    pub fn from_fen(variant: Variant, fen: &str) -> Result<Bughouse, FenError> {
        let variant = Self::own_variant(variant);
        let parts: Vec<&str> = fen.split('|').collect();
        if parts.len() != 2 {
            return Err(FenError::new("boards", "expected two boards written 'FEN_A | FEN_B'"));
        }
        let mut boards = Vec::new();
        for (i, part) in parts.iter().enumerate() {
            let board = Chess::from_fen(part.trim(), Self::drop_rules(variant))
                .map_err(|e| FenError { field: e.field, message: format!("board {}: {}", BOARD_NAMES[i], e.message) })?;
            boards.push(board);
        }
        let b = boards.pop().expect("two boards");
        let a = boards.pop().expect("two boards");
        let pos = Bughouse { boards: [a, b], variant, both_out: variant == Variant::TandemChess, decided: [None; 2] };
        if variant == Variant::BughouseSync && pos.sync_player().is_none() && pos.match_result().is_none() {
            return Err(FenError::new(
                "side to move",
                "in bughouse-sync the sides to move say whose turn it is: A w and B b (South), A b and B w (North), or both w (South's first turn)",
            ));
        }
        Ok(pos)
    }

    pub fn fen(&self) -> String {
        format!("{} | {}", self.boards[0].fen(), self.boards[1].fen())
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Board A (0) or B (1).
    pub fn board(&self, board: usize) -> &Chess {
        &self.boards[board]
    }

    /// Four players (bughouse, tandem-chess) rather than two (bughouse-sync).
    pub fn is_four_player(&self) -> bool {
        self.variant != Variant::BughouseSync
    }

    /// Whether both boards are played out (scored 1 / 1/2 / 0 per board)
    /// rather than the match ending at the first decisive board.
    pub fn plays_both_out(&self) -> bool {
        self.both_out
    }

    /// The per-game option; Tandem Chess always plays both boards out.
    pub fn set_play_both_out(&mut self, on: bool) {
        self.both_out = on || self.variant == Variant::TandemChess;
    }

    /// Records a board decided off the board (resignation, time, agreement).
    /// The position's FEN does not carry it.
    pub fn decide_board(&mut self, board: usize, result: BoardResult) {
        self.decided[board] = Some(result);
    }

    fn legal_local(&self, board: usize, out: &mut MoveList) {
        self.boards[board].legal_moves(out);
    }

    /// Whether a drop of some piece (in hand or not) on a square between the
    /// king and its only checker would be legal: the check can be blocked.
    fn drop_could_block(&self, board: usize) -> bool {
        let pos = &self.boards[board];
        let (Some(king), checkers) = (pos.king(pos.turn()), pos.checkers()) else { return false };
        let Some(checker) = checkers.first() else { return false };
        if checkers.more_than_one() {
            return false;
        }
        let enemy_king = pos.king(pos.turn().other());
        let occ = pos.board().occupied();
        for sq in attacks::between(king, checker) {
            for role in Hand::ROLES {
                if role == Role::Pawn && (sq.rank() == 0 || sq.rank() == 7) {
                    continue;
                }
                let checks = enemy_king.is_some_and(|k| pos.piece_attacks(Piece::new(pos.turn(), role), sq, occ).contains(k));
                if pos.drop_rules() == DropRules::DropsWithoutCheck && checks {
                    continue;
                }
                return true;
            }
        }
        false
    }

    /// Statuses of both boards, given whether each has a legal move.
    fn statuses_from(&self, has_moves: [bool; 2]) -> [BoardStatus; 2] {
        let live = |i: usize| self.decided[i].is_none() && has_moves[i];
        let mut out = [BoardStatus::Ongoing; 2];
        for i in 0..2 {
            out[i] = if let Some(r) = self.decided[i] {
                BoardStatus::Decided(r)
            } else if has_moves[i] {
                BoardStatus::Ongoing
            } else if !self.boards[i].is_check() {
                BoardStatus::Stalemate
            } else if self.is_four_player() && live(1 - i) && self.drop_could_block(i) {
                BoardStatus::WaitingForPiece
            } else {
                BoardStatus::Checkmate { winner: self.boards[i].turn().other() }
            };
        }
        out
    }

    fn has_moves(&self, board: usize) -> bool {
        let mut list = MoveList::new();
        self.legal_local(board, &mut list);
        !list.is_empty()
    }

    /// Where each board stands.
    pub fn board_statuses(&self) -> [BoardStatus; 2] {
        self.statuses_from([self.has_moves(0), self.has_moves(1)])
    }

    pub fn board_status(&self, board: usize) -> BoardStatus {
        self.board_statuses()[board]
    }

    fn result_of(&self, statuses: [BoardStatus; 2]) -> Option<MatchResult> {
        let results = statuses.map(BoardStatus::result);
        let mut half_points = [0u8; 2];
        let mut wins = [false; 2];
        for (i, r) in results.iter().enumerate() {
            match r {
                Some(BoardResult::Win(c)) => {
                    let t = team(i, *c).index();
                    half_points[t] += 2;
                    wins[t] = true;
                }
                Some(BoardResult::Draw) => {
                    half_points[0] += 1;
                    half_points[1] += 1;
                }
                None => {}
            }
        }
        let all_over = results.iter().all(Option::is_some);
        if self.both_out {
            if !all_over {
                return None;
            }
            let winner = match half_points[0].cmp(&half_points[1]) {
                std::cmp::Ordering::Greater => Some(Color::White),
                std::cmp::Ordering::Less => Some(Color::Black),
                std::cmp::Ordering::Equal => None,
            };
            return Some(MatchResult { winner, half_points });
        }
        match wins {
            [true, false] => Some(MatchResult { winner: Some(Color::White), half_points }),
            [false, true] => Some(MatchResult { winner: Some(Color::Black), half_points }),
            [true, true] => Some(MatchResult { winner: None, half_points }),
            [false, false] if all_over => Some(MatchResult { winner: None, half_points }),
            _ => None,
        }
    }

    /// The match result, once the match is over.
    pub fn match_result(&self) -> Option<MatchResult> {
        self.result_of(self.board_statuses())
    }

    /// Whether a board has ended, judged before a move on the other board
    /// (whose side to move is then live).
    fn ended_before_move_elsewhere(&self, board: usize) -> bool {
        if self.decided[board].is_some() {
            return true;
        }
        if self.has_moves(board) {
            return false;
        }
        !(self.is_four_player() && self.boards[board].is_check() && self.drop_could_block(board))
    }

    /// Plays one move (squares on its board) produced by `legal_turns`; a
    /// capture passes the piece to the partner unless that board has ended.
    pub fn play_move(&mut self, m: &Move) {
        let i = board_of(m);
        let j = 1 - i;
        let mover = self.boards[i].turn();
        let pass = m.capture.is_some() && !self.ended_before_move_elsewhere(j);
        let local = on_board(m, 0);
        if let Some(role) = self.boards[i].play_unchecked(&local) {
            if pass {
                self.boards[j].hand_mut(mover.other()).add(role);
            }
        }
    }

    /// The legal moves on one board now, squares on that board; empty when
    /// that board may not move (ended, waiting, match over). In bughouse-sync
    /// the moves on B depend on the move on A: use `legal_turns` there.
    pub fn legal_moves_on(&self, board: usize) -> Vec<Move> {
        if self.match_result().is_some() || self.board_status(board) != BoardStatus::Ongoing {
            return vec![];
        }
        let mut list = MoveList::new();
        self.legal_local(board, &mut list);
        list.iter().map(|m| on_board(m, board)).collect()
    }

    // ----- bughouse-sync turn order -----

    /// Bughouse-sync: the player whose turn it is, by the colour their team
    /// plays on A (White = South), or none when the match is over (or the
    /// sides to move do not fit the turn order).
    pub fn sync_player(&self) -> Option<Color> {
        let st = self.board_statuses();
        let live = st.map(|s| !s.is_over());
        let (a, b) = (self.boards[0].turn(), self.boards[1].turn());
        match live {
            [true, true] => match (a, b) {
                (Color::White, Color::Black) | (Color::White, Color::White) => Some(Color::White),
                (Color::Black, Color::White) => Some(Color::Black),
                (Color::Black, Color::Black) => None,
            },
            [true, false] => Some(a),
            [false, true] => Some(b.other()),
            [false, false] => None,
        }
    }

    /// Bughouse-sync: the armies that move this turn, in order.
    fn sync_sides(&self) -> Vec<Side> {
        if self.match_result().is_some() {
            return vec![];
        }
        let Some(player) = self.sync_player() else { return vec![] };
        let live = self.board_statuses().map(|s| !s.is_over());
        let first_turn = self.boards[0].turn() == Color::White && self.boards[1].turn() == Color::White;
        let mut sides = Vec::new();
        if live[0] {
            sides.push(Side::new(0, player));
        }
        if live[1] && !(live[0] && first_turn) {
            sides.push(Side::new(1, player.other()));
        }
        sides
    }

    fn sync_turns(&self) -> Vec<Turn> {
        let sides = self.sync_sides();
        let mut turns = Vec::new();
        match sides.as_slice() {
            [one] => {
                let mut list = MoveList::new();
                self.legal_local(one.board as usize, &mut list);
                turns.extend(list.iter().map(|m| Turn::One(on_board(m, one.board as usize))));
            }
            [_, _] => {
                let mut first = MoveList::new();
                self.legal_local(0, &mut first);
                for m in first.iter() {
                    let ma = on_board(m, 0);
                    let mut next = self.clone();
                    next.play_move(&ma);
                    if next.match_result().is_some() {
                        turns.push(Turn::One(ma));
                        continue;
                    }
                    let mut second = MoveList::new();
                    next.legal_local(1, &mut second);
                    turns.extend(second.iter().map(|mb| Turn::Two(ma, on_board(mb, 1))));
                }
            }
            _ => {}
        }
        turns
    }

    /// `Rules::noisy_turns` for the synchronous game. A quiet move on board
    /// A passes nothing to board B, so after any of them (that does not end
    /// the match) B's moves are those of now: one quiet move on A carries
    /// every capture on B. A capture on A is paired with one quiet move on
    /// B and with each capture on B. Fifty-odd turns instead of a thousand.
    fn sync_noisy_turns(&self) -> Vec<Turn> {
        let sides = self.sync_sides();
        if sides.len() != 2 {
            return self.sync_turns().into_iter().filter(Turn::is_noisy).collect();
        }
        let mut firsts = MoveList::new();
        self.legal_local(0, &mut firsts);
        let mut turns = Vec::new();
        let mut quiet_first = None;
        for m in firsts.iter() {
            let ma = on_board(m, 0);
            let noisy = ma.is_noisy();
            if !noisy && quiet_first.is_some() {
                continue;
            }
            let mut next = self.clone();
            next.play_move(&ma);
            if next.match_result().is_some() {
                if noisy {
                    turns.push(Turn::One(ma));
                }
                continue;
            }
            if !noisy {
                quiet_first = Some(ma);
                continue;
            }
            let mut second = MoveList::new();
            next.legal_local(1, &mut second);
            let quiet = second.iter().find(|mb| !mb.is_noisy());
            turns.extend(quiet.map(|mb| Turn::Two(ma, on_board(mb, 1))));
            turns.extend(second.iter().filter(|mb| mb.is_noisy()).map(|mb| Turn::Two(ma, on_board(mb, 1))));
        }
        if let Some(ma) = quiet_first {
            let mut second = MoveList::new();
            self.legal_local(1, &mut second);
            turns.extend(second.iter().filter(|mb| mb.is_noisy()).map(|mb| Turn::Two(ma, on_board(mb, 1))));
        }
        turns
    }

    /// Whether the synchronous player has a turn: stops at the first.
    fn sync_has_turn(&self) -> bool {
        let sides = self.sync_sides();
        match sides.as_slice() {
            [one] => self.has_moves(one.board as usize),
            [_, _] => {
                let mut firsts = MoveList::new();
                self.legal_local(0, &mut firsts);
                firsts.iter().any(|m| {
                    let mut next = self.clone();
                    next.play_move(&on_board(m, 0));
                    next.match_result().is_some() || next.has_moves(1)
                })
            }
            _ => false,
        }
    }

    fn sync_turn_count(&self) -> u64 {
        let sides = self.sync_sides();
        match sides.as_slice() {
            [one] => {
                let mut list = MoveList::new();
                self.legal_local(one.board as usize, &mut list);
                list.len() as u64
            }
            [_, _] => {
                let mut first = MoveList::new();
                self.legal_local(0, &mut first);
                first
                    .iter()
                    .map(|m| {
                        let mut next = self.clone();
                        next.play_move(&on_board(m, 0));
                        if next.match_result().is_some() {
                            return 1;
                        }
                        let mut second = MoveList::new();
                        next.legal_local(1, &mut second);
                        second.len() as u64
                    })
                    .sum()
            }
            _ => 0,
        }
    }

    // ----- four players -----

    fn four_player_turns(&self) -> Vec<Turn> {
        let mut lists = [MoveList::new(), MoveList::new()];
        self.legal_local(0, &mut lists[0]);
        self.legal_local(1, &mut lists[1]);
        let st = self.statuses_from([!lists[0].is_empty(), !lists[1].is_empty()]);
        if self.result_of(st).is_some() {
            return vec![];
        }
        let mut turns = Vec::new();
        for (i, list) in lists.iter().enumerate() {
            if st[i] == BoardStatus::Ongoing {
                turns.extend(list.iter().map(|m| Turn::One(on_board(m, i))));
            }
        }
        turns
    }

    // ----- notation -----

    /// SAN of one legal move on its board, with `+` / `#` as the rules of
    /// this game judge the result (a check that waits for a piece is `+`).
    pub fn move_san(&self, m: &Move) -> String {
        let i = board_of(m);
        let mut list = MoveList::new();
        self.legal_local(i, &mut list);
        let local = on_board(m, 0);
        let mut s = san::san_plain(&self.boards[i], &local, &list);
        let mut after = self.clone();
        after.play_move(m);
        if after.boards[i].is_check() {
            let mate = matches!(after.board_status(i), BoardStatus::Checkmate { .. });
            s.push(if mate { '#' } else { '+' });
        }
        s
    }

    /// Reads one move on `board` (SAN, coordinates, drops `N@f3` / `N*f3`).
    pub fn parse_move_on(&self, board: usize, text: &str) -> Result<Move, NotationError> {
        let pos = &self.boards[board];
        san::parse_move(pos, text).map(|m| on_board(&m, board)).map_err(|e| on_board_error(e, board))
    }

    /// The board named by the legal moves that `text` (no board label) can
    /// mean, for the forgiving four-player reading.
    fn parse_four_player(&self, label: Option<usize>, text: &str, original: &str) -> Result<Turn, NotationError> {
        let statuses = self.board_statuses();
        let boards: Vec<usize> = match label {
            Some(b) => vec![b],
            None => (0..2).collect(),
        };
        let mut found = Vec::new();
        let mut errors = Vec::new();
        for &b in &boards {
            if statuses[b] != BoardStatus::Ongoing || self.match_result().is_some() {
                if label.is_some() {
                    return Err(NotationError::illegal(original, self.why_board_cannot_move(b, statuses[b]), vec![]));
                }
                continue;
            }
            match self.parse_move_on(b, text) {
                Ok(m) => found.push(m),
                Err(e) => errors.push(e),
            }
        }
        match found.as_slice() {
            [m] => Ok(Turn::One(*m)),
            [] => Err(errors.into_iter().next().map_or_else(
                || NotationError::illegal(original, Reason::new("reason-no-board-can-move", "no board can move now"), vec![]),
                |mut e| {
                    e.input = original.to_string();
                    e
                },
            )),
            many => Err(NotationError {
                input: original.to_string(),
                kind: NotationErrorKind::Ambiguous,
                reason: Reason::new("reason-both-boards", "it is legal on both boards: say which, like A:e4 or B:e4"),
                candidates: many.iter().map(|m| self.turn_text(&Turn::One(*m))).collect(),
            }),
        }
    }

    fn why_board_cannot_move(&self, board: usize, status: BoardStatus) -> Reason {
        let name = BOARD_NAMES[board].to_string();
        if self.match_result().is_some() {
            return match_over();
        }
        match status {
            BoardStatus::WaitingForPiece => Reason::new(
                "reason-waits-for-piece",
                "{color} is in check on board {board} and waits for a piece from the partner to block it",
            )
            .word("color", self.boards[board].turn().name())
            .text("board", name),
            BoardStatus::Ongoing => Reason::new("reason-board-can-move", "board {board} can move").text("board", name),
            _ => Reason::new("reason-board-over", "the game on board {board} is over").text("board", name),
        }
    }

    fn turn_text(&self, turn: &Turn) -> String {
        if self.is_four_player() {
            let Turn::One(m) = turn else { return String::new() };
            return format!("{}:{}", BOARD_NAMES[board_of(m)], self.move_san(m));
        }
        let mut after = self.clone();
        let mut parts = Vec::new();
        for m in turn.moves() {
            parts.push(after.move_san(m));
            after.play_move(m);
        }
        parts.join("/")
    }

    fn parse_sync(&self, text: &str) -> Result<Turn, NotationError> {
        let input = text.trim();
        let sides = self.sync_sides();
        if sides.is_empty() {
            return Err(NotationError::illegal(input, match_over(), vec![]));
        }
        let parts = split_labelled(input).map_err(|reason| NotationError::unreadable(input, reason))?;
        let two_moves = || {
            Reason::new("reason-sync-turn", "a turn is a move on board A, then one on board B: write them as {a}/{b} (or A: {a} B: {b})")
                .mv("a", "Nf3")
                .mv("b", "e5")
        };
        // Give each part its board.
        let boards: Vec<usize> = sides.iter().map(|s| s.board as usize).collect();
        let assigned: Vec<(usize, &str)> = match (parts.as_slice(), boards.as_slice()) {
            ([], _) => return Err(NotationError::unreadable(input, Reason::no_move())),
            ([(label, m)], [only]) => {
                if label.is_some_and(|l| l != *only) {
                    let reason =
                        Reason::new("reason-only-board", "only board {board} is played this turn").text("board", BOARD_NAMES[*only]);
                    return Err(NotationError::illegal(input, reason, vec![]));
                }
                vec![(*only, m.as_str())]
            }
            ([(label, m)], [_, _]) => {
                if label == &Some(1) {
                    let reason = two_moves().within("reason-board-a-first", "the move on board A comes first: {reason}");
                    return Err(NotationError::illegal(input, reason, vec![]));
                }
                // Only the move on A: legal alone if it ends the match.
                let ma = self.parse_move_on(0, m).map_err(|mut e| {
                    e.input = input.to_string();
                    e
                })?;
                let mut next = self.clone();
                next.play_move(&ma);
                if next.match_result().is_some() {
                    return Ok(Turn::One(ma));
                }
                return Err(NotationError::illegal(
                    input,
                    two_moves().within("reason-move-missing", "one move is missing: {reason}"),
                    vec![],
                ));
            }
            ([(la, a), (lb, b)], [_, _]) => match (la, lb) {
                (Some(0) | None, Some(1) | None) => vec![(0, a.as_str()), (1, b.as_str())],
                (Some(1), Some(0) | None) | (None, Some(0)) => vec![(0, b.as_str()), (1, a.as_str())],
                _ => {
                    let reason = two_moves().within("reason-same-board", "both moves name the same board: {reason}");
                    return Err(NotationError::unreadable(input, reason));
                }
            },
            ([_, _], [only]) => {
                let reason = Reason::new("reason-only-board-one-move", "only board {board} is played this turn: one move")
                    .text("board", BOARD_NAMES[*only]);
                return Err(NotationError::illegal(input, reason, vec![]));
            }
            _ => return Err(NotationError::unreadable(input, two_moves().within("reason-too-many-moves", "too many moves: {reason}"))),
        };
        let mut after = self.clone();
        let mut moves = Vec::new();
        for (i, (board, text)) in assigned.iter().enumerate() {
            if i == 1 && after.match_result().is_some() {
                let reason =
                    Reason::new("reason-ends-match", "{move} ends the match: the turn ends there").mv("move", self.move_san(&moves[0]));
                return Err(NotationError::illegal(input, reason, vec![self.move_san(&moves[0])]));
            }
            let m = after.parse_move_on(*board, text).map_err(|mut e| {
                e.input = input.to_string();
                e
            })?;
            after.play_move(&m);
            moves.push(m);
        }
        Ok(match moves.as_slice() {
            [m] => Turn::One(*m),
            [a, b] => Turn::Two(*a, *b),
            _ => unreachable!("one or two moves"),
        })
    }

    /// One move in words: "on board A, White's pawn took a knight on d5,
    /// which goes to Black's hand on board B" (`first`: at the start of a
    /// sentence).
    fn describe_move(&self, m: &Move, first: bool) -> Reason {
        let i = board_of(m);
        let local = on_board(m, 0);
        let mut r = turn_words::chess_move(self.boards[i].turn(), &local);
        if let Some(c) = m.capture {
            let role = if self.boards[i].board().is_promoted(local.to) { Role::Pawn } else { c };
            let mover = self.boards[i].turn();
            if !self.ended_before_move_elsewhere(1 - i) {
                // No parentheses: mail puts the whole description in some.
                r = if role == c {
                    Reason::new("turn-goes-to-hand", "{turn}, which goes to {color}'s hand on board {board}")
                } else {
                    Reason::new("turn-goes-to-hand-as", "{turn}, which goes to {color}'s hand on board {board} as a {piece}")
                        .piece("piece", role)
                }
                .reason("turn", r)
                .word("color", mover.other().name())
                .text("board", BOARD_NAMES[1 - i]);
            }
        }
        let (key, english) =
            if first { ("turn-on-board-first", "On board {board}, {turn}") } else { ("turn-on-board", "on board {board}, {turn}") };
        Reason::new(key, english).text("board", BOARD_NAMES[i]).reason("turn", r)
    }
}

fn match_over() -> Reason {
    Reason::new("reason-match-over", "the match is over")
}

/// Prefixes an error with its board.
fn on_board_error(mut e: NotationError, board: usize) -> NotationError {
    e.reason = e.reason.within("reason-on-board", "on board {board}: {reason}").text("board", BOARD_NAMES[board]);
    e
}

/// A board label at the start of a token: `A:`, `b.`, `1A.`, `12a:`.
/// Returns the board and the rest of the token.
fn board_label(token: &str) -> Option<(usize, &str)> {
    let t = token.trim_start_matches(|c: char| c.is_ascii_digit());
    let mut chars = t.chars();
    let board = match chars.next()? {
        'A' | 'a' => 0,
        'B' | 'b' => 1,
        _ => return None,
    };
    let rest = chars.as_str();
    if rest.is_empty() && t.len() == token.len() {
        return Some((board, "")); // a lone `A`
    }
    let rest = rest.strip_prefix(':').or_else(|| rest.strip_prefix('.'))?;
    Some((board, rest.trim_start_matches('.')))
}

/// Splits turn text into moves with their optional board labels:
/// `Nf3/e5`, `Nf3 e5`, `A: Nf3 B: e5`, `A:Nf3 B:e5`, `1A. e4`.
fn split_labelled(text: &str) -> Result<Vec<(Option<usize>, String)>, Reason> {
    let mut out = Vec::new();
    let mut pending: Option<usize> = None;
    for token in text.split(|c: char| c.is_whitespace() || c == '/' || c == ',' || c == ';') {
        if token.is_empty() || token.chars().all(|c| c.is_ascii_digit() || c == '.') {
            continue;
        }
        if let Some((board, rest)) = board_label(token) {
            if rest.is_empty() {
                pending = Some(board);
                continue;
            }
            out.push((Some(board), rest.to_string()));
            pending = None;
            continue;
        }
        out.push((pending.take(), token.to_string()));
    }
    if pending.is_some() {
        return Err(Reason::new("reason-label-alone", "a board label without a move after it"));
    }
    Ok(out)
}

impl Rules for Bughouse {
    fn variant(&self) -> Variant {
        self.variant
    }

    fn fen(&self) -> String {
        Bughouse::fen(self)
    }

    fn to_move(&self) -> Color {
        if self.is_four_player() {
            self.boards[0].turn()
        } else {
            self.sync_player().unwrap_or(self.boards[0].turn())
        }
    }

    fn legal_turns(&self) -> Vec<Turn> {
        if self.is_four_player() {
            self.four_player_turns()
        } else {
            self.sync_turns()
        }
    }

    fn noisy_turns(&self) -> Vec<Turn> {
        if self.is_four_player() {
            self.four_player_turns().into_iter().filter(Turn::is_noisy).collect()
        } else {
            self.sync_noisy_turns()
        }
    }

    fn noisy_turns_first(&self) -> bool {
        !self.is_four_player()
    }

    fn has_legal_turn(&self) -> bool {
        if self.is_four_player() {
            !self.four_player_turns().is_empty()
        } else {
            self.sync_has_turn()
        }
    }

    fn play_turn(&mut self, turn: &Turn) {
        for m in turn.moves() {
            self.play_move(m);
        }
    }

    fn turn_notation(&self, turn: &Turn) -> String {
        self.turn_text(turn)
    }

    fn parse_turn(&self, text: &str) -> Result<Turn, NotationError> {
        if !self.is_four_player() {
            return self.parse_sync(text);
        }
        let input = text.trim();
        let parts = split_labelled(input).map_err(|reason| NotationError::unreadable(input, reason))?;
        match parts.as_slice() {
            [(label, m)] => self.parse_four_player(*label, m, input),
            [] => Err(NotationError::unreadable(input, Reason::no_move())),
            _ => {
                let reason = Reason::new("reason-one-move-with-board", "one move at a time, with its board: {examples}");
                Err(NotationError::unreadable(input, reason.moves("examples", &["A:e4", "B:Nf3"])))
            }
        }
    }

    fn parse_turn_for(&self, side: Side, text: &str) -> Result<Turn, NotationError> {
        if !self.is_four_player() {
            return self.parse_sync(text);
        }
        let input = text.trim();
        let board = side.board as usize;
        let parts = split_labelled(input).map_err(|reason| NotationError::unreadable(input, reason))?;
        let [(label, m)] = parts.as_slice() else {
            return Err(NotationError::unreadable(input, Reason::new("reason-one-move", "one move at a time")));
        };
        if label.is_some_and(|l| l != board) {
            let reason = Reason::new("reason-your-board", "you play on board {board}").text("board", BOARD_NAMES[board]);
            return Err(NotationError::illegal(input, reason, vec![]));
        }
        let status = self.board_status(board);
        if self.match_result().is_some() || status != BoardStatus::Ongoing {
            return Err(NotationError::illegal(input, self.why_board_cannot_move(board, status), vec![]));
        }
        if self.boards[board].turn() != side.color {
            let reason = Reason::new("reason-their-move-on-board", "it is {color}'s move on board {board}")
                .word("color", self.boards[board].turn().name())
                .text("board", BOARD_NAMES[board]);
            return Err(NotationError::illegal(input, reason, vec![]));
        }
        self.parse_four_player(Some(board), m, input)
    }

    fn describe_turn(&self, turn: &Turn) -> Reason {
        let mut after = self.clone();
        let mut parts = Vec::new();
        for m in turn.moves() {
            parts.push(after.describe_move(m, parts.is_empty()));
            after.play_move(m);
        }
        turn_words::then(parts)
    }

    fn status(&self) -> Status {
        let statuses = self.board_statuses();
        match self.result_of(statuses) {
            None => Status::Ongoing,
            Some(MatchResult { winner: Some(team), .. }) => Status::Checkmate { winner: team },
            Some(_) if statuses.iter().all(|s| *s == BoardStatus::Stalemate) => Status::Stalemate,
            Some(_) => Status::EvenScore,
        }
    }

    fn is_check(&self) -> bool {
        self.boards.iter().any(Chess::is_check)
    }

    /// `view` is a team (White = team 1): its boards are drawn from its
    /// armies' sides, A from White's, B from Black's for team 1.
    fn board_text(&self, view: Color) -> BoardText {
        const FILES: [char; 8] = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
        let titles = self.board_titles(|i| Reason::new("name", "{name}").text("name", BOARD_NAMES[i]));
        let mut views = Vec::new();
        for (i, pos) in self.boards.iter().enumerate() {
            let own = if i == 0 { view } else { view.other() };
            views.push(BoardView::new(&FILES, 8, own == Color::Black, |f, r| pos.board().piece_at(Square::new(0, f, r)).map(Piece::char)));
        }
        let mut text = BoardText { lines: vec![TextLine::Titles(titles.into_iter().zip(ranked_widths(&views)).collect())] };
        text.lines.extend(BoardText::drawn(&render_ranked(&views)).lines);
        for (i, pos) in self.boards.iter().enumerate() {
            let own = if i == 0 { view } else { view.other() };
            for color in [own, own.other()] {
                text = text.caption(
                    Reason::new("board-hand-on", "{color}'s hand on {board}: {pieces}")
                        .word("color", color.name())
                        .text("board", BOARD_NAMES[i])
                        .text("pieces", hand_text(pos.hand(color))),
                );
            }
        }
        match self.match_line() {
            Some(line) => text.caption(line),
            None => text,
        }
    }

    fn board_text_for(&self, side: Side) -> BoardText {
        self.board_text(side.team())
    }

    /// Board A from the team's colour, B from the other, as in `render`;
    /// each with its two hands and its state in the title.
    fn diagram(&self, view: Color) -> Diagram {
        const FILES: [char; 8] = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
        let titles = self.board_titles(|i| Reason::new("picture-board", "Board {board}").text("board", BOARD_NAMES[i]));
        let boards = self
            .boards
            .iter()
            .enumerate()
            .map(|(i, pos)| {
                let own = if i == 0 { view } else { view.other() };
                BoardDiagram::new(i as u8, &FILES, 8, own == Color::Black, |s| (pos.board().piece_at(s.on_board(0)), false))
                    .titled(titles[i].clone())
                    .with_hands(own, |c| *pos.hand(c))
            })
            .collect();
        let mut d = Diagram::new(boards);
        d.notes.extend(self.match_line().map(crate::rules::Words::Said));
        d
    }

    fn diagram_for(&self, side: Side) -> Diagram {
        self.diagram(side.team())
    }

    fn legal_turn_count(&self) -> u64 {
        if self.is_four_player() {
            self.legal_turns().len() as u64
        } else {
            self.sync_turn_count()
        }
    }

    fn repetition_key(&self) -> String {
        self.boards
            .iter()
            .map(|b| {
                let fen = b.fen();
                fen.split(' ').take(4).collect::<Vec<_>>().join(" ")
            })
            .collect::<Vec<_>>()
            .join(" | ")
    }

    fn halfmove_clock(&self) -> u32 {
        let st = self.board_statuses();
        (0..2).filter(|&i| !st[i].is_over()).map(|i| self.boards[i].halfmoves()).min().unwrap_or(0)
    }

    fn fullmove_number(&self) -> u32 {
        self.boards[0].fullmoves()
    }

    fn has_insufficient_material(&self, _color: Color) -> bool {
        false
    }

    fn sides_to_move(&self) -> Vec<Side> {
        if !self.is_four_player() {
            return self.sync_sides();
        }
        if self.match_result().is_some() {
            return vec![];
        }
        let st = self.board_statuses();
        (0..2).filter(|&i| st[i] == BoardStatus::Ongoing).map(|i| Side::new(i as u8, self.boards[i].turn())).collect()
    }
}

impl Bughouse {
    /// `A: White to move`, `B: Black mated`: each board's name (`name`
    /// of its index) and state.
    fn board_titles(&self, name: impl Fn(usize) -> Reason) -> Vec<Reason> {
        let statuses = self.board_statuses();
        let over = self.match_result().is_some();
        self.boards
            .iter()
            .enumerate()
            .map(|(i, pos)| {
                let titled = |key, english| Reason::new(key, english).reason("board", name(i));
                let colored = |key, english, color: Color| titled(key, english).word("color", color.name());
                match statuses[i] {
                    BoardStatus::Ongoing if !over => colored("board-title-to-move", "{board}: {color} to move", pos.turn()),
                    BoardStatus::Ongoing => name(i),
                    BoardStatus::WaitingForPiece => colored("board-title-waits", "{board}: {color} waits for a piece", pos.turn()),
                    BoardStatus::Checkmate { winner } => colored("board-title-mated", "{board}: {color} mated", winner.other()),
                    BoardStatus::Stalemate => titled("board-title-stalemate", "{board}: stalemate"),
                    BoardStatus::Decided(BoardResult::Win(c)) => colored("board-title-won", "{board}: {color} won", c),
                    BoardStatus::Decided(BoardResult::Draw) => titled("board-title-drawn", "{board}: drawn"),
                }
            })
            .collect()
    }

    /// `Match over: team 1 wins (1 - 0)`, once the match is decided.
    fn match_line(&self) -> Option<Reason> {
        let r = self.match_result()?;
        let (a, b) = (half_points(r.half_points[0]), half_points(r.half_points[1]));
        Some(
            match r.winner {
                Some(t) => {
                    Reason::new("board-match-won", "Match over: team {team} wins ({a} - {b})").text("team", (t.index() + 1).to_string())
                }
                None => Reason::new("board-match-drawn", "Match over: drawn ({a} - {b})"),
            }
            .text("a", a)
            .text("b", b),
        )
    }
}

fn half_points(h: u8) -> String {
    match (h / 2, h % 2) {
        (0, 1) => "1/2".into(),
        (n, 0) => n.to_string(),
        (n, _) => format!("{n} 1/2"),
    }
}
