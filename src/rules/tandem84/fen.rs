//! Tandem-84 positions as one line of text (docs/rules.md): twelve files a..l per
//! rank, ranks 7 down to 1, then side, castling (K Q k q), en-passant
//! squares, halfmove clock, fullmove number.

use super::*;
use crate::rules::fen::{parse_clocks, parse_placement, parse_turn, write_rank, FenError};

impl Tandem84 {
    pub fn from_fen(fen: &str, ghosts: Ghosts) -> Result<Tandem84, FenError> {
        let mut fields = fen.split_whitespace();
        let placement = parse_placement(fields.next().unwrap_or(""), 12, 7, false)?;
        let mut boards = [Board::empty(), Board::empty()];
        for &(f, r, p, promoted) in &placement.pieces {
            if promoted {
                return Err(FenError::new("board", "'~' has no meaning in Tandem-84"));
            }
            let s = sq((f / 6) as u8, (f % 6) as u8, r as u8);
            boards[s.board() as usize].put(s, p);
        }
        let turn = parse_turn(fields.next())?;
        let mut castling = 0;
        match fields.next().unwrap_or("-") {
            "-" => {}
            rights => {
                for c in rights.chars() {
                    castling |= match c {
                        'K' => WHITE_HOME,
                        'Q' => WHITE_DROP,
                        'k' => BLACK_HOME,
                        'q' => BLACK_DROP,
                        _ => return Err(FenError::new("castling", format!("'{c}' is not K, Q, k, q or '-'"))),
                    };
                }
            }
        }
        let mut ep = [Bitboard::EMPTY; 2];
        match fields.next().unwrap_or("-") {
            "-" => {}
            squares => {
                if squares.len() % 2 != 0 {
                    return Err(FenError::new("en passant", format!("'{squares}' is not a list of squares like b3 or b3h3")));
                }
                for i in (0..squares.len()).step_by(2) {
                    let s = squares
                        .get(i..i + 2)
                        .and_then(parse_square)
                        .ok_or_else(|| FenError::new("en passant", format!("'{squares}' is not a list of squares like b3 or b3h3")))?;
                    let expected = if turn == Color::White { 4 } else { 2 };
                    if s.rank() != expected {
                        return Err(FenError::new(
                            "en passant",
                            format!("{} cannot be an en-passant square with {} to move", square_name(s), turn.name()),
                        ));
                    }
                    ep[s.board() as usize].set(s);
                }
            }
        }
        let (halfmoves, fullmoves) = parse_clocks(fields)?;
        let pos = Tandem84 { boards, turn, castling, ep, halfmoves, fullmoves, ghosts };
        for color in Color::ALL {
            let kings: u32 = (0..2).map(|b| pos.boards[b].by_piece(color, Role::King).count()).sum();
            if kings != 1 {
                return Err(FenError::new("board", format!("{} has {kings} kings, expected one", color.name())));
            }
            for b in 0..2 {
                let pawns = pos.boards[b].by_piece(color, Role::Pawn);
                if (pawns & (Bitboard::rank(0) | Bitboard::rank(6))).any() {
                    return Err(FenError::new("board", format!("{} pawns cannot stand on rank 1 or 7", color.name())));
                }
            }
        }
        for c in &CASTLES {
            if pos.castling & c.right != 0
                && (pos.piece_at(c.king) != Some(Piece::new(c.color, Role::King))
                    || pos.piece_at(c.rook) != Some(Piece::new(c.color, Role::Rook)))
            {
                return Err(FenError::new(
                    "castling",
                    format!(
                        "that right needs the {} king on {} and a rook on {}",
                        c.color.name().to_lowercase(),
                        square_name(c.king),
                        square_name(c.rook)
                    ),
                ));
            }
        }
        if pos.king_attacked(turn.other()) {
            return Err(FenError::new("board", format!("{} is in check but it is {} to move", turn.other().name(), turn.name())));
        }
        Ok(pos)
    }

    pub fn fen(&self) -> String {
        let mut s = String::new();
        for rank in (0..7u8).rev() {
            write_rank(&mut s, 12, |f| self.piece_at(sq(f as u8 / 6, f as u8 % 6, rank)).map(|p| p.char().to_string()));
            if rank > 0 {
                s.push('/');
            }
        }
        let mut castling: String = [(WHITE_HOME, 'K'), (WHITE_DROP, 'Q'), (BLACK_HOME, 'k'), (BLACK_DROP, 'q')]
            .iter()
            .filter(|(r, _)| self.castling & r != 0)
            .map(|(_, c)| *c)
            .collect();
        if castling.is_empty() {
            castling.push('-');
        }
        let mut eps: Vec<Square> = (0..2u8).flat_map(|b| self.ep[b as usize].map(move |s| s.on_board(b))).collect();
        eps.sort_by_key(|s| global_file(*s));
        let ep = if eps.is_empty() { "-".to_string() } else { eps.iter().map(|s| square_name(*s)).collect() };
        format!("{s} {} {castling} {ep} {} {}", self.turn.char(), self.halfmoves, self.fullmoves)
    }
}
