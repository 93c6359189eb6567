import type { AppDatabase } from "~/db/db.server";
import { choice, line, text } from "~/features/forms/index.server";
import { normalizePhone } from "~/lib/phone";
import { storeUpload } from "~/features/media/index.server";
import type { TeamMemberInput } from "./team.server";

/** A phone number, normalised ("90 12 34 56" → "+228 90 12 34 56"); empty is allowed. */
const phone = () =>
  line(200, { clip: true }).transform((value, ctx) => {
    if (!value) return "";
    const normalized = normalizePhone(value);
    if (!normalized) ctx.addIssue({ code: "custom", message: "PHONE" });
    return normalized ?? "";
  });

/** An e-mail address in lower case; empty is allowed. */
const email = () =>
  line(254, { clip: true })
    .transform((v) => v.toLowerCase())
    .refine((v) => !v || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v), "EMAIL");

/** An https link of at most 300 characters, or null when empty. */
const httpsUrl = () =>
  line(2000, { clip: true }).transform((value, ctx) => {
    if (!value) return null;
    try {
      const url = new URL(value);
      if (url.protocol !== "https:" || value.length > 300) throw new Error("not https");
      return url.toString();
    } catch {
      ctx.addIssue({ code: "custom", message: "URL" });
      return null;
    }
  });

/** A team member's form: name and French role required, phone and e-mail checked when given. */
export const teamMemberFields = {
  name: line(80, { required: true }),
  roleFr: line(80, { required: true }),
  roleEn: line(80),
  phone: phone(),
  email: email(),
  educationFr: text(2000),
  educationEn: text(2000),
  trainingFr: text(2000),
  trainingEn: text(2000),
  experienceFr: text(2000),
  experienceEn: text(2000),
} satisfies Record<keyof TeamMemberInput, unknown>;

/** A member's own fields out of a parsed form (not its intent, id or photo). */
export function teamMemberOf(input: TeamMemberInput): TeamMemberInput {
  const keys = Object.keys(teamMemberFields) as Array<keyof TeamMemberInput>;
  return Object.fromEntries(keys.map((key) => [key, input[key]])) as unknown as TeamMemberInput;
}

export const partnerKind = () => choice(["client", "partner"]).default("client");

/** A client's or partner's form: a name, an optional https link. */
export const partnerFields = {
  kind: partnerKind(),
  name: line(100, { required: true }),
  url: httpsUrl(),
};

/**
 * A chosen picture, through the media pipeline (AVIF/WebP at the sizes shown): its media id,
 * `null` when no file was chosen (the row keeps its picture), or "IMAGE" when the file is not a
 * picture the pipeline can read.
 */
export async function storePicture(
  database: AppDatabase,
  file: File | undefined,
  userId: string,
  /** A picture the page already sent to the media library (with its progress): its id. */
  mediaId?: string,
): Promise<string | null | "IMAGE"> {
  if (mediaId) {
    const known = await database.db
      .selectFrom("media")
      .select("id")
      .where("id", "=", mediaId)
      .executeTakeFirst();
    return known ? known.id : "IMAGE";
  }
  if (!file) return null;
  const stored = await storeUpload(database, file, userId);
  return typeof stored === "string" ? "IMAGE" : stored.id;
}
