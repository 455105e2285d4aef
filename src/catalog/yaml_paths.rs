//! Maps YAML paths (`play.roulette.bets[3].limit`, `rules[12].checks[0]`) to byte spans of the
//! YAML source, so that semantic catalogue errors point at the right line.
//!
//! Paths use the same syntax as serde_yaml's error paths and the engine's [`CompileError`]s:
//! mapping keys joined by `.`, sequence items as `[i]`; the document root is the empty path.
//!
//! The map is built from yaml-rust2's event parser. Its markers are converted to byte offsets
//! from their line and column (in characters), so spans are valid for miette on any UTF-8
//! text. (The markers' `index` cannot be used: yaml-rust2 0.10 counts characters in it but
//! adds bytes for the lines of block scalars, so it drifts after a `>` block with non-ASCII
//! text.)
//!
//! [`CompileError`]: crate::engine::CompileError

use std::collections::HashMap;

use miette::SourceSpan;
use yaml_rust2::parser::{Event, MarkedEventReceiver, Parser};
use yaml_rust2::scanner::{Marker, TScalarStyle};

/// Where one node of the document sits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node {
    /// The key of a mapping entry (`limit` in `limit: pleno`); `None` for sequence items and
    /// the root.
    pub key: Option<SourceSpan>,
    /// The value: a scalar's text (quotes included), or the first line of a mapping or
    /// sequence (from its first key, `-` or opening bracket to the end of that line).
    pub value: SourceSpan,
    /// The value is a mapping or a sequence.
    pub collection: bool,
    /// The value starts on a later line than its key (a block scalar or block collection).
    pub below_key: bool,
}

impl Node {
    /// The best span to label: a scalar's value, or the key (the `bets:` line) of a collection
    /// or of a value that starts below its key; a sequence item's first line.
    pub fn label_span(&self) -> SourceSpan {
        match self.key {
            Some(k) if self.collection || self.below_key => k,
            _ => self.value,
        }
    }
}

/// Every path of a YAML document with its spans.
#[derive(Clone, Debug, Default)]
pub struct YamlPaths {
    nodes: HashMap<String, Node>,
    /// The document could not be fully parsed; the map holds what came before the error.
    pub incomplete: bool,
}

impl YamlPaths {
    /// Parses `text`. A syntax error stops the walk but keeps the paths seen so far (serde
    /// reports the error itself).
    pub fn parse(text: &str) -> YamlPaths {
        let mut b = Builder::new(text);
        let mut parser = Parser::new_from_str(text);
        let incomplete = parser.load(&mut b, false).is_err();
        YamlPaths { nodes: b.nodes, incomplete }
    }

    pub fn get(&self, path: &str) -> Option<&Node> {
        self.nodes.get(path)
    }

    /// The label span of `path`.
    pub fn span(&self, path: &str) -> Option<SourceSpan> {
        self.get(path).map(Node::label_span)
    }

    /// The span of the value at `path`, or of its nearest existing ancestor (a missing field is
    /// reported on the mapping that lacks it). Returns the path actually found.
    pub fn nearest(&self, path: &str) -> Option<(&str, SourceSpan)> {
        let mut p = path;
        loop {
            if let Some((k, n)) = self.nodes.get_key_value(p) {
                return Some((k.as_str(), n.label_span()));
            }
            if p.is_empty() {
                return None;
            }
            p = parent(p);
        }
    }

    /// The key or scalar value that starts at byte `offset`, if any (serde reports errors at
    /// a token's first byte; this widens them to the whole token).
    pub fn token_at(&self, offset: usize) -> Option<SourceSpan> {
        self.nodes.values().find_map(|n| {
            n.key.filter(|k| k.offset() == offset).or(Some(n.value).filter(|v| !n.collection && v.offset() == offset))
        })
    }

    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// All paths, sorted (for tests and debugging).
    pub fn paths(&self) -> Vec<&str> {
        let mut v: Vec<&str> = self.nodes.keys().map(String::as_str).collect();
        v.sort_unstable();
        v
    }
}

/// `path` with its items' indices left out (`a[12].b` → `a[].b`): the path of any item.
pub fn generic(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    let mut in_index = false;
    for ch in path.chars() {
        match ch {
            '[' => {
                in_index = true;
                out.push('[');
            }
            ']' => {
                in_index = false;
                out.push(']');
            }
            c if in_index && c.is_ascii_digit() => {}
            c => out.push(c),
        }
    }
    out
}

/// The paths of a YAML document already read into a tree of values, as [`generic`] writes
/// them, under the top-level keys that `wanted` takes (each key and every node below it): the
/// paths [`YamlPaths`] would find there, without reading the text again. `None` when a key
/// there is not a string (a number, a tagged or complex key), which the tree writes in its own
/// way, not as the text does: then only [`YamlPaths`] can tell.
pub fn tree_paths(tree: &serde_yaml::Value, wanted: impl Fn(&str) -> bool) -> Option<Vec<String>> {
    // One buffer holds the path of the node being walked (a child's is the parent's plus its
    // key, cut back after it): a node costs the copy it leaves in `out`, not a `format!`.
    fn walk(v: &serde_yaml::Value, path: &mut String, out: &mut Vec<String>) -> Option<()> {
        let len = path.len();
        match v {
            serde_yaml::Value::Mapping(m) => {
                for (k, v) in m {
                    if !path.is_empty() {
                        path.push('.');
                    }
                    path.push_str(k.as_str()?);
                    walk(v, path, out)?;
                    path.truncate(len);
                }
            }
            serde_yaml::Value::Sequence(items) => {
                for v in items {
                    path.push_str("[]");
                    walk(v, path, out)?;
                    path.truncate(len);
                }
            }
            serde_yaml::Value::Tagged(t) => return walk(&t.value, path, out),
            _ => {}
        }
        // A key written with an index in it (`pleno[1]`) is made generic as the text's paths
        // are ([`generic`]); the tree's own indices are written `[]` already.
        let indexed = path.as_bytes().windows(2).any(|w| w[0] == b'[' && w[1].is_ascii_digit());
        out.push(if indexed { generic(path) } else { path.clone() });
        Some(())
    }
    let mut out = Vec::new();
    if let serde_yaml::Value::Mapping(m) = tree {
        let mut path = String::with_capacity(128);
        for (k, v) in m {
            let k = k.as_str()?;
            if wanted(k) {
                path.clear();
                path.push_str(k);
                walk(v, &mut path, &mut out)?;
            }
        }
    }
    Some(out)
}

/// `a.b[3].c` → `a.b[3]` → `a.b` → `a` → ``.
pub fn parent(path: &str) -> &str {
    if path.ends_with(']') {
        if let Some(i) = path.rfind('[') {
            return &path[..i];
        }
    }
    match path.rfind(['.', '[']) {
        Some(i) => &path[..i],
        None => "",
    }
}

fn child_key(parent: &str, key: &str) -> String {
    if parent.is_empty() { key.to_owned() } else { format!("{parent}.{key}") }
}

enum Frame {
    Map {
        path: String,
        /// The key whose value comes next; `None` when a key comes next.
        key: Option<(String, SourceSpan)>,
        /// The mapping's span still waits for its first key (block mappings are marked where
        /// the parser noticed them, not where they start).
        pending: bool,
        /// A complex (non-scalar) key is being skipped: nesting depth inside it.
        skipping: usize,
    },
    Seq {
        path: String,
        next: usize,
    },
}

struct Builder<'t> {
    text: &'t str,
    /// Byte offset of the start of every line.
    lines: Vec<usize>,
    stack: Vec<Frame>,
    nodes: HashMap<String, Node>,
}

impl<'t> Builder<'t> {
    fn new(text: &'t str) -> Builder<'t> {
        let lines = std::iter::once(0).chain(text.match_indices('\n').map(|(i, _)| i + 1)).collect();
        Builder { text, lines, stack: Vec::new(), nodes: HashMap::new() }
    }

    /// The byte offset of a marker: its line (1-based) and column (0-based, in characters).
    fn byte(&self, m: &Marker) -> usize {
        let Some(&start) = self.lines.get(m.line().saturating_sub(1)) else {
            return self.text.len();
        };
        let line = &self.text[start..];
        let line = &line[..line.find('\n').unwrap_or(line.len())];
        start + line.char_indices().nth(m.col()).map_or(line.len(), |(b, _)| b)
    }

    /// From `start` to the end of its line, trailing spaces and comment excluded.
    fn rest_of_line(&self, start: usize) -> SourceSpan {
        let line = &self.text[start..];
        let end = line.find('\n').unwrap_or(line.len());
        let mut seg = &line[..end];
        if let Some(c) = seg.find(" #") {
            seg = &seg[..c];
        }
        let len = seg.trim_end().len().max(1).min(self.text.len().saturating_sub(start));
        SourceSpan::from((start, len))
    }

    fn scalar_span(&self, start: usize, value: &str, style: TScalarStyle) -> SourceSpan {
        let src = &self.text[start..];
        match style {
            TScalarStyle::Plain if !value.is_empty() && !value.contains('\n') && src.starts_with(value) => {
                SourceSpan::from((start, value.len()))
            }
            TScalarStyle::SingleQuoted | TScalarStyle::DoubleQuoted => {
                let q = if style == TScalarStyle::SingleQuoted { '\'' } else { '"' };
                let mut it = src.char_indices().skip(1).peekable();
                while let Some((i, c)) = it.next() {
                    if q == '"' && c == '\\' {
                        it.next();
                    } else if c == q {
                        if q == '\'' && it.peek().is_some_and(|&(_, n)| n == '\'') {
                            it.next();
                        } else {
                            return SourceSpan::from((start, i + 1));
                        }
                    }
                }
                self.rest_of_line(start)
            }
            _ => self.rest_of_line(start),
        }
    }

    /// Handles a node that starts at `start`. Returns its path and key span when it is a
    /// value to record, or `None` when it is a mapping key (remembered for the value that
    /// follows) or lies inside a complex key.
    fn enter(
        &mut self,
        start: usize,
        key_text: Option<&str>,
        span: SourceSpan,
    ) -> Option<(String, Option<SourceSpan>)> {
        let first_line = self.rest_of_line(start);
        match self.stack.last_mut() {
            None => Some((String::new(), None)),
            Some(Frame::Seq { path, next }) => {
                let p = format!("{path}[{next}]");
                *next += 1;
                Some((p, None))
            }
            Some(Frame::Map { skipping, .. }) if *skipping > 0 => None,
            Some(Frame::Map { path, key, pending, .. }) => match key.take() {
                Some((k, kspan)) => Some((child_key(path, &k), Some(kspan))),
                None => {
                    // A key. The first one also gives the mapping its span.
                    if std::mem::take(pending) {
                        let p = path.clone();
                        if let Some(n) = self.nodes.get_mut(&p) {
                            n.value = first_line;
                        }
                    }
                    let Some(Frame::Map { key, skipping, .. }) = self.stack.last_mut() else {
                        return None;
                    };
                    match key_text {
                        Some(k) => *key = Some((k.to_owned(), span)),
                        // A collection as a key: skip it whole.
                        None => *skipping = 1,
                    }
                    None
                }
            },
        }
    }

    fn record(&mut self, path: String, key: Option<SourceSpan>, value: SourceSpan, collection: bool) {
        let below_key = key.is_some_and(|k| self.text[k.offset()..value.offset().max(k.offset())].contains('\n'));
        self.nodes.entry(path).or_insert(Node { key, value, collection, below_key });
    }
}

impl MarkedEventReceiver for Builder<'_> {
    fn on_event(&mut self, ev: Event, mark: Marker) {
        let start = self.byte(&mark);
        match ev {
            Event::Scalar(value, style, _, _) => {
                let span = self.scalar_span(start, &value, style);
                if let Some((path, key)) = self.enter(start, Some(&value), span) {
                    self.record(path, key, span, false);
                }
            }
            Event::Alias(_) => {
                let span = self.rest_of_line(start);
                if let Some((path, key)) = self.enter(start, Some("*alias"), span) {
                    self.record(path, key, span, false);
                }
            }
            Event::MappingStart(..) | Event::SequenceStart(..) => {
                if let Some(Frame::Map { skipping, .. }) = self.stack.last_mut() {
                    if *skipping > 0 {
                        *skipping += 1;
                        return;
                    }
                }
                let span = self.rest_of_line(start);
                let Some((path, key)) = self.enter(start, None, span) else {
                    return;
                };
                self.record(path.clone(), key, span, true);
                self.stack.push(if matches!(ev, Event::MappingStart(..)) {
                    Frame::Map { path, key: None, pending: true, skipping: 0 }
                } else {
                    Frame::Seq { path, next: 0 }
                });
            }
            Event::MappingEnd | Event::SequenceEnd => {
                if let Some(Frame::Map { skipping, key, .. }) = self.stack.last_mut() {
                    if *skipping > 0 {
                        *skipping -= 1;
                        if *skipping == 0 {
                            // The complex key is done; its value follows under a name no
                            // path can spell.
                            *key = Some((String::from("?"), SourceSpan::from((start, 0))));
                        }
                        return;
                    }
                }
                self.stack.pop();
            }
            Event::Nothing | Event::StreamStart | Event::StreamEnd | Event::DocumentStart | Event::DocumentEnd => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line_of(text: &str, span: SourceSpan) -> &str {
        let start = text[..span.offset()].rfind('\n').map_or(0, |i| i + 1);
        let end = text[span.offset()..].find('\n').map_or(text.len(), |i| span.offset() + i);
        &text[start..end]
    }

    fn at(text: &str, span: SourceSpan) -> &str {
        &text[span.offset()..span.offset() + span.len()]
    }

    const DOC: &str = "# ñandú é\nid: año/ruleta\nplay:\n  roulette:\n    bets:\n      - name: pleno\n        limit: pleno\n      - { name: caballo, limit: 'caba''llo' }\n      - name: \"trans\\\"versal\"  # comment\n        extra_sets: [[0, 1, 2], [0, 2, 3]]\nrules:\n  - id: r.a\n    checks: [RL001, RL002]\n  - id: r.b\n    quote: >\n      folded\n      text\n";

    #[test]
    fn maps_paths_to_byte_spans() {
        let p = YamlPaths::parse(DOC);
        assert!(!p.incomplete);
        assert_eq!(at(DOC, p.span("id").unwrap()), "año/ruleta");
        assert_eq!(at(DOC, p.span("play.roulette.bets[0].limit").unwrap()), "pleno");
        assert_eq!(at(DOC, p.span("play.roulette.bets[1].name").unwrap()), "caballo");
        assert_eq!(at(DOC, p.span("play.roulette.bets[1].limit").unwrap()), "'caba''llo'");
        assert_eq!(at(DOC, p.span("play.roulette.bets[2].name").unwrap()), "\"trans\\\"versal\"");
        assert_eq!(at(DOC, p.span("play.roulette.bets[2].extra_sets[1][2]").unwrap()), "3");
        assert_eq!(at(DOC, p.span("rules[0].checks[1]").unwrap()), "RL002");
        assert_eq!(line_of(DOC, p.span("rules[1].quote").unwrap()), "    quote: >");
        // Collections label their key, or their first line when they have none.
        assert_eq!(at(DOC, p.span("play.roulette.bets").unwrap()), "bets");
        assert_eq!(line_of(DOC, p.span("play.roulette.bets[0]").unwrap()), "      - name: pleno");
        assert_eq!(at(DOC, p.get("play.roulette.bets[0]").unwrap().value), "name: pleno");
        assert_eq!(
            line_of(DOC, p.span("play.roulette.bets[1]").unwrap()),
            "      - { name: caballo, limit: 'caba''llo' }"
        );
        assert_eq!(line_of(DOC, p.span("rules[1]").unwrap()), "  - id: r.b");
        assert_eq!(line_of(DOC, p.span("").unwrap()), "id: año/ruleta");
    }

    #[test]
    fn spans_stay_right_after_block_scalars_with_non_ascii_text() {
        let doc = "a:\n  - note: >-\n      «año» ñ é — ü\n      más\n    checks: [RL024]\n  - id: b\n";
        let p = YamlPaths::parse(doc);
        assert_eq!(at(doc, p.span("a[0].checks[0]").unwrap()), "RL024");
        assert_eq!(at(doc, p.span("a[1].id").unwrap()), "b");
    }

    #[test]
    fn nearest_falls_back_to_parents() {
        let p = YamlPaths::parse(DOC);
        let (found, span) = p.nearest("play.roulette.bets[1].payout").unwrap();
        assert_eq!(found, "play.roulette.bets[1]");
        assert_eq!(line_of(DOC, span), "      - { name: caballo, limit: 'caba''llo' }");
        assert_eq!(p.nearest("play.roulette.zero.options[0]").unwrap().0, "play.roulette");
        assert_eq!(p.nearest("nothing.here").unwrap().0, "");
    }

    #[test]
    fn parent_paths() {
        assert_eq!(parent("a.b[3].c"), "a.b[3]");
        assert_eq!(parent("a.b[3]"), "a.b");
        assert_eq!(parent("a.b[3][1]"), "a.b[3]");
        assert_eq!(parent("a"), "");
        assert_eq!(parent(""), "");
    }

    #[test]
    fn complex_keys_and_syntax_errors_do_not_derail() {
        let doc = "a:\n  ? [x, y]\n  : 1\n  b: 2\nc: [1, 2\n";
        let p = YamlPaths::parse(doc);
        assert!(p.incomplete);
        assert_eq!(at(doc, p.span("a.b").unwrap()), "2");
        assert!(p.get("a.x").is_none());
    }

    /// The keys under `play` read from the tree of values are those found in the text, in
    /// every article of the catalogue (the note check relies on it), and in a document with
    /// sequences of mappings and a tag.
    #[test]
    fn tree_paths_are_the_texts() {
        let mut texts: Vec<String> = vec![
            "play:\n  x:\n    - { a: 1, b: [2, 3] }\n    - a: !t 4\n  y: ~\n  \"p[1]\": 2\nplayer: 1\nz: 2\n".into(),
        ];
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("catalog");
        let yaml = |p: &std::path::Path| p.extension().is_some_and(|e| e == "yaml");
        for jurisdiction in std::fs::read_dir(dir).unwrap().map(|d| d.unwrap().path()).filter(|p| p.is_dir()) {
            for file in std::fs::read_dir(jurisdiction).unwrap().map(|f| f.unwrap().path()).filter(|p| yaml(p)) {
                texts.push(std::fs::read_to_string(file).unwrap());
            }
        }
        assert!(texts.len() > 20, "{}", texts.len());
        for text in texts {
            let tree: serde_yaml::Value = serde_yaml::from_str(&text).unwrap();
            let mut from_tree = tree_paths(&tree, |k| k.starts_with("play")).unwrap();
            let mut from_text: Vec<String> =
                YamlPaths::parse(&text).paths().iter().filter(|p| p.starts_with("play")).map(|p| generic(p)).collect();
            for v in [&mut from_tree, &mut from_text] {
                v.sort();
                v.dedup();
            }
            assert_eq!(from_tree, from_text);
        }
    }

    #[test]
    fn a_key_that_is_not_a_string_leaves_the_tree() {
        let tree: serde_yaml::Value = serde_yaml::from_str("play:\n  6: x\n").unwrap();
        assert_eq!(tree_paths(&tree, |k| k.starts_with("play")), None);
        assert_eq!(tree_paths(&tree, |k| k == "other"), Some(Vec::new()));
    }
}
