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
    steps.iter().filter_map(|&(df, dr)| s.offset(df, dr)).fold(0, |bb, t| bb | 1 << t.0)
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

// The magic multipliers, one per square (a1, b1, ..., h8), rook then bishop.
// They were found once by the seeded search `tests::search_magics`, which
// used to run at every start of the program (a third of a second). The tests
// check each constant against the slow ray walk (`magics_are_exact`) and that
// the search still finds exactly these (`constants_are_what_the_search_finds`,
// whose failure message prints the arrays to paste here). A square's block in
// `slides` has 2^(bits of its mask) slots and its shift is 64 minus those
// bits: the shifts and offsets follow from the masks and are computed.
const ROOK_MAGICS: [u64; 64] = [
    0x2080_0020_8040_0010,
    0x00c0_0020_0140_1000,
    0x2100_1100_0840_2002,
    0x0880_0800_8104_1000,
    0x0200_0200_2004_1008,
    0x2300_0400_0801_0012,
    0x0c00_2830_0400_8201,
    0x0180_0100_0040_7a80,
    0x0168_8000_8040_0020,
    0x0010_4000_4020_1000,
    0x1001_0020_0100_1048,
    0x1001_0024_0810_0100,
    0x0801_0004_0801_0012,
    0x4001_0002_0900_0400,
    0x08a2_0004_c802_0001,
    0x2002_8011_4500_2280,
    0x0080_8600_2100_4200,
    0x0010_00c0_0940_2002,
    0x00b0_0020_0400_2800,
    0x100a_8080_1002_0800,
    0x8101_0100_0800_0410,
    0x0244_0080_0200_0480,
    0x0000_0400_1081_0208,
    0x2000_0200_0044_8534,
    0x4104_4004_8000_8033,
    0x0000_8101_0020_4000,
    0x0440_4309_0020_0010,
    0x4600_2409_0010_0100,
    0x0060_0800_8004_0080,
    0x0001_0003_0008_0400,
    0x0004_0844_0001_1002,
    0x0023_0402_0000_8041,
    0x0580_0500_4300_2080,
    0x0400_8040_0280_2008,
    0x0001_0020_0100_4010,
    0x1000_2009_0100_1000,
    0x4410_8008_0180_0c00,
    0xa012_0038_0600_1004,
    0x0020_1001_0400_8802,
    0x0004_8084_0200_0041,
    0x0010_4001_7089_8000,
    0x0080_5000_2000_4004,
    0x1040_4080_1202_0020,
    0x8010_0400_0800_4040,
    0x2001_0801_0011_0004,
    0x0000_0200_0400_8080,
    0x0021_0108_1004_0002,
    0x0800_008c_4302_0024,
    0x0000_8000_2100_5100,
    0x0070_2010_4000_8080,
    0x0000_d042_8200_6a00,
    0x0010_0144_0008_0240,
    0x0001_0801_1005_0100,
    0x0012_0008_1024_0600,
    0x0402_0008_0104_0200,
    0x0281_0010_8a00_4100,
    0x0050_8003_0010_2045,
    0x8208_2100_4012_0882,
    0x8010_6001_0118_3441,
    0x020b_0009_1000_6045,
    0x0241_0010_0248_0005,
    0x0081_0004_0088_0241,
    0x0000_0090_0802_4124,
    0x0048_1229_8041_0402,
];
const BISHOP_MAGICS: [u64; 64] = [
    0x0848_0208_2204_0013,
    0x8010_a400_8582_1200,
    0x0008_0084_3084_0822,
    0x0808_0481_0804_0000,
    0x1304_0421_0000_8104,
    0x5001_0120_1020_4023,
    0x8104_8801_b820_0420,
    0x200a_0080_8401_2000,
    0x0040_1020_0104_2084,
    0x840a_5050_4242_8020,
    0x0000_7001_0220_2920,
    0x4410_1c0c_1080_0002,
    0x0040_0404_2200_0000,
    0x0180_0208_0209_0202,
    0x4020_0208_1104_1202,
    0x0001_0430_8c04_2000,
    0x4140_6610_0242_4400,
    0x0028_0120_0801_0460,
    0x0188_0621_0200_2a00,
    0x0014_0048_4010_2008,
    0x0105_0002_9040_0002,
    0x8001_0222_0041_0400,
    0x104a_0419_1801_3446,
    0x008a_0000_8200_8238,
    0x04a0_0600_0810_0430,
    0x0008_2200_0882_0801,
    0x2508_0412_0800_5010,
    0x4008_0802_0020_2020,
    0x2441_0010_1300_4000,
    0x0030_0080_6040_7000,
    0x4008_1080_0042_0800,
    0x0012_0210_5029_0100,
    0x0210_0804_8220_0500,
    0xcc01_1120_4810_0480,
    0x0020_4028_0650_0440,
    0x0004_8e00_8058_0080,
    0x0040_1020_2002_0080,
    0x0028_0104_4008_0807,
    0x4601_0411_0800_8800,
    0x8040_810e_0410_4200,
    0x9012_1011_0400_088a,
    0xa003_0802_1208_1050,
    0x00c1_0040_4840_1004,
    0x9000_00a0_1440_0800,
    0x0008_0210_4040_5401,
    0x4020_0082_0600_2090,
    0x0004_1904_2403_0100,
    0x0424_008a_0202_6250,
    0x8004_0882_5090_0040,
    0x1c00_4300_88a0_4200,
    0x0001_0200_9404_0001,
    0x8040_2100_2088_0061,
    0x2010_0404_5044_2032,
    0x0800_8408_5004_4001,
    0x0004_0408_0214_0004,
    0x0004_080a_0422_2020,
    0x8088_8021_1002_2000,
    0x1081_a104_1611_4400,
    0x0205_010a_2406_0820,
    0x0000_0007_2041_1080,
    0x1008_0002_0843_0400,
    0x580c_0260_2881_0840,
    0x8020_2044_1020_a110,
    0x12c0_0224_0102_0018,
];

/// Entries of `slides`: 2^bits per square, rooks (102400) then bishops (5248).
const SLIDES_LEN: usize = 107_648;

/// The squares whose occupancy matters to a slider on `sq`: its empty-board
/// rays without the last square of each (the board's edge, unless the slider
/// stands on that edge).
fn relevant_mask(sq: u8, dirs: &[(i8, i8)]) -> u64 {
    let (f, r) = (sq & 7, sq >> 3);
    let mut edges = 0u64;
    if r != 0 {
        edges |= 0xff;
    }
    if r != 7 {
        edges |= 0xff << 56;
    }
    if f != 0 {
        edges |= 0x0101_0101_0101_0101;
    }
    if f != 7 {
        edges |= 0x8080_8080_8080_8080;
    }
    slide(sq, dirs, 0) & !edges
}

/// Fills `slides` (appending one block of 2^bits entries per square) for the
/// given magic multipliers: every occupancy subset of a square's mask goes to
/// its slot. Cheap (about 100k ray walks): no search at run time.
fn fill_magics(dirs: &[(i8, i8)], magics: &[u64; 64], slides: &mut Vec<u64>) -> [Magic; 64] {
    std::array::from_fn(|sq| {
        let sq_u8 = sq as u8;
        let mask = relevant_mask(sq_u8, dirs);
        let bits = mask.count_ones();
        let shift = 64 - bits;
        let magic = magics[sq];
        let offset = slides.len();
        slides.resize(offset + (1 << bits), 0);
        // Carry-rippler: every subset of the mask, the empty one first.
        let mut sub = 0u64;
        loop {
            slides[offset + (sub.wrapping_mul(magic) >> shift) as usize] = slide(sq_u8, dirs, sub);
            sub = sub.wrapping_sub(mask) & mask;
            if sub == 0 {
                break;
            }
        }
        Magic { mask, magic, shift, offset }
    })
}

static TABLES: LazyLock<Tables> = LazyLock::new(|| {
    let mut slides = Vec::with_capacity(SLIDES_LEN);
    let rook = fill_magics(&ROOK_DIRS, &ROOK_MAGICS, &mut slides);
    let bishop = fill_magics(&BISHOP_DIRS, &BISHOP_MAGICS, &mut slides);
    debug_assert_eq!(slides.len(), SLIDES_LEN);
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
                    line[a as usize * 64 + b as usize] = (slide(a, dirs, 0) & slide(b, dirs, 0)) | (1 << a) | (1 << b);
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

    /// Deterministic xorshift, so that the search finds the same magics on
    /// every run.
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

    /// The search that found `ROOK_MAGICS` and `BISHOP_MAGICS` (rooks first,
    /// then bishops, from one generator seeded with 0x9e37_79b9_7f4a_7c15):
    /// for each square, sparse random candidates until one sends every
    /// occupancy subset of the mask to a slot shared only with subsets of the
    /// same attacks. Test-only: the tables are filled from the constants.
    fn search_magics(dirs: &[(i8, i8)], rng: &mut Rng) -> [u64; 64] {
        std::array::from_fn(|sq| {
            let sq = sq as u8;
            let mask = relevant_mask(sq, dirs);
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
            let mut slots = vec![0u64; 1 << bits];
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
                        slots[i] = att;
                        true
                    } else {
                        slots[i] == att
                    }
                });
                if ok {
                    return magic;
                }
            }
        })
    }

    fn rust_array(name: &str, magics: &[u64; 64]) -> String {
        let mut s = format!("const {name}: [u64; 64] = [\n");
        for row in magics.chunks(4) {
            let row: Vec<String> = row
                .iter()
                .map(|m| {
                    let h = format!("{m:016x}");
                    format!("0x{}_{}_{}_{}", &h[0..4], &h[4..8], &h[8..12], &h[12..16])
                })
                .collect();
            s += &format!("    {},\n", row.join(", "));
        }
        s + "];\n"
    }

    #[test]
    fn constants_are_what_the_search_finds() {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        let rook = search_magics(&ROOK_DIRS, &mut rng);
        let bishop = search_magics(&BISHOP_DIRS, &mut rng);
        assert!(
            rook == ROOK_MAGICS && bishop == BISHOP_MAGICS,
            "the search finds other magics:\n{}{}",
            rust_array("ROOK_MAGICS", &rook),
            rust_array("BISHOP_MAGICS", &bishop)
        );
    }

    /// Every constant magic, on its own: each occupancy subset of its mask
    /// lands in a slot that no subset with other attacks shares (no
    /// destructive collision), inside the square's block; and the tables the
    /// engine uses answer the slow ray walk for every subset, also with
    /// pieces outside the mask (which must not matter).
    #[test]
    fn magics_are_exact() {
        let mut rng = Rng(42);
        let mut next_offset = 0;
        for (dirs, magics, lookup, name) in [
            (&ROOK_DIRS, &ROOK_MAGICS, rook as fn(Square, Bitboard) -> Bitboard, "rook"),
            (&BISHOP_DIRS, &BISHOP_MAGICS, bishop as fn(Square, Bitboard) -> Bitboard, "bishop"),
        ] {
            let table = if name == "rook" { &TABLES.rook } else { &TABLES.bishop };
            for sq in 0..64u8 {
                let mask = relevant_mask(sq, dirs);
                let m = &table[sq as usize];
                assert_eq!((m.mask, m.magic, m.shift), (mask, magics[sq as usize], 64 - mask.count_ones()));
                assert_eq!(m.offset, next_offset, "{name} {sq}: blocks must follow each other");
                next_offset += 1 << mask.count_ones();
                let mut subsets = vec![0u64];
                let mut sub = mask & mask.wrapping_neg();
                while sub != 0 {
                    subsets.push(sub);
                    sub = sub.wrapping_sub(mask) & mask;
                }
                assert_eq!(subsets.len(), 1 << mask.count_ones());
                // The constant alone, before any table: no destructive collision.
                let mut slots: Vec<Option<u64>> = vec![None; subsets.len()];
                for &sub in &subsets {
                    let attacks = slide(sq, dirs, sub);
                    let slot = &mut slots[(sub.wrapping_mul(magics[sq as usize]) >> m.shift) as usize];
                    match *slot {
                        Some(other) => assert_eq!(other, attacks, "{name} {sq}: collision at {sub:#x}"),
                        None => *slot = Some(attacks),
                    }
                }
                // The engine's lookup, with and without pieces outside the mask.
                for &sub in &subsets {
                    let attacks = slide(sq, dirs, sub);
                    let outside = rng.next() & rng.next() & !mask;
                    assert_eq!(lookup(Square(sq), Bitboard(sub)).0, attacks, "{name} {sq} {sub:#x}");
                    assert_eq!(lookup(Square(sq), Bitboard(sub | outside)).0, attacks, "{name} {sq} {sub:#x}");
                }
            }
        }
        assert_eq!(next_offset, SLIDES_LEN);
        assert_eq!(TABLES.slides.len(), SLIDES_LEN);
    }

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
