//! The lines that frame every log, whatever its game: the format line, the table header and
//! its parameters, the session's opening and closing, a change of limits, a round.

use super::*;

impl<'a> Line<'a> {
    /// `mesa-log <u32>`
    pub(super) fn format(&self, i: &'a str) -> PResult<'a, Sp<u32>> {
        let (i, t) = required(i, || t!("log-format-needs-version"), EXPECT_VERSION)?;
        let v = whole(t, WHAT_VERSION, u32::MAX.into(), EXPECT_VERSION)?;
        let version = self.sp(t, u32::try_from(v).unwrap_or(u32::MAX));
        Ok((i, version))
    }

    /// `table <id> (<key>=<value>)*`
    pub(super) fn table(&self, i: &'a str) -> PResult<'a, TableHeader<'a>> {
        let (i, id) = required(i, || t!("log-table-needs-id"), EXPECT_TABLE_ID)?;
        if id.contains('=') {
            return Err(Fail::stop(id, t!("log-table-id-first", token = shown(id)), EXPECT_TABLE_ID));
        }
        check_ident(id, WHAT_TABLE_ID, EXPECT_TABLE_ID)?;
        let (i, params) = self.params(i)?;
        Ok((i, TableHeader { id: self.word(id), params }))
    }

    /// `limits (<key>=<value>)+`
    pub(super) fn limits(&self, i: &'a str) -> PResult<'a, Vec<Param<'a>>> {
        let (rest, params) = self.params(i)?;
        if params.is_empty() {
            return Err(Fail::stop(&i[..0], t!("log-limits-needs-param"), EXPECT_LIMITS_PARAMS));
        }
        Ok((rest, params))
    }

    /// `(<key>=<value>)*` up to the end of the line.
    pub(super) fn params(&self, mut i: &'a str) -> PResult<'a, Vec<Param<'a>>> {
        let mut params: Vec<Param<'a>> = Vec::new();
        while let (rest, Some(t)) = next_token(i) {
            if params.len() == MAX_PARAMS {
                return Err(Fail::stop(t, t!("log-too-many-params", max = MAX_PARAMS), EXPECT_END));
            }
            let p = self.param(t)?;
            if let Some(first) = params.iter().find(|q| q.key.value == p.key.value) {
                return Err(Fail::stop(
                    p.key.value,
                    t!("log-given-twice", token = shown(p.key.value), col = first.key.loc.col),
                    EXPECT_PARAM_ONCE,
                ));
            }
            params.push(p);
            i = rest;
        }
        Ok((i, params))
    }

    /// One `key=value` token.
    pub(super) fn param(&self, t: &'a str) -> Result<Param<'a>, Stop<'a>> {
        if let Ok((_, (key, _, value))) =
            all_consuming((param_key, char('='), take_while1(|_| true))).parse(t.as_bytes())
        {
            return Ok(Param { key: self.word(sub(t, key)), value: self.word(sub(t, value)) });
        }
        let Some((key, value)) = t.split_once('=') else {
            return Err(Fail::stop(t, t!("log-not-param", token = shown(t)), EXPECT_PARAM));
        };
        if key.is_empty() {
            return Err(Fail::stop(t, t!("log-param-no-name", token = shown(t)), EXPECT_PARAM));
        }
        check_word(key, WHAT_PARAM_NAME, EXPECT_PARAM, true)?;
        debug_assert!(value.is_empty());
        Err(Fail::stop(t, t!("log-no-value", token = shown(t)), EXPECT_PARAM))
    }

    /// `session open|close [<datetime>]`
    /// Whether the session opens, and when.
    pub(super) fn session(&self, i: &'a str) -> PResult<'a, (bool, Option<Word<'a>>)> {
        let (i, which) = required(i, || t!("log-session-needs-which"), EXPECT_SESSION)?;
        let open = match which {
            "open" => true,
            "close" => false,
            _ => {
                return Err(Fail::stop(which, t!("log-not-open-close", token = shown(which)), EXPECT_SESSION));
            }
        };
        let (i, at) = match next_token(i) {
            (rest, Some(t)) => {
                check_stamp(t, EXPECT_SESSION_TIME)?;
                (rest, Some(self.word(t)))
            }
            (_, None) => (i, None),
        };
        Ok((i, (open, at)))
    }

    /// `round <u64>`
    pub(super) fn round(&self, i: &'a str) -> PResult<'a, Sp<u64>> {
        let (i, t) = required(i, || t!("log-round-needs-number"), EXPECT_ROUND)?;
        let number = whole(t, WHAT_ROUND, u64::MAX, EXPECT_ROUND)?;
        Ok((i, self.sp(t, number)))
    }
}
