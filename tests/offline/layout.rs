//! The file-level dependency graph of `src/`, and a check that the files under
//! `ACYCLIC` (all of `src/`) lie on no dependency cycle. Narrowed, `cargo test
//! --test offline layout:: -- --nocapture` prints the cycles found elsewhere (not
//! asserted); `LAYOUT_EDGES=src/rules/` prints the edges of the files under
//! that prefix.
//!
//! A file A depends on file B when A names B's module or an item of B: in a
//! `use` (grouped trees, `self`, `as` and globs included) or in a path that
//! starts with `crate::`, `super::`, `self::`, the library's name (from the
//! binary), a child module, or a name a module-level `use` brought in.
//! Approximations:
//! - a name is looked up in the module it is reached through: its own items,
//!   then its module-level `use`s (re-exports, followed to the file that
//!   defines the item), then its glob imports; a name found nowhere (an item
//!   a macro makes, say) counts as the module's own file, so an item taken
//!   from a `mod.rs` that only re-exports it costs nothing, but one it cannot
//!   trace is a dependency on that `mod.rs`;
//! - a glob import (`use super::*`) depends on the globbed module's file;
//! - no edges for `mod x;` (else every child using `super::` would close a
//!   cycle), method calls or macro expansions: the graph is of names, not of
//!   calls (a type's `impl` blocks may sit in any file).

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::path::Path;

/// Directories (prefixes of paths relative to the crate root) whose files
/// must lie on no cycle.
const ACYCLIC: &[&str] = &["src/"];

/// Layers, lowest first: no file of a layer names a file of a layer above
/// it. (`store`, `ratings`, `command` and `picture` are left out: `store`
/// and `ratings` share the rating types, `store` keeps the tournaments'
/// rows; they are acyclic file by file, which the other test checks.)
const LAYERS: &[&str] = &[
    "src/rules/",
    "src/engine/",
    "src/config/",
    "src/mail/",
    "src/clocks/",
    "src/tournaments/",
    "src/bot/",
    "src/web/",
    "src/daemon/",
    "src/cli/",
];

// ----- tokens -----

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    /// `::`
    Sep,
    Punct(char),
}

#[derive(Clone, Debug)]
struct Token {
    tok: Tok,
    line: usize,
}

fn is_ident_start(c: char) -> bool {
    c.is_alphabetic() || c == '_'
}

fn is_ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Identifiers, `::` and punctuation; comments (doc comments too), string
/// and character literals, lifetimes and numbers dropped, so that paths in
/// them are not taken for dependencies.
fn lex(src: &str) -> Vec<Token> {
    let b: Vec<char> = src.chars().collect();
    let at = |i: usize| b.get(i).copied().unwrap_or('\0');
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    // Skips a quoted literal from its opening quote at `i`; `raw` = number of `#`s, if raw.
    let skip_quoted = |mut i: usize, raw: Option<usize>, line: &mut usize| -> usize {
        i += 1;
        while i < b.len() {
            match b[i] {
                '\\' if raw.is_none() => i += 1,
                '"' if raw.is_none_or(|n| (1..=n).all(|k| at(i + k) == '#')) => return i + 1 + raw.unwrap_or(0),
                '\n' => *line += 1,
                _ => {}
            }
            i += 1;
        }
        i
    };
    while i < b.len() {
        let c = b[i];
        match c {
            '\n' => {
                line += 1;
                i += 1;
            }
            _ if c.is_whitespace() => i += 1,
            '/' if at(i + 1) == '/' => {
                while i < b.len() && b[i] != '\n' {
                    i += 1;
                }
            }
            '/' if at(i + 1) == '*' => {
                let mut depth = 0;
                while i < b.len() {
                    if b[i] == '/' && at(i + 1) == '*' {
                        depth += 1;
                        i += 2;
                    } else if b[i] == '*' && at(i + 1) == '/' {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        line += usize::from(b[i] == '\n');
                        i += 1;
                    }
                }
            }
            '"' => i = skip_quoted(i, None, &mut line),
            '\'' => {
                if at(i + 1) == '\\' {
                    // An escaped character: the quote after the escape ends it.
                    i += 3;
                    while i < b.len() && b[i] != '\'' {
                        i += 1;
                    }
                    i += 1;
                } else if at(i + 2) == '\'' {
                    i += 3;
                } else {
                    // A lifetime or label.
                    i += 1;
                    while is_ident_char(at(i)) {
                        i += 1;
                    }
                }
            }
            _ if c.is_ascii_digit() => {
                while is_ident_char(at(i)) {
                    i += 1;
                }
            }
            _ if is_ident_start(c) => {
                let start = i;
                while is_ident_char(at(i)) {
                    i += 1;
                }
                let word: String = b[start..i].iter().collect();
                let next = at(i);
                match (word.as_str(), next) {
                    ("b" | "c", '"') => i = skip_quoted(i, None, &mut line),
                    // A byte `b'x'`: the character literal is read next.
                    ("b", '\'') => {}
                    ("r" | "br" | "cr", '"' | '#') => {
                        let mut n = 0;
                        while at(i + n) == '#' {
                            n += 1;
                        }
                        if at(i + n) == '"' {
                            i = skip_quoted(i + n, Some(n), &mut line);
                        } else if word == "r" && n == 1 && is_ident_start(at(i + 1)) {
                            // A raw identifier `r#name`.
                            let s = i + 1;
                            i += 1;
                            while is_ident_char(at(i)) {
                                i += 1;
                            }
                            out.push(Token { tok: Tok::Ident(b[s..i].iter().collect()), line });
                        } else {
                            out.push(Token { tok: Tok::Ident(word), line });
                        }
                    }
                    _ => out.push(Token { tok: Tok::Ident(word), line }),
                }
            }
            ':' if at(i + 1) == ':' => {
                out.push(Token { tok: Tok::Sep, line });
                i += 2;
            }
            _ => {
                out.push(Token { tok: Tok::Punct(c), line });
                i += 1;
            }
        }
    }
    out
}

// ----- what one file declares and names -----

/// One name a `use` binds: `segs` as written, `name` the name bound (none
/// for globs and `_`).
#[derive(Clone, Debug)]
struct UseLeaf {
    segs: Vec<String>,
    name: Option<String>,
    glob: bool,
}

/// A path the file names: from a `use` or from code. `scope` is the chain of
/// inline modules (`mod tests { .. }`) it sits in, inside the file's module.
#[derive(Clone, Debug)]
struct Named {
    scope: Vec<String>,
    segs: Vec<String>,
    line: usize,
}

#[derive(Default, Debug)]
struct Parsed {
    /// (scope, name, inline)
    mods: Vec<(Vec<String>, String, bool)>,
    /// Module-level items: (scope, name).
    items: Vec<(Vec<String>, String)>,
    /// Module-level `use`s: (scope, leaf); they bring names into the module.
    uses: Vec<(Vec<String>, UseLeaf)>,
    named: Vec<Named>,
}

const ITEM_KEYWORDS: [&str; 7] = ["struct", "enum", "trait", "fn", "const", "static", "type"];
/// Words after an item keyword that are not the item's name (`const fn f`).
const NOT_NAMES: [&str; 6] = ["fn", "mut", "unsafe", "extern", "async", "_"];

fn ident(t: Option<&Token>) -> Option<&str> {
    match t {
        Some(Token { tok: Tok::Ident(s), .. }) => Some(s),
        _ => None,
    }
}

fn is(t: Option<&Token>, tok: &Tok) -> bool {
    t.is_some_and(|t| &t.tok == tok)
}

/// Parses one use tree from `i`, prefixed by `prefix`; returns the index after it.
fn use_tree(toks: &[Token], mut i: usize, prefix: &[String], leaves: &mut Vec<UseLeaf>) -> usize {
    let mut segs = prefix.to_vec();
    loop {
        match toks.get(i).map(|t| &t.tok) {
            Some(Tok::Sep) => i += 1,
            Some(Tok::Ident(s)) if s != "as" => {
                segs.push(s.clone());
                i += 1;
            }
            Some(Tok::Punct('*')) => {
                leaves.push(UseLeaf { segs, name: None, glob: true });
                return i + 1;
            }
            Some(Tok::Punct('{')) => {
                i += 1;
                while i < toks.len() && !is(toks.get(i), &Tok::Punct('}')) {
                    i = use_tree(toks, i, &segs, leaves);
                    if is(toks.get(i), &Tok::Punct(',')) {
                        i += 1;
                    }
                }
                return i + 1;
            }
            _ => break,
        }
    }
    if segs.last().is_some_and(|s| s == "self") {
        segs.pop();
    }
    let mut name = segs.last().cloned();
    if ident(toks.get(i)) == Some("as") {
        name = ident(toks.get(i + 1)).map(str::to_string);
        i += 2;
    }
    if !segs.is_empty() {
        leaves.push(UseLeaf { segs, name: name.filter(|n| n != "_"), glob: false });
    }
    i
}

fn parse(src: &str) -> Parsed {
    let toks = lex(src);
    let mut p = Parsed::default();
    let mut depth = 0usize;
    // Inline modules open at this point: (name, brace depth of their body).
    let mut open: Vec<(String, usize)> = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let scope: Vec<String> = open.iter().map(|(n, _)| n.clone()).collect();
        let module_level = depth == open.last().map_or(0, |o| o.1);
        match &toks[i].tok {
            Tok::Punct('{') => depth += 1,
            Tok::Punct('}') => {
                depth = depth.saturating_sub(1);
                if open.last().is_some_and(|o| depth < o.1) {
                    open.pop();
                }
            }
            Tok::Ident(kw) if kw == "mod" => {
                if let Some(name) = ident(toks.get(i + 1)) {
                    if is(toks.get(i + 2), &Tok::Punct(';')) {
                        p.mods.push((scope.clone(), name.to_string(), false));
                    } else if is(toks.get(i + 2), &Tok::Punct('{')) {
                        p.mods.push((scope.clone(), name.to_string(), true));
                        open.push((name.to_string(), depth + 1));
                    }
                }
            }
            Tok::Ident(kw) if kw == "use" => {
                let mut leaves = Vec::new();
                let end = use_tree(&toks, i + 1, &[], &mut leaves);
                for leaf in leaves {
                    p.named.push(Named { scope: scope.clone(), segs: leaf.segs.clone(), line: toks[i].line });
                    if module_level {
                        p.uses.push((scope.clone(), leaf));
                    }
                }
                i = end;
                continue;
            }
            Tok::Ident(kw) if module_level && (ITEM_KEYWORDS.contains(&kw.as_str()) || kw == "macro_rules") => {
                let at = if kw == "macro_rules" { i + 2 } else { i + 1 };
                if let Some(name) = ident(toks.get(at)).filter(|n| !NOT_NAMES.contains(n)) {
                    p.items.push((scope.clone(), name.to_string()));
                }
            }
            Tok::Ident(first) if is(toks.get(i + 1), &Tok::Sep) && !(i > 0 && is(toks.get(i - 1), &Tok::Sep)) => {
                let mut segs = vec![first.clone()];
                let mut j = i + 1;
                while is(toks.get(j), &Tok::Sep) {
                    match ident(toks.get(j + 1)) {
                        Some(s) => segs.push(s.to_string()),
                        None => break,
                    }
                    j += 2;
                }
                p.named.push(Named { scope, segs, line: toks[i].line });
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    p
}

// ----- modules and the graph -----

struct Module {
    file: usize,
    parent: Option<usize>,
    root: usize,
    children: BTreeMap<String, usize>,
    items: BTreeSet<String>,
    uses: Vec<UseLeaf>,
}

/// Why a file depends on another: the first place that says so.
#[derive(Clone, Debug)]
struct Reason {
    line: usize,
    path: String,
}

struct Graph {
    files: Vec<String>,
    /// from -> (to -> reason)
    edges: Vec<BTreeMap<usize, Reason>>,
    /// Files no `mod` declaration reaches.
    orphans: Vec<String>,
}

struct Crate {
    files: Vec<String>,
    parsed: Vec<Parsed>,
    modules: Vec<Module>,
    /// The file module of each file, if reached.
    file_mod: Vec<Option<usize>>,
    lib_name: String,
    lib_root: Option<usize>,
}

impl Crate {
    fn new_module(&mut self, file: usize, parent: Option<usize>) -> usize {
        let id = self.modules.len();
        let root = parent.map_or(id, |p| self.modules[p].root);
        self.modules.push(Module { file, parent, root, children: BTreeMap::new(), items: BTreeSet::new(), uses: Vec::new() });
        id
    }

    /// The module of `scope` (inline modules) inside the file module `m`.
    fn scoped(&self, m: usize, scope: &[String]) -> Option<usize> {
        scope.iter().try_fold(m, |m, s| self.modules[m].children.get(s).copied())
    }

    /// Loads the file module `m` of `file` (its directory for children
    /// `dir`) and the modules it declares.
    fn load(&mut self, m: usize, file: usize, dir: &str) {
        self.file_mod[file] = Some(m);
        let mods = self.parsed[file].mods.clone();
        for (scope, name, inline) in mods {
            let Some(host) = self.scoped(m, &scope) else { continue };
            let child = if inline {
                self.new_module(file, Some(host))
            } else {
                let sub: String = scope.iter().map(|s| format!("{s}/")).collect();
                let candidates = [format!("{dir}/{sub}{name}.rs"), format!("{dir}/{sub}{name}/mod.rs")];
                let Some(f) = candidates.iter().find_map(|c| self.files.iter().position(|x| x == c)) else { continue };
                let child = self.new_module(f, Some(host));
                self.load(child, f, &format!("{dir}/{sub}{name}"));
                child
            };
            self.modules[host].children.insert(name, child);
        }
        for (scope, name) in std::mem::take(&mut self.parsed[file].items) {
            if let Some(s) = self.scoped(m, &scope) {
                self.modules[s].items.insert(name);
            }
        }
        for (scope, leaf) in std::mem::take(&mut self.parsed[file].uses) {
            if let Some(s) = self.scoped(m, &scope) {
                self.modules[s].uses.push(leaf);
            }
        }
    }

    /// `segs` as seen from module `ctx`, as (module, rest of the path); none
    /// for other crates and for names this module does not import.
    fn absolute(&self, ctx: usize, segs: &[String], depth: u32) -> Option<(usize, Vec<String>)> {
        let first = segs.first()?.as_str();
        let m = &self.modules[ctx];
        match first {
            "crate" => Some((m.root, segs[1..].to_vec())),
            "self" => Some((ctx, segs[1..].to_vec())),
            "super" => {
                let mut at = ctx;
                let mut i = 0;
                while segs.get(i).is_some_and(|s| s == "super") {
                    at = self.modules[at].parent?;
                    i += 1;
                }
                Some((at, segs[i..].to_vec()))
            }
            _ if m.children.contains_key(first) => Some((ctx, segs.to_vec())),
            _ if first == self.lib_name && self.lib_root.is_some_and(|l| l != m.root) => Some((self.lib_root?, segs[1..].to_vec())),
            _ if depth < 16 => {
                let leaf = m.uses.iter().find(|u| !u.glob && u.name.as_deref() == Some(first))?;
                let (at, mut rest) = self.absolute(ctx, &leaf.segs, depth + 1)?;
                rest.extend_from_slice(&segs[1..]);
                Some((at, rest))
            }
            _ => None,
        }
    }

    /// The file that defines what `rest` names from module `m`.
    fn resolve(&self, mut m: usize, rest: &[String], depth: u32) -> Option<usize> {
        for (i, name) in rest.iter().enumerate() {
            let module = &self.modules[m];
            if let Some(&c) = module.children.get(name) {
                m = c;
                continue;
            }
            if module.items.contains(name) || depth > 16 {
                return Some(module.file);
            }
            let follow = |segs: &[String]| {
                let (at, mut r) = self.absolute(m, segs, depth + 1)?;
                r.extend_from_slice(&rest[i + 1..]);
                Some((at, r))
            };
            if let Some(leaf) = module.uses.iter().find(|u| !u.glob && u.name.as_deref() == Some(name)) {
                // A name imported from another crate leads out of the graph.
                let (at, r) = follow(&leaf.segs)?;
                return self.resolve(at, &r, depth + 1);
            }
            for glob in module.uses.iter().filter(|u| u.glob) {
                let Some((at, r)) = self.absolute(m, &glob.segs, depth + 1) else { continue };
                let Some(g) = r.iter().try_fold(at, |g, s| self.modules[g].children.get(s).copied()) else { continue };
                let gm = &self.modules[g];
                if gm.children.contains_key(name) || gm.items.contains(name) || gm.uses.iter().any(|u| u.name.as_deref() == Some(name)) {
                    return self.resolve(g, &rest[i..], depth + 1);
                }
            }
            return Some(module.file);
        }
        Some(self.modules[m].file)
    }
}

/// The graph of `files` (paths relative to the crate root, sources). The
/// crate roots are `src/lib.rs` (named `lib_name` to the others),
/// `src/main.rs` and `src/bin/*.rs`.
fn build(files: &[(String, String)], lib_name: &str) -> Graph {
    let mut c = Crate {
        files: files.iter().map(|(p, _)| p.clone()).collect(),
        parsed: files.iter().map(|(_, s)| parse(s)).collect(),
        modules: Vec::new(),
        file_mod: vec![None; files.len()],
        lib_name: lib_name.to_string(),
        lib_root: None,
    };
    for f in 0..files.len() {
        let path = c.files[f].clone();
        let dir = match path.as_str() {
            "src/lib.rs" | "src/main.rs" => "src",
            _ if path.strip_prefix("src/bin/").is_some_and(|rest| !rest.contains('/')) => "src/bin",
            _ => continue,
        };
        let m = c.new_module(f, None);
        if path == "src/lib.rs" {
            c.lib_root = Some(m);
        }
        c.load(m, f, dir);
    }
    let mut edges = vec![BTreeMap::new(); files.len()];
    for (f, parsed) in c.parsed.iter().enumerate() {
        let Some(fm) = c.file_mod[f] else { continue };
        for n in &parsed.named {
            let Some(ctx) = c.scoped(fm, &n.scope) else { continue };
            let Some((at, rest)) = c.absolute(ctx, &n.segs, 0) else { continue };
            if let Some(to) = c.resolve(at, &rest, 0).filter(|&to| to != f) {
                edges[f].entry(to).or_insert_with(|| Reason { line: n.line, path: n.segs.join("::") });
            }
        }
    }
    let orphans = (0..files.len()).filter(|&f| c.file_mod[f].is_none()).map(|f| c.files[f].clone()).collect();
    Graph { files: c.files, edges, orphans }
}

/// Strongly connected components of more than one node (Tarjan), each sorted.
fn cycles(n: usize, succ: &dyn Fn(usize) -> Vec<usize>) -> Vec<Vec<usize>> {
    struct State<'a> {
        succ: &'a dyn Fn(usize) -> Vec<usize>,
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        next: usize,
        out: Vec<Vec<usize>>,
    }
    fn visit(s: &mut State, v: usize) {
        s.index[v] = Some(s.next);
        s.low[v] = s.next;
        s.next += 1;
        s.stack.push(v);
        s.on_stack[v] = true;
        for w in (s.succ)(v) {
            match s.index[w] {
                None => {
                    visit(s, w);
                    s.low[v] = s.low[v].min(s.low[w]);
                }
                Some(iw) if s.on_stack[w] => s.low[v] = s.low[v].min(iw),
                Some(_) => {}
            }
        }
        if Some(s.low[v]) == s.index[v] {
            let mut comp = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack[w] = false;
                comp.push(w);
                if w == v {
                    break;
                }
            }
            if comp.len() > 1 {
                comp.sort();
                s.out.push(comp);
            }
        }
    }
    let mut s =
        State { succ, index: vec![None; n], low: vec![0; n], on_stack: vec![false; n], stack: Vec::new(), next: 0, out: Vec::new() };
    for v in 0..n {
        if s.index[v].is_none() {
            visit(&mut s, v);
        }
    }
    s.out.sort();
    s.out
}

impl Graph {
    fn succ(&self, v: usize) -> Vec<usize> {
        self.edges[v].keys().copied().collect()
    }

    fn cycles(&self) -> Vec<Vec<usize>> {
        cycles(self.files.len(), &|v| self.succ(v))
    }

    /// One shortest cycle through the first file of `comp`, with the reason of each step.
    fn describe(&self, comp: &[usize]) -> String {
        let start = comp[0];
        let mut prev: BTreeMap<usize, usize> = BTreeMap::new();
        let mut queue = VecDeque::from([start]);
        'search: while let Some(v) = queue.pop_front() {
            for w in self.succ(v).into_iter().filter(|w| comp.contains(w)) {
                if w == start {
                    prev.insert(start, v);
                    break 'search;
                }
                if let std::collections::btree_map::Entry::Vacant(e) = prev.entry(w) {
                    e.insert(v);
                    queue.push_back(w);
                }
            }
        }
        let mut path = vec![start];
        let mut at = prev[&start];
        while at != start {
            path.push(at);
            at = prev[&at];
        }
        path.push(start);
        path.reverse();
        let mut text = format!(
            "{} files: {}\n  e.g. {}",
            comp.len(),
            comp.iter().map(|&f| self.files[f].as_str()).collect::<Vec<_>>().join(" "),
            self.files[start]
        );
        for w in path.windows(2) {
            let r = &self.edges[w[0]][&w[1]];
            text.push_str(&format!("\n    -> {} (line {}: {})", self.files[w[1]], r.line, r.path));
        }
        text
    }
}

fn read_tree(root: &Path, dir: &Path, out: &mut Vec<(String, String)>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir).expect("read src/").map(|e| e.expect("entry").path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            read_tree(root, &p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            let rel = p.strip_prefix(root).expect("under the root").to_string_lossy().replace('\\', "/");
            out.push((rel, std::fs::read_to_string(&p).expect("read a source file")));
        }
    }
}

fn src_graph() -> Graph {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    read_tree(root, &root.join("src"), &mut files);
    build(&files, &env!("CARGO_PKG_NAME").replace('-', "_"))
}

#[test]
fn acyclic_directories_have_no_cycles() {
    let g = src_graph();
    assert!(g.orphans.is_empty(), "files no `mod` reaches (the graph would miss them): {:?}", g.orphans);
    if let Ok(prefix) = std::env::var("LAYOUT_EDGES") {
        for (f, name) in g.files.iter().enumerate().filter(|(_, n)| n.starts_with(&prefix)) {
            let to: Vec<&str> = g.edges[f].keys().map(|&t| g.files[t].as_str()).collect();
            println!("{name} -> {}", to.join(" "));
        }
    }
    let checked = |f: usize| ACYCLIC.iter().any(|d| g.files[f].starts_with(d));
    let (bad, other): (Vec<_>, Vec<_>) = g.cycles().into_iter().partition(|c| c.iter().any(|&f| checked(f)));
    for c in &other {
        println!("cycle outside {ACYCLIC:?} (allowed for now): {}", g.describe(c));
    }
    let bad: Vec<String> = bad.iter().map(|c| g.describe(c)).collect();
    assert!(bad.is_empty(), "files under {ACYCLIC:?} on a dependency cycle:\n{}", bad.join("\n"));
}

#[test]
fn no_file_imports_from_a_layer_above_its_own() {
    let g = src_graph();
    let layer = |f: usize| LAYERS.iter().position(|l| g.files[f].starts_with(l));
    let mut upward = Vec::new();
    for (f, edges) in g.edges.iter().enumerate() {
        let Some(from) = layer(f) else { continue };
        for (&to, why) in edges {
            if layer(to).is_some_and(|l| l > from) {
                upward.push(format!("{} -> {} (line {}: {})", g.files[f], g.files[to], why.line, why.path));
            }
        }
    }
    assert!(upward.is_empty(), "imports up the layers {LAYERS:?}:\n{}", upward.join("\n"));
}

#[test]
fn the_cycle_finder_finds_a_made_up_cycle() {
    // 0 -> 1 -> 2 -> 0 is a cycle; 3 -> 0 and 4 -> 4 (a self loop) are not.
    let edges = [vec![1], vec![2], vec![0], vec![0], vec![4]];
    assert_eq!(cycles(5, &|v| edges[v].clone()), vec![vec![0, 1, 2]]);
    let dag = [vec![1, 2], vec![2], vec![]];
    assert!(cycles(3, &|v| dag[v].clone()).is_empty());
}

#[test]
fn the_graph_sees_made_up_imports() {
    let files: Vec<(String, String)> = [
        ("src/lib.rs", "pub mod a;\npub mod b;\nmod c;\npub use c::Thing;\n"),
        // A grouped import, and one from the crate root's re-export.
        ("src/a.rs", "use crate::{b::{self, B}, Thing};\npub fn f() {}\n"),
        // A `super::` path in code; those in comments and literals are no edges.
        (
            "src/b.rs",
            "// crate::c::Thing\npub struct B;\nfn g() { let _ = (\"super::c::Thing\", b'\"', '{', r#\"crate::c::Thing\"#); /* crate::c */ super::a::f(); }\n",
        ),
        ("src/c.rs", "pub struct Thing;\n#[cfg(test)]\nmod tests {\n    use super::*;\n}\n"),
        ("src/main.rs", "mod cli;\nfn main() {}\n"),
        ("src/cli/mod.rs", "use demo::a::f;\nuse self::inner::*;\nmod inner;\n"),
        ("src/cli/inner.rs", "pub fn h() { super::super::main() }\n"),
    ]
    .iter()
    .map(|(p, s)| (p.to_string(), s.to_string()))
    .collect();
    let g = build(&files, "demo");
    let named = |p: &str| g.files.iter().position(|f| f == p).expect("file");
    let deps = |p: &str| g.edges[named(p)].keys().map(|&t| g.files[t].clone()).collect::<Vec<_>>();
    assert_eq!(deps("src/a.rs"), ["src/b.rs", "src/c.rs"], "Thing traced through lib.rs to c.rs");
    assert_eq!(deps("src/b.rs"), ["src/a.rs"]);
    assert!(deps("src/c.rs").is_empty(), "the test module's `super` is the file itself");
    assert_eq!(deps("src/cli/mod.rs"), ["src/a.rs", "src/cli/inner.rs"], "the library by name, and a glob");
    assert_eq!(deps("src/cli/inner.rs"), ["src/main.rs"]);
    assert_eq!(g.cycles(), vec![vec![named("src/a.rs"), named("src/b.rs")]]);
    assert!(g.orphans.is_empty());
}
