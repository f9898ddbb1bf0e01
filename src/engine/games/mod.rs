//! Each game's evaluation as data (`GameData`), one file per game; `eval`
//! applies them.

mod bughouse;
mod chess;
mod crazyhouse;
mod tandem84;
mod tandem_pawn;
mod two_prong;

use crate::engine::game_data::GameData;
use crate::rules::Variant;

pub fn data(variant: Variant) -> &'static GameData {
    match variant {
        Variant::Chess => &chess::DATA,
        Variant::Crazyhouse => &crazyhouse::DATA,
        Variant::TwoProng => &two_prong::DATA,
        Variant::TandemPawn => &tandem_pawn::DATA,
        Variant::Tandem84 => &tandem84::SWAPPING,
        Variant::Tandem84Knightrider => &tandem84::KNIGHTRIDER,
        Variant::Bughouse | Variant::BughouseSync => &bughouse::BUGHOUSE,
        Variant::TandemChess => &bughouse::TANDEM_CHESS,
    }
}
