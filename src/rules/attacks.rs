//! Attack sets on one 8x8 board: leaper tables and magic-bitboard sliders.
//!
//! Smaller boards (Tandem-84's 6x7) use the same tables and mask the result
//! with their area: off-area squares lie beyond the last file and rank, so a
//! ray that leaves the area never comes back into it.

use std::sync::LazyLock;

use super::{Bitboard, Color, Square};

const KNIGHT_STEPS: [(i8, i8); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
const KING_STEPS: [(i8, i8); 8] = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];
const ROOK_DIRS: [(i8, i8); 4] = [(1, 0), (0, 1), (-1, 0), (0, -1)];
const BISHOP_DIRS: [(i8, i8); 4] = [(1, 1), (-1, 1), (-1, -1), (1, -1)];

fn step_set(sq: u8, steps: &[(i8, i8)]) -> u64 {
    let s = Square(sq);
    steps
        .iter()
        .filter_map(|&(df, dr)| s.offset(df, dr))
        .fold(0, |bb, t| bb | 1 << t.0)
}

fn slide(sq: u8, dirs: &[(i8, i8)], occupied: u64) -> u64 {
    let mut bb = 0;
    for &(df, dr) in dirs {
        let mut s = Square(sq);
        while let Some(t) = s.offset(df, dr) {
            bb |= 1 << t.0;
            if occupied & (1 << t.0) != 0 {
                break;
            }
            s = t;
        }
    }
    bb
}

struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: usize,
}

struct Tables {
    knight: [u64; 64],
    king: [u64; 64],
    pawn: [[u64; 64]; 2],
    rook: [Magic; 64],
    bishop: [Magic; 64],
    slides: Vec<u64>,
    /// Squares strictly between two squares on a line, else empty.
    between: Vec<u64>,
    /// The whole line through two squares (edge to edge), else empty.
    line: Vec<u64>,
}

/// Deterministic xorshift, so that the same magics are found on every run.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

fn find_magics(dirs: &[(i8, i8)], slides: &mut Vec<u64>, rng: &mut Rng) -> [Magic; 64] {
    std::array::from_fn(|sq| {
        let sq = sq as u8;
        let (f, r) = (sq & 7, sq >> 3);
        let mut edges = 0u64;
        if r != 0 { edges |= 0xff; }
        if r != 7 { edges |= 0xff << 56; }
        if f != 0 { edges |= 0x0101_0101_0101_0101; }
        if f != 7 { edges |= 0x8080_8080_8080_8080; }
        let mask = slide(sq, dirs, 0) & !edges;
        let bits = mask.count_ones();
        let shift = 64 - bits;
        let mut subsets = Vec::with_capacity(1 << bits);
        let mut sub = 0u64;
        loop {
            subsets.push((sub, slide(sq, dirs, sub)));
            sub = sub.wrapping_sub(mask) & mask;
            if sub == 0 {
                break;
            }
        }
        let offset = slides.len();
        slides.resize(offset + (1 << bits), 0);
        let mut used = vec![0u32; 1 << bits];
        let mut epoch = 0u32;
        loop {
            let magic = rng.sparse();
            if (mask.wrapping_mul(magic) >> 56).count_ones() < 6 {
                continue;
            }
            epoch += 1;
            let ok = subsets.iter().all(|&(occ, att)| {
                let i = (occ.wrapping_mul(magic) >> shift) as usize;
                if used[i] != epoch {
                    used[i] = epoch;
                    slides[offset + i] = att;
                    true
                } else {
                    slides[offset + i] == att
                }
            });
            if ok {
                return Magic { mask, magic, shift, offset };
            }
        }
    })
}

static TABLES: LazyLock<Tables> = LazyLock::new(|| {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut slides = Vec::new();
    let rook = find_magics(&ROOK_DIRS, &mut slides, &mut rng);
    let bishop = find_magics(&BISHOP_DIRS, &mut slides, &mut rng);
    let mut between = vec![0u64; 64 * 64];
    let mut line = vec![0u64; 64 * 64];
    for a in 0..64u8 {
        for b in 0..64u8 {
            if a == b {
                continue;
            }
            for dirs in [&ROOK_DIRS[..], &BISHOP_DIRS[..]] {
                let from_a = slide(a, dirs, 1 << b);
                if from_a & (1 << b) != 0 {
                    let from_b = slide(b, dirs, 1 << a);
                    between[a as usize * 64 + b as usize] = from_a & from_b;
                    line[a as usize * 64 + b as usize] =
                        (slide(a, dirs, 0) & slide(b, dirs, 0)) | (1 << a) | (1 << b);
                }
            }
        }
    }
    Tables {
        knight: std::array::from_fn(|s| step_set(s as u8, &KNIGHT_STEPS)),
        king: std::array::from_fn(|s| step_set(s as u8, &KING_STEPS)),
        pawn: [
            std::array::from_fn(|s| step_set(s as u8, &[(-1, 1), (1, 1)])),
            std::array::from_fn(|s| step_set(s as u8, &[(-1, -1), (1, -1)])),
        ],
        rook,
        bishop,
        slides,
        between,
        line,
    }
});

/// Forces table construction (so benchmarks do not time it).
pub fn init() {
    LazyLock::force(&TABLES);
}

#[inline]
pub fn knight(sq: Square) -> Bitboard {
    Bitboard(TABLES.knight[sq.local() as usize])
}

#[inline]
pub fn king(sq: Square) -> Bitboard {
    Bitboard(TABLES.king[sq.local() as usize])
}

/// Squares a pawn of `color` on `sq` attacks.
#[inline]
pub fn pawn(color: Color, sq: Square) -> Bitboard {
    Bitboard(TABLES.pawn[color.index()][sq.local() as usize])
}

#[inline]
pub fn rook(sq: Square, occupied: Bitboard) -> Bitboard {
    let t = &*TABLES;
    let m = &t.rook[sq.local() as usize];
    Bitboard(t.slides[m.offset + ((occupied.0 & m.mask).wrapping_mul(m.magic) >> m.shift) as usize])
}

#[inline]
pub fn bishop(sq: Square, occupied: Bitboard) -> Bitboard {
    let t = &*TABLES;
    let m = &t.bishop[sq.local() as usize];
    Bitboard(t.slides[m.offset + ((occupied.0 & m.mask).wrapping_mul(m.magic) >> m.shift) as usize])
}

#[inline]
pub fn queen(sq: Square, occupied: Bitboard) -> Bitboard {
    rook(sq, occupied) | bishop(sq, occupied)
}

#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(TABLES.between[a.local() as usize * 64 + b.local() as usize])
}

#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    Bitboard(TABLES.line[a.local() as usize * 64 + b.local() as usize])
}

#[inline]
pub fn aligned(a: Square, b: Square, c: Square) -> bool {
    line(a, b).contains(c)
}

/// Knightrider: up to `max_steps` knight steps in one direction; `passable`
/// are the squares it may continue through (it may stop on any square it
/// reaches whose occupant `stoppable` allows).
pub fn knightrider(sq: Square, max_steps: u8, passable: Bitboard, area: Bitboard) -> Bitboard {
    let mut bb = Bitboard::EMPTY;
    for &(df, dr) in &KNIGHT_STEPS {
        let mut s = sq;
        for _ in 0..max_steps {
            match s.offset(df, dr) {
                Some(t) if area.contains(t) => {
                    bb.set(t);
                    if !passable.contains(t) {
                        break;
                    }
                    s = t;
                }
                _ => break,
            }
        }
    }
    bb
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magics_agree_with_slow_rays() {
        let mut rng = Rng(12345);
        for sq in 0..64u8 {
            for _ in 0..200 {
                let occ = rng.next() & rng.next();
                assert_eq!(rook(Square(sq), Bitboard(occ)).0, slide(sq, &ROOK_DIRS, occ));
                assert_eq!(bishop(Square(sq), Bitboard(occ)).0, slide(sq, &BISHOP_DIRS, occ));
            }
        }
    }

    #[test]
    fn between_and_line() {
        let a1 = Square::parse("a1").unwrap();
        let h8 = Square::parse("h8").unwrap();
        let c3 = Square::parse("c3").unwrap();
        assert_eq!(between(a1, h8).count(), 6);
        assert!(line(a1, c3).contains(h8));
        assert!(between(a1, Square::parse("b3").unwrap()).is_empty());
    }
}
