//! The five-player round robin both tournament tests play (offline in
//! `tests/offline/tournaments.rs`, by mail in `tests/mail/tournament_mail.rs`), and its
//! final crosstable computed by hand:
//!
//! Berger's table for five (entrant 6 the bye): 2-5 3-4 | 5-3 1-2 | 3-1
//! 4-5 | 1-4 2-3 | 4-2 5-1. Ben beats Eve, Eve beats Cat, Eve withdraws
//! (Dan-Eve and Eve-Ann lost by her forfeit: she finished 2 of 4, not
//! fewer than half), Cat and Dan draw, Ann beats Ben, Cat beats Ann, Ben
//! beats Cat, Dan beats Ben, Ann loses on time to Dan. Points: Ann 2, Ben
//! 2, Cat 1½, Dan 3½, Eve 1. Sonneborn-Berger: Ann 1·2 (Ben) + 1·1 (Eve)
//! = 3; Ben 1·1 + 1·1½ = 2½; Cat ½·3½ + 1·2 = 3¾; Dan ½·1½ + 1·1 + 1·2 +
//! 1·2 = 5¾; Eve 1·1½ = 1½: Ann before Ben. Performance (everyone 1500 at
//! the start): Ann 3 games over the board, won 1 lost 2: 1500 - 400/3 =
//! 1367; Dan +2 in 3: 1767; Cat -1 in 4: 1400.
#![allow(dead_code)]

pub const NAMES: [&str; 5] = ["Ann", "Ben", "Cat", "Dan", "Eve"];

pub const FINAL_TABLE: &str = "         1 2 3 4 5   Pts    SB  Won  Place  Perf
1  Ann  |*|1|0|0|+|     2  3.00    2      2  1367
2  Ben  |0|*|1|0|1|     2  2.50    2      3  1500
3  Cat  |1|0|*|½|0|    1½  3.75    1      4  1400
4  Dan  |1|1|½|*|+|    3½  5.75    3      1  1767
5  Eve  |-|0|1|-|*|     1  1.50    1      5  1500  (withdrew)
";

/// The first two lines of the final standings.
pub const FINAL_STANDINGS: &str = "\n 1. Dan   3½ points (SB 5.75, 3 won, performance 1767)\n 2. Ann    2 points (SB 3.00";
