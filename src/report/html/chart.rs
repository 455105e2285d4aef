//! The outcome-frequency chart: an inline SVG bar per category (a number of the wheel; banca,
//! punto, tie) with its observed count, and a tick at the count its exact probability leads one
//! to expect (rounds × p). Drawn for print: no script, no colour needed to read it (the
//! expected tick is a dark line across the bar), every figure also written as text.

use super::{decimal, esc, tr};
use crate::i18n::Locale;
use crate::study::Frequencies;
use crate::t;

/// Drawing width and height, in SVG units (the figure scales to the page).
const WIDTH: f64 = 720.0;
const HEIGHT: f64 = 250.0;
const LEFT: f64 = 44.0;
const RIGHT: f64 = 8.0;
const TOP: f64 = 26.0;
const BOTTOM: f64 = 34.0;

/// The chart of `f`, or `None` when it has no category.
pub(crate) fn bars(f: &Frequencies, locale: Locale) -> Option<String> {
    if f.categories.is_empty() {
        return None;
    }
    let n = f.categories.len() as f64;
    let expected: Vec<Option<f64>> =
        f.categories.iter().map(|c| c.probability.map(|p| f.total as f64 * ratio_f64(p))).collect();
    let top = f
        .categories
        .iter()
        .map(|c| c.observed as f64)
        .chain(expected.iter().flatten().copied())
        .fold(0.0_f64, f64::max);
    let (step, max) = scale(top);
    let plot_h = HEIGHT - TOP - BOTTOM;
    let plot_w = WIDTH - LEFT - RIGHT;
    let y = |v: f64| TOP + plot_h - v / max * plot_h;
    let slot = plot_w / n;
    let bar = (slot * 0.7).min(60.0);
    let small = n > 12.0;
    let title = t!("html-chart-title");
    let mut svg = format!(
        "<svg class=\"chart\" viewBox=\"0 0 {WIDTH} {HEIGHT}\" role=\"img\" aria-label=\"{}\" xmlns=\"http://www.w3.org/2000/svg\">\n",
        tr(&title, locale)
    );
    // Grid and the count axis.
    let mut v = 0.0;
    while v <= max + step / 2.0 {
        let yy = y(v);
        svg.push_str(&format!(
            "<line class=\"grid\" x1=\"{LEFT}\" y1=\"{yy:.1}\" x2=\"{:.1}\" y2=\"{yy:.1}\"/><text class=\"tick\" x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>\n",
            WIDTH - RIGHT,
            LEFT - 4.0,
            yy + 3.0,
            esc(&decimal(v, 0, locale))
        ));
        v += step;
    }
    for (i, (c, e)) in f.categories.iter().zip(&expected).enumerate() {
        let cx = LEFT + slot * (i as f64 + 0.5);
        let x = cx - bar / 2.0;
        let top = y(c.observed as f64);
        let tip = match e {
            Some(e) => t!(
                "html-chart-bar-expected",
                label = c.shown(locale),
                observed = c.observed,
                expected = decimal(*e, 1, locale)
            ),
            None => t!("html-chart-bar", label = c.shown(locale), observed = c.observed),
        };
        svg.push_str(&format!(
            "<g class=\"category\"><title>{}</title><rect class=\"observed\" x=\"{x:.1}\" y=\"{top:.1}\" width=\"{bar:.1}\" height=\"{:.1}\"/>",
            tr(&tip, locale),
            (TOP + plot_h - top).max(0.0)
        ));
        if let Some(e) = e {
            let ey = y(*e);
            svg.push_str(&format!(
                "<line class=\"expected\" x1=\"{:.1}\" y1=\"{ey:.1}\" x2=\"{:.1}\" y2=\"{ey:.1}\"/>",
                cx - slot * 0.45,
                cx + slot * 0.45
            ));
        }
        let font = if small { " small" } else { "" };
        // Just above the bar, whatever the expected tick: counts side by side stand at their
        // bars' heights (every zero on the axis), and the text's halo (style.css) keeps it
        // legible where a tick crosses it.
        svg.push_str(&format!(
            "<text class=\"count{font}\" x=\"{cx:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text>",
            top - 3.0,
            c.observed
        ));
        svg.push_str(&format!(
            "<text class=\"label{font}\" x=\"{cx:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text></g>\n",
            TOP + plot_h + 14.0,
            esc(&shorten(&c.shown(locale)))
        ));
    }
    svg.push_str(&format!(
        "<line class=\"axis\" x1=\"{LEFT}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\"/>\n",
        TOP + plot_h,
        WIDTH - RIGHT,
        TOP + plot_h
    ));
    // Legend, top right.
    let lx = WIDTH - RIGHT - 300.0;
    svg.push_str(&format!(
        "<rect class=\"observed\" x=\"{lx}\" y=\"6\" width=\"12\" height=\"10\"/><text class=\"legend\" x=\"{}\" y=\"15\">{}</text>",
        lx + 16.0,
        tr(&t!("html-chart-legend-observed"), locale)
    ));
    if expected.iter().any(Option::is_some) {
        svg.push_str(&format!(
            "<line class=\"expected\" x1=\"{}\" y1=\"11\" x2=\"{}\" y2=\"11\"/><text class=\"legend\" x=\"{}\" y=\"15\">{}</text>",
            lx + 90.0,
            lx + 108.0,
            lx + 112.0,
            tr(&t!("html-chart-legend-expected", unit = f.counted.as_str()), locale)
        ));
    }
    svg.push_str(&format!(
        "<text class=\"legend axis-title\" x=\"{LEFT}\" y=\"15\">{}</text>\n",
        tr(&t!("html-chart-axis-rounds"), locale)
    ));
    svg.push_str("</svg>\n");
    Some(svg)
}

/// The observed hold and the theoretical edge as two horizontal bars from zero on one scale
/// (a hold below zero, the house having lost, drawn to the left). Each value comes with its
/// text; `None` when neither is known.
pub(crate) fn hold_edge(hold: Option<(f64, String)>, edge: Option<(f64, String)>, locale: Locale) -> Option<String> {
    if hold.is_none() && edge.is_none() {
        return None;
    }
    const W: f64 = 320.0;
    const LABEL: f64 = 78.0;
    const ROW: f64 = 22.0;
    let values = [hold.as_ref().map(|h| h.0), edge.as_ref().map(|e| e.0)];
    let finite = || values.iter().flatten().copied().filter(|v| v.is_finite());
    let lo = finite().fold(0.0_f64, f64::min);
    let hi = finite().fold(0.0_f64, f64::max);
    let span = if hi - lo > 0.0 { hi - lo } else { 1.0 };
    // Room for the value's text beside the longest bar.
    let plot = W - LABEL - 64.0;
    let x = |v: f64| LABEL + (v - lo) / span * plot;
    let zero = x(0.0);
    let mut svg = format!(
        "<svg class=\"hold-edge\" viewBox=\"0 0 {W} {}\" role=\"img\" aria-label=\"{}\" xmlns=\"http://www.w3.org/2000/svg\">\n",
        ROW * 2.0 + 8.0,
        tr(&t!("html-hold-edge-heading"), locale)
    );
    let rows =
        [(hold, "observed", t!("html-hold-bar-observed")), (edge, "theoretical", t!("html-hold-bar-theoretical"))];
    for (i, (value, class, name)) in rows.into_iter().enumerate() {
        let y = 4.0 + ROW * i as f64;
        svg.push_str(&format!(
            "<text class=\"name\" x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>",
            LABEL - 6.0,
            y + 13.0,
            tr(&name, locale)
        ));
        if let Some((v, text)) = value.filter(|(v, _)| v.is_finite()) {
            let (a, b) = if v < 0.0 { (x(v), zero) } else { (zero, x(v)) };
            svg.push_str(&format!(
                "<rect class=\"{class}\" x=\"{a:.1}\" y=\"{y:.1}\" width=\"{:.1}\" height=\"16\"/><text class=\"value\" x=\"{:.1}\" y=\"{:.1}\">{}</text>",
                (b - a).max(0.5),
                b + 4.0,
                y + 12.5,
                esc(&text)
            ));
        } else {
            svg.push_str(&format!("<text class=\"value\" x=\"{:.1}\" y=\"{:.1}\">—</text>", zero + 4.0, y + 12.5));
        }
        svg.push('\n');
    }
    svg.push_str(&format!(
        "<line class=\"axis\" x1=\"{zero:.1}\" y1=\"2\" x2=\"{zero:.1}\" y2=\"{:.1}\"/>\n</svg>\n",
        ROW * 2.0 + 4.0
    ));
    Some(svg)
}

/// A category label short enough to stand under its bar.
fn shorten(label: &str) -> String {
    if label.chars().count() <= 14 { label.to_owned() } else { label.chars().take(13).chain(['…']).collect() }
}

/// A round step (1, 2 or 5 × 10^k) giving about five grid lines up to `top`, and the axis top.
fn scale(top: f64) -> (f64, f64) {
    if top.is_nan() || top <= 0.0 || !top.is_finite() {
        return (1.0, 1.0);
    }
    let rough = top / 5.0;
    let magnitude = 10f64.powf(rough.log10().floor());
    let step = [1.0, 2.0, 5.0, 10.0].iter().map(|m| m * magnitude).find(|s| *s >= rough).unwrap_or(magnitude * 10.0);
    let step = step.max(1.0);
    (step, (top / step).ceil().max(1.0) * step)
}

/// A probability as a float, for drawing only.
pub(crate) fn ratio_f64(p: num_rational::Ratio<i128>) -> f64 {
    *p.numer() as f64 / *p.denom() as f64
}

#[cfg(test)]
mod tests {
    use num_rational::Ratio;

    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn one_bar_and_one_expected_tick_per_category() {
        let labels = ["banca", "punto", "tie"].map(String::from).to_vec();
        let odds = vec![Ratio::new(4586, 10000), Ratio::new(4462, 10000), Ratio::new(952, 10000)];
        let f = Frequencies::with_odds(labels, vec![47, 44, 9], odds);
        let svg = bars(&f, Locale::human(Lang::Es)).unwrap();
        assert_eq!(svg.matches("<rect class=\"observed\"").count(), 4, "three bars and the legend's");
        assert_eq!(svg.matches("<line class=\"expected\"").count(), 4, "three ticks and the legend's");
        assert!(svg.contains(">banca</text>") && svg.contains(">47</text>"), "{svg}");
        assert!(svg.contains("esperado 45,9"), "{svg}");
    }

    /// One round: the categories not seen all say «0» on the axis, whatever their expected
    /// count (the ticks stand at different heights; the counts do not follow them).
    #[test]
    fn the_counts_of_one_round_stand_at_their_bars() {
        let labels = ["banca", "punto", "tie"].map(String::from).to_vec();
        let odds = vec![Ratio::new(4586, 10000), Ratio::new(4462, 10000), Ratio::new(952, 10000)];
        let f = Frequencies::with_odds(labels, vec![1, 0, 0], odds);
        let svg = bars(&f, Locale::human(Lang::Es)).unwrap();
        let zeros: Vec<&str> = svg
            .split("<text class=\"count\"")
            .skip(1)
            .filter(|t| t.contains(">0</text>"))
            .map(|t| t.split("y=\"").nth(1).and_then(|y| y.split('"').next()).unwrap())
            .collect();
        assert_eq!(zeros.len(), 2, "{svg}");
        assert_eq!(zeros[0], zeros[1], "{svg}");
        assert_eq!(zeros[0], format!("{:.1}", HEIGHT - BOTTOM - 3.0), "on the axis: {svg}");
    }

    #[test]
    fn the_scale_is_round() {
        assert_eq!(scale(47.0), (10.0, 50.0));
        assert_eq!(scale(3.0), (1.0, 3.0));
        assert_eq!(scale(0.0), (1.0, 1.0));
        assert_eq!(scale(2700.0), (1000.0, 3000.0));
    }
}
