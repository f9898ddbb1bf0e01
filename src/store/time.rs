//! How times are stored: RFC 3339 text, UTC, milliseconds.

use chrono::{DateTime, SecondsFormat, Utc};
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
        DateTime::parse_from_rfc3339(s)
            .map(|t| Ts(t.with_timezone(&Utc)))
            .map_err(|e| FromSqlError::Other(Box::new(Unreadable(format!("bad time {s:?}: {e}")))))
    }
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
