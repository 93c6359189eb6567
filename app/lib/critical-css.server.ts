import postcss, { type ChildNode, type Container } from "postcss";
import type { CriticalCss } from "./contexts";

/**
 * The CSS a page needs for its first paint, cut from the site's one stylesheet by the classes
 * its HTML uses (docs/decisions/018-critical-css-and-light-pages.md). The whole stylesheet still
 * loads (a hashed, immutable file at the end of the body) for what JavaScript adds later: opened
 * menus and dialogs, other pages reached without a reload.
 *
 * The stylesheet is parsed once at start; a page only walks the prepared rules.
 */
export type { CriticalCss };

/** A rule kept when one of its selectors needs no class the page lacks; other nodes as they are. */
type Piece =
  | { kind: "rule"; needs: string[][]; css: string }
  | { kind: "block"; open: string; children: Piece[] }
  | { kind: "always"; css: string };

export function prepareCriticalCss(stylesheet: string): CriticalCss {
  const pieces = toPieces(postcss.parse(stylesheet));
  const memo = new Map<string, string>();
  return {
    forHtml(html) {
      const used = classesInHtml(html);
      const key = [...used].sort().join(" ");
      let css = memo.get(key);
      if (css === undefined) {
        css = pieces.map((p) => emit(p, used)).join("");
        // Pages repeat the same class sets (one per page and state): a small memory suffices.
        if (memo.size > 200) memo.clear();
        memo.set(key, css);
      }
      return css;
    },
  };
}

function toPieces(container: Container): Piece[] {
  const pieces: Piece[] = [];
  container.each((node: ChildNode) => {
    if (node.type === "comment") return;
    if (node.type === "rule") {
      pieces.push({
        kind: "rule",
        needs: node.selectors.map(classesInSelector),
        css: node.toString(),
      });
    } else if (
      node.type === "atrule" &&
      node.nodes &&
      /^(media|supports|layer|container)$/.test(node.name)
    ) {
      pieces.push({
        kind: "block",
        open: `@${node.name}${node.params ? ` ${node.params}` : ""}{`,
        children: toPieces(node),
      });
    } else {
      // @property, @keyframes, @font-face, `@layer a, b;`: small, and needed as they are.
      // A statement (`@layer a, b;`) gets its semicolon from its parent when printed whole.
      const statement = node.type === "atrule" && !node.nodes;
      pieces.push({ kind: "always", css: `${node.toString()}${statement ? ";" : ""}` });
    }
  });
  return pieces;
}

function emit(piece: Piece, used: Set<string>): string {
  if (piece.kind === "always") return piece.css;
  if (piece.kind === "rule")
    return piece.needs.some((classes) => classes.every((c) => used.has(c))) ? piece.css : "";
  const inner = piece.children.map((p) => emit(p, used)).join("");
  return inner ? `${piece.open}${inner}}` : "";
}

/**
 * The class names a selector requires, unescaped (`.md\\:flex` needs `md:flex`). Only classes
 * the selector cannot match without count: inside `:not()`, or a list such as `:is(.a, .b)`,
 * none do (a rule kept for nothing costs bytes; a rule dropped wrongly would cost a flash of
 * unstyled content).
 */
export function classesInSelector(selector: string): string[] {
  const classes: string[] = [];
  let brackets = 0; // inside [attribute] brackets, dots are not classes
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i]!;
    if (ch === "\\") {
      i++;
    } else if (ch === "[") {
      brackets++;
    } else if (ch === "]") {
      brackets = Math.max(0, brackets - 1);
    } else if (ch === "(" && brackets === 0) {
      const close = matchingParen(selector, i);
      const inner = selector.slice(i + 1, close);
      const pseudo = /:([\w-]+)$/.exec(selector.slice(0, i))?.[1];
      if ((pseudo === "where" || pseudo === "is" || pseudo === "has") && !hasTopLevelComma(inner))
        classes.push(...classesInSelector(inner));
      i = close;
    } else if (ch === "." && brackets === 0) {
      let name = "";
      let j = i + 1;
      while (j < selector.length) {
        const c = selector[j]!;
        if (c === "\\") {
          const hex = /^[0-9a-fA-F]{1,6}\s?/.exec(selector.slice(j + 1));
          if (hex) {
            name += String.fromCodePoint(parseInt(hex[0].trim(), 16));
            j += 1 + hex[0].length;
          } else {
            name += selector[j + 1] ?? "";
            j += 2;
          }
        } else if (/[\w-]/.test(c) || c.charCodeAt(0) > 127) {
          name += c;
          j++;
        } else break;
      }
      if (name) classes.push(name);
      i = j - 1;
    }
  }
  return classes;
}

function matchingParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === "(") depth++;
    else if (text[i] === ")" && --depth === 0) return i;
  }
  return text.length;
}

function hasTopLevelComma(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === "(" || text[i] === "[") depth++;
    else if (text[i] === ")" || text[i] === "]") depth--;
    else if (text[i] === "," && depth === 0) return true;
  }
  return false;
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#x27": "'",
  "#39": "'",
};

/** Every class named in the page's `class` attributes (as React writes them). */
export function classesInHtml(html: string): Set<string> {
  const used = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    const value = match[1]!.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e: string) => ENTITIES[e]!);
    for (const name of value.split(/\s+/)) if (name) used.add(name);
  }
  return used;
}
