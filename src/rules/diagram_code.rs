//! A [`Diagram`] as a few hundred bytes and back: a queued mail
//! keeps its boards this way instead of their pictures (30 KB of base64 a
//! mail, written twice by the store's WAL), and they are drawn when the
//! mail leaves. Reading checks every length: a damaged code gives `None`.

use super::color::Color;
use super::diagram::{BoardDiagram, Cell, Diagram, HandDiagram, Words, GHOSTS};
use super::piece::Piece;
use super::role::Role;
use super::square::Square;

/// What the code starts with: not UTF-8 (so a mail carries it as base64,
/// as it does a picture), then its name and version.
pub const MAGIC: &[u8] = b"\xfftandem-diagram-1\n";

/// The code of `d`; `None` where it holds what the code cannot say (a
/// file letter beyond ASCII, a ghost not in `GHOSTS`, over 255 of a kind).
pub fn encode(d: &Diagram) -> Option<Vec<u8>> {
    let mut out = MAGIC.to_vec();
    out.push(u8::from(d.joined));
    out.push(match d.ghost {
        None => 0,
        Some(g) => 1 + GHOSTS.iter().position(|k| *k == g)? as u8,
    });
    count(&mut out, d.boards.len())?;
    for b in &d.boards {
        match &b.title {
            None => out.push(0),
            Some(t) => {
                out.push(1);
                text(&mut out, &t.text())?;
            }
        }
        count(&mut out, b.files.len())?;
        for &f in &b.files {
            out.push(ascii(f)?);
        }
        count(&mut out, b.ranks.len())?;
        out.extend_from_slice(&b.ranks);
        count(&mut out, b.rows.len())?;
        for row in &b.rows {
            count(&mut out, row.len())?;
            for c in row {
                let flags = u8::from(c.light) | u8::from(c.tandem) << 1 | u8::from(c.marked) << 2;
                out.extend_from_slice(&[c.square.0, ascii(c.file)?, flags, c.piece.map_or(b'.', |p| p.char() as u8)]);
            }
        }
        for h in &b.hands {
            match h {
                None => out.push(0),
                Some(h) => {
                    out.push(1);
                    out.push(h.color.char() as u8);
                    count(&mut out, h.pieces.len())?;
                    for &(role, n) in &h.pieces {
                        out.extend_from_slice(&[role.upper_char() as u8, n]);
                    }
                }
            }
        }
    }
    count(&mut out, d.notes.len())?;
    for n in &d.notes {
        text(&mut out, &n.text())?;
    }
    count(&mut out, d.arrows.len())?;
    for (from, to) in &d.arrows {
        out.extend_from_slice(&[from.0, to.0]);
    }
    Some(out)
}

fn count(out: &mut Vec<u8>, n: usize) -> Option<()> {
    out.push(u8::try_from(n).ok()?);
    Some(())
}

fn ascii(c: char) -> Option<u8> {
    c.is_ascii().then_some(c as u8)
}

fn text(out: &mut Vec<u8>, s: &str) -> Option<()> {
    out.extend_from_slice(&u16::try_from(s.len()).ok()?.to_le_bytes());
    out.extend_from_slice(s.as_bytes());
    Some(())
}

/// The diagram `code` holds, if it is one [`encode`] wrote.
pub fn decode(code: &[u8]) -> Option<Diagram> {
    let mut r = Reader(code.strip_prefix(MAGIC)?);
    let joined = r.byte()? == 1;
    let ghost = match r.byte()? {
        0 => None,
        g => Some(*GHOSTS.get(usize::from(g) - 1)?),
    };
    let mut boards = Vec::new();
    for _ in 0..r.byte()? {
        let title = match r.byte()? {
            0 => None,
            _ => Some(Words::Written(r.text()?)),
        };
        let files = r.bytes_counted()?.iter().map(|&b| char::from(b)).collect();
        let ranks = r.bytes_counted()?.to_vec();
        let mut rows = Vec::new();
        for _ in 0..r.byte()? {
            let mut row = Vec::new();
            for _ in 0..r.byte()? {
                let c = r.take(4)?;
                let piece = match c[3] {
                    b'.' => None,
                    p => Some(Piece::from_char(char::from(p))?),
                };
                row.push(Cell {
                    square: Square(c[0]),
                    file: char::from(c[1]),
                    light: c[2] & 1 != 0,
                    tandem: c[2] & 2 != 0,
                    marked: c[2] & 4 != 0,
                    piece,
                });
            }
            rows.push(row);
        }
        let mut hands = [None, None];
        for h in &mut hands {
            if r.byte()? == 1 {
                let color = Color::from_char(char::from(r.byte()?))?;
                let mut pieces = Vec::new();
                for _ in 0..r.byte()? {
                    let p = r.take(2)?;
                    pieces.push((Role::from_char(char::from(p[0]))?, p[1]));
                }
                *h = Some(HandDiagram { color, pieces });
            }
        }
        boards.push(BoardDiagram { title, files, ranks, rows, hands });
    }
    let mut notes = Vec::new();
    for _ in 0..r.byte()? {
        notes.push(Words::Written(r.text()?));
    }
    let mut arrows = Vec::new();
    for _ in 0..r.byte()? {
        let a = r.take(2)?;
        arrows.push((Square(a[0]), Square(a[1])));
    }
    r.0.is_empty().then_some(Diagram { boards, notes, arrows, joined, ghost })
}

struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        if self.0.len() < n {
            return None;
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Some(head)
    }

    fn byte(&mut self) -> Option<u8> {
        self.take(1).map(|b| b[0])
    }

    fn bytes_counted(&mut self) -> Option<&'a [u8]> {
        let n = self.byte()?;
        self.take(usize::from(n))
    }

    fn text(&mut self) -> Option<String> {
        let n = u16::from_le_bytes(self.take(2)?.try_into().ok()?);
        String::from_utf8(self.take(usize::from(n))?.to_vec()).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, Side, Variant};

    #[test]
    fn every_variant_s_diagrams_read_back_the_same() {
        for v in Variant::ALL {
            let Ok(mut game) = Game::new(v) else { continue };
            for _ in 0..12 {
                let pos = game.position();
                let Some(t) = pos.legal_turns().into_iter().last() else { break };
                let name = pos.turn_notation(&t);
                if game.play(&name).is_err() {
                    break;
                }
            }
            let marked = game.played().last().map(|p| p.squares.clone()).unwrap_or_default();
            for c in [Color::White, Color::Black] {
                let d = game.position().diagram_for(Side::new(0, c)).mark(&marked);
                let code = encode(&d).expect("encodable");
                assert!(code.len() < 1024, "{v:?}: {} bytes", code.len());
                // The code keeps the words as written (here in English).
                assert_eq!(decode(&code), Some(d.clone().written(|sentence| sentence.to_string())), "{v:?}");
                // Damaged: cut short or lengthened, never a panic.
                for n in 0..code.len() {
                    assert_eq!(decode(&code[..n]), None);
                }
                let mut longer = code.clone();
                longer.push(0);
                assert_eq!(decode(&longer), None);
            }
        }
    }
}
