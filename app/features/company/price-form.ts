/**
 * The price grid as the admin form holds it: every value as typed, so a refused save or a
 * structural change (add, remove, move) gives the form back exactly as it was.
 */
import type { PriceSection } from "~/content/pricing";

export interface DraftItem {
  id: string;
  labelFr: string;
  labelEn: string;
  descriptionFr: string;
  descriptionEn: string;
  min: string;
  max: string;
  unit: string;
  frequency: boolean;
  color: string;
}

export interface DraftSection {
  id: string;
  titleFr: string;
  titleEn: string;
  itemHeaderFr: string;
  itemHeaderEn: string;
  descriptionHeaderFr: string;
  descriptionHeaderEn: string;
  items: DraftItem[];
}

export function toDraft(grid: readonly PriceSection[]): DraftSection[] {
  return grid.map((s) => ({
    id: s.id,
    titleFr: s.title.fr,
    titleEn: s.title.en,
    itemHeaderFr: s.itemHeader.fr,
    itemHeaderEn: s.itemHeader.en,
    descriptionHeaderFr: s.descriptionHeader.fr,
    descriptionHeaderEn: s.descriptionHeader.en,
    items: s.items.map((i) => ({
      id: i.id,
      labelFr: i.label.fr,
      labelEn: i.label.en,
      descriptionFr: i.description.fr,
      descriptionEn: i.description.en,
      min: String(i.min),
      max: String(i.max),
      unit: i.unit,
      frequency: i.frequencyApplies,
      color: i.color ?? "",
    })),
  }));
}

/** Input names: `s.0.titleFr`, `s.0.i.3.min`... */
export const sectionField = (s: number, key: keyof Omit<DraftSection, "items">) => `s.${s}.${key}`;
export const itemField = (s: number, i: number, key: keyof DraftItem) => `s.${s}.i.${i}.${key}`;
