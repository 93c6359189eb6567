import type { AppDatabase } from "~/db/db.server";
import {
  DEFAULT_MENUS,
  isMenuPage,
  MENU_LABEL_MAX,
  MENU_LIMITS,
  MENU_NAMES,
  type MenuItem,
  type Menus,
} from "~/content/menus";
import { cleanLine } from "~/lib/clean-text";
import { readSettingsDocument, writeSettingsDocument } from "./settings-documents.server";

/** Stored beside the company's identity, as its own document (its own screen and audit entry). */
const KEY = "menus";

/**
 * A stored menu as far as it is sound: unknown pages, repeats and links past the limit are left
 * out, labels cut to their length. A missing or damaged document reads as the defaults.
 */
export function soundMenus(value: unknown): Menus {
  if (!value || typeof value !== "object") return DEFAULT_MENUS;
  const stored = value as Record<string, unknown>;
  const menus = { ...DEFAULT_MENUS };
  for (const name of MENU_NAMES) {
    const items = stored[name];
    if (!Array.isArray(items)) continue;
    const seen = new Set<string>();
    menus[name] = items
      .flatMap((entry): MenuItem[] => {
        const { path, label } = (entry ?? {}) as { path?: unknown; label?: unknown };
        if (typeof path !== "string" || !isMenuPage(path) || seen.has(path)) return [];
        seen.add(path);
        const words = (label ?? {}) as Record<string, unknown>;
        const text = (v: unknown) =>
          typeof v === "string" ? cleanLine(v).trim().slice(0, MENU_LABEL_MAX) : "";
        return [{ path, label: { fr: text(words.fr), en: text(words.en) } }];
      })
      .slice(0, MENU_LIMITS[name]);
  }
  return menus;
}

export async function readMenus(database: AppDatabase): Promise<Menus> {
  return soundMenus(await readSettingsDocument(database, KEY));
}

/** Replaces both menus; every page shows them within seconds in every process. */
export async function saveMenus(
  database: AppDatabase,
  value: Menus,
  userId: string | null,
): Promise<void> {
  await writeSettingsDocument(database, KEY, value, userId);
}
