//! The public web archive (`[web] dir`): a static site of the games in
//! play and played, written by the bot. `tandem web build` writes it
//! whole from the store; the daemon then keeps it current after each pass
//! that changed games ([`Site::update`]: the changed games' pages and
//! records, their list pages, the index, and the rating lists of the games
//! whose result counted). `tandem web serve` shows it on one machine
//! (`serve.rs`); a real web server serves the directory as it is.
//!
//! Privacy: every name on the site is a public name
//! (`crate::store::public_name`) and every game comes from its public
//! record (`crate::bot::public_game`); private games and games that never
//! started have no page. No page loads anything from elsewhere.
//!
//! `site.rs` is the site (the update, the build), `files.rs` writes each file whole (temporary file and rename),
//! `pages.rs` holds the templates (`templates/web/`), `game_page.rs` a
//! game's page, `lists.rs` the index and the lists, `tournaments.rs` the
//! tournaments' list and pages.

mod error;
mod files;
mod game_page;
mod lists;
mod pages;
mod seeks;
pub mod serve;
mod site;
mod tournaments;

pub use error::WebError;
pub use site::{Site, Written};
