import { randomUUID } from "node:crypto";
import { adminWords, words } from "~/i18n/words/admin";
import { identityWords, storedIdentityWords } from "~/features/leads/lead-emails.server";
import {
  ERASED_IDENTITY,
  leadColumns,
  type LeadKindEntry,
  type StoredRow,
} from "~/features/leads/lead-kind-entry.server";
import { leadWord } from "~/features/leads/lead-words";
import { contactSchema } from "~/features/leads/schemas";
import { href } from "react-router";

/** The contact form as a lead: a message to the team (docs/product/forms.md#contact-form). */
export const contactLead: LeadKindEntry<"contact", StoredRow, "contact_messages"> = {
  schema: contactSchema,
  table: "contact_messages",
  async insert(trx, input, meta) {
    const id = randomUUID();
    await trx
      .insertInto("contact_messages")
      .values({
        id,
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        phone: input.phone,
        company: input.company ?? null,
        subject: input.subject ?? null,
        service: input.service ?? null,
        message: input.message,
        urgency: input.urgency ?? null,
        ...leadColumns(meta),
      })
      .execute();
    return { id };
  },
  emails: {
    visitor: (input) => ({ name: input.firstName, email: input.email }),
    title: (input) => `${input.firstName} ${input.lastName}`,
    describe(input, _stored, _meta, locale) {
      const f = words(locale, adminWords).lead.fields;
      return [
        ...identityWords(input, locale),
        [f.subject, input.subject],
        [f.service, leadWord("service", input.service, locale)],
        [f.urgency, leadWord("urgency", input.urgency, locale)],
        [f.message, `\n${input.message}`],
      ];
    },
    adminPath: ({ id }) => href("/admin/leads/:type/:id", { type: "contact", id }),
    notification: "Nouveau message de contact",
  },
  erased: { ...ERASED_IDENTITY, subject: null, message: "" },
  inbox: {
    columns: { service: "service", body: "message", reference: null },
    page(row, _grid, locale) {
      const f = words(locale, adminWords).lead.fields;
      return [
        ...storedIdentityWords(row, locale),
        [f.subject, row.subject],
        [f.service, leadWord("service", row.service, locale)],
        [f.urgency, leadWord("urgency", row.urgency, locale)],
        [f.message, row.message],
      ];
    },
    csv: (row) => ({ subject: row.subject }),
  },
};
