//! Is a mail the bot composed valid on the wire? Written from RFC 5322 and
//! RFC 2045-2049, independently of the bot's own mail code, and applied to
//! every mail the test suite makes the bot send: every outbox row of every
//! test store and every Maildir outbox file (when a [`super::TestDir`] is
//! dropped), and every mail a test player reads over IMAP after Postfix
//! delivered it ([`super::Mail::parse`]).

use std::path::Path;

use mail_parser::{MessageParser, MimeHeaders};

/// RFC 5322 2.1.1: at most 998 octets per line, without the CRLF.
const MAX_LINE: usize = 998;

/// The `N` of a `[#N]` tag in a subject (the bot's tag of a game).
pub fn game_tag(subject: &str) -> Option<i64> {
    let start = subject.find("[#")? + 2;
    let len = subject[start..].find(']')?;
    subject[start..start + len].parse().ok()
}

/// Everything wrong with `raw` as a mail from the bot; empty when valid.
pub fn wire_problems(raw: &[u8]) -> Vec<String> {
    let mut problems = Vec::new();
    let mut start = 0;
    for (i, &b) in raw.iter().enumerate() {
        match b {
            0 => problems.push(format!("NUL at {i}")),
            b'\r' if raw.get(i + 1) != Some(&b'\n') => problems.push(format!("bare CR at {i}")),
            b'\n' => {
                if i == 0 || raw[i - 1] != b'\r' {
                    problems.push(format!("bare LF at {i}"));
                }
                let len = i.saturating_sub(start + 1);
                if len > MAX_LINE {
                    problems.push(format!("line of {len} octets at {start}"));
                }
                start = i + 1;
            }
            _ => {}
        }
        if problems.len() > 5 {
            return problems;
        }
    }
    if raw.len() - start > MAX_LINE {
        problems.push(format!("last line of {} octets", raw.len() - start));
    }

    // The header section: `Name: value` or a folded continuation, ASCII only.
    let text = String::from_utf8_lossy(raw);
    let header_end = text.find("\r\n\r\n").unwrap_or(text.len());
    for (n, line) in text[..header_end].split("\r\n").enumerate() {
        if line.starts_with(' ') || line.starts_with('\t') {
            if n == 0 {
                problems.push("the mail starts with a continuation line".into());
            }
            continue;
        }
        let well_formed = line.split_once(':').is_some_and(|(name, _)| !name.is_empty() && name.bytes().all(|b| (33..=126).contains(&b)));
        if !well_formed {
            problems.push(format!("malformed header line {line:?}"));
        }
    }
    if !raw[..header_end.min(raw.len())].is_ascii() {
        problems.push("8-bit bytes in the header".into());
    }

    let Some(msg) = MessageParser::default().parse(raw) else {
        problems.push("mail-parser cannot parse it".into());
        return problems;
    };
    for (name, present) in [
        ("Message-ID", msg.message_id().is_some()),
        ("Date", msg.date().is_some()),
        ("From", msg.from().is_some()),
        ("Auto-Submitted", msg.header_raw("Auto-Submitted").is_some()),
    ] {
        if !present {
            problems.push(format!("no {name}"));
        }
    }
    // MIME: each multipart has a boundary whose closing delimiter is there;
    // a part with 8-bit bytes says so.
    for part in &msg.parts {
        let Some(ct) = part.content_type() else { continue };
        if ct.ctype().eq_ignore_ascii_case("multipart") {
            match ct.attribute("boundary") {
                None => problems.push("a multipart without boundary".into()),
                Some(b) if !text.contains(&format!("--{b}--")) => problems.push(format!("multipart boundary {b:?} never closed")),
                _ => {}
            }
            continue;
        }
        let encoding = part.content_transfer_encoding().unwrap_or("7bit").to_ascii_lowercase();
        let body = &raw[part.offset_body as usize..(part.offset_end as usize).min(raw.len())];
        if !body.is_ascii() && encoding != "8bit" && encoding != "binary" {
            problems.push(format!("8-bit body declared {encoding}"));
        }
    }
    problems
}

/// Fails the test when `raw` is not valid on the wire.
pub fn assert_wire_valid(what: &str, raw: &[u8]) {
    let problems = wire_problems(raw);
    assert!(
        problems.is_empty(),
        "{what} is not valid on the wire: {}\n--- the mail ---\n{}",
        problems.join("; "),
        String::from_utf8_lossy(&raw[..raw.len().min(4000)])
    );
}

/// Checks every mail the bot queued in the store `db` (sent or not); how many.
pub fn audit_store(db: &Path) -> usize {
    let Ok(conn) = rusqlite::Connection::open_with_flags(db, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY) else { return 0 };
    let _ = conn.busy_timeout(std::time::Duration::from_secs(10));
    let has_outbox =
        conn.query_row("SELECT count(*) FROM sqlite_master WHERE name = 'outbox'", [], |r| r.get::<_, i64>(0)).unwrap_or(0) > 0;
    if !has_outbox {
        return 0; // the bot never got as far as creating its store
    }
    // Bodies dropped after `keep_sent_mail_days` cannot be audited; the
    // tests keep the default of several days.
    let mut stmt = conn.prepare("SELECT outbox_id, raw FROM outbox_bodies ORDER BY outbox_id").expect("the outbox bodies of the store");
    let rows: Vec<(i64, Vec<u8>)> =
        stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?))).map(|rows| rows.filter_map(Result::ok).collect()).unwrap_or_default();
    for (id, raw) in &rows {
        assert_wire_valid(&format!("outbox mail {id} of {}", db.display()), raw);
    }
    rows.len()
}

/// Checks every file under an `outbox` Maildir below `dir`; how many.
pub fn audit_maildirs(dir: &Path) -> usize {
    let mut n = 0;
    let Ok(entries) = std::fs::read_dir(dir) else { return 0 };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            n += audit_maildirs(&path);
        } else if path.components().any(|c| c.as_os_str() == "outbox")
            && path.parent().and_then(|p| p.file_name()).is_some_and(|d| d == "new" || d == "cur")
        {
            let raw = std::fs::read(&path).unwrap_or_default();
            assert_wire_valid(&path.display().to_string(), &raw);
            n += 1;
        }
    }
    n
}

/// Both audits of a test directory: every store file and every outbox.
pub fn audit_dir(dir: &Path) -> usize {
    let mut n = audit_maildirs(dir);
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "sqlite3") {
                n += audit_store(&path);
            }
        }
    }
    n
}
