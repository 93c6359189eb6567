// The public pages' budgets (docs/decisions/037-public-pages-as-islands.md), checked against one
// bench run: each page and language beside its own scripts-blocked run, the build before, and the
// site this one replaces.

/** Pages with a lead form may carry more script than the others. */
const FORM_PAGES = new Set(["/", "/contact", "/quote"]);
/** The pages whose main thread must be no busier than the original's. */
const AGAINST_ORIGINAL = FORM_PAGES;
const MIN_PERFORMANCE = 98;
const BLOCKED_MARGIN_MS = 50;

const jsBudget = (page) => (FORM_PAGES.has(page) ? 90 : 75);
const mark = (ok) => (ok ? "✓" : "✗");
const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}×` : "–");

/** The budgets table and the ratios, as Markdown lines (none when nothing was measured). */
export function budgetLines({ pages, pagesNoScripts, pagesOriginal, pagesBefore }) {
  if (!pages.length) return [];
  const find = (rows, p, lng = p.lng) => rows.find((r) => r.page === p.page && r.lng === lng);
  let misses = 0;
  const rows = pages.map((p) => {
    const blocked = find(pagesNoScripts, p);
    const original = AGAINST_ORIGINAL.has(p.page) ? find(pagesOriginal, p, "fr") : undefined;
    const checks = [
      p.jsGzipKb <= jsBudget(p.page),
      blocked ? p.tbtMs <= blocked.tbtMs + BLOCKED_MARGIN_MS : undefined,
      original ? p.tbtMs <= original.tbtMs : undefined,
      p.performance >= MIN_PERFORMANCE,
    ];
    misses += checks.filter((c) => c === false).length;
    const cell = (ok, text) => (ok === undefined ? "–" : `${mark(ok)} ${text}`);
    return `| ${p.page} | ${p.lng} | ${cell(checks[0], `${p.jsGzipKb} ≤ ${jsBudget(p.page)}`)} | ${cell(checks[1], blocked ? `${p.tbtMs} ≤ ${blocked.tbtMs} + ${BLOCKED_MARGIN_MS}` : "")} | ${cell(checks[2], original ? `${p.tbtMs} ≤ ${original.tbtMs}` : "")} | ${cell(checks[3], `${p.performance}`)} |`;
  });
  const lines = [
    "## Budgets",
    "",
    `Each page and language against its budgets, from the medians above: script at most 90 KB gzip on pages with a lead form (/, /contact, /quote) and 75 KB on the others; TBT at most the same page's TBT with its scripts blocked + ${BLOCKED_MARGIN_MS} ms; TBT at most the original's French page on /, /contact and /quote; performance at least ${MIN_PERFORMANCE}. ${misses ? `**${misses} missed.**` : "**All met.**"}`,
    "",
    "| page | lang | JS gzip KB | TBT vs scripts blocked | TBT vs original | perf |",
    "|---|---|---|---|---|---|",
    ...rows,
    "",
  ];
  const compared = pages.filter((p) => find(pagesOriginal, p, "fr") || find(pagesBefore, p));
  if (!compared.length) return lines;
  return [
    ...lines,
    "Ratios (this build ÷ the other, medians; below 1 is lighter or faster):",
    "",
    "| page | lang | TBT ÷ before | JS gzip ÷ before | TBT ÷ original | LCP ÷ original | total KB ÷ original |",
    "|---|---|---|---|---|---|---|",
    ...compared.map((p) => {
      const b = find(pagesBefore, p);
      const o = find(pagesOriginal, p, "fr");
      return `| ${p.page} | ${p.lng} | ${b ? ratio(p.tbtMs, b.tbtMs) : "–"} | ${b ? ratio(p.jsGzipKb, b.jsGzipKb) : "–"} | ${o ? ratio(p.tbtMs, o.tbtMs) : "–"} | ${o ? ratio(p.lcpMs, o.lcpMs) : "–"} | ${o ? ratio(p.totalKb, o.totalKb) : "–"} |`;
    }),
    "",
  ];
}
