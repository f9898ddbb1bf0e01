//! The pictures drawn lately: a move mails the same position to several
//! players (bughouse partners see it alike; the same board goes in the
//! mover's mail and an observer's), and the games of a server pass through
//! the same openings, so a diagram seen lately is not drawn again. It
//! empties itself when full (a few MB at most).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use super::options::Options;
use super::render::{png, size, Png};
use super::words::describe;
use crate::rules::Diagram;

/// More pictures than one batch of mail draws (about 8 KB each).
const MAX_PICTURES: usize = 256;

#[derive(Default)]
pub struct Cache {
    pictures: Mutex<HashMap<(Diagram, Options), Arc<Png>>>,
    /// What a mail's HTML says of a picture drawn later: its size and its
    /// words (the picture's layout is most of what a board mail costs
    /// while it is written).
    labels: Mutex<HashMap<(Diagram, Options), Arc<Label>>>,
}

/// A picture's size in pixels and the position in words (its alt text).
#[derive(Debug, PartialEq, Eq)]
pub struct Label {
    pub width: u32,
    pub height: u32,
    pub alt: String,
}

impl Cache {
    pub fn new() -> Cache {
        Cache::default()
    }

    /// The PNG of `d`, drawn now or earlier in the batch.
    pub fn png(&self, d: &Diagram, o: &Options) -> Arc<Png> {
        let key = (d.clone(), o.clone());
        if let Some(p) = self.lock().get(&key) {
            return p.clone();
        }
        let p = Arc::new(png(d, o));
        let mut all = self.lock();
        if all.len() >= MAX_PICTURES {
            all.clear();
        }
        all.insert(key, p.clone());
        p
    }

    /// The size and the words of `d`'s picture, without drawing it.
    pub fn label(&self, d: &Diagram, o: &Options) -> Arc<Label> {
        let key = (d.clone(), o.clone());
        let mut all = self.labels.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(l) = all.get(&key) {
            return l.clone();
        }
        let (width, height) = size(d, o);
        let l = Arc::new(Label { width, height, alt: describe(d) });
        if all.len() >= MAX_PICTURES {
            all.clear();
        }
        all.insert(key, l.clone());
        l
    }

    pub fn clear(&self) {
        self.lock().clear();
        self.labels.lock().unwrap_or_else(|e| e.into_inner()).clear();
    }

    pub fn len(&self) -> usize {
        self.lock().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<(Diagram, Options), Arc<Png>>> {
        self.pictures.lock().unwrap_or_else(|e| e.into_inner())
    }
}
