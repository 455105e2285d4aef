//! Who controls («manda en») a Black Jack box and so decides its doubles and splits (BJ039):
//! the first-line player in front of it (both articles), and on a box a `vacant` line says
//! nobody sits in front of, what the catalogue's `boxes.control.vacant` says.

use super::round::{Ctx, Kind, Round};
use crate::catalog::black_jack::{BoxControlSpec, CajetinEnd, VacantControl};
use crate::finding::{Finding, Label};
use crate::log::event::{Loc, Word};
use crate::money::Amount;
use crate::t;

/// Who controls a box, as the log shows it (see [`Round::control`]).
#[derive(Debug)]
pub struct Control {
    /// The seats that may decide: one, or the tied highest stakes of a vacant box when the
    /// log cannot say whose hand is nearest the cajetín.
    pub seats: Vec<String>,
    /// The controller's stake on the box.
    pub at: Loc,
    /// The box is vacant (the highest stake controls it), not a first-line player's.
    pub vacant: bool,
    /// Why, as a selector of `bj-decided-by-another`: `first-line`, `highest`, `nearest` (a
    /// tie broken by the cajetín), `tied` (a tie the log cannot break).
    pub why: &'static str,
}

impl Round {
    /// The seat of the first `mano` stake placed on box `bx` before the cards, and its line.
    fn first_bettor(&self, bx: u16) -> Option<(&str, Loc)> {
        self.stakes.iter().find(|s| s.kind == Kind::Mano && s.bx == bx && !s.late).map(|s| (s.seat.as_str(), s.at))
    }

    /// Who controls box `bx` and so decides its doubles and splits: «el jugador situado en
    /// primera línea delante de cada casilla será el que mande en la misma» (both articles) —
    /// in the log the box's first bettor — unless a `vacant` line says nobody sits there; then
    /// (2003) «mandando sobre ella el de mayor apuesta o, en caso de igualdad, el de "mano" más
    /// cercana al cajetín»: the highest stake, and on a tie the bettor whose own box (one it is
    /// the first-line player of) is nearest the cajetín. `None`: the article names no one (a
    /// 1979 vacant box), or the box has no stake placed before the cards.
    pub fn control(&self, spec: &BoxControlSpec, bx: u16) -> Option<Control> {
        if !self.vacant.contains(&bx) {
            let (seat, at) = self.first_bettor(bx)?;
            return Some(Control { seats: vec![seat.to_owned()], at, vacant: false, why: "first-line" });
        }
        if spec.vacant == VacantControl::NotSaid {
            return None;
        }
        // Each bettor's stake on the box as placed (a split's new stakes add nothing).
        let mut totals: Vec<(&str, Amount, Loc)> = Vec::new();
        for s in self.stakes.iter().filter(|s| s.kind == Kind::Mano && s.bx == bx && !s.late) {
            match totals.iter_mut().find(|t| t.0 == s.seat.as_str()) {
                Some(t) => t.1 = t.1.saturating_add(s.original),
                None => totals.push((s.seat.as_str(), s.original, s.at)),
            }
        }
        let high = totals.iter().map(|t| t.1).max()?;
        let tied: Vec<&(&str, Amount, Loc)> = totals.iter().filter(|t| t.1 == high).collect();
        if let [only] = tied.as_slice() {
            return Some(Control { seats: vec![only.0.to_owned()], at: only.2, vacant: true, why: "highest" });
        }
        // The tie: each tied bettor's own box nearest the cajetín (a larger rank is nearer).
        let rank = |b: u16| if spec.cajetin == CajetinEnd::LastBox { i32::from(b) } else { -i32::from(b) };
        let mut own: Vec<(i32, &(&str, Amount, Loc))> = Vec::new();
        for t in &tied {
            let best = self
                .boxes()
                .into_iter()
                .filter(|&b| b != bx && !self.vacant.contains(&b) && self.first_bettor(b).is_some_and(|f| f.0 == t.0))
                .map(rank)
                .max();
            match best {
                Some(r) => own.push((r, t)),
                // A tied bettor without a box of its own: the log cannot say who is nearest.
                None => {
                    return Some(Control {
                        seats: tied.iter().map(|t| t.0.to_owned()).collect(),
                        at: tied[0].2,
                        vacant: true,
                        why: "tied",
                    });
                }
            }
        }
        let (_, c) = own.into_iter().max_by_key(|o| o.0)?;
        Some(Control { seats: vec![c.0.to_owned()], at: c.2, vacant: true, why: "nearest" })
    }
}

/// A decision written first by a seat that does not control the box: BJ039 unless the
/// controller's own line for the same decision follows before anything else happens (the log
/// may write the bettors of a box in any order; what counts is that the controller decided).
#[derive(Debug)]
pub struct PendingControl {
    /// The hand as the decision lines name it.
    pub hand: String,
    pub bx: u16,
    pub finding: Finding,
}

impl Ctx<'_> {
    /// BJ039 for a `double` or `split` line of `seat` on hand `h` (named `name` in the line):
    /// `first` when the line makes the decision, not when it follows one on the same hand. A
    /// seat without a stake on the hand is BJ017/BJ019's, not this.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn check_control(
        &self,
        r: &mut Round,
        h: usize,
        name: &str,
        seat: Word<'_>,
        decision: &'static str,
        first: bool,
        out: &mut Vec<Finding>,
    ) {
        let Some(spec) = &self.g.spec.boxes.control else { return };
        let (bx, sub) = (r.hands[h].bx, r.hands[h].sub);
        if first {
            // A decision before it left pending is over.
            self.flush_control(r, out);
        }
        // The commonest line by far, the box's first bettor deciding on a box someone sits in
        // front of: known without building the [`Control`] (whose names are allocated).
        let first_bettor = !r.vacant.contains(&bx) && r.first_bettor(bx).is_some_and(|(s, _)| s == seat.value);
        let c = if first_bettor { None } else { r.control(spec, bx) };
        if first_bettor || c.as_ref().is_some_and(|c| c.seats.iter().any(|s| s == seat.value)) {
            // The controller's line, after a back bettor's: the box's decision all the same.
            if r.control_pending.as_ref().is_some_and(|p| p.hand == name) {
                r.control_pending = None;
            }
            return;
        }
        let Some(c) = c else { return };
        if !first || r.stake(seat.value, Kind::Mano, bx, sub).is_none() {
            return;
        }
        let controller = c.seats.join(", ");
        let why = c.why;
        let rule =
            if c.vacant { spec.vacant_rule.clone().unwrap_or_else(|| spec.rule.clone()) } else { spec.rule.clone() };
        let finding = Finding::new(
            "BJ039",
            Label::new(seat.loc, t!("bj-not-the-controller")),
            t!(
                "bj-decided-by-another",
                seat = seat.value,
                decision = decision,
                hand = name,
                bx = bx,
                controller = controller.as_str(),
                why = why
            ),
        )
        .label(c.at, t!("bj-controller-stake", seat = controller.as_str(), why = why))
        .expected(t!("bj-decision-of", decision = decision, seat = controller.as_str()))
        .found(t!("bj-decision-without", decision = decision, seat = seat.value, controller = controller.as_str()))
        .rule(rule);
        r.control_pending = Some(PendingControl { hand: name.to_owned(), bx, finding });
    }

    /// Reports the pending BJ039, if any: the controller's line did not follow.
    #[inline]
    pub fn flush_control(&self, r: &mut Round, out: &mut Vec<Finding>) {
        // Nearly always none: asked at every decision and round, without a call.
        if r.control_pending.is_some() {
            self.report_control(r, out);
        }
    }

    /// [`Self::flush_control`] with a BJ039 pending.
    fn report_control(&self, r: &mut Round, out: &mut Vec<Finding>) {
        if let Some(p) = r.control_pending.take() {
            r.report_once(("BJ039", p.bx.to_string()), p.finding, out);
        }
    }
}
