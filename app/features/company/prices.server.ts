import type { Kysely } from "kysely";
import { nowIso, type AppDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";
import type { PriceSection, PriceUnit } from "~/content/pricing";
import type { HexColor } from "~/content/types";
import { bumpContentVersion } from "./content-version.server";

/** The grid as stored: both languages as typed (English may be empty). */
export async function readPriceGrid(db: Kysely<Database>): Promise<PriceSection[]> {
  const [sections, items] = await Promise.all([
    db.selectFrom("price_sections").selectAll().orderBy("position").execute(),
    db.selectFrom("price_items").selectAll().orderBy("position").execute(),
  ]);
  return sections.map((s) => ({
    id: s.id,
    title: { fr: s.title_fr, en: s.title_en },
    itemHeader: { fr: s.item_header_fr, en: s.item_header_en },
    descriptionHeader: { fr: s.description_header_fr, en: s.description_header_en },
    items: items
      .filter((i) => i.section_id === s.id)
      .map((i) => ({
        id: i.id,
        label: { fr: i.label_fr, en: i.label_en },
        description: { fr: i.description_fr, en: i.description_en },
        min: Number(i.min_fcfa),
        max: Number(i.max_fcfa),
        unit: i.unit as PriceUnit,
        frequencyApplies: Number(i.frequency_applies) === 1,
        ...(i.color ? { color: i.color as HexColor } : {}),
      })),
  }));
}

/**
 * Replaces the whole grid in one transaction (the admin form holds all of it): a reader sees the
 * old grid or the new one, never half of each. Ids are kept, so estimates already sent still
 * name their item.
 */
export async function savePriceGrid(
  { db }: AppDatabase,
  sections: readonly PriceSection[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await savePriceGridIn(trx, sections);
    await bumpContentVersion(trx);
  });
}

/** The same inside a transaction the caller holds (the first start's seed). */
export async function savePriceGridIn(
  trx: Kysely<Database>,
  sections: readonly PriceSection[],
): Promise<void> {
  const now = nowIso();
  await trx.deleteFrom("price_items").execute();
  await trx.deleteFrom("price_sections").execute();
  for (const [position, s] of sections.entries()) {
    await trx
      .insertInto("price_sections")
      .values({
        id: s.id,
        position,
        title_fr: s.title.fr,
        title_en: s.title.en,
        item_header_fr: s.itemHeader.fr,
        item_header_en: s.itemHeader.en,
        description_header_fr: s.descriptionHeader.fr,
        description_header_en: s.descriptionHeader.en,
        created_at: now,
        updated_at: now,
      })
      .execute();
    if (!s.items.length) continue;
    await trx
      .insertInto("price_items")
      .values(
        s.items.map((item, index) => ({
          id: item.id,
          section_id: s.id,
          position: index,
          label_fr: item.label.fr,
          label_en: item.label.en,
          description_fr: item.description.fr,
          description_en: item.description.en,
          min_fcfa: item.min,
          max_fcfa: item.max,
          unit: item.unit,
          frequency_applies: item.frequencyApplies ? 1 : 0,
          color: item.color ?? null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
}

/** Public view: an empty English text shows the French one. */
export function withEnglishFallback(sections: readonly PriceSection[]): PriceSection[] {
  const l = (v: { fr: string; en: string }) => ({ fr: v.fr, en: v.en || v.fr });
  return sections.map((s) => ({
    ...s,
    title: l(s.title),
    itemHeader: l(s.itemHeader),
    descriptionHeader: l(s.descriptionHeader),
    items: s.items.map((i) => ({ ...i, label: l(i.label), description: l(i.description) })),
  }));
}
