import { describe, expect, it } from "vitest";
import { safeImageUrl, sanitizePostHtml } from "./sanitize.server";

/** Hostile inputs (OWASP XSS filter-evasion cheat sheet and friends). */
const PAYLOADS = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=//evil.example/x.js></SCRIPT>`,
  `<img src=x onerror=alert(1)>`,
  `<img src="/img/a.webp" onerror="alert(1)">`,
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="JaVaScRiPt:alert(1)">x</a>`,
  `<a href=" javascript:alert(1)">x</a>`,
  `<a href="java\tscript:alert(1)">x</a>`,
  `<a href="java&#x09;script:alert(1)">x</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>`,
  `<a href="&#x6A;avascript&colon;alert(1)">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<svg onload=alert(1)><script>alert(1)</script></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<p style="background:url(javascript:alert(1))">x</p>`,
  `<style>body{display:none}</style><p>x</p>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<iframe src="javascript:alert(1)"></iframe>`,
  `<meta http-equiv="refresh" content="0;url=https://evil.example">`,
  `<object data="https://evil.example/x.swf"></object><embed src="x.swf">`,
  `<form action="https://evil.example"><input name=q><button>go</button></form>`,
  `<p onclick="alert(1)" onmouseover="alert(1)">x</p>`,
  `<<script>script>alert(1)<</script>/script>`,
  `<p><strong><em>unbalanced</p></strong><script>alert(1)`,
  `<div><a href="javascript:alert(1)"><img src=x onerror=alert(1)></a></div>`,
  `<base href="https://evil.example/"><link rel=stylesheet href=https://evil.example/x.css>`,
  `<details open ontoggle=alert(1)>`,
  `<a href="//evil.example/phish">x</a>`,
  `<p class="fixed inset-0" id="main">x</p>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<template><script>alert(1)</script></template>`,
  `<img src="https://evil.example/x.png" srcset="javascript:alert(1)">`,
];

describe("sanitizePostHtml", () => {
  it.each(PAYLOADS)("neutralises %s", (payload) => {
    const out = sanitizePostHtml(payload);
    expect(out).not.toMatch(
      /<\s*(script|style|iframe|svg|math|meta|object|embed|form|input|button|base|link|details|template|noscript)\b/i,
    );
    expect(out).not.toMatch(/\son\w+\s*=/i);
    expect(out).not.toMatch(/(href|src|srcset)\s*=\s*"\s*(javascript|vbscript|data):/i);
    expect(out).not.toMatch(/\s(style|class|id|srcset)\s*=/i);
    expect(out).not.toMatch(/href="\/\//);
    // Whatever is left, parsed again, gives the same result (no mutation-based escape).
    expect(sanitizePostHtml(out)).toBe(out);
  });

  it("keeps the editor's rich text as it is", () => {
    const html = `<h2>Titre</h2><p>Du <strong>gras</strong>, de l'<em>italique</em>, <s>barré</s>, <u>souligné</u> et <code>du code</code>.</p><ul><li>un</li></ul><ol start="3"><li>trois</li></ol><blockquote><p>Citation</p></blockquote><pre><code>x = 1</code></pre><hr /><p>a<br />b</p>`;
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it("opens external links in a new tab without an opener, and leaves internal ones alone", () => {
    expect(sanitizePostHtml(`<a href="https://who.int" target="_self" rel="opener">OMS</a>`)).toBe(
      `<a href="https://who.int" target="_blank" rel="noopener noreferrer">OMS</a>`,
    );
    expect(sanitizePostHtml(`<a href="/services#sante-pro" target="_blank">services</a>`)).toBe(
      `<a href="/services#sante-pro">services</a>`,
    );
    expect(
      sanitizePostHtml(
        `<a href="mailto:contact@africaclean.tg">écrire</a> <a href="tel:+22890000000">appeler</a>`,
      ),
    ).toBe(
      `<a href="mailto:contact@africaclean.tg">écrire</a> <a href="tel:+22890000000">appeler</a>`,
    );
  });

  it("keeps pictures from our own folders, lazily loaded, and drops the others", () => {
    expect(
      sanitizePostHtml(
        `<figure><img src="/media/abc-800.webp" alt="Jardin" width="800" height="600" /><figcaption>Un jardin</figcaption></figure>`,
      ),
    ).toBe(
      `<figure><img alt="Jardin" loading="lazy" src="/media/abc-800.webp" width="800" height="600" /><figcaption>Un jardin</figcaption></figure>`,
    );
    expect(sanitizePostHtml(`<p>a<img src="https://cdn.example/a.jpg" alt="">b</p>`)).toBe(
      `<p>ab</p>`,
    );
    expect(
      sanitizePostHtml(
        `<p>a<img src="/uploads/x.png">b<img src="http://insecure.example/x.png"></p>`,
      ),
    ).toBe(`<p>ab</p>`);
  });

  it("drops bidirectional overrides from the text, typed or as entities", () => {
    expect(sanitizePostHtml(`<p>Prix\u202E 0005 <strong>&#x202E;FCFA&#8294;</strong></p>`)).toBe(
      `<p>Prix 0005 <strong>FCFA</strong></p>`,
    );
  });

  it("keeps the text of unknown elements, escaped", () => {
    expect(sanitizePostHtml(`<div><span>Bonjour</span> <b>&lt;tout&gt;</b></div>`)).toBe(
      `Bonjour &lt;tout&gt;`,
    );
  });
});

describe("safeImageUrl", () => {
  it.each([
    ["/img/eco-jardin-1-800.webp", "/img/eco-jardin-1-800.webp"],
    ["/media/2026/a.avif", "/media/2026/a.avif"],
    ["https://cdn.example/a.jpg", null],
    ["/media/../etc/passwd", null],
    ["http://cdn.example/a.jpg", null],
    ["javascript:alert(1)", null],
    ["data:image/png;base64,AAAA", null],
    ["//evil.example/a.jpg", null],
    ["/etc/passwd", null],
    ["", null],
    [null, null],
  ])("%s → %s", (input, expected) => {
    expect(safeImageUrl(input)).toBe(expected);
  });
});
