import { randomUUID } from "node:crypto";
import { PRICE_UNITS, type PriceSection, type PriceUnit } from "~/content/pricing";
import { QUOTED_PRICE_IDS } from "~/content/site-facts";
import type { HexColor } from "~/content/types";
import { itemField, sectionField, type DraftItem, type DraftSection } from "./price-form";
import type { FieldProblems } from "~/features/forms";

const MAX_SECTIONS = 20;
const MAX_ITEMS = 60;
const ID = /^[a-z0-9-]{1,40}$/;

/**
 * Reads the whole grid form (its fields by name, as `parseAdminForm` gives them) back into a
 * draft; bounded: a forged form cannot grow it.
 */
export function readDraft(fields: Readonly<Record<string, unknown>>): DraftSection[] {
  const has = (name: string) => Object.hasOwn(fields, name);
  const get = (name: string) => {
    const value = has(name) ? fields[name] : "";
    return typeof value === "string" ? value.slice(0, 2000) : "";
  };
  const sections: DraftSection[] = [];
  for (let s = 0; s < MAX_SECTIONS && has(sectionField(s, "id")); s++) {
    const items: DraftItem[] = [];
    for (let i = 0; i < MAX_ITEMS && has(itemField(s, i, "id")); i++) {
      const f = (key: keyof DraftItem) => get(itemField(s, i, key));
      items.push({
        id: f("id"),
        labelFr: f("labelFr"),
        labelEn: f("labelEn"),
        descriptionFr: f("descriptionFr"),
        descriptionEn: f("descriptionEn"),
        min: f("min"),
        max: f("max"),
        unit: f("unit"),
        frequency: has(itemField(s, i, "frequency")),
        color: f("color"),
      });
    }
    const f = (key: keyof Omit<DraftSection, "items">) => get(sectionField(s, key));
    sections.push({
      id: f("id"),
      titleFr: f("titleFr"),
      titleEn: f("titleEn"),
      itemHeaderFr: f("itemHeaderFr"),
      itemHeaderEn: f("itemHeaderEn"),
      descriptionHeaderFr: f("descriptionHeaderFr"),
      descriptionHeaderEn: f("descriptionHeaderEn"),
      items,
    });
  }
  return sections;
}

const newId = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
const isQuoted = (id: string) => (QUOTED_PRICE_IDS as readonly string[]).includes(id);

/**
 * Applies an add / remove / move button to the draft. Quoted items (and their sections) stay:
 * the server's answer comes back as a problem on the row. Returns undefined for an unknown intent.
 */
export function applyIntent(
  draft: DraftSection[],
  intent: string,
): { draft: DraftSection[]; problems: FieldProblems } | undefined {
  const [verb, where = ""] = intent.split(":");
  const [s, i] = where.split(".").map(Number) as [number, number | undefined];
  const next = structuredClone(draft);
  const section = next[s];
  const problems: FieldProblems = {};
  const swap = <T>(list: T[], a: number, b: number) => {
    if (a < 0 || b < 0 || a >= list.length || b >= list.length) return;
    [list[a], list[b]] = [list[b]!, list[a]!];
  };
  switch (verb) {
    case "add-section":
      if (next.length < MAX_SECTIONS)
        next.push({
          id: newId("section"),
          titleFr: "",
          titleEn: "",
          itemHeaderFr: "Prestation",
          itemHeaderEn: "Service",
          descriptionHeaderFr: "",
          descriptionHeaderEn: "",
          items: [],
        });
      break;
    case "add-item":
      if (section && section.items.length < MAX_ITEMS)
        section.items.push({
          id: newId("item"),
          labelFr: "",
          labelEn: "",
          descriptionFr: "",
          descriptionEn: "",
          min: "",
          max: "",
          unit: "m2",
          frequency: false,
          color: "",
        });
      break;
    case "remove-item":
      if (section && i !== undefined && section.items[i]) {
        if (isQuoted(section.items[i].id)) problems[itemField(s, i, "id")] = "QUOTED";
        else section.items.splice(i, 1);
      }
      break;
    case "remove-section":
      if (section) {
        const quoted = section.items.findIndex((item) => isQuoted(item.id));
        if (quoted >= 0) problems[itemField(s, quoted, "id")] = "QUOTED";
        else next.splice(s, 1);
      }
      break;
    case "up-section":
    case "down-section":
      swap(next, s, verb === "up-section" ? s - 1 : s + 1);
      break;
    case "up-item":
    case "down-item":
      if (section && i !== undefined) swap(section.items, i, verb === "up-item" ? i - 1 : i + 1);
      break;
    default:
      return undefined;
  }
  return { draft: next, problems };
}

const AMOUNT = /^\d{1,9}$/;

/**
 * Checks the whole draft: French texts required, whole positive FCFA, min ≤ max, a known unit,
 * #rrggbb colours, unique ids, quoted items present. Nothing is stored unless all of it passes.
 */
export function validateDraft(
  draft: DraftSection[],
): { ok: true; grid: PriceSection[] } | { ok: false; problems: FieldProblems } {
  const problems: FieldProblems = {};
  const text = (name: string, value: string, max: number, required: boolean) => {
    if (required && !value.trim()) problems[name] = "REQUIRED";
    else if (value.trim().length > max) problems[name] = "TOO_LONG";
    return value.trim();
  };
  const seen = new Set<string>();
  const grid: PriceSection[] = draft.map((s, si) => {
    const sid = ID.test(s.id) && !seen.has(s.id) ? s.id : newId("section");
    seen.add(sid);
    return {
      id: sid,
      title: {
        fr: text(sectionField(si, "titleFr"), s.titleFr, 120, true),
        en: text(sectionField(si, "titleEn"), s.titleEn, 120, false),
      },
      itemHeader: {
        fr: text(sectionField(si, "itemHeaderFr"), s.itemHeaderFr, 60, true),
        en: text(sectionField(si, "itemHeaderEn"), s.itemHeaderEn, 60, false),
      },
      descriptionHeader: {
        fr: text(sectionField(si, "descriptionHeaderFr"), s.descriptionHeaderFr, 60, false),
        en: text(sectionField(si, "descriptionHeaderEn"), s.descriptionHeaderEn, 60, false),
      },
      items: s.items.map((item, ii) => {
        const name = (key: keyof DraftItem) => itemField(si, ii, key);
        const iid = ID.test(item.id) && !seen.has(item.id) ? item.id : newId("item");
        seen.add(iid);
        const amount = (key: "min" | "max") => {
          const raw = item[key].trim().replace(/[\s\u00a0\u202f]/g, "");
          const n = Number(raw);
          if (!AMOUNT.test(raw) || n <= 0) {
            problems[name(key)] = raw ? "AMOUNT" : "REQUIRED";
            return 0;
          }
          return n;
        };
        const min = amount("min");
        const max = amount("max");
        if (min && max && min > max) problems[name("max")] = "RANGE";
        if (!(PRICE_UNITS as readonly string[]).includes(item.unit))
          problems[name("unit")] = "UNIT";
        const color = item.color.trim();
        if (color && !/^#[0-9a-fA-F]{6}$/.test(color)) problems[name("color")] = "COLOR";
        return {
          id: iid,
          label: {
            fr: text(name("labelFr"), item.labelFr, 120, true),
            en: text(name("labelEn"), item.labelEn, 120, false),
          },
          description: {
            fr: text(name("descriptionFr"), item.descriptionFr, 240, false),
            en: text(name("descriptionEn"), item.descriptionEn, 240, false),
          },
          min,
          max,
          unit: item.unit as PriceUnit,
          frequencyApplies: item.frequency,
          ...(color ? { color: color.toLowerCase() as HexColor } : {}),
        };
      }),
    };
  });
  const ids = new Set(grid.flatMap((s) => s.items.map((i) => i.id)));
  if (QUOTED_PRICE_IDS.some((id) => !ids.has(id))) problems.form = "QUOTED";
  return Object.keys(problems).length ? { ok: false, problems } : { ok: true, grid };
}
