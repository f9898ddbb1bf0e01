//! The computer's seats (migration 016): which seats of which games it
//! holds, at which level, and the games in play where it may have to move.

use rusqlite::params;

use super::{GameId, GameStatus, PlayerId, SeatRow, StoreError, Tx};
use crate::rules::Seat;

/// The domain of the computer's reserved players: `.invalid` (RFC 2606)
/// neither sends nor receives mail.
pub const COMPUTER_DOMAIN: &str = "tandem.invalid";

/// The reserved address of the computer's `n`th seat in a game (from 1).
pub fn computer_address(n: usize) -> String {
    format!("computer-{n}@{COMPUTER_DOMAIN}")
}

/// Whether `address` is one of the computer's reserved addresses.
pub fn is_computer_address(address: &str) -> bool {
    address.to_ascii_lowercase().ends_with(&format!("@{COMPUTER_DOMAIN}"))
}

/// How a computer's seat reads in lineups, the PGN and the subject.
pub fn computer_name(level: u8) -> String {
    format!("tandem level {level}")
}

/// Whether a seat is the computer's: the store shows its address as
/// [`computer_name`] (see `SEAT_COLUMNS` in games.rs), which, unlike every
/// player's address, has no `@`.
pub fn is_computer_seat(seat: &SeatRow) -> bool {
    !seat.address.contains('@')
}

/// A computer's seat in a game in play, for the search workers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ComputerSeat {
    pub game: GameId,
    pub variant: String,
    /// The game's current position.
    pub fen: String,
    pub seat: Seat,
    pub level: u8,
    /// The seat whose draw offer stands, if any.
    pub draw_offer: Option<Seat>,
}

impl Tx<'_> {
    /// Records that the computer holds `seat` of `game` at `level`.
    pub fn set_computer_seat(&self, game: GameId, seat: Seat, level: u8) -> Result<(), StoreError> {
        self.exec("INSERT INTO computer_seats (game_id, seat, level) VALUES (?1, ?2, ?3)", params![game, seat, level])?;
        Ok(())
    }

    /// The computer's level in `game`, if it plays there (its first seat's).
    pub fn computer_level(&self, game: GameId) -> Result<Option<u8>, StoreError> {
        // The seats read and the first taken here: SQLite sorted them by
        // rowid in a temporary table for every letter of every game.
        let mut stmt = self.tx.prepare_cached("SELECT rowid, level FROM computer_seats WHERE game_id = ?1")?;
        let seats: Vec<(i64, u8)> = stmt.query_map([game], |r| Ok((r.get(0)?, r.get(1)?)))?.collect::<Result<_, _>>()?;
        Ok(seats.into_iter().min_by_key(|(rowid, _)| *rowid).map(|(_, level)| level))
    }

    /// Games not over in which `player` plays against or with the computer.
    pub fn computer_games_of(&self, player: PlayerId) -> Result<usize, StoreError> {
        let n: i64 = self.row(
            "SELECT count(DISTINCT c.game_id) FROM computer_seats c
             JOIN seats s ON s.game_id = c.game_id AND s.player_id = ?1
             WHERE c.over = 0",
            [player],
            |r| r.get(0),
        )?;
        Ok(n as usize)
    }

    /// Every computer seat of the games in play.
    pub fn computer_seats_in_play(&self) -> Result<Vec<ComputerSeat>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT g.id, g.variant, g.fen, c.seat, c.level, g.draw_offer_seat, g.status
             FROM computer_seats c INDEXED BY computer_seats_in_play JOIN games g ON g.id = c.game_id
             WHERE c.over = 0 ORDER BY g.id, c.rowid",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok((
                ComputerSeat {
                    game: r.get(0)?,
                    variant: r.get(1)?,
                    fen: r.get(2)?,
                    seat: r.get(3)?,
                    level: r.get(4)?,
                    draw_offer: r.get(5)?,
                },
                r.get::<_, GameStatus>(6)?,
            ))
        })?;
        let mut out = Vec::new();
        for row in rows {
            let (seat, status) = row?;
            if status == GameStatus::Active {
                out.push(seat);
            }
        }
        Ok(out)
    }
}
