// The print layout of veedor's HTML report, checked in the browser that prints it: headless
// Chromium (Debian's `chromium`, driven by playwright-core) lays the report out as it prints
// on A4 portrait, and every element must fit the page's width (an element wider than the page
// is cut on paper). Then it prints the PDF (its page count is the report's size, as the
// inspector meets it) and, with --screenshots, takes the pictures of docs/images/.
//
// Usage: node print-check.mjs REPORT.html [--pdf OUT.pdf] [--screenshots DIR [--only NAME]]
//        [--max-pages N]
// Exit status: 0 all fits (and within N pages), 1 something is wider than the page (or too
// many pages), 2 the browser could not run.

import { chromium } from "playwright-core";
import { readFileSync, mkdirSync } from "node:fs";
import { resolve, join } from "node:path";

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const report = args.find((a, i) => !a.startsWith("--") && (i === 0 || !args[i - 1].startsWith("--")));
if (!report) {
  console.error("usage: node print-check.mjs REPORT.html [--pdf OUT.pdf] [--screenshots DIR] [--max-pages N]");
  process.exit(2);
}
const pdfPath = option("--pdf");
const shots = option("--screenshots");
const maxPages = option("--max-pages") ? Number(option("--max-pages")) : undefined;
// Only the pictures whose name contains this (another report has the one this lacks).
const only = option("--only");

// A4 portrait less the margins of style.css's `@page` (12mm 10mm 11mm): the width a line has.
const MM = 96 / 25.4;
const PAGE_WIDTH = (210 - 2 * 10) * MM;
// Sub-pixel rounding of the layout.
const TOLERANCE = 0.5;

let browser;
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
} catch (e) {
  console.error(`print-check: cannot start Chromium: ${e.message}`);
  process.exit(2);
}
const url = "file://" + resolve(report);
let failed = false;
try {
  // The layout on paper: print media, a viewport as wide as the page's text.
  const page = await browser.newPage({ viewport: { width: Math.floor(PAGE_WIDTH), height: 1100 } });
  await page.emulateMedia({ media: "print" });
  await page.goto(url, { waitUntil: "load" });
  const wide = await page.evaluate(
    ({ width, tolerance }) => {
      const path = (e) => {
        const parts = [];
        for (let n = e; n && n.nodeType === 1 && parts.length < 5; n = n.parentElement) {
          let p = n.localName;
          if (n.id) p += "#" + n.id;
          else if (n.classList.length) p += "." + [...n.classList].join(".");
          parts.unshift(p);
        }
        return parts.join(" > ");
      };
      const out = [];
      for (const e of document.body.querySelectorAll("*")) {
        const r = e.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        // Past the page's right or left edge, or content spilling out of its own box (a cell
        // whose text does not wrap).
        const spills = e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX === "visible" && e.clientWidth > 0;
        if (r.right > width + tolerance || r.left < -tolerance || (spills && e.localName !== "svg")) {
          out.push({ element: path(e), left: Math.round(r.left), right: Math.round(r.right), spills,
                     text: (e.textContent || "").trim().slice(0, 80) });
        }
      }
      return out;
    },
    { width: PAGE_WIDTH, tolerance: TOLERANCE },
  );
  // An element inside one that is too wide is reported with it: the outermost ones say it.
  const shown = wide.filter((w) => !wide.some((o) => o !== w && w.element.startsWith(o.element + " > ")));
  if (wide.length) {
    failed = true;
    console.log(`${wide.length} elements wider than the page (${PAGE_WIDTH.toFixed(0)} px); the first ones:`);
    for (const w of shown.slice(0, 20)) {
      console.log(`  ${w.element}: ${w.left}..${w.right} px${w.spills ? " (its content spills)" : ""} «${w.text}»`);
    }
  } else {
    console.log(`every element fits the page's width (${PAGE_WIDTH.toFixed(0)} px, A4 portrait)`);
  }

  // The PDF, as Chromium prints it, and its pages.
  if (pdfPath || maxPages !== undefined) {
    const out = pdfPath || "/tmp/veedor-print-check.pdf";
    await page.pdf({ path: out, preferCSSPageSize: true, printBackground: true });
    const pages = (readFileSync(out).toString("latin1").match(/\/Type\s*\/Page[^s]/g) || []).length;
    console.log(`PDF: ${pages} A4 pages (${out})`);
    if (maxPages !== undefined && pages > maxPages) {
      failed = true;
      console.log(`more than ${maxPages} pages`);
    }
  }
  await page.close();

  if (shots) await screenshots(shots);
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);

// The pictures of the report for docs/: the cover, a table with findings, a table with an
// observation (frequencies the test finds anomalous) and the custody annex, where the report
// has them; on screen, as a reader opens the file.
async function screenshots(dir) {
  mkdirSync(dir, { recursive: true });
  const page = await browser.newPage({ viewport: { width: 1000, height: 1400 }, deviceScaleFactor: 1 });
  await page.emulateMedia({ media: "screen" });
  await page.goto(url, { waitUntil: "load" });
  // The bundled fixtures' tables: valencia-2003's roulette table RF-01 (three sessions, three
  // findings) and estado-1979's RF-17, clean by the rules but on a wheel that favours the 17
  // (fixtures/estado-1979/ruleta-francesa/clean-wheel-favours-17.mesa): «conforme con observaciones».
  const wanted = [
    ["html-report-cover.png", "header.cover", 1500],
    ["html-report-findings.png", ['section.table-section[data-table="RF-01"][data-catalog="valencia-2003/ruleta-francesa"]',
                                  "section.table-section:not(.folded):has(section.findings)"], 1500],
    ["html-report-observation.png", "section.table-section:has(h2 .badge.review)", 1500],
    ["html-report-annex.png", "section.custody", 1000],
  ];
  for (const [name, selector, height] of wanted) {
    if (only && !name.includes(only)) continue;
    // The first of the selectors that the report has (a report of other logs lacks the
    // fixtures' tables).
    let e;
    for (const s of [].concat(selector)) {
      e = page.locator(s).first();
      if ((await e.count()) > 0) break;
    }
    if ((await e.count()) === 0) {
      console.log(`no ${selector}: ${name} not taken`);
      continue;
    }
    await e.scrollIntoViewIfNeeded();
    const box = await e.boundingBox();
    const clip = { x: Math.max(0, box.x - 16), y: box.y + (await page.evaluate(() => window.scrollY)) - 16,
                   width: Math.min(box.width + 32, 1000), height: Math.min(box.height + 32, height) };
    await page.screenshot({ path: join(dir, name), clip, fullPage: true });
    console.log(`${join(dir, name)}`);
  }
  await page.close();
}
