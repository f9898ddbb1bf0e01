//! Seats: the named places of a game's players, and which colour each plays.

use crate::rules::{Color, Variant};

/// The seats of a variant, challenger's default first.
pub fn seats_of(variant: Variant) -> &'static [&'static str] {
    match variant {
        Variant::Bughouse | Variant::TandemChess => &["a-white", "b-black", "a-black", "b-white"],
        Variant::BughouseSync => &["south", "north"],
        _ => &["white", "black"],
    }
}

/// The seat that moves when `color` is to move, in a two-player game.
pub fn seat_for_color(variant: Variant, color: Color) -> &'static str {
    match (variant, color) {
        (Variant::BughouseSync, Color::White) => "south",
        (Variant::BughouseSync, Color::Black) => "north",
        (_, Color::White) => "white",
        (_, Color::Black) => "black",
    }
}

/// The colour from whose side a seat sees the board.
pub fn color_of_seat(seat: &str) -> Color {
    match seat {
        "black" | "a-black" | "b-black" | "north" => Color::Black,
        _ => Color::White,
    }
}

/// How a seat is named to players.
pub fn seat_title(seat: &str) -> String {
    match seat {
        "white" => "White".into(),
        "black" => "Black".into(),
        "south" => "South".into(),
        "north" => "North".into(),
        other => other.replace('-', " ").to_uppercase(),
    }
}
