//! The HTML alternative of the bot's mails, written so that it can travel
//! as 7bit: ASCII only (other characters as numeric references) and no
//! line of 76 octets or more. lettre then sends it as it is, where
//! quoted-printable would triple every `=` of the inline styles and every
//! octet of a chess glyph, and cost the daemon its time to encode.
//!
//! [`HtmlOut`] keeps the lines short as it writes; [`text_to_html_page`]
//! and [`text_and_figures_page`] build whole pages with it.

/// Where a line is folded: below lettre's limit for 7bit (76), with room
/// for the `<wbr` of a fold inside `<pre>`.
const FOLD: usize = 70;
/// Outside `<pre>` text folds at the first space this close to [`FOLD`].
const WORD: usize = 16;
/// How a line too long for the wire is folded inside `<pre>`, or in a word
/// longer than a line: inside a tag, where a newline is whitespace and
/// shows nothing.
pub(crate) const FOLD_MARK: &str = "<wbr\n>";

/// `c` as a numeric reference (`&#1081;`), written into `buf`: an alt text
/// in Cyrillic has hundreds, and a `String` each cost more than the rest.
fn reference(c: char, buf: &mut [u8; 12]) -> &str {
    // Digits written by hand, from the end: `write!` costs more than the
    // rest of the page for a text in Cyrillic.
    let mut n = c as u32;
    let mut at = 11;
    buf[at] = b';';
    loop {
        at -= 1;
        buf[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    buf[at - 2] = b'&';
    buf[at - 1] = b'#';
    // A `char` is at most 7 digits: `&#` + 7 + `;` fits in 12.
    std::str::from_utf8(&buf[at - 2..]).unwrap_or("")
}

/// Whether an ASCII byte is written as an entity in text and attributes.
fn needs_escape(b: u8) -> bool {
    matches!(b, b'&' | b'<' | b'>' | b'"' | b'\'')
}

/// How `c` is written in text and attributes: an entity for the five
/// characters HTML reserves, a numeric reference beyond ASCII (into
/// `buf`); `None` for an ASCII character written as it is.
fn escaped(c: char, buf: &mut [u8; 12]) -> Option<&str> {
    match c {
        '&' => Some("&amp;"),
        '<' => Some("&lt;"),
        '>' => Some("&gt;"),
        '"' => Some("&quot;"),
        '\'' => Some("&#39;"),
        c if c.is_ascii() => None,
        c => Some(reference(c, buf)),
    }
}

/// `word` escaped for an attribute's value, into `out`.
fn escape_attribute_word(word: &str, out: &mut String) {
    for ch in word.chars() {
        match escaped(ch, &mut [0; 12]) {
            Some(unit) => out.push_str(unit),
            None => out.push(ch),
        }
    }
}

/// `s` as [`HtmlOut::attribute`] escapes it, its words between single
/// spaces, for [`HtmlOut::escaped_attribute`] to fold where it stands.
pub fn escaped_attribute(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for (i, word) in s.split_whitespace().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        escape_attribute_word(word, &mut out);
    }
    out
}

/// HTML being written: markup in short pieces, text escaped and folded.
#[derive(Default)]
pub struct HtmlOut {
    buf: String,
    col: usize,
}

impl HtmlOut {
    pub fn new() -> HtmlOut {
        HtmlOut::default()
    }

    /// Appends markup (ASCII, no newline). When the line would grow too
    /// long, a newline goes first: so each piece must start where
    /// whitespace is allowed, e.g. a tag, or an attribute or CSS
    /// declaration after the first.
    pub fn markup(&mut self, piece: &str) {
        debug_assert!(piece.is_ascii() && !piece.contains('\n'), "markup piece {piece:?}");
        if self.col > 0 && self.col + piece.len() > FOLD {
            self.newline();
        }
        self.buf.push_str(piece);
        self.col += piece.len();
    }

    /// Ends the line (between tags, where a newline is only whitespace).
    pub fn newline(&mut self) {
        self.buf.push('\n');
        self.col = 0;
    }

    /// Appends `s` as element content, escaped. Outside `<pre>` long lines
    /// are folded at spaces (a newline is a space there). Inside it
    /// (`pre`) every newline of `s` is kept, and a long line is folded
    /// inside a `<wbr>` tag, which shows nothing.
    pub fn text(&mut self, s: &str, pre: bool) {
        let bytes = s.as_bytes();
        let mut at = 0;
        while at < s.len() {
            // A run of ASCII that needs no escape (and, outside `<pre>`, no
            // space, where a line may fold) goes in line-long pieces, as
            // character by character it would.
            let run = bytes[at..].iter().take_while(|&&b| b.is_ascii() && b != b'\n' && !needs_escape(b) && (pre || b != b' ')).count();
            if run > 0 {
                let mut rest = &s[at..at + run];
                while !rest.is_empty() {
                    if self.col >= FOLD {
                        self.buf.push_str(FOLD_MARK);
                        self.col = 1;
                    }
                    let take = (FOLD - self.col).min(rest.len());
                    self.buf.push_str(&rest[..take]);
                    self.col += take;
                    rest = &rest[take..];
                }
                at += run;
                continue;
            }
            let Some(ch) = s[at..].chars().next() else { break };
            at += ch.len_utf8();
            if ch == '\n' {
                if pre {
                    self.newline();
                } else {
                    self.push_unit(" ");
                }
                continue;
            }
            if ch == ' ' && !pre && self.col >= FOLD - WORD {
                self.newline();
                continue;
            }
            match escaped(ch, &mut [0; 12]) {
                Some(unit) => self.push_unit(unit),
                None => self.push_unit(ch.encode_utf8(&mut [0; 4])),
            }
        }
    }

    /// One character's worth of escaped text, never split. A line that
    /// grows too long (in `<pre>`, or a word longer than a line) is
    /// folded inside a `<wbr>` tag: it shows nothing, and inside a tag a
    /// newline is whitespace, not text.
    fn push_unit(&mut self, unit: &str) {
        if self.col + unit.len() > FOLD {
            self.buf.push_str(FOLD_MARK);
            self.col = 1;
        }
        self.buf.push_str(unit);
        self.col += unit.len();
    }

    /// Appends `s` as an attribute's value, escaped, folded at spaces (a
    /// newline in a value is whitespace, as in text outside `<pre>`).
    pub fn attribute(&mut self, s: &str) {
        // One buffer for every word: an alt text is a whole position in
        // words, and a string per word cost more than the words.
        let mut buffer = String::new();
        for (i, word) in s.split_whitespace().enumerate() {
            let plain = word.bytes().all(|b| b.is_ascii() && !needs_escape(b));
            let escaped: &str = if plain {
                word
            } else {
                buffer.clear();
                escape_attribute_word(word, &mut buffer);
                &buffer
            };
            self.attribute_word(i > 0, escaped);
        }
    }

    /// [`HtmlOut::attribute`] for a value escaped already by
    /// [`escaped_attribute`]: a picture's alt text, the same in every mail
    /// that shows the picture, is escaped once.
    pub fn escaped_attribute(&mut self, escaped: &str) {
        // The spaces found by memchr: `split(' ')` looked at each byte of a
        // text that is mostly numeric references.
        let mut start = 0;
        for space in memchr::memchr_iter(b' ', escaped.as_bytes()) {
            self.attribute_word(start > 0, &escaped[start..space]);
            start = space + 1;
        }
        self.attribute_word(start > 0, &escaped[start..]);
    }

    /// One word of an attribute's value, escaped, after a space or at the
    /// start of a line.
    fn attribute_word(&mut self, after_another: bool, escaped: &str) {
        if after_another && self.col + escaped.len() + 1 > FOLD {
            self.newline();
        } else if after_another {
            self.buf.push(' ');
            self.col += 1;
        }
        self.buf.push_str(escaped);
        self.col += escaped.len();
    }

    /// Appends HTML that another [`HtmlOut`] wrote, on lines of its own.
    pub fn block(&mut self, html: &str) {
        if self.col > 0 {
            self.newline();
        }
        self.buf.push_str(html);
        self.col = html.rsplit('\n').next().map_or(0, str::len);
        if self.col > 0 {
            self.newline();
        }
    }

    pub fn finish(self) -> String {
        self.buf
    }
}

/// A complete HTML document showing `text` verbatim in a monospace `<pre>`,
/// for the HTML alternative of a mail that contains ASCII boards.
pub fn text_to_html_page(text: &str) -> String {
    let mut out = page_start(false);
    pre(&mut out, text.trim_end_matches('\n'), PRE_STYLE);
    page_end(out)
}

const PRE_STYLE: [&str; 4] =
    ["font-family:'DejaVu Sans Mono',Menlo,", "Consolas,'Courier New',monospace;", "font-size:14px;", "line-height:1.2;"];
/// The text beside the diagrams wraps where the window is narrow.
const WRAPPING_PRE_STYLE: [&str; 4] = [
    "font-family:'DejaVu Sans Mono',Menlo,Consolas,",
    "'Courier New',monospace;font-size:14px;",
    "line-height:1.2;white-space:pre-wrap;",
    "overflow-wrap:anywhere;margin:8px 0;",
];

/// Like [`text_to_html_page`], with each passage of `text` that `figures`
/// names (the passage, then the HTML that replaces it) shown as that HTML,
/// in the order given. A passage the text does not hold (an operator's
/// template without it) is left out. The text around the figures wraps
/// where the window is narrow; the figures are whole lines of HTML.
pub fn text_and_figures_page(text: &str, figures: &[(String, String)]) -> String {
    let mut out = page_start(true);
    let mut rest = text.trim_end_matches('\n');
    let part = |out: &mut HtmlOut, part: &str| {
        let part = part.trim_matches('\n');
        if !part.trim().is_empty() {
            pre(out, part, WRAPPING_PRE_STYLE);
        }
    };
    for (passage, html) in figures {
        let Some(at) = rest.find(passage.as_str()).filter(|_| !passage.is_empty()) else { continue };
        part(&mut out, &rest[..at]);
        out.block(html);
        rest = &rest[at + passage.len()..];
    }
    part(&mut out, rest);
    page_end(out)
}

/// The page says it reads well in light and in dark mode: it sets no
/// colour of its own (the reader's client picks text and background), and
/// the board pictures paint every pixel of theirs. Clients that darken
/// pages which do not say so then leave it alone.
const COLOR_SCHEME: [&str; 4] = [
    "<meta name=\"color-scheme\" content=\"light dark\">",
    "<meta name=\"supported-color-schemes\" content=\"light dark\">",
    "<style>:root{color-scheme:light dark;",
    "supported-color-schemes:light dark;}</style>",
];

fn page_start(viewport: bool) -> HtmlOut {
    let mut out = HtmlOut::new();
    for line in ["<!DOCTYPE html>", "<html>", "<head>", "<meta charset=\"utf-8\">"].into_iter().chain(COLOR_SCHEME) {
        out.markup(line);
        out.newline();
    }
    if viewport {
        out.markup("<meta name=\"viewport\" content=\"width=device-width\">");
        out.newline();
    }
    out.markup("</head>");
    out.newline();
    out.markup("<body>");
    out.newline();
    out
}

fn pre(out: &mut HtmlOut, text: &str, style: [&str; 4]) {
    out.markup("<pre style=\"");
    for s in style {
        out.markup(s);
    }
    // The tag ends on a line of its own (a newline inside a tag is only
    // whitespace), so that the text's first line has the whole width.
    out.markup("\"");
    out.newline();
    out.markup(">");
    out.text(text, true);
    out.markup("</pre>");
    out.newline();
}

fn page_end(mut out: HtmlOut) -> String {
    out.markup("</body>");
    out.newline();
    out.markup("</html>");
    out.newline();
    out.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mail::html_to_text;

    /// What lettre needs to send a part as 7bit.
    fn seven_bit(page: &str) -> bool {
        page.is_ascii() && page.lines().all(|l| l.len() < 76)
    }

    #[test]
    fn a_character_beyond_ascii_is_written_as_its_number() {
        assert_eq!(reference('é', &mut [0; 12]), "&#233;");
        assert_eq!(reference('й', &mut [0; 12]), "&#1081;");
        assert_eq!(reference('\u{10FFFF}', &mut [0; 12]), "&#1114111;");
        let mut out = HtmlOut::new();
        out.attribute("Ход белых: король e1 <\"x\">");
        assert_eq!(out.finish().replace('\n', " "), "&#1061;&#1086;&#1076; &#1073;&#1077;&#1083;&#1099;&#1093;: &#1082;&#1086;&#1088;&#1086;&#1083;&#1100; e1 &lt;&quot;x&quot;&gt;");
    }

    /// A value escaped once, then written, is written as `attribute` writes
    /// it, folded alike wherever the line stands.
    #[test]
    fn an_attribute_escaped_before_is_written_alike() {
        let value =
            " Ход  белых:\nкороль e1 <\"x\"> and a long line of words that folds more than once, at its spaces, as every alt text does ";
        for start in 0..FOLD + 4 {
            let (mut once, mut before) = (HtmlOut::new(), HtmlOut::new());
            once.markup(&"x".repeat(start));
            before.markup(&"x".repeat(start));
            once.attribute(value);
            before.escaped_attribute(&escaped_attribute(value));
            assert_eq!(once.finish(), before.finish(), "{start}");
        }
        let mut empty = HtmlOut::new();
        empty.escaped_attribute(&escaped_attribute(" \n "));
        assert_eq!(empty.finish(), "");
    }

    #[test]
    fn page_escapes() {
        let p = text_to_html_page("|r|<b>&\n");
        assert!(p.contains("<pre"));
        assert!(p.contains("|r|&lt;b&gt;&amp;</pre>"), "{p}");
    }

    #[test]
    fn roundtrip_board() {
        let board = "  |r|n|b|q|k|b|n|r|  8\n  |_|_|_|_|_|_|_|_|  1\n   a b c d e f g h";
        assert_eq!(html_to_text(&text_to_html_page(board)), board);
    }

    #[test]
    fn long_lines_and_other_scripts_travel_as_7bit_and_read_the_same() {
        let text = format!(
            "Game #1000, Chess: w999@bench.invalid (White) vs b999@bench.invalid (Black)\n{}\nJosé say: «très bien» ♔ 象棋\n{}",
            "Position: r1bqk2r/pppp1ppp/2n2n2/2b5/2BpP3/2P2N2/PP3PPP/RNBQK2R w KQkq - 0 6",
            "x".repeat(300)
        );
        for page in [text_to_html_page(&text), text_and_figures_page(&text, &[])] {
            assert!(seven_bit(&page), "{page}");
            assert_eq!(html_to_text(&page), text, "{page}");
        }
    }

    #[test]
    fn text_outside_pre_folds_at_spaces() {
        let mut out = HtmlOut::new();
        let words = "a few words of a note that is much longer than one line of a mail may be, ".repeat(3);
        out.text(&words, false);
        let html = out.finish();
        assert!(seven_bit(&html) && !html.contains("<wbr"), "{html}");
        assert_eq!(html.replace('\n', " "), words);
    }

    #[test]
    fn figures_replace_their_passages_and_the_rest_stays_text() {
        let text = "You played e4.\n\n|r|n|\n a b\nYour move.\n";
        let page = text_and_figures_page(text, &[("|r|n|\n a b\n".into(), "<table><tr><td>r</td></tr></table>".into())]);
        let before = page.find("You played e4.</pre>").expect("text before");
        let table = page.find("<table>").expect("figure");
        let after = page.find(">Your move.</pre>").expect("text after");
        assert!(before < table && table < after, "{page}");
        assert!(!page.contains("|r|n|"), "the ASCII board is replaced");
        // a passage that is not there changes nothing
        let plain = text_and_figures_page("a <b>\n", &[("zzz".into(), "<hr>".into())]);
        assert!(plain.contains(">a &lt;b&gt;</pre>") && !plain.contains("<hr>"), "{plain}");
    }
}
