import { createHash } from "node:crypto";
import { Parser } from "htmlparser2";

/**
 * The CSP source (`'sha256-…'`) of every inline script of a rendered page: the page cache serves
 * one body to many visitors, so it cannot carry a fresh nonce; the policy lists the hashes of the
 * scripts the server itself rendered instead (docs/decisions/017-page-cache.md).
 *
 * A real HTML tokenizer, not a regular expression: text that merely looks like a script (in an
 * attribute, in an article) must never get its hash allowed. Data blocks (JSON-LD) are not run,
 * so they need no entry.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  let text: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const type = (attributes.type ?? "").trim().toLowerCase();
        const runs = type === "" || type === "module" || type.includes("javascript");
        text = name === "script" && attributes.src === undefined && runs ? "" : undefined;
      },
      ontext(chunk) {
        if (text !== undefined) text += chunk;
      },
      onclosetag(name) {
        if (name !== "script" || text === undefined) return;
        hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
        text = undefined;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return [...hashes];
}
