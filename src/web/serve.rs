//! `tandem web serve`: the site's directory over HTTP for a quick look on
//! one machine (a real web server does it for the public: docs/operators.md). Read
//! only: GET and HEAD; a path that leaves the directory in any way (`..`,
//! its encodings, an absolute path, a hidden file, a link pointing out)
//! is not found.

use std::fmt;
use std::path::{Component, Path, PathBuf};

use tiny_http::{Header, Method, Response, Server, StatusCode};

/// Why the server could not run.
#[derive(Debug)]
pub enum ServeError {
    /// The site's directory is not there (`tandem web build` first).
    NoSite(PathBuf),
    Bind {
        addr: String,
        message: String,
    },
}

impl fmt::Display for ServeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ServeError::NoSite(d) => write!(f, "there is no site in {} (run `tandem web build` first)", d.display()),
            ServeError::Bind { addr, message } => write!(f, "cannot listen on {addr}: {message}"),
        }
    }
}

impl std::error::Error for ServeError {}

/// Serves `dir` at `addr` (`127.0.0.1:8080`) until the process ends;
/// `ready` is told the address it listens on.
pub fn serve(dir: &Path, addr: &str, ready: &mut dyn FnMut(&str)) -> Result<(), ServeError> {
    let root = dir.canonicalize().ok().filter(|d| d.join("index.html").is_file()).ok_or_else(|| ServeError::NoSite(dir.to_path_buf()))?;
    let server = Server::http(addr).map_err(|e| ServeError::Bind { addr: addr.to_string(), message: e.to_string() })?;
    let listening = server.server_addr().to_ip().map_or(addr.to_string(), |a| a.to_string());
    ready(&listening);
    for request in server.incoming_requests() {
        let head = match request.method() {
            Method::Get => false,
            Method::Head => true,
            _ => {
                let r = Response::from_string("only GET and HEAD\n")
                    .with_status_code(StatusCode(405))
                    .with_header(header("Allow", "GET, HEAD"));
                let _ = request.respond(r);
                continue;
            }
        };
        let found = resolve(&root, request.url()).and_then(|p| std::fs::read(&p).ok().map(|body| (p, body)));
        let response = match found {
            Some((path, body)) => {
                let len = body.len();
                let body = if head { Vec::new() } else { body };
                Response::from_data(body)
                    .with_header(header("Content-Type", content_type(&path)))
                    .with_header(header("Content-Length", &len.to_string()))
                    .with_chunked_threshold(usize::MAX)
            }
            None => Response::from_data(b"not found\n".to_vec())
                .with_status_code(StatusCode(404))
                .with_header(header("Content-Type", "text/plain; charset=utf-8")),
        };
        let response = response
            .with_header(header("X-Content-Type-Options", "nosniff"))
            .with_header(header(
                "Content-Security-Policy",
                "default-src 'none'; style-src 'self'; script-src 'unsafe-inline'; img-src 'self'",
            ))
            .with_header(header("Referrer-Policy", "no-referrer"));
        let _ = request.respond(response);
    }
    Ok(())
}

fn header(name: &str, value: &str) -> Header {
    Header::from_bytes(name.as_bytes(), value.as_bytes()).expect("a valid header")
}

/// The file under `root` (canonical) that `url` names, if it is one: the
/// path is decoded once, must stay under `root` after every link is
/// followed, and names no hidden file; a directory means its index.html.
pub fn resolve(root: &Path, url: &str) -> Option<PathBuf> {
    let path = url.split(['?', '#']).next()?;
    let decoded = percent_decode(path)?;
    let rel = decoded.strip_prefix('/')?;
    let mut out = root.to_path_buf();
    for part in rel.split('/') {
        if part.is_empty() {
            continue;
        }
        // `..`, `.`, hidden files (the temporary ones), Windows separators,
        // and anything that is not one plain name.
        if part.starts_with('.') || part.contains(['\\', '\0', ':']) {
            return None;
        }
        let mut comps = Path::new(part).components();
        match (comps.next(), comps.next()) {
            (Some(Component::Normal(_)), None) => out.push(part),
            _ => return None,
        }
    }
    if out.is_dir() {
        out.push("index.html");
    }
    let real = out.canonicalize().ok()?;
    (real.starts_with(root) && real.is_file()).then_some(real)
}

/// `%2e%2e` -> `..`: the percent escapes of a URL's path, once; `None`
/// for a broken escape or text that is not UTF-8.
fn percent_decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = s.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// The content type of a file of the site, by its extension.
pub fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("pgn") => "application/x-chess-pgn; charset=utf-8",
        Some("bpgn") => "application/x-bughouse-pgn; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("txt") => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_stay_in_the_site() {
        let dir = std::env::temp_dir().join(format!("tandem-serve-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("site/games")).unwrap();
        std::fs::write(dir.join("site/index.html"), "i").unwrap();
        std::fs::write(dir.join("site/games/1.html"), "g").unwrap();
        std::fs::write(dir.join("site/games/.1.html.9.tmp"), "half").unwrap();
        std::fs::write(dir.join("secret.txt"), "s").unwrap();
        std::os::unix::fs::symlink(dir.join("secret.txt"), dir.join("site/link.txt")).unwrap();
        let root = dir.join("site").canonicalize().unwrap();
        assert_eq!(resolve(&root, "/"), Some(root.join("index.html")));
        assert_eq!(resolve(&root, "/games/1.html?x=1#p3"), Some(root.join("games/1.html")));
        assert_eq!(resolve(&root, "/games/%31.html"), Some(root.join("games/1.html")));
        for bad in [
            "/../secret.txt",
            "/games/../../secret.txt",
            "/%2e%2e/secret.txt",
            "/%2E%2E/secret.txt",
            "/games/%2e%2e%2f%2e%2e%2fsecret.txt",
            "/%2fetc%2fpasswd",
            "//etc/passwd",
            "/etc/passwd",
            "games/1.html",
            "/games/.1.html.9.tmp",
            "/link.txt",
            "/games/1.html%00",
            "/%zz",
            "/games/..%5c..%5csecret.txt",
        ] {
            assert_eq!(resolve(&root, bad), None, "{bad}");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
