import { parseDocument } from "htmlparser2";
import {
  COMPARED_FIELDS,
  type ComparedField,
  type PostDifference,
  type PostSnapshot,
} from "./types";

/** How the comparison writes what is not text, in the staff member's language. */
export interface DiffWords {
  /** "Image : {alt}" for a picture of the text. */
  image: (alt: string) => string;
  /** An empty value. */
  none: string;
  /** Draft, scheduled for a time, or published on a date. */
  state: (status: PostSnapshot["status"], publishedAt: string | null) => string;
}

const BLOCKS = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "blockquote", "pre"]);

type Nodes = ReturnType<typeof parseDocument>["children"];

/** The text of rich content, one entry per paragraph, heading, item or picture, in order. */
export function contentBlocks(html: string, words: Pick<DiffWords, "image">): string[] {
  const blocks: string[] = [];
  // The text of the block being read, or null outside any block.
  let open: string[] | null = null;
  const flush = (parts: string[] | null) => {
    const text = (parts ?? []).join("").replace(/\s+/g, " ").trim();
    if (text) blocks.push(text);
    parts?.splice(0);
  };
  const walk = (nodes: Nodes) => {
    for (const node of nodes) {
      if (node.type === "text") {
        if (open) open.push(node.data);
        else flush([node.data]);
      }
      if (node.type !== "tag") continue;
      if (node.name === "img") {
        // A picture is a block of its own, where it stands in the text.
        flush(open);
        blocks.push(words.image(node.attribs.alt ?? ""));
        continue;
      }
      if (!BLOCKS.has(node.name)) {
        walk(node.children);
        continue;
      }
      // A block inside a block (a paragraph in a list item): the outer text so far comes first.
      const outer: string[] | null = open;
      flush(outer);
      open = [];
      walk(node.children);
      flush(open);
      open = outer;
    }
  };
  walk(parseDocument(html).children);
  return blocks;
}

/** Paragraphs only in `a` and only in `b`, by their longest common sequence. */
function changedBlocks(a: string[], b: string[]): { removed: string[]; added: string[] } {
  // Posts have tens of paragraphs, a few hundred at most: the quadratic table stays small.
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i]![j] =
        a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) removed.push(a[i++]!);
    else added.push(b[j++]!);
  }
  return { removed: [...removed, ...a.slice(i)], added: [...added, ...b.slice(j)] };
}

/** What differs from `before` (a version) to `after` (the post now), field by field. */
export function diffPost(
  before: PostSnapshot,
  after: PostSnapshot,
  words: DiffWords,
): PostDifference[] {
  const text = (value: string | null) => [value?.trim() ? value : words.none];
  const sides: Record<Exclude<ComparedField, "content">, (p: PostSnapshot) => string[]> = {
    title: (p) => text(p.title),
    slug: (p) => text(p.slug && `/blog/${p.slug}`),
    excerpt: (p) => text(p.excerpt),
    tags: (p) => text(p.tags.join(", ")),
    imageUrl: (p) => text(p.imageUrl),
    imageAlt: (p) => text(p.imageAlt),
    author: (p) => text(p.author),
    state: (p) => [words.state(p.status, p.publishedAt)],
  };
  return COMPARED_FIELDS.flatMap((field): PostDifference[] => {
    if (field === "content") {
      const { removed, added } = changedBlocks(
        contentBlocks(before.content, words),
        contentBlocks(after.content, words),
      );
      return removed.length || added.length ? [{ field, before: removed, after: added }] : [];
    }
    const [was, is] = [sides[field](before), sides[field](after)];
    return was.join("\n") === is.join("\n") ? [] : [{ field, before: was, after: is }];
  });
}
