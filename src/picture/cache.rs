//! The pictures drawn lately: a move mails the same position to several
//! players (bughouse partners see it alike; the same board goes in the
//! mover's mail and an observer's), and the games of a server pass through
//! the same openings, so a diagram seen lately is not drawn again. It
//! empties itself when full (a few MB at most).

use std::borrow::Borrow;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, Mutex};

use foldhash::fast::RandomState;

use super::options::Options;
use super::render::{image, size, Image};
use super::words::describe;
use crate::rules::Diagram;

/// More pictures than one batch of mail draws (about 8 KB each).
const MAX_PICTURES: usize = 256;

#[derive(Default)]
pub struct Cache {
    pictures: Memo<Image>,
    /// What a mail's HTML says of a picture drawn later: its size and its
    /// words (the picture's layout is most of what a board mail costs
    /// while it is written).
    labels: Memo<Label>,
    /// The labels' sizes, by the options the picture is drawn with: a
    /// picture without words has one layout in every reader's language.
    sizes: Memo<(u32, u32)>,
}

/// A picture's size in pixels and the position in words (its alt text).
#[derive(Debug, PartialEq, Eq)]
pub struct Label {
    pub width: u32,
    pub height: u32,
    pub alt: String,
    /// `alt` escaped for an HTML attribute, once for every mail that shows
    /// the picture (`HtmlOut::escaped_attribute`).
    pub alt_escaped: String,
}

impl Cache {
    pub fn new() -> Cache {
        Cache::default()
    }

    /// The PNG of `d`, drawn now or earlier in the batch.
    pub fn png(&self, d: &Diagram, o: &Options) -> Arc<Image> {
        // A picture without words is the same in every language.
        let o = &o.drawing();
        remembered(&self.pictures, d, o, || image(d, o))
    }

    /// The size and the words of `d`'s picture (in the options'
    /// language), without drawing it.
    pub fn label(&self, d: &Diagram, o: &Options) -> Arc<Label> {
        remembered(&self.labels, d, o, || {
            let drawing = o.drawing();
            let (width, height) = *remembered(&self.sizes, d, &drawing, || size(d, &drawing));
            let alt = describe(d, o.language);
            Label { width, height, alt_escaped: crate::mail::html_page::escaped_attribute(&alt), alt }
        })
    }

    pub fn clear(&self) {
        locked(&self.pictures).clear();
        locked(&self.labels).clear();
        locked(&self.sizes).clear();
    }

    pub fn len(&self) -> usize {
        locked(&self.pictures).len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

type Memo<T> = Mutex<HashMap<(Diagram, Options), Arc<T>, RandomState>>;

fn locked<T>(memo: &Memo<T>) -> std::sync::MutexGuard<'_, HashMap<(Diagram, Options), Arc<T>, RandomState>> {
    memo.lock().unwrap_or_else(|e| e.into_inner())
}

/// What `make` gives for `d` and `o`, made now or earlier; the lock is not
/// held while it is made (two threads may make the same one, alike). Full
/// at [`MAX_PICTURES`], the memo starts again.
fn remembered<T>(memo: &Memo<T>, d: &Diagram, o: &Options, make: impl FnOnce() -> T) -> Arc<T> {
    if let Some(v) = locked(memo).get(&(d, o) as &dyn Key) {
        return v.clone();
    }
    let v = Arc::new(make());
    let mut all = locked(memo);
    if all.len() >= MAX_PICTURES {
        all.clear();
    }
    all.insert((d.clone(), o.clone()), v.clone());
    v
}

/// A memo's key, owned or borrowed: a diagram is looked up without a copy
/// (most lookups find it), and copied only to be kept.
trait Key {
    fn parts(&self) -> (&Diagram, &Options);
}

impl Key for (Diagram, Options) {
    fn parts(&self) -> (&Diagram, &Options) {
        (&self.0, &self.1)
    }
}

impl Key for (&Diagram, &Options) {
    fn parts(&self) -> (&Diagram, &Options) {
        (self.0, self.1)
    }
}

impl<'a> Borrow<dyn Key + 'a> for (Diagram, Options) {
    fn borrow(&self) -> &(dyn Key + 'a) {
        self
    }
}

// As the owned tuple hashes and compares: a reference hashes as what it
// points to.
impl Hash for dyn Key + '_ {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.parts().hash(state);
    }
}

impl PartialEq for dyn Key + '_ {
    fn eq(&self, other: &Self) -> bool {
        self.parts() == other.parts()
    }
}

impl Eq for dyn Key + '_ {}
