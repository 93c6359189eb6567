import { describe, expect, it } from "vitest";
import { cleanLine, cleanText, clipText, headerText, queryText } from "./clean-text";

describe("cleanText", () => {
  it("drops NUL, the other C0 controls, DEL and the C1 block", () => {
    expect(cleanText("a\0b\x01c\x07d\x08e\x1bf\x7fg\x85h\x9bi")).toBe("abcdefghi");
  });

  it("keeps tab and line feed, and turns CR LF and lone CR into line feeds", () => {
    expect(cleanText("un\tdeux\r\ntrois\rquatre\ncinq")).toBe("un\tdeux\ntrois\nquatre\ncinq");
  });

  it("drops surrogate halves that are not part of a pair, keeps pairs (emoji)", () => {
    expect(cleanText("a\uD800b\uDC00c")).toBe("abc");
    expect(cleanText("merci 🙏🏾 !")).toBe("merci 🙏🏾 !");
    expect(cleanText("\uDBFF")).toBe("");
  });

  it("drops bidirectional embeddings, overrides and isolates, keeps the marks", () => {
    expect(cleanText("Facture\u202Efdp.exe")).toBe("Facturefdp.exe");
    expect(cleanLine("a\u202Ab\u202Bc\u202Cd\u202De\u2066f\u2067g\u2068h\u2069")).toBe("abcdefgh");
    expect(cleanText("\u200Fمرحبا\u200E")).toBe("\u200Fمرحبا\u200E");
  });

  it("leaves ordinary French, English and other scripts alone", () => {
    const text = "Élodie d’Almeida — « très bien » 100 % 🇹🇬 Ωμέγα 東京 \u00A0nbsp";
    expect(cleanText(text)).toBe(text);
  });
});

describe("cleanLine", () => {
  it("turns line breaks and tabs into single spaces", () => {
    expect(cleanLine("Ama\r\n\tMensah\0")).toBe("Ama Mensah");
  });
});

describe("clipText", () => {
  it("cuts at the limit without leaving half an emoji", () => {
    expect(clipText("abcdef", 3)).toBe("abc");
    expect(clipText("ab😀", 3)).toBe("ab");
    expect(clipText("ab😀", 4)).toBe("ab😀");
  });
});

describe("readers", () => {
  it("reads a query parameter as clean, trimmed, clipped text", () => {
    const url = new URL("http://x/blog?q=%20a%00b%0Ac%ED%A0%80%20&long=" + "x".repeat(500));
    expect(queryText(url, "q", 100)).toBe("ab c\uFFFD\uFFFD\uFFFD");
    expect(queryText(url, "long", 100)).toHaveLength(100);
    expect(queryText(url, "missing", 100)).toBe("");
  });

  it("reads a header as clean single-line text, or null", () => {
    const headers = new Headers({ "user-agent": "Bot\x85/1.0", referer: "  " });
    expect(headerText(headers, "user-agent", 300)).toBe("Bot/1.0");
    expect(headerText(headers, "referer", 300)).toBeNull();
    expect(headerText(headers, "x-absent", 300)).toBeNull();
  });
});
