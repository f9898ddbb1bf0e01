//! Dates and times as each language writes them: `7 December 2026, 14:05
//! UTC`, `7. Dezember 2026, 14:05 UTC`, `7 декабря 2026, 14:05 UTC`.

use chrono::{DateTime, Datelike, Timelike, Utc};

use super::Language;

/// The months as a date names them (the genitive where the language
/// declines them: Russian, Polish).
fn month(language: Language, m: u32) -> &'static str {
    const EN: [&str; 12] =
        ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
    const DE: [&str; 12] =
        ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"];
    const RU: [&str; 12] =
        ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"];
    const PL: [&str; 12] = [
        "stycznia",
        "lutego",
        "marca",
        "kwietnia",
        "maja",
        "czerwca",
        "lipca",
        "sierpnia",
        "września",
        "października",
        "listopada",
        "grudnia",
    ];
    const IT: [&str; 12] =
        ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"];
    const ES: [&str; 12] =
        ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"];
    const FR: [&str; 12] =
        ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];
    const NL: [&str; 12] =
        ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"];
    const PT: [&str; 12] =
        ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];
    let table = match language {
        Language::En => &EN,
        Language::De => &DE,
        Language::Ru => &RU,
        Language::Pl => &PL,
        Language::It => &IT,
        Language::Es => &ES,
        Language::Fr => &FR,
        Language::Nl => &NL,
        Language::Pt => &PT,
    };
    table[(m.clamp(1, 12) - 1) as usize]
}

/// The day alone: `7 December 2026`, `7. Dezember 2026`, `7 de dezembro de 2026`.
pub fn day(language: Language, at: DateTime<Utc>) -> String {
    let (d, m, y) = (at.day(), month(language, at.month()), at.year());
    match language {
        Language::De => format!("{d}. {m} {y}"),
        Language::Es | Language::Pt => format!("{d} de {m} de {y}"),
        Language::Fr if d == 1 => format!("1er {m} {y}"),
        _ => format!("{d} {m} {y}"),
    }
}

/// The day and the time of day (UTC, to the minute): `7 December 2026,
/// 14:05 UTC`; in Spanish and Portuguese `..., 14:05 UTC` too (the comma
/// is how each of the nine writes a time after a date in running text,
/// where French and Italian would also accept "à"/"alle").
pub fn moment(language: Language, at: DateTime<Utc>) -> String {
    format!("{}, {:02}:{:02} UTC", day(language, at), at.hour(), at.minute())
}

/// A moment to the minute, or to the second (`exact`).
pub fn written(language: Language, at: DateTime<Utc>, exact: bool) -> String {
    if exact {
        format!("{}, {:02}:{:02}:{:02} UTC", day(language, at), at.hour(), at.minute(), at.second())
    } else {
        moment(language, at)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn each_language_writes_its_dates() {
        let at = Utc.with_ymd_and_hms(2026, 12, 7, 14, 5, 0).unwrap();
        assert_eq!(moment(Language::En, at), "7 December 2026, 14:05 UTC");
        assert_eq!(moment(Language::De, at), "7. Dezember 2026, 14:05 UTC");
        assert_eq!(day(Language::Ru, at), "7 декабря 2026");
        assert_eq!(day(Language::Pl, at), "7 grudnia 2026");
        assert_eq!(day(Language::Es, at), "7 de diciembre de 2026");
        assert_eq!(day(Language::Pt, at), "7 de dezembro de 2026");
        let first = Utc.with_ymd_and_hms(2026, 12, 1, 9, 0, 0).unwrap();
        assert_eq!(day(Language::Fr, first), "1er décembre 2026");
    }
}
