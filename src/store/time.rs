//! How times are stored: RFC 3339 text, UTC, milliseconds.

use chrono::{DateTime, NaiveDate, SecondsFormat, Utc};
use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSqlOutput, ValueRef};
use rusqlite::ToSql;

use super::unreadable::Unreadable;

/// A time as stored: RFC 3339, UTC, milliseconds, fixed width.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct Ts(pub(super) DateTime<Utc>);

impl ToSql for Ts {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::from(self.0.to_rfc3339_opts(SecondsFormat::Millis, true)))
    }
}

impl FromSql for Ts {
    fn column_result(v: ValueRef<'_>) -> FromSqlResult<Self> {
        let s = v.as_str()?;
        if let Some(t) = as_stored(s) {
            return Ok(Ts(t));
        }
        DateTime::parse_from_rfc3339(s)
            .map(|t| Ts(t.with_timezone(&Utc)))
            .map_err(|e| FromSqlError::Other(Box::new(Unreadable(format!("bad time {s:?}: {e}")))))
    }
}

/// A time exactly as [`stamp`] writes it (`2026-12-04T10:24:48.123Z`),
/// read without the general RFC 3339 parser: a mail reads a hundred of
/// them (every turn's time, for the clocks). Anything else is `None`.
fn as_stored(s: &str) -> Option<DateTime<Utc>> {
    let b = s.as_bytes();
    if b.len() != 24 || b[4] != b'-' || b[7] != b'-' || b[10] != b'T' || b[13] != b':' || b[16] != b':' || b[19] != b'.' || b[23] != b'Z' {
        return None;
    }
    let num = |from: usize, to: usize| -> Option<u32> {
        b[from..to].iter().try_fold(0u32, |n, &c| c.is_ascii_digit().then(|| n * 10 + u32::from(c - b'0')))
    };
    let date = NaiveDate::from_ymd_opt(num(0, 4)? as i32, num(5, 7)?, num(8, 10)?)?;
    let time = date.and_hms_milli_opt(num(11, 13)?, num(14, 16)?, num(17, 19)?, num(20, 23)?)?;
    Some(time.and_utc())
}

/// A time as stored, as text.
pub(super) fn stamp(t: DateTime<Utc>) -> String {
    t.to_rfc3339_opts(SecondsFormat::Millis, true)
}

pub(super) fn ts(t: DateTime<Utc>) -> Ts {
    Ts(t)
}

pub(super) fn opt_ts(v: Option<Ts>) -> Option<DateTime<Utc>> {
    v.map(|t| t.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_time_reads_back_as_written() {
        for ms in [0_i64, 1, 999, 1_800_000_000_123, 1_700_000_000_000, 4_102_444_799_999] {
            let t = DateTime::from_timestamp_millis(ms).unwrap();
            assert_eq!(as_stored(&stamp(t)), Some(t), "{}", stamp(t));
        }
    }

    #[test]
    fn other_forms_are_left_to_the_full_parser() {
        for s in [
            "2026-12-04T10:24:48Z",
            "2026-12-04T10:24:48.123+01:00",
            "2026-13-04T10:24:48.123Z",
            "2026-02-30T10:24:48.123Z",
            "2026-12-04T25:24:48.123Z",
            "2026-12-04 10:24:48.123Z",
            "2026-12-0xT10:24:48.123Z",
        ] {
            assert_eq!(as_stored(s), None, "{s}");
        }
    }
}
