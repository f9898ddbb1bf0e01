//! HTML to text, for the bodies of incoming mail.
//!
//! Inbound: players whose client sends only HTML still write one command per
//! line, so block elements (`<div>`, `<p>`, `<br>`, list items, rows) must
//! become line breaks. mail-parser's own converter breaks lines only at `<br>`
//! and `</p>`, which would glue `<div>e4</div><div>Nf3</div>` (Gmail, Outlook
//! web) into one line; hence this small converter. `<blockquote>` content is
//! prefixed with `> ` so the quote rules of [`super::inbound`] apply to it.
//!
//! The bot's own HTML is written by [`super::html_page`].

/// Converts an HTML body to plain text, one line per block.
pub fn html_to_text(html: &str) -> String {
    let mut c = Converter::default();
    let bytes = html.as_bytes();
    let mut i = 0;
    while i < html.len() {
        let rest = &html[i..];
        if rest.starts_with("<!--") {
            i += rest.find("-->").map_or(rest.len(), |e| e + 3);
            continue;
        }
        if bytes[i] == b'<'
            && rest.len() > 1
            && (bytes[i + 1].is_ascii_alphabetic() || bytes[i + 1] == b'/' || bytes[i + 1] == b'!' || bytes[i + 1] == b'?')
        {
            match tag_end(rest) {
                Some(end) => {
                    c.tag(&rest[1..end - 1]);
                    i += end;
                }
                None => {
                    c.tag(&rest[1..]);
                    i = html.len();
                }
            }
            continue;
        }
        // text up to the next tag
        let first = rest.chars().next().map_or(1, char::len_utf8);
        let next = rest[first..].find('<').map_or(rest.len(), |p| p + first);
        if c.skip_depth == 0 {
            c.text(&decode_entities(&rest[..next]));
        }
        i += next;
    }
    c.finish()
}

/// Byte length of the tag at the start of `s` (which starts with `<`),
/// honouring quoted attribute values; `None` when it is never closed.
fn tag_end(s: &str) -> Option<usize> {
    let mut quote: Option<u8> = None;
    for (i, b) in s.bytes().enumerate().skip(1) {
        match quote {
            Some(q) if b == q => quote = None,
            Some(_) => {}
            None if b == b'"' || b == b'\'' => quote = Some(b),
            None if b == b'>' => return Some(i + 1),
            None => {}
        }
    }
    None
}

#[derive(Default)]
struct Converter {
    lines: Vec<String>,
    line: String,
    /// blockquote depth at which the current line started
    line_depth: usize,
    depth: usize,
    pre: usize,
    /// inside head/style/script/title/template: text is not content
    skip_depth: usize,
    pending_space: bool,
}

impl Converter {
    fn tag(&mut self, inner: &str) {
        let inner = inner.trim();
        if inner.starts_with('!') || inner.starts_with('?') {
            return; // doctype, CDATA, processing instruction
        }
        let closing = inner.starts_with('/');
        let name: String =
            inner.trim_start_matches('/').chars().take_while(|c| c.is_ascii_alphanumeric()).collect::<String>().to_ascii_lowercase();
        let self_closing = inner.ends_with('/');
        match name.as_str() {
            "head" | "style" | "script" | "title" | "template" => {
                if self_closing {
                } else if closing {
                    self.skip_depth = self.skip_depth.saturating_sub(1);
                } else {
                    self.skip_depth += 1;
                }
            }
            "br" => self.hard_break(),
            "blockquote" => {
                self.soft_break();
                if closing {
                    self.depth = self.depth.saturating_sub(1);
                } else {
                    self.depth += 1;
                }
            }
            "pre" => {
                self.soft_break();
                if closing {
                    self.pre = self.pre.saturating_sub(1);
                } else if !self_closing {
                    self.pre += 1;
                }
            }
            "p" | "div" | "li" | "tr" | "table" | "ul" | "ol" | "dl" | "dt" | "dd" | "h1" | "h2" | "h3" | "h4" | "h5" | "h6" | "hr"
            | "section" | "article" | "header" | "footer" | "address" | "center" | "form" | "fieldset" | "figure" | "main" | "nav" => {
                self.soft_break()
            }
            // cells of a row stay on one line, separated by a space
            "td" | "th" if !closing && !self.line.is_empty() => self.pending_space = true,
            _ => {}
        }
    }

    fn text(&mut self, t: &str) {
        if self.pre > 0 {
            let mut parts = t.split('\n');
            if let Some(first) = parts.next() {
                self.push_str(first.trim_end_matches('\r'));
            }
            for p in parts {
                self.hard_break();
                self.push_str(p.trim_end_matches('\r'));
            }
            return;
        }
        for ch in t.chars() {
            if ch.is_whitespace() {
                if !self.line.is_empty() {
                    self.pending_space = true;
                }
            } else {
                if self.pending_space {
                    self.line.push(' ');
                    self.pending_space = false;
                }
                self.push_char(ch);
            }
        }
    }

    fn push_str(&mut self, s: &str) {
        for ch in s.chars() {
            self.push_char(ch);
        }
    }

    fn push_char(&mut self, ch: char) {
        if self.line.is_empty() {
            self.line_depth = self.depth;
        }
        self.line.push(if ch == '\u{a0}' { ' ' } else { ch });
    }

    fn hard_break(&mut self) {
        let line = std::mem::take(&mut self.line);
        let depth = if line.is_empty() { self.depth } else { self.line_depth };
        self.lines.push(format!("{}{}", "> ".repeat(depth), line));
        self.pending_space = false;
    }

    fn soft_break(&mut self) {
        if !self.line.is_empty() {
            self.hard_break();
        }
        self.pending_space = false;
    }

    fn finish(mut self) -> String {
        self.soft_break();
        let mut out = String::new();
        let mut blank_run = 0;
        for l in &self.lines {
            let l = l.trim_end();
            if l.is_empty() || l.chars().all(|c| c == '>' || c == ' ') {
                blank_run += 1;
                if blank_run > 1 {
                    continue;
                }
            } else {
                blank_run = 0;
            }
            out.push_str(l);
            out.push('\n');
        }
        out.trim_matches('\n').to_string()
    }
}

/// Decodes the character references that occur in mail HTML.
pub fn decode_entities(s: &str) -> String {
    if !s.contains('&') {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(pos) = rest.find('&') {
        out.push_str(&rest[..pos]);
        rest = &rest[pos..];
        let end = rest.find(';').filter(|&e| e <= 12);
        let decoded = end.and_then(|e| decode_entity(&rest[1..e]).map(|c| (c, e + 1)));
        match decoded {
            Some((c, len)) => {
                out.push(c);
                rest = &rest[len..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

fn decode_entity(name: &str) -> Option<char> {
    if let Some(num) = name.strip_prefix('#') {
        let code = match num.strip_prefix(['x', 'X']) {
            Some(hex) => u32::from_str_radix(hex, 16).ok()?,
            None => num.parse().ok()?,
        };
        return char::from_u32(code);
    }
    Some(match name {
        "amp" => '&',
        "lt" => '<',
        "gt" => '>',
        "quot" => '"',
        "apos" => '\'',
        "nbsp" => ' ',
        "ndash" => '–',
        "mdash" => '—',
        "hellip" => '…',
        "laquo" => '«',
        "raquo" => '»',
        "lsquo" => '‘',
        "rsquo" => '’',
        "ldquo" => '“',
        "rdquo" => '”',
        "copy" => '©',
        "eacute" => 'é',
        "egrave" => 'è',
        "agrave" => 'à',
        "auml" => 'ä',
        "ouml" => 'ö',
        "uuml" => 'ü',
        "Auml" => 'Ä',
        "Ouml" => 'Ö',
        "Uuml" => 'Ü',
        "szlig" => 'ß',
        "ccedil" => 'ç',
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn divs_become_lines() {
        let t = html_to_text("<div dir=\"ltr\"><div>e4</div><div>Nf3</div><div><br></div>say hi &amp; bye</div>");
        assert_eq!(t, "e4\nNf3\n\nsay hi & bye");
    }

    #[test]
    fn head_style_comments_are_dropped() {
        let t = html_to_text("<html><head><title>x</title><style>p{color:red}</style></head><!-- c --><body><p>board</p></body></html>");
        assert_eq!(t, "board");
    }

    #[test]
    fn blockquote_is_quoted() {
        let t = html_to_text(
            "<div>e5</div><blockquote type=\"cite\"><div>Your move</div><blockquote>old</blockquote></blockquote><div>after</div>",
        );
        assert_eq!(t, "e5\n> Your move\n> > old\nafter");
    }

    #[test]
    fn pre_keeps_layout() {
        let t = html_to_text("<pre>|r|n|\n|_|_|  8\n a b</pre>");
        assert_eq!(t, "|r|n|\n|_|_|  8\n a b");
    }

    #[test]
    fn entities() {
        assert_eq!(decode_entities("a&lt;b&#62;c&#x41;&nbsp;&bogus; &"), "a<b>cA &bogus; &");
    }

    #[test]
    fn attribute_with_gt() {
        assert_eq!(html_to_text("<a title=\"a>b\">link</a>"), "link");
    }

    #[test]
    fn broken_html_does_not_panic() {
        for s in ["<", "<a", "<é", "é<", "<a href='x", "&#xFFFFFFFF;", "<blockquote></blockquote></blockquote>", "</pre></pre>x"] {
            html_to_text(s);
        }
        assert_eq!(html_to_text("é<b>x</b>"), "éx");
    }
}
