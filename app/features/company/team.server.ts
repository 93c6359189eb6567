import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { nowIso, type AppDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { bumpContentVersion } from "./content-version.server";
import { editOneRow } from "./public-edit.server";
import { mediaImage, type MediaImage } from "~/content/media-image";

/** A team member as typed in the admin (English may be empty: pages then show the French). */
export interface TeamMemberInput {
  name: string;
  roleFr: string;
  roleEn: string;
  phone: string;
  email: string;
  educationFr: string;
  educationEn: string;
  trainingFr: string;
  trainingEn: string;
  experienceFr: string;
  experienceEn: string;
}

export interface TeamMember extends TeamMemberInput {
  id: string;
  position: number;
  /** An uploaded portrait */
  photo: MediaImage | null;
  /** A bundled illustration (the demo leader), used when no portrait was uploaded */
  photoBuiltin: string | null;
  isDemo: boolean;
}

export async function listTeam(db: Kysely<Database>): Promise<TeamMember[]> {
  const rows = await db
    .selectFrom("team_members as t")
    .leftJoin("media as m", "m.id", "t.photo_media_id")
    .selectAll("t")
    .select(["m.variants", "m.width", "m.height"])
    .orderBy("t.position")
    .orderBy("t.created_at")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    position: r.position,
    name: r.name,
    roleFr: r.role_fr,
    roleEn: r.role_en,
    phone: r.phone ?? "",
    email: r.email ?? "",
    educationFr: r.education_fr,
    educationEn: r.education_en,
    trainingFr: r.training_fr,
    trainingEn: r.training_en,
    experienceFr: r.experience_fr,
    experienceEn: r.experience_en,
    photo:
      r.photo_media_id && r.variants
        ? mediaImage({
            id: r.photo_media_id,
            variants: r.variants,
            width: Number(r.width),
            height: Number(r.height),
          })
        : null,
    photoBuiltin: r.photo_builtin,
    isDemo: Number(r.is_demo) === 1,
  }));
}

const columns = (m: TeamMemberInput) => ({
  name: m.name,
  role_fr: m.roleFr,
  role_en: m.roleEn,
  phone: m.phone || null,
  email: m.email || null,
  education_fr: m.educationFr,
  education_en: m.educationEn,
  training_fr: m.trainingFr,
  training_en: m.trainingEn,
  experience_fr: m.experienceFr,
  experience_en: m.experienceEn,
});

/** Adds a member at the end of the list; returns its id. */
export async function addTeamMember(
  { db }: AppDatabase,
  input: TeamMemberInput,
  extra: { photoMediaId?: string | null; photoBuiltin?: string | null; isDemo?: boolean } = {},
): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom("team_members")
      .select((eb) => eb.fn.max("position").as("p"))
      .executeTakeFirst();
    await trx
      .insertInto("team_members")
      .values({
        id,
        position: Number(last?.p ?? -1) + 1,
        ...columns(input),
        photo_media_id: extra.photoMediaId ?? null,
        photo_builtin: extra.photoBuiltin ?? null,
        is_demo: extra.isDemo ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await bumpContentVersion(trx);
  });
  return id;
}

/** Saves a member's texts (and a new portrait when given); an edited demo member becomes real. */
export async function updateTeamMember(
  database: AppDatabase,
  id: string,
  input: TeamMemberInput,
  photoMediaId?: string,
): Promise<boolean> {
  return editOneRow(database, (trx) =>
    trx
      .updateTable("team_members")
      .set({
        ...columns(input),
        ...(photoMediaId ? { photo_media_id: photoMediaId } : {}),
        is_demo: 0,
        updated_at: nowIso(),
      })
      .where("id", "=", id)
      .executeTakeFirst(),
  );
}

export async function removeTeamMember(database: AppDatabase, id: string): Promise<boolean> {
  return editOneRow(database, (trx) =>
    trx.deleteFrom("team_members").where("id", "=", id).executeTakeFirst(),
  );
}

/**
 * Moves a row of an ordered table one place up or down by swapping positions with its
 * neighbour. Used by the team, clients and gallery lists.
 */
export async function moveRow(
  db: Kysely<Database>,
  table: "team_members" | "partners" | "gallery_albums" | "gallery_photos",
  id: string,
  direction: "up" | "down",
  scope?: { column: "kind" | "album_id"; value: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // The table is one of four fixed names; Kysely types each one, so go through `any` here.
    const t = trx as unknown as Kysely<Record<string, { id: string; position: number }>>;
    let query = t.selectFrom(table).select(["id", "position"]);
    if (scope) query = query.where(scope.column as "id", "=", scope.value);
    const rows = await query.orderBy("position").orderBy("id").execute();
    const index = rows.findIndex((r) => r.id === id);
    const other = rows[direction === "up" ? index - 1 : index + 1];
    if (index < 0 || !other) return false;
    // Renumber all so equal positions (old rows) end in a clean order.
    const order = rows.map((r) => r.id);
    order[index] = other.id;
    order[rows.indexOf(other)] = id;
    for (const [position, rowId] of order.entries())
      await t.updateTable(table).set({ position }).where("id", "=", rowId).execute();
    await bumpContentVersion(trx);
    return true;
  });
}

export function newId(): string {
  return randomUUID();
}
