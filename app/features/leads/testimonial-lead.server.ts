import { randomUUID } from "node:crypto";
import { adminWords, words } from "~/i18n/words/admin";
import { nowIso } from "~/db/db.server";
import {
  erasedToken,
  type LeadKindEntry,
  type StoredRow,
} from "~/features/leads/lead-kind-entry.server";
import { testimonialSchema } from "~/features/leads/schemas";
import { href } from "react-router";

/**
 * A visitor's testimonial (docs/product/forms.md#testimonial-form): stored pending, shown on the
 * home page only once the team has approved it from the moderation list.
 */
export const testimonialLead: LeadKindEntry<"testimonial", StoredRow, "testimonials"> = {
  schema: testimonialSchema,
  table: "testimonials",
  async insert(trx, input, meta) {
    const id = randomUUID();
    const now = nowIso();
    await trx
      .insertInto("testimonials")
      .values({
        id,
        created_at: now,
        updated_at: now,
        status: "pending",
        approved_at: null,
        locale: meta.locale,
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        rating: input.rating,
        content: input.testimonial,
        company: null,
        role: null,
        service: null,
        location: null,
        ip_hash: meta.ipHash,
        user_agent: meta.userAgent,
        submission_token: meta.token,
      })
      .execute();
    return { id };
  },
  emails: {
    visitor: (input) => ({ name: input.name, email: input.email }),
    title: (input) => input.name,
    describe(input, _stored, _meta, locale) {
      const f = words(locale, adminWords).lead.fields;
      return [
        [f.name, input.name],
        [f.email, input.email],
        [f.phone, input.phone],
        [f.rating, `${input.rating}/5`],
        [f.testimonial, `\n${input.testimonial}`],
      ];
    },
    // Moderated from the list, not from a page of its own.
    adminPath: () => href("/admin/testimonials"),
    notification: "Nouveau témoignage à modérer",
  },
  // A published testimonial leaves the site.
  erased: {
    name: "",
    email: "",
    phone: null,
    content: "",
    company: null,
    role: null,
    location: null,
    ip_hash: null,
    user_agent: null,
    submission_token: erasedToken(),
  },
};
