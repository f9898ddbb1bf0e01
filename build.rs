//! Builds the list of the message catalogues and translated texts under
//! `locales/` into the binary (`src/i18n/catalog.rs` reads it): a file
//! added there is built in without a list to keep by hand; which files
//! each language must have is the catalogue tests' to check.

use std::path::{Path, PathBuf};

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|e| e == "ftl" || e == "txt") {
            out.push(path);
        }
    }
}

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let locales = root.join("locales");
    println!("cargo:rerun-if-changed=locales");
    let mut found = Vec::new();
    files(&locales, &mut found);
    found.sort();
    let mut code = String::from("/// (language code, path under `locales/<code>/`, text).\npub const FILES: &[(&str, &str, &str)] = &[\n");
    for path in &found {
        let rel = path.strip_prefix(&locales).expect("under locales/");
        let mut parts = rel.components().map(|c| c.as_os_str().to_string_lossy().into_owned());
        let Some(lang) = parts.next() else { continue };
        let rest: Vec<String> = parts.collect();
        code.push_str(&format!("    ({:?}, {:?}, include_str!({:?})),\n", lang, rest.join("/"), path.display().to_string()));
    }
    code.push_str("];\n");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("locales.rs");
    std::fs::write(out, code).expect("write locales.rs");
}
