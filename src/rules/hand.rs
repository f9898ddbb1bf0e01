//! Pieces in hand (crazyhouse and bughouse): captured pieces waiting to be dropped.

use super::Role;

/// Counts of droppable roles: pawn, knight, bishop, rook, queen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Hand {
    counts: [u8; 5],
}

impl Hand {
    pub const ROLES: [Role; 5] = [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen];

    pub fn count(&self, role: Role) -> u8 {
        match role.index() {
            i @ 0..=4 => self.counts[i],
            _ => 0,
        }
    }

    pub fn add(&mut self, role: Role) {
        if let i @ 0..=4 = role.index() {
            self.counts[i] = self.counts[i].saturating_add(1);
        }
    }

    /// Takes one piece of `role` out; false if there is none.
    pub fn remove(&mut self, role: Role) -> bool {
        match role.index() {
            i @ 0..=4 if self.counts[i] > 0 => {
                self.counts[i] -= 1;
                true
            }
            _ => false,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.counts.iter().all(|&c| c == 0)
    }

    pub fn roles(&self) -> impl Iterator<Item = Role> + '_ {
        Hand::ROLES.into_iter().filter(|r| self.count(*r) > 0)
    }
}
