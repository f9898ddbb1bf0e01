//! A diagram drawn: its scene (`layout.rs`) written as SVG or painted as
//! PNG, with the position in words.

use super::layout::scene;
use super::options::Options;
use super::svg::SharedDefs;
use super::words::describe;
use super::{raster, svg as svg_file};
use crate::rules::Diagram;

/// A PNG image of a diagram.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Png {
    pub bytes: Vec<u8>,
    pub width: u32,
    pub height: u32,
    /// The position in words ([`describe`], in the options' language).
    pub alt: String,
}

/// The diagram as a standalone SVG document.
pub fn svg(d: &Diagram, o: &Options) -> String {
    svg_file::write(&scene(d, o), &describe(d, o.language), &o.id_prefix)
}

/// The diagram as an SVG element for a page whose pictures share their
/// definitions in `shared` (written in the page once: [`SharedDefs::svg`]).
pub fn svg_sharing(d: &Diagram, o: &Options, shared: &mut SharedDefs) -> String {
    svg_file::write_sharing(&scene(d, o), &describe(d, o.language), &o.id_prefix, shared)
}

/// The size in pixels of the diagram's picture, without drawing it.
pub fn size(d: &Diagram, o: &Options) -> (u32, u32) {
    let scene = scene(d, o);
    (scene.width, scene.height)
}

/// A PNG image without its words: what a mail's picture part holds (the
/// words go in its HTML, from [`describe`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Image {
    pub bytes: Vec<u8>,
    pub width: u32,
    pub height: u32,
    /// `bytes` as a mail's part carries them, made once for all the mails
    /// that share the picture.
    in_mail: std::sync::OnceLock<Vec<u8>>,
}

impl Image {
    /// The bytes in base64, in lines of 76 characters ended by CRLF but
    /// the last, as lettre writes a part.
    pub fn base64_lines(&self) -> &[u8] {
        self.in_mail.get_or_init(|| {
            use base64::Engine;
            let encoded = base64::engine::general_purpose::STANDARD.encode(&self.bytes);
            let mut out = Vec::with_capacity(encoded.len() + encoded.len() / 38);
            for (i, line) in encoded.as_bytes().chunks(76).enumerate() {
                if i > 0 {
                    out.extend_from_slice(b"\r\n");
                }
                out.extend_from_slice(line);
            }
            out
        })
    }
}

/// The diagram as a PNG image: the pixels resvg renders from [`svg`]'s
/// document, within a few levels.
pub fn image(d: &Diagram, o: &Options) -> Image {
    let scene = scene(d, o);
    let bytes = raster::scene_png(&scene);
    Image { bytes, width: scene.width, height: scene.height, in_mail: Default::default() }
}

/// [`image`] with the position in words.
pub fn png(d: &Diagram, o: &Options) -> Png {
    let Image { bytes, width, height, .. } = image(d, o);
    Png { bytes, width, height, alt: describe(d, o.language) }
}
