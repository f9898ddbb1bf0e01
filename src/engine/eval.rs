//! The evaluation, from White's side (in the two-board games: from the team
//! that plays White on board A). Material, placement, mobility and king
//! safety on each 8x8 board, pieces in hand in the drop games; each game's
//! weights are its data in `games/`.

use super::game_data::GameData;
use super::games::data;
use super::pst::placement;
use crate::rules::chess::DropRules;
use crate::rules::{attacks, Bitboard, Chess, Color, Hand, Position, Role, Square, Tandem84};

pub fn evaluate(pos: &Position) -> i32 {
    let d = data(pos.variant());
    match pos {
        Position::Chess(c) => board(c, d),
        Position::TwoProng(t) => board(t.chess(), d),
        Position::TandemPawn(t) => board(t.chess(), d),
        Position::Tandem84(t) => tandem84(t, d),
        // Team White plays White on A and Black on B.
        Position::Bughouse(b) => board(b.board(0), d) - board(b.board(1), d),
    }
}

/// Attack weight of a piece near the enemy king, by role.
fn attack_weight(role: Role) -> i32 {
    match role {
        Role::Pawn | Role::King => 0,
        Role::Knight | Role::Bishop => 2,
        Role::Rook | Role::Ghost => 3,
        Role::Queen | Role::Chancellor | Role::Marshall => 5,
    }
}

fn reach(role: Role, color: Color, sq: Square, occ: Bitboard) -> Bitboard {
    match role {
        Role::Pawn => attacks::pawn(color, sq),
        Role::Knight => attacks::knight(sq),
        Role::Bishop => attacks::bishop(sq, occ),
        Role::Rook | Role::Ghost => attacks::rook(sq, occ),
        Role::Queen => attacks::queen(sq, occ),
        Role::King => attacks::king(sq),
        Role::Chancellor => attacks::bishop(sq, occ) | attacks::knight(sq),
        Role::Marshall => attacks::rook(sq, occ) | attacks::knight(sq),
    }
}

/// One 8x8 board with its hands.
fn board(c: &Chess, d: &GameData) -> i32 {
    let b = c.board();
    let occ = b.occupied();
    let drops = d.drops && c.drop_rules() != DropRules::None;
    // Phase: 24 with every piece on, 0 in a pawn ending; drop games always
    // count as middle games (pieces come back).
    let phase = if drops {
        24
    } else {
        let minors = (b.by_role(Role::Knight) | b.by_role(Role::Bishop)).count() as i32;
        let rooks = b.by_role(Role::Rook).count() as i32;
        let queens = b.by_role(Role::Queen).count() as i32;
        (minors + 2 * rooks + 4 * queens).min(24)
    };
    let kings = [b.king_of(Color::White), b.king_of(Color::Black)];
    let zones = kings.map(|k| k.map_or(Bitboard::EMPTY, |k| attacks::king(k).with(k)));
    let mut score = [0i32; 2];
    let mut danger = [0i32; 2];
    for color in Color::ALL {
        let us = color.index();
        let own = b.by_color(color);
        let enemy_zone = zones[1 - us];
        for sq in own {
            let Some(piece) = b.piece_at(sq) else { continue };
            let role = piece.role;
            let mut v = d.values[role.index()] + placement(color, role, sq, phase);
            if role == Role::Pawn && b.is_tandem(sq) {
                v += d.values[0] + d.tandem_bonus;
            }
            if role != Role::Pawn && role != Role::King {
                let r = reach(role, color, sq, occ);
                v += d.mobility[role.index()] * (r & !own).count() as i32;
                let near = (r & enemy_zone).count() as i32;
                if near > 0 {
                    danger[1 - us] += attack_weight(role) * near;
                }
            }
            score[us] += v;
        }
        if drops {
            let hand = c.hand(color);
            for role in Hand::ROLES {
                score[us] += hand.count(role) as i32 * d.hand[role.index()];
            }
        }
    }
    if d.king_safety > 0 {
        for color in Color::ALL {
            let us = color.index();
            let Some(k) = kings[us] else { continue };
            let mut dgr = danger[us];
            // A pawn shield in front of a king still at home.
            let home = if color == Color::White { k.rank() <= 1 } else { k.rank() >= 6 };
            let ahead = attacks::king(k) & b.by_piece(color, Role::Pawn);
            if home {
                dgr += 3 * (3 - ahead.count() as i32).max(0);
            }
            if drops {
                // Every piece the enemy holds can land next to the king.
                let theirs = c.hand(color.other());
                let held: i32 = Hand::ROLES.iter().map(|r| theirs.count(*r) as i32 * attack_weight(*r).max(1)).sum();
                let empty_near = (attacks::king(k) & !occ).count() as i32;
                dgr += held * (1 + empty_near) / 3;
            }
            let penalty = (dgr * dgr * phase / 24).min(900) * d.king_safety / 100 / 2;
            score[us] -= penalty;
        }
    }
    score[0] - score[1]
}

/// Tandem-84: material, pawns forward, pieces towards the middle of the
/// twelve files, the king at home.
fn tandem84(t: &Tandem84, d: &GameData) -> i32 {
    let mut total = 0;
    for b in 0..2u8 {
        for f in 0..6u8 {
            for r in 0..7u8 {
                let sq = Square::new(b, f, r);
                let Some(p) = t.piece_at(sq) else { continue };
                let file = (b * 6 + f) as i32;
                let rank = if p.color == Color::White { r as i32 } else { 6 - r as i32 };
                let centre = 11 - (2 * file - 11).abs();
                let v = d.values[p.role.index()]
                    + match p.role {
                        Role::Pawn => 8 * rank + centre,
                        Role::King => -6 * rank,
                        _ => 2 * centre + 4 * (3 - (r as i32 - 3).abs()),
                    };
                total += if p.color == Color::White { v } else { -v };
            }
        }
    }
    total
}
