import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { nowIso, type AppDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { bumpContentVersion } from "./content-version.server";
import { editOneRow } from "./public-edit.server";
import { mediaImage, type MediaImage } from "~/content/media-image";

export type PartnerKind = "client" | "partner";

/** A client or partner of the home page's tickers. */
export interface Partner {
  id: string;
  kind: PartnerKind;
  name: string;
  logo: MediaImage | null;
  url: string | null;
  isDemo: boolean;
}

export async function listPartners(db: Kysely<Database>): Promise<Partner[]> {
  const rows = await db
    .selectFrom("partners as p")
    .leftJoin("media as m", "m.id", "p.logo_media_id")
    .selectAll("p")
    .select(["m.variants", "m.width", "m.height"])
    .orderBy("p.kind")
    .orderBy("p.position")
    .orderBy("p.created_at")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    name: r.name,
    url: r.url,
    isDemo: Number(r.is_demo) === 1,
    logo:
      r.logo_media_id && r.variants
        ? mediaImage({
            id: r.logo_media_id,
            variants: r.variants,
            width: Number(r.width),
            height: Number(r.height),
          })
        : null,
  }));
}

export async function addPartner(
  { db }: AppDatabase,
  input: { kind: PartnerKind; name: string; url: string | null; logoMediaId?: string | null },
  isDemo = false,
): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom("partners")
      .select((eb) => eb.fn.max("position").as("p"))
      .where("kind", "=", input.kind)
      .executeTakeFirst();
    await trx
      .insertInto("partners")
      .values({
        id,
        kind: input.kind,
        position: Number(last?.p ?? -1) + 1,
        name: input.name,
        url: input.url,
        logo_media_id: input.logoMediaId ?? null,
        is_demo: isDemo ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await bumpContentVersion(trx);
  });
  return id;
}

export async function updatePartner(
  database: AppDatabase,
  id: string,
  input: { name: string; url: string | null; logoMediaId?: string },
): Promise<boolean> {
  return editOneRow(database, (trx) =>
    trx
      .updateTable("partners")
      .set({
        name: input.name,
        url: input.url,
        ...(input.logoMediaId ? { logo_media_id: input.logoMediaId } : {}),
        is_demo: 0,
        updated_at: nowIso(),
      })
      .where("id", "=", id)
      .executeTakeFirst(),
  );
}

export async function removePartner(database: AppDatabase, id: string): Promise<boolean> {
  return editOneRow(database, (trx) =>
    trx.deleteFrom("partners").where("id", "=", id).executeTakeFirst(),
  );
}
