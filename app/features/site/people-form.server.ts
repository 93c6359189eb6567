import type { AppDatabase } from "~/db/db.server";
import { normalizePhone } from "~/features/leads/phone";
import { storeUpload } from "~/features/media/media.server";
import type { PartnerKind } from "./partners.server";
import type { TeamMemberInput } from "./team.server";
import type { FieldProblems } from "./validation";

type Parsed<T> = { ok: true; value: T } | { ok: false; problems: FieldProblems };

const reader = (form: FormData, problems: FieldProblems) => {
  const get = (key: string) => String(form.get(key) ?? "").trim();
  return {
    text(key: string, max: number, required = false) {
      const value = get(key);
      if (required && !value) problems[key] = "REQUIRED";
      else if (value.length > max) problems[key] = "TOO_LONG";
      return value;
    },
    phone(key: string) {
      const value = get(key);
      if (!value) return "";
      const normalized = normalizePhone(value);
      if (!normalized) problems[key] = "PHONE";
      return normalized ?? "";
    },
    email(key: string) {
      const value = get(key).toLowerCase();
      if (value && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) problems[key] = "EMAIL";
      return value.slice(0, 254);
    },
    url(key: string) {
      const value = get(key);
      if (!value) return null;
      try {
        const url = new URL(value);
        if (url.protocol !== "https:" || value.length > 300) throw new Error("not https");
        return url.toString();
      } catch {
        problems[key] = "URL";
        return null;
      }
    },
  };
};

/** A team member's form: name and French role required, phone and e-mail checked when given. */
export function parseTeamForm(form: FormData): Parsed<TeamMemberInput> {
  const problems: FieldProblems = {};
  const r = reader(form, problems);
  const value: TeamMemberInput = {
    name: r.text("name", 80, true),
    roleFr: r.text("roleFr", 80, true),
    roleEn: r.text("roleEn", 80),
    phone: r.phone("phone"),
    email: r.email("email"),
    educationFr: r.text("educationFr", 2000),
    educationEn: r.text("educationEn", 2000),
    trainingFr: r.text("trainingFr", 2000),
    trainingEn: r.text("trainingEn", 2000),
    experienceFr: r.text("experienceFr", 2000),
    experienceEn: r.text("experienceEn", 2000),
  };
  return Object.keys(problems).length ? { ok: false, problems } : { ok: true, value };
}

/** A client's or partner's form: a name, an optional https link. */
export function parsePartnerForm(
  form: FormData,
): Parsed<{ kind: PartnerKind; name: string; url: string | null }> {
  const problems: FieldProblems = {};
  const r = reader(form, problems);
  const kind = form.get("kind") === "partner" ? "partner" : "client";
  const value = { kind, name: r.text("name", 100, true), url: r.url("url") } as const;
  return Object.keys(problems).length ? { ok: false, problems } : { ok: true, value };
}

/** An uploaded file field, or undefined when the form carried none. */
/**
 * The picture sent in `key`, through the media pipeline (AVIF/WebP at the sizes shown): its media
 * id, `null` when no file was chosen (the row keeps its picture), or "IMAGE" when the file is not
 * a picture the pipeline can read.
 */
export async function storePictureField(
  database: AppDatabase,
  form: FormData,
  key: string,
  userId: string,
): Promise<string | null | "IMAGE"> {
  const file = form.get(key);
  if (!(file instanceof File) || file.size === 0) return null;
  const stored = await storeUpload(database, file, userId);
  return typeof stored === "string" ? "IMAGE" : stored.id;
}
