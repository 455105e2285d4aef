//! The log's first events: its format line and its table header, which picks the catalogue
//! article, checks the header's parameters and starts the game's engine.

use super::*;

impl<'c> Checker<'c> {
    /// An event before the body: the format line or the header (or any event once stopped).
    #[cold]
    pub(super) fn before_body(&mut self, ev: &Event<'_>) -> bool {
        match self.phase {
            Phase::Format => self.format_line(ev),
            Phase::Header => self.header(ev),
            Phase::Stopped => false,
            // Read for its format only: the events are not judged.
            Phase::LinesOnly => true,
            Phase::Body => unreachable!("`event` handles the body's events itself"),
        }
    }

    /// The first event, which must be the format line. Out of line (once per file), so that
    /// [`Checker::event`] stays small for the events of the body.
    #[cold]
    pub(super) fn format_line(&mut self, ev: &Event<'_>) -> bool {
        match &ev.kind {
            EventKind::Format { version } if version.value == FORMAT_VERSION => {
                self.phase = Phase::Header;
                self.unreadable_before_body = false;
            }
            EventKind::Format { version } => {
                self.out.push(
                    Finding::new(
                        "M003",
                        Label::new(version.loc, t!("chk-label-unsupported-version")),
                        t!("chk-unsupported-version", version = version.value, supported = FORMAT_VERSION),
                    )
                    .expected(Text::log_line(format!("mesa-log {FORMAT_VERSION}")))
                    .found(Text::log_line(format!("mesa-log {}", version.value))),
                );
                self.phase = Phase::Stopped;
            }
            // The unreadable line before it, already reported, was likely the format line.
            _ if self.unreadable_before_body => self.phase = Phase::Stopped,
            _ => {
                self.out.push(
                    Finding::new("M003", Label::new(ev.loc, t!("chk-label-first-event")), t!("chk-no-format-line"))
                        .expected(Text::log_line(format!("mesa-log {FORMAT_VERSION}")))
                        .found(keyword_found(ev)),
                );
                self.phase = Phase::Stopped;
            }
        }
        self.phase != Phase::Stopped
    }

    /// The event after the format line, which must be the `table` header.
    #[cold]
    pub(super) fn header(&mut self, ev: &Event<'_>) -> bool {
        match &ev.kind {
            EventKind::Table(h) => match self.start(h) {
                Ok(()) => {
                    self.phase = Phase::Body;
                    // The reading loop stops here, to go on with the Spanish deck's reader or
                    // the círculo's.
                    if self.game.is_some_and(|g| g.spanish_deck()) {
                        self.next_reader = NextReader::Spanish;
                        return false;
                    }
                    if self.game.is_some_and(|g| g.circulo_lines()) {
                        self.next_reader = NextReader::Circulo;
                        return false;
                    }
                }
                Err(errors) => {
                    self.out.extend(errors);
                    self.phase = Phase::LinesOnly;
                }
            },
            // The unreadable line before it, already reported, was likely the header.
            _ if self.unreadable_before_body => self.phase = Phase::LinesOnly,
            _ => {
                self.out.push(
                    Finding::new("M004", Label::new(ev.loc, t!("chk-label-header-expected")), t!("chk-no-header"))
                        .expected(t!("chk-expect-header"))
                        .found(keyword_found(ev)),
                );
                self.phase = Phase::LinesOnly;
            }
        }
        self.phase != Phase::Stopped
    }

    /// Validates the header's common parameters and starts the game's engine; else every
    /// error of the header (M004), all at once: a wrong minimum does not hide a wrong currency.
    pub(super) fn start(&mut self, h: &TableHeader<'_>) -> Result<(), Vec<Finding>> {
        let header_error = |loc: Loc, label: Text, msg: Text| Finding::new("M004", Label::new(loc, label), msg);
        let mut errors = Vec::new();
        let catalog = match h.get("catalog") {
            None => {
                errors.push(
                    header_error(h.id.loc, t!("chk-label-no-catalog"), t!("chk-no-catalog"))
                        .expected(t!("chk-expect-catalog")),
                );
                None
            }
            Some(cat) => {
                let found = self.catalogs.get(cat.value.value);
                if found.is_none() {
                    errors.push(self.unknown_catalog(cat));
                }
                found
            }
        };
        let min_amount = self.header_minimum(h, &mut errors);
        let currency = match h.get("currency") {
            None => Some("EUR".to_owned()),
            Some(c) if c.value.value.len() == 3 && c.value.value.bytes().all(|b| b.is_ascii_uppercase()) => {
                Some(c.value.value.to_owned())
            }
            Some(c) => {
                errors.push(
                    header_error(c.value.loc, t!("chk-label-not-currency"), t!("chk-not-currency"))
                        .expected(t!("chk-expect-currency"))
                        .found(Text::verbatim(c.value.value)),
                );
                None
            }
        };
        // What only the article can say (its paños, its parameters) needs the article.
        let Some(catalog) = catalog else { return Err(errors) };
        let spec = &catalog.file.table;
        let panos = match h.get("panos") {
            None => spec.default_panos,
            Some(p) => match p.value.value.parse::<u8>() {
                Ok(n) if spec.panos.contains(&n) => n,
                _ => {
                    errors.push(
                        header_error(
                            p.value.loc,
                            t!("chk-label-not-allowed"),
                            t!("chk-panos-not-allowed", value = p.value.value, catalog = catalog.id()),
                        )
                        .expected(t!("chk-expect-one-of-list", list = format!("{:?}", spec.panos)))
                        .found(Text::verbatim(p.value.value)),
                    );
                    spec.default_panos
                }
            },
        };

        let game_keys = catalog.game.header_keys();
        for p in &h.params {
            let k = p.key.value;
            if !matches!(k, "catalog" | "min" | "panos" | "currency") && !game_keys.contains(&k) {
                let mut allowed = vec!["catalog", "min", "panos", "currency"];
                allowed.extend_from_slice(&game_keys);
                errors.push(
                    header_error(
                        p.key.loc,
                        t!("chk-label-unknown-param"),
                        t!("chk-unknown-param", key = k, catalog = catalog.id()),
                    )
                    .expected(t!("chk-expect-one-of", list = allowed.join(", ")))
                    .found(Text::verbatim(k)),
                );
            }
        }
        let (Some(min), Some(currency), true) = (min_amount, currency, errors.is_empty()) else { return Err(errors) };
        self.stats.currency = Currency::from_code(&currency);
        let table = TableConfig { id: h.id.value.to_owned(), min, panos, currency };
        let engine = catalog.game.start(&table, h).map_err(|f| vec![*f])?;
        self.table = Some(table);
        self.taints.rounds = 2 + engine.judged_late_by();
        self.engine = Some(engine);
        self.catalog = Some(catalog);
        self.game = Some(&*catalog.game);
        Ok(())
    }

    /// M004 for a `catalog=` that names no article: the articles it most likely meant (a
    /// did-you-mean), or else every article known.
    fn unknown_catalog(&self, cat: &crate::log::event::Param<'_>) -> Finding {
        let near = self.catalogs.near_ids(cat.value.value);
        let (hint, list) = if near.is_empty() {
            (Text::verbatim(String::new()), self.catalogs.ids().collect::<Vec<_>>())
        } else {
            (crate::log::suggest::did_you_mean_words(&near), near)
        };
        Finding::new(
            "M004",
            Label::new(cat.value.loc, t!("chk-label-unknown-catalog")),
            t!("chk-unknown-catalog", catalog = cat.value.value, hint = hint),
        )
        .expected(match list.as_slice() {
            [one] => Text::verbatim(*one),
            _ => t!("chk-expect-one-of", list = list.join(", ")),
        })
        .found(Text::verbatim(cat.value.value))
    }

    /// The header's `min=`, a positive amount; else its M004 in `errors`.
    fn header_minimum(&self, h: &TableHeader<'_>, errors: &mut Vec<Finding>) -> Option<Amount> {
        let header_error = |loc: Loc, label: Text, msg: Text| Finding::new("M004", Label::new(loc, label), msg);
        let Some(min) = h.get("min") else {
            errors
                .push(header_error(h.id.loc, t!("chk-label-no-min"), t!("chk-no-min")).expected(t!("chk-expect-min")));
            return None;
        };
        match Amount::parse(min.value.value) {
            Some(a) if a > Amount::ZERO => Some(a),
            parsed => {
                // Why it is not one, when it is not an amount at all (`min=1.000`: a thousands
                // separator).
                let msg = match parsed {
                    None => t!("chk-min-not-amount", why = crate::log::parser::amount_problem_text(min.value.value)),
                    Some(_) => t!("chk-min-not-positive"),
                };
                errors.push(
                    header_error(min.value.loc, t!("chk-label-not-amount"), msg)
                        .expected(t!("chk-expect-positive-amount"))
                        .found(Text::verbatim(min.value.value)),
                );
                None
            }
        }
    }
}
