//! Writing the site's files so that a reader never sees half a page: each
//! is written whole to a temporary file beside it, then renamed over the
//! old one (a rename within a directory is atomic). Pages can be written
//! again from the store at any time, so they are not synced to the disk.
//! They are public: readable by all (0644, directories 0755), whatever
//! the umask.

use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use super::error::WebError;

/// Writes `bytes` to `path` (creating its directory), replacing what was
/// there in one step.
pub fn write(path: &Path, bytes: &[u8]) -> Result<(), WebError> {
    static N: AtomicU64 = AtomicU64::new(0);
    let dir = path.parent().unwrap_or(Path::new("."));
    let io = |source| WebError::Io { path: path.to_path_buf(), source };
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("page");
    // Hidden, and unique per process and write: never served half-written.
    let tmp = dir.join(format!(".{name}.{}.{}.tmp", std::process::id(), N.fetch_add(1, Ordering::Relaxed)));
    let result = (|| {
        let mut f = match std::fs::File::create(&tmp) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                make_dirs(dir)?;
                std::fs::File::create(&tmp)?
            }
            other => other?,
        };
        // Public pages, for the web server to read whatever the daemon's
        // umask (the systemd unit's is 0077).
        f.set_permissions(std::fs::Permissions::from_mode(0o644))?;
        f.write_all(bytes)?;
        drop(f);
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result.map_err(io)
}

/// Creates `dir` and whatever is missing above it, each readable by all
/// (the site's own top directory too, when the first page makes it).
fn make_dirs(dir: &Path) -> std::io::Result<()> {
    let missing: Vec<&Path> = dir.ancestors().take_while(|d| !d.as_os_str().is_empty() && !d.exists()).collect();
    std::fs::create_dir_all(dir)?;
    for d in missing {
        std::fs::set_permissions(d, std::fs::Permissions::from_mode(0o755))?;
    }
    Ok(())
}

/// The text of `path`, if it can be read.
pub fn read(path: &Path) -> Option<String> {
    std::fs::read_to_string(path).ok()
}

/// Removes `path` if it is there.
pub fn remove(path: &Path) -> Result<(), WebError> {
    match std::fs::remove_file(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(WebError::Io { path: path.to_path_buf(), source: e }),
        _ => Ok(()),
    }
}

/// `dir` joined with a path of the site written with `/`.
pub fn under(dir: &Path, rel: &str) -> PathBuf {
    rel.split('/').fold(dir.to_path_buf(), |p, part| p.join(part))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_is_replaced_whole_and_no_temporary_file_stays() {
        let dir = std::env::temp_dir().join(format!("tandem-web-files-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let page = under(&dir, "games/1.html");
        // The systemd unit's umask: the site's directories, made by the
        // first page, must still be readable by the web server.
        // SAFETY: umask has no memory effects; other tests' files made
        // meanwhile are only less readable.
        let old = unsafe { libc::umask(0o077) };
        let written = write(&page, b"one");
        unsafe { libc::umask(old) };
        written.unwrap();
        for d in [&dir, &dir.join("games")] {
            assert_eq!(std::fs::metadata(d).unwrap().permissions().mode() & 0o777, 0o755, "{}", d.display());
        }
        write(&page, b"two").unwrap();
        assert_eq!(read(&page).as_deref(), Some("two"));
        assert_eq!(std::fs::metadata(&page).unwrap().permissions().mode() & 0o777, 0o644, "for the web server to read");
        let names: Vec<String> =
            std::fs::read_dir(dir.join("games")).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
        assert_eq!(names, ["1.html"]);
        remove(&page).unwrap();
        remove(&page).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
