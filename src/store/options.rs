//! A game's options, chosen in the challenge (`new chess with X days 5`)
//! and stored with the game as a JSON object, e.g. `{"days":3,"both_boards":true}`.
//! This type is the only reader and writer of that text.

use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSqlOutput, ValueRef};
use rusqlite::ToSql;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameOptions {
    /// Days per move, or (with `moves`) days for that many moves; `None`:
    /// the operator's default.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub days: Option<u32>,
    /// Moves to make within `days` (`M moves in D days`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moves: Option<u32>,
    /// Four-player bughouse: a player may play both boards out after a
    /// partner's game ended (`both boards`).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub both_boards: bool,
    /// Unrated, as the challenge asked (`casual`): the game changes no
    /// rating. Games from a position (`from FEN`) are unrated too, without
    /// this option (see `crate::ratings::rated_kind`).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub casual: bool,
    /// No observers and no web page (`private` in the challenge, or a
    /// player's `games private`).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub private: bool,
}

impl GameOptions {
    /// The stored text. Options unknown to this version are not kept.
    pub fn to_json(&self) -> String {
        // Serialising a struct of numbers and booleans cannot fail.
        serde_json::to_string(self).unwrap_or_else(|_| "{}".into())
    }

    /// Reads a stored JSON object (serde alone would take an array too).
    pub fn from_json(text: &str) -> Result<GameOptions, serde_json::Error> {
        let object: serde_json::Map<String, serde_json::Value> = serde_json::from_str(text)?;
        serde_json::from_value(serde_json::Value::Object(object))
    }
}

impl ToSql for GameOptions {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::from(self.to_json()))
    }
}

impl FromSql for GameOptions {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        GameOptions::from_json(value.as_str()?).map_err(|e| FromSqlError::Other(Box::new(e)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_are_written_as_before_and_read_back() {
        assert_eq!(GameOptions::default().to_json(), "{}");
        let all = GameOptions { days: Some(30), moves: Some(10), both_boards: true, casual: true, private: true };
        assert_eq!(all.to_json(), r#"{"days":30,"moves":10,"both_boards":true,"casual":true,"private":true}"#);
        assert_eq!(GameOptions::from_json(&all.to_json()).unwrap(), all);
        assert_eq!(GameOptions::from_json(r#"{"days":3}"#).unwrap(), GameOptions { days: Some(3), ..Default::default() });
        // Written by a newer version: what this one knows is read.
        assert_eq!(GameOptions::from_json(r#"{"days":3,"colour":"random"}"#).unwrap().days, Some(3));
        assert!(GameOptions::from_json("[1]").is_err());
        assert!(GameOptions::from_json(r#"{"days":-1}"#).is_err());
    }
}
