import { describe, expect, it } from "vitest";
import { classesInHtml, classesInSelector, prepareCriticalCss } from "./critical-css.server";

describe("classesInSelector", () => {
  it("unescapes Tailwind's class names and ignores dots in attributes", () => {
    expect(classesInSelector(".md\\:flex")).toEqual(["md:flex"]);
    expect(classesInSelector(".w-1\\/2")).toEqual(["w-1/2"]);
    expect(classesInSelector(".\\32xl\\:p-4")).toEqual(["2xl:p-4"]);
    expect(classesInSelector(".\\[\\&_a\\]\\:underline a")).toEqual(["[&_a]:underline"]);
    expect(classesInSelector('a[href$=".pdf"]')).toEqual([]);
    expect(classesInSelector(".group:hover .group-hover\\:block")).toEqual([
      "group",
      "group-hover:block",
    ]);
  });

  it("never requires a class a selector can match without", () => {
    expect(classesInSelector(".a:not(.b)")).toEqual(["a"]);
    expect(classesInSelector(":is(.a, .b) p")).toEqual([]);
    expect(classesInSelector(":where(.space-y-4>:not(:last-child))")).toEqual(["space-y-4"]);
  });
});

describe("prepareCriticalCss", () => {
  const css = [
    "/*! banner */",
    "@layer theme, base, utilities;",
    "@layer base{*,:before{box-sizing:border-box}html{line-height:1.5}}",
    "@layer utilities{.flex{display:flex}.hidden{display:none}",
    "@media (min-width:48rem){.md\\:grid{display:grid}.md\\:hidden{display:none}}",
    ".hover\\:underline:hover{text-decoration:underline}}",
    "@keyframes spin{to{transform:rotate(360deg)}}",
    '@property --tw-x{syntax:"*";inherits:false}',
  ].join("");
  const critical = prepareCriticalCss(css);

  it("keeps the rules the page's classes use, the base rules and the at-rules, in order", () => {
    const out = critical.forHtml('<div class="flex md:grid hover:underline"><p>x</p></div>');
    expect(out).toBe(
      [
        "@layer theme, base, utilities;",
        "@layer base{*,:before{box-sizing:border-box}html{line-height:1.5}}",
        "@layer utilities{.flex{display:flex}",
        "@media (min-width:48rem){.md\\:grid{display:grid}}",
        ".hover\\:underline:hover{text-decoration:underline}}",
        "@keyframes spin{to{transform:rotate(360deg)}}",
        '@property --tw-x{syntax:"*";inherits:false}',
      ].join(""),
    );
  });

  it("drops a block whose rules are all unused", () => {
    const out = critical.forHtml('<div class="hidden"></div>');
    expect(out).toContain(".hidden{display:none}");
    expect(out).not.toContain("@media");
  });
});

describe("classesInHtml", () => {
  it("reads class attributes as React escapes them", () => {
    expect([...classesInHtml('<a class="[&amp;_a]:underline  p-2" href="#">x</a>')]).toEqual([
      "[&_a]:underline",
      "p-2",
    ]);
  });
});
