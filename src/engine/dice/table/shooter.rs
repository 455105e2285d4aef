//! The shooter and the dice: who throws (a shooter in force, with a line bet; the dice changing
//! hands only as the article says) and with which dice (a change during the point): CR010,
//! CR011 and CR016.

use super::Table;
use crate::catalog::dice::RefusalDuringPoint;
use crate::engine::baccarat::money::SeatName;
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::event::{DiceChange, Loc, ShooterReason, Sp, Word};
use crate::t;

impl Table<'_> {
    /// Before a roll: a shooter in force (after a seven-out, a new one), with a line bet.
    pub(super) fn check_shooter(&mut self, at: Loc, out: &mut Vec<Finding>) {
        let g = self.g;
        let Some(shooter) = self.shooter.clone() else {
            if !self.no_shooter_reported {
                self.no_shooter_reported = true;
                out.push(
                    Finding::new("CR010", Label::new(at, t!("dice-label-no-shooter")), t!("dice-roll-without-shooter"))
                        .expected(t!("dice-expect-shooter-line"))
                        .found(t!("dice-found-no-shooter"))
                        .rule(g.spec.throw.seven_out_rule.clone()),
                );
            }
            return;
        };
        if let Some(seven) = self.seven_out.take() {
            out.push(
                Finding::new(
                    "CR010",
                    Label::new(at, t!("dice-label-same-shooter")),
                    t!("dice-same-shooter-after-seven-out", seat = shooter.as_str()),
                )
                .label(seven, t!("dice-label-seven-out"))
                .expected(t!("dice-expect-shooter-line"))
                .found(t!("dice-found-same-shooter"))
                .rule(g.spec.throw.seven_out_rule.clone()),
            );
        }
        let has_line = self.live.iter().any(|l| l.seat == shooter && self.bet_spec(l.bet).backs.is_line());
        // After a doubt the shooter may be another (a `shooter` line may have been the one
        // lost): whether this one has a line bet is not judged until the next `shooter` line.
        if self.shooter_free {
            self.line_bet_reported = true;
        }
        if !has_line && !self.line_bet_reported {
            self.line_bet_reported = true;
            let mut f = Finding::new(
                "CR011",
                Label::new(at, t!("dice-label-roll")),
                t!("dice-shooter-without-line-bet", seat = shooter.as_str()),
            )
            .expected(t!("dice-expect-line-bet"))
            .found(t!("dice-found-no-line-bet"))
            .rule(g.spec.throw.shooter_bet_rule.clone());
            if let Some(l) = self.shooter_loc {
                f = f.label(l, t!("dice-label-shooter"));
            }
            out.push(f);
        }
    }

    pub(super) fn new_shooter(
        &mut self,
        at: Loc,
        seat: Word<'_>,
        reason: Option<Sp<ShooterReason>>,
        out: &mut Vec<Finding>,
    ) {
        let g = self.g;
        let first = self.shooter.is_none();
        let seven = self.seven_out.is_some();
        // A refusal is of dice offered: with the point on, the shooter has them, and (at the
        // catalogue's default reading) only the seven-out passes them (`refusal_during_point`).
        let point = self.point_now();
        let refused_in_point = point.filter(|_| {
            g.spec.throw.refusal_during_point == RefusalDuringPoint::Forbidden
                && matches!(reason.map(|r| r.value), Some(ShooterReason::Refusal))
        });
        let allowed = first
            || self.shooter_free
            || match reason.map(|r| r.value) {
                Some(ShooterReason::Refusal) => refused_in_point.is_none(),
                Some(ShooterReason::Barred) => true,
                Some(ShooterReason::SevenOut) | None => seven,
            };
        if let (false, Some(p), Some(r)) = (allowed, refused_in_point, reason) {
            let mut f = Finding::new(
                "CR010",
                Label::new(r.loc, t!("dice-label-refusal-in-point")),
                t!(
                    "dice-refusal-during-point",
                    seat = seat.value,
                    from = self.shooter.as_ref().map_or("", SeatName::as_str),
                    point = p
                ),
            )
            .expected(t!("dice-expect-refusal-during-point", point = p))
            .found(t!("dice-found-refusal-during-point", point = p))
            .rule(g.spec.throw.refusal_rule.clone());
            // The roll that set the point (still to be taken when the line follows it at once).
            let set = match (self.point, self.pending) {
                (None, Some((loc, _))) => Some(loc),
                _ => self.point_set,
            };
            if let Some(l) = set {
                f = f.label(l, t!("dice-label-point-set", point = p));
            }
            if let Some(l) = self.shooter_loc {
                f = f.label(l, t!("dice-label-shooter"));
            }
            out.push(f);
        } else if !allowed {
            let mut f = Finding::new(
                "CR010",
                Label::new(reason.map_or(seat.loc, |r| r.loc), t!("dice-label-shooter-change")),
                t!("dice-shooter-change", seat = seat.value, from = self.shooter.as_ref().map_or("", SeatName::as_str)),
            )
            .expected(t!("dice-expect-shooter-change"))
            .found(match reason {
                Some(r) => Text::verbatim(r.value.as_str()),
                None => t!("dice-found-no-reason"),
            })
            .rule(g.spec.throw.seven_out_rule.clone());
            if let Some(l) = self.shooter_loc {
                f = f.label(l, t!("dice-label-shooter"));
            }
            out.push(f);
        }
        self.shooter = Some(SeatName::new(seat.value));
        self.shooter_loc = Some(at);
        self.seven_out = None;
        self.line_bet_reported = false;
    }

    /// A change of dice: by the shooter, never during the series of throws for a point; for a
    /// lost die, during it only after a throw in which a die left the table; a new set, once
    /// the point is decided («al término de la misma»); by the jefe de mesa, at any time.
    pub(super) fn dice_change(&mut self, at: Loc, reason: Sp<DiceChange>, out: &mut Vec<Finding>) {
        let g = self.g;
        let Some(p) = self.point else { return };
        let (message, expected, found) = match reason.value {
            DiceChange::Chief => return,
            DiceChange::LostDie if self.die_off.is_some() => return,
            DiceChange::Shooter => (
                t!("dice-change-during-point", point = p),
                t!("dice-expect-dice-change"),
                t!("dice-found-dice-change", point = p),
            ),
            DiceChange::LostDie => (
                t!("dice-lost-die-without-die-off", point = p),
                t!("dice-expect-lost-die", reason = g.spec.throw.lost_die_void.as_str()),
                t!("dice-found-lost-die"),
            ),
            DiceChange::NewSet => (
                t!("dice-new-set-during-point", point = p),
                t!("dice-expect-new-set"),
                t!("dice-found-dice-change", point = p),
            ),
        };
        out.push(
            Finding::new("CR016", Label::new(at, t!("dice-label-dice-change")), message)
                .expected(expected)
                .found(found)
                .rule(g.spec.throw.dice_change_rule.clone()),
        );
    }
}
