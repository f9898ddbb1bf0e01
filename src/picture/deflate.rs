//! A picture's rows as a zlib stream, in well under half the time zlib's
//! default level takes, at about its size (deflate was two
//! thirds of a picture's CPU, and a move mail draws two pictures).
//!
//! A board picture is made of few things repeated: most of a row is the
//! row above it (a square's rows, the margins), and a piece's row recurs
//! wherever the same piece stands on the same colour. So the matcher
//! ([`tokens`]) tries four places only, each in a few word compares: the
//! row above, the byte before (a run), and the last two places that began
//! with the same eight bytes; a short match is checked against the next
//! byte's (lazy matching). zlib's hash chains search far more and find
//! little more. On the rows of 2,000 pictures of random games (`cargo
//! build --release`, one core): chess 174 us and 5.9 KB a picture, where
//! zlib-rs (the zlib-ng port) at level 6 took 457 us for 5.8 KB and at
//! level 1 117 us for 13.8 KB; Tandem-84 (knightrider) 187 us and 6.5 KB,
//! miniz_oxide's level 6 6.3 KB. Two places a hash rather than one: 1-3%
//! smaller, 15% slower; Tandem-84's mails need the bytes.
//!
//! No crate takes LZ77 tokens and writes them fast (libflate does, at 46
//! ns a token: more than zlib itself), so the Huffman block is written
//! here too ([`write_block`]), as RFC 1951 describes it.

/// The longest match deflate can say, and the farthest.
const MAX_MATCH: usize = 258;
const MAX_DISTANCE: usize = 32_768;
/// Deflate's shortest match.
const MIN_MATCH: usize = 3;
const HASH_BITS: u32 = 14;
/// Places kept for each hash of eight bytes.
const WAYS: usize = 2;
/// Matches shorter than this are checked against the next byte's.
const LAZY: usize = 32;

/// A token: a literal byte (below 256), or a match of `len` bytes `dist`
/// back (`MATCH | len << 16 | dist`).
const MATCH: u32 = 1 << 31;

/// What the matcher found: its tokens, how often each symbol occurs, and
/// the extra bits its matches' lengths and distances take.
struct Tokens {
    tokens: Vec<u32>,
    literal_freq: [u32; 286],
    distance_freq: [u32; 30],
    extra_bits: u64,
}

/// `data` (rows of `stride` bytes, each a PNG row with its filter byte)
/// as a zlib stream.
pub fn zlib(data: &[u8], stride: usize) -> Vec<u8> {
    let tokens = tokens(data, stride);
    let mut out = Vec::with_capacity(tokens.tokens.len() * 2 + 64);
    // zlib's header: deflate with a 32 KB window, no dictionary.
    out.extend_from_slice(&[0x78, 0x9c]);
    write_block(&tokens, data, &mut out);
    let mut adler = simd_adler32::Adler32::new();
    adler.write(data);
    out.extend_from_slice(&adler.finish().to_be_bytes());
    out
}

/// How many bytes from `a` and `b` on are equal, up to `max`.
#[inline]
fn common(data: &[u8], a: usize, b: usize, max: usize) -> usize {
    let (x, y) = (&data[a..a + max], &data[b..b + max]);
    let mut n = 0;
    // Sixteen bytes at a time while they agree.
    while n + 16 <= max && x[n..n + 16] == y[n..n + 16] {
        n += 16;
    }
    while n + 8 <= max {
        let diff =
            u64::from_le_bytes(x[n..n + 8].try_into().unwrap_or_default()) ^ u64::from_le_bytes(y[n..n + 8].try_into().unwrap_or_default());
        if diff != 0 {
            return n + (diff.trailing_zeros() / 8) as usize;
        }
        n += 8;
    }
    n + x[n..].iter().zip(&y[n..]).take_while(|(p, q)| p == q).count()
}

fn hash8(data: &[u8], at: usize) -> usize {
    let word = u64::from_le_bytes(data[at..at + 8].try_into().unwrap_or_default());
    (word.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - HASH_BITS)) as usize
}

/// LZ77 over the candidates of the module's header.
fn tokens(data: &[u8], stride: usize) -> Tokens {
    let n = data.len();
    thread_local! {
        // The last positions of each hash, kept between pictures: a slot
        // holds `base + position`, and one below this picture's base is
        // from an earlier picture, so the table is never cleared.
        static LAST: std::cell::RefCell<(u32, Vec<u32>)> = std::cell::RefCell::new((0, vec![0; WAYS << HASH_BITS]));
    }
    LAST.with(|cell| {
        let (base, last) = &mut *cell.borrow_mut();
        if u64::from(*base) + n as u64 + 1 >= u64::from(u32::MAX) {
            last.fill(0);
            *base = 0;
        }
        // Positions are stored as `base + position + 1`: 0 stays empty.
        let found = matches(data, stride, *base, last);
        *base += n as u32 + 1;
        found
    })
}

fn matches(data: &[u8], stride: usize, base: u32, last: &mut [u32]) -> Tokens {
    let n = data.len();
    // The longest of the candidates at `pos`, noting `pos` in the hash.
    let mut best = |pos: usize| -> (usize, usize) {
        let max = (n - pos).min(MAX_MATCH);
        let (mut len, mut dist) = (0, 0);
        // Most of a picture is the row above it.
        if stride > 0 && stride <= pos.min(MAX_DISTANCE) {
            (len, dist) = (common(data, pos - stride, pos, max), stride);
        }
        if len < max && pos > 0 && data[pos - 1] == data[pos] {
            let l = common(data, pos - 1, pos, max);
            if l > len {
                (len, dist) = (l, 1);
            }
        }
        if len < max && pos + 8 <= n {
            // Each hash keeps its last WAYS places, the newest first.
            let at = hash8(data, pos) * WAYS;
            let slots = &mut last[at..at + WAYS];
            for &slot in slots.iter() {
                let Some(seen) = slot.checked_sub(base + 1).map(|p| p as usize) else { break };
                if pos - seen > MAX_DISTANCE || len >= max {
                    break;
                }
                let l = common(data, seen, pos, max);
                if l > len {
                    (len, dist) = (l, pos - seen);
                }
            }
            slots.rotate_right(1);
            slots[0] = base + pos as u32 + 1;
        }
        (len, dist)
    };
    let mut t = Tokens { tokens: Vec::with_capacity(n / 16), literal_freq: [0; 286], distance_freq: [0; 30], extra_bits: 0 };
    let mut pos = 0;
    let mut ahead = None;
    while pos < n {
        let (len, dist) = ahead.take().unwrap_or_else(|| best(pos));
        if len >= MIN_MATCH {
            // A short match may hide a longer one a byte later (as zlib's
            // lazy matching finds): then this byte goes as a literal.
            if len < LAZY && pos + 1 < n {
                let next = best(pos + 1);
                if next.0 > len {
                    t.tokens.push(u32::from(data[pos]));
                    t.literal_freq[usize::from(data[pos])] += 1;
                    pos += 1;
                    ahead = Some(next);
                    continue;
                }
            }
            t.tokens.push(MATCH | (len as u32) << 16 | dist as u32);
            let (length, distance) = (LENGTHS[len], distance_code(dist));
            t.literal_freq[usize::from(length.symbol)] += 1;
            t.distance_freq[distance.0] += 1;
            t.extra_bits += u64::from(length.extra_bits) + u64::from(distance.1);
            pos += len;
        } else {
            t.tokens.push(u32::from(data[pos]));
            t.literal_freq[usize::from(data[pos])] += 1;
            pos += 1;
        }
    }
    t
}

/// A match length's symbol (257-285) and its extra bits.
#[derive(Clone, Copy)]
struct LengthCode {
    symbol: u16,
    extra_bits: u8,
    extra: u8,
}

/// Every length's code, by length (0-2 unused).
static LENGTHS: [LengthCode; MAX_MATCH + 1] = {
    let mut table = [LengthCode { symbol: 0, extra_bits: 0, extra: 0 }; MAX_MATCH + 1];
    let mut len = 3;
    while len <= MAX_MATCH {
        let (symbol, extra_bits, extra) = length_code(len);
        table[len] = LengthCode { symbol: symbol as u16, extra_bits: extra_bits as u8, extra: extra as u8 };
        len += 1;
    }
    table
};

/// Deflate's length symbol (257-285), its extra bits and their value.
const fn length_code(len: usize) -> (usize, u32, u32) {
    let x = len as u32 - 3;
    if len == MAX_MATCH {
        (285, 0, 0)
    } else if x < 8 {
        (257 + x as usize, 0, 0)
    } else {
        let top = 31 - x.leading_zeros();
        let extra = top - 2;
        (257 + 4 * (top as usize - 1) + ((x >> extra) & 3) as usize, extra, x & ((1 << extra) - 1))
    }
}

/// Deflate's distance symbol (0-29), its extra bits and their value.
#[inline]
fn distance_code(dist: usize) -> (usize, u32, u32) {
    let x = dist as u32 - 1;
    if x < 4 {
        (x as usize, 0, 0)
    } else {
        let top = 31 - x.leading_zeros();
        let extra = top - 1;
        (2 * top as usize + ((x >> extra) & 1) as usize, extra, x & ((1 << extra) - 1))
    }
}

/// Bits written from the least significant on, as deflate packs them.
struct Bits<'a> {
    out: &'a mut Vec<u8>,
    acc: u64,
    count: u32,
}

impl Bits<'_> {
    fn put(&mut self, value: u32, bits: u32) {
        self.acc |= u64::from(value) << self.count;
        self.count += bits;
        if self.count >= 32 {
            self.out.extend_from_slice(&(self.acc as u32).to_le_bytes());
            self.acc >>= 32;
            self.count -= 32;
        }
    }

    fn finish(mut self) {
        while self.count > 0 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.count = self.count.saturating_sub(8);
        }
    }
}

/// Code lengths of a Huffman code for `freqs`, none longer than
/// `max_bits`. A lone symbol gets a partner of one bit too, as zlib does:
/// a code of one symbol is incomplete, which not every inflater accepts.
fn code_lengths(freqs: &[u32], max_bits: u32) -> Vec<u8> {
    let mut lengths = vec![0u8; freqs.len()];
    let mut used: Vec<usize> = (0..freqs.len()).filter(|&s| freqs[s] > 0).collect();
    match used.as_slice() {
        [] => return lengths,
        &[lone] => {
            lengths[lone] = 1;
            lengths[usize::from(lone == 0)] = 1;
            return lengths;
        }
        _ => {}
    }
    // Huffman's tree by repeatedly joining the two lightest; leaves are
    // 0..used.len(), inner nodes after them.
    let mut heap: std::collections::BinaryHeap<std::cmp::Reverse<(u64, usize)>> =
        used.iter().enumerate().map(|(i, &s)| std::cmp::Reverse((u64::from(freqs[s]), i))).collect();
    let mut parent = vec![0usize; 2 * used.len() - 1];
    let mut next = used.len();
    while heap.len() > 1 {
        let (Some(std::cmp::Reverse((wa, a))), Some(std::cmp::Reverse((wb, b)))) = (heap.pop(), heap.pop()) else { break };
        parent[a] = next;
        parent[b] = next;
        heap.push(std::cmp::Reverse((wa + wb, next)));
        next += 1;
    }
    // Depths from the root (the last node) down: parents come after children.
    let mut depth = vec![0u32; next];
    for node in (0..next - 1).rev() {
        depth[node] = depth[parent[node]] + 1;
    }
    // Too deep: count the codes per length, move the overflow to the
    // longest allowed, then lengthen shorter codes until Kraft's sum is
    // exact again (as miniz does); the most frequent keep the shortest.
    let mut per_length = vec![0u32; max_bits as usize + 1];
    for leaf in 0..used.len() {
        per_length[depth[leaf].min(max_bits) as usize] += 1;
    }
    let capacity = 1u64 << max_bits;
    let mut kraft: u64 = (1..=max_bits).map(|l| u64::from(per_length[l as usize]) << (max_bits - l)).sum();
    while kraft > capacity {
        per_length[max_bits as usize] -= 1;
        if let Some(l) = (1..max_bits as usize).rev().find(|&l| per_length[l] > 0) {
            per_length[l] -= 1;
            per_length[l + 1] += 2;
        }
        kraft -= 1;
    }
    used.sort_by_key(|&s| std::cmp::Reverse(freqs[s]));
    let mut symbols = used.into_iter();
    for (len, &count) in per_length.iter().enumerate().skip(1) {
        for s in symbols.by_ref().take(count as usize) {
            lengths[s] = len as u8;
        }
    }
    lengths
}

/// Canonical codes for `lengths`, bit-reversed for writing LSB first.
fn codes(lengths: &[u8]) -> Vec<u32> {
    let mut per_length = [0u32; 16];
    for &l in lengths {
        per_length[usize::from(l)] += 1;
    }
    per_length[0] = 0;
    let mut next = [0u32; 16];
    let mut code = 0;
    for bits in 1..16 {
        code = (code + per_length[bits - 1]) << 1;
        next[bits] = code;
    }
    lengths
        .iter()
        .map(|&l| {
            if l == 0 {
                return 0;
            }
            let c = next[usize::from(l)];
            next[usize::from(l)] += 1;
            c.reverse_bits() >> (32 - u32::from(l))
        })
        .collect()
}

/// The code lengths run-length coded (symbols 16-18 with their extra bits).
fn length_runs(lengths: &[u8]) -> Vec<(u8, u32, u32)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < lengths.len() {
        let l = lengths[i];
        let run = lengths[i..].iter().take_while(|&&x| x == l).count();
        if l == 0 && run >= 3 {
            let r = run.min(138);
            out.push(if r <= 10 { (17, 3, r as u32 - 3) } else { (18, 7, r as u32 - 11) });
            i += r;
        } else if l != 0 && run >= 4 {
            out.push((l, 0, 0));
            let r = (run - 1).min(6);
            out.push((16, 2, r as u32 - 3));
            i += 1 + r;
        } else {
            out.push((l, 0, 0));
            i += 1;
        }
    }
    out
}

/// The order the code length code's lengths are written in.
const LENGTH_ORDER: [usize; 19] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/// `tokens` as one final block: Huffman codes made for them, or `data`
/// stored if that is smaller.
fn write_block(t: &Tokens, data: &[u8], out: &mut Vec<u8>) {
    let mut lit_freq = t.literal_freq;
    let dist_freq = t.distance_freq;
    lit_freq[256] = 1;
    let lit_lengths = code_lengths(&lit_freq, 15);
    let mut dist_lengths = code_lengths(&dist_freq, 15);
    if dist_lengths.iter().all(|&l| l == 0) {
        // A block needs a distance code even when it uses none.
        dist_lengths[..2].fill(1);
    }
    let hlit = 257.max(lit_lengths.iter().rposition(|&l| l > 0).map_or(0, |p| p + 1));
    let hdist = 1.max(dist_lengths.iter().rposition(|&l| l > 0).map_or(0, |p| p + 1));
    let all: Vec<u8> = lit_lengths[..hlit].iter().chain(&dist_lengths[..hdist]).copied().collect();
    let runs = length_runs(&all);
    let mut cl_freq = [0u32; 19];
    for &(s, _, _) in &runs {
        cl_freq[usize::from(s)] += 1;
    }
    let cl_lengths = code_lengths(&cl_freq, 7);
    let hclen = 4.max(LENGTH_ORDER.iter().rposition(|&s| cl_lengths[s] > 0).map_or(0, |p| p + 1));

    // The block's size in bits, to compare with storing the data.
    let cost = |freq: &[u32], lengths: &[u8]| -> u64 { freq.iter().zip(lengths).map(|(&f, &l)| u64::from(f) * u64::from(l)).sum() };
    let header_bits =
        17 + 3 * hclen as u64 + runs.iter().map(|&(s, e, _)| u64::from(cl_lengths[usize::from(s)]) + u64::from(e)).sum::<u64>();
    let bits = header_bits + cost(&lit_freq, &lit_lengths) + cost(&dist_freq, &dist_lengths) + t.extra_bits;
    if bits / 8 > data.len() as u64 + 5 * (data.len() as u64 / 65_535 + 1) {
        stored(data, out);
        return;
    }

    let lit_codes = codes(&lit_lengths);
    let dist_codes = codes(&dist_lengths);
    let cl_codes = codes(&cl_lengths);
    let mut w = Bits { out, acc: 0, count: 0 };
    // Final block, dynamic codes.
    w.put(0b101, 3);
    w.put(hlit as u32 - 257, 5);
    w.put(hdist as u32 - 1, 5);
    w.put(hclen as u32 - 4, 4);
    for &s in &LENGTH_ORDER[..hclen] {
        w.put(u32::from(cl_lengths[s]), 3);
    }
    for &(s, extra, value) in &runs {
        let s = usize::from(s);
        w.put(cl_codes[s], u32::from(cl_lengths[s]));
        w.put(value, extra);
    }
    // Each literal and length symbol's code with its length; a length's
    // extra bits go above its code, in the same write.
    let lit: Vec<(u32, u32)> = lit_codes.iter().zip(&lit_lengths).map(|(&c, &l)| (c, u32::from(l))).collect();
    for &token in &t.tokens {
        if token & MATCH == 0 {
            let (code, bits) = lit[token as usize];
            w.put(code, bits);
        } else {
            let len = LENGTHS[(token >> 16 & 0x1ff) as usize];
            let (code, bits) = lit[usize::from(len.symbol)];
            w.put(code | u32::from(len.extra) << bits, bits + u32::from(len.extra_bits));
            let (s, extra, value) = distance_code((token & 0xffff) as usize);
            let bits = u32::from(dist_lengths[s]);
            w.put(dist_codes[s] | value << bits, bits + extra);
        }
    }
    w.put(lit_codes[256], u32::from(lit_lengths[256]));
    w.finish();
}

/// `data` as stored blocks, the last one final.
fn stored(data: &[u8], out: &mut Vec<u8>) {
    let mut chunks = data.chunks(65_535).peekable();
    if chunks.peek().is_none() {
        out.extend_from_slice(&[1, 0, 0, 0xff, 0xff]);
    }
    while let Some(chunk) = chunks.next() {
        let n = chunk.len() as u16;
        out.push(u8::from(chunks.peek().is_none()));
        out.extend_from_slice(&n.to_le_bytes());
        out.extend_from_slice(&(!n).to_le_bytes());
        out.extend_from_slice(chunk);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inflate(z: &[u8]) -> Vec<u8> {
        let mut back = Vec::new();
        std::io::Read::read_to_end(&mut flate2::read::ZlibDecoder::new(z), &mut back).expect("a valid zlib stream");
        back
    }

    fn random(n: usize, seed: u64, alphabet: u64) -> Vec<u8> {
        let mut s = seed;
        (0..n)
            .map(|_| {
                s = s.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                ((s >> 33) % alphabet) as u8
            })
            .collect()
    }

    #[test]
    fn what_goes_in_comes_out() {
        let mut cases: Vec<(Vec<u8>, usize)> = vec![
            (vec![], 1),
            (vec![7], 1),
            (vec![0; 100_000], 301),
            (random(70_000, 1, 256), 257),
            (random(70_000, 2, 3), 100),
            (b"abcabcabcabcabcabcabcabcabcabd".to_vec(), 7),
        ];
        // Rows that repeat with a little change, far apart and near.
        let row = random(400, 3, 5);
        let mut rows = Vec::new();
        for i in 0..300 {
            let mut r = row.clone();
            r[i % 400] = (i % 7) as u8;
            rows.extend_from_slice(&r);
        }
        cases.push((rows, 400));
        for (data, stride) in cases {
            let z = zlib(&data, stride);
            assert_eq!(inflate(&z), data, "{} bytes, rows of {stride}", data.len());
        }
    }

    #[test]
    fn incompressible_data_is_stored_not_grown() {
        let data = random(200_000, 9, 256);
        let z = zlib(&data, 1000);
        assert!(z.len() <= data.len() + 5 * 4 + 6, "{} bytes for {}", z.len(), data.len());
        assert_eq!(inflate(&z), data);
    }

    #[test]
    fn every_length_and_distance_has_its_code() {
        for len in 3..=MAX_MATCH {
            let (s, extra, value) = length_code(len);
            assert!((257..=285).contains(&s) && value < (1 << extra), "length {len}");
        }
        assert_eq!(length_code(10), (264, 0, 0));
        assert_eq!(length_code(11), (265, 1, 0));
        assert_eq!(length_code(257), (284, 5, 30));
        assert_eq!(distance_code(5), (4, 1, 0));
        assert_eq!(distance_code(32_768), (29, 13, 8191));
    }

    #[test]
    fn every_code_is_complete_even_of_one_symbol() {
        for freqs in [vec![0, 0, 5, 0], vec![9, 0, 0], vec![1, 1], vec![3, 1, 4, 1, 5, 9, 2, 6]] {
            let lengths = code_lengths(&freqs, 15);
            let kraft: f64 = lengths.iter().filter(|&&l| l > 0).map(|&l| 0.5f64.powi(i32::from(l))).sum();
            assert!((kraft - 1.0).abs() < 1e-9, "{freqs:?}: {lengths:?}");
            assert!(freqs.iter().zip(&lengths).all(|(&f, &l)| f == 0 || l > 0), "{freqs:?}: {lengths:?}");
        }
    }

    #[test]
    fn codes_respect_their_longest_length() {
        // Fibonacci frequencies make Huffman's tree as deep as it goes.
        let mut freqs = vec![0u32; 40];
        let (mut a, mut b) = (1u32, 1u32);
        for f in freqs.iter_mut() {
            *f = a;
            (a, b) = (b, a.saturating_add(b));
        }
        let lengths = code_lengths(&freqs, 7);
        assert!(lengths.iter().all(|&l| (1..=7).contains(&l)));
        let kraft: f64 = lengths.iter().map(|&l| 0.5f64.powi(i32::from(l))).sum();
        assert!((kraft - 1.0).abs() < 1e-9, "Kraft's sum {kraft}");
    }
}
