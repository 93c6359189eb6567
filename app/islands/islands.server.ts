import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

interface ManifestEntry {
  file: string;
  imports?: string[];
}

let loader: string | null | undefined;

/**
 * The address of the islands' loader in this build (build/server/islands.json, written by
 * vite.islands.config.ts), or null where there is none (the dev server): pages are then
 * hydrated by the router as a whole.
 */
export function islandLoader(): string | null {
  if (loader !== undefined) return loader;
  const file = path.join(import.meta.dirname, "islands.json");
  if (!existsSync(file)) return (loader = null);
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestEntry>;
  const entry = manifest["app/islands/loader.ts"];
  return (loader = entry ? `/islands/${entry.file}` : null);
}
