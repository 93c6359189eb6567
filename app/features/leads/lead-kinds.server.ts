import { contactLead } from "~/features/leads/contact-lead.server";
import { quoteLead } from "~/features/leads/quote-lead.server";
import { testimonialLead } from "~/features/leads/testimonial-lead.server";
import { LEAD_TYPES, type LeadKind, type LeadType } from "./lead-kind";
import type { InboxTable, LeadTable } from "~/db/schema";
import type { InboxHooks, LeadKindEntry } from "./lead-kind-entry.server";

/**
 * Every lead form, one entry each (schema, table, row, words, e-mails, how the team reads it),
 * next to the form it belongs to. The pipeline in leads.server.ts, the inbox, the export, the
 * privacy tools and the dashboard read nothing else about a form.
 */
export const leadKinds = {
  contact: contactLead,
  quote: quoteLead,
  testimonial: testimonialLead,
} satisfies {
  // eslint-disable-next-line typescript/no-explicit-any -- each form stores its own row shape
  [K in LeadKind]: LeadKindEntry<K, any, any>;
};

/** An inbox kind as code that loops over all of them reads it: its table and its hooks. */
export interface InboxKind {
  type: LeadType;
  table: InboxTable;
  inbox: InboxHooks<InboxTable>;
}

export function inboxKind(type: LeadType): InboxKind {
  const { table, inbox } = leadKinds[type];
  return { type, table, inbox: inbox as InboxHooks<InboxTable> };
}

/** The inbox kinds in the inbox's order. */
export const INBOX_KINDS: readonly InboxKind[] = LEAD_TYPES.map(inboxKind);
export const INBOX_TABLES: readonly InboxTable[] = INBOX_KINDS.map(({ table }) => table);

/** A table's name in camelCase: `contact_messages` → `contactMessages`. */
export type TableKey<S extends string> = S extends `${infer A}_${infer B}`
  ? `${A}${Capitalize<TableKey<B>>}`
  : S;

/** A lead table's name as the person's file and the privacy counts call it: `contactMessages`. */
export function tableKey<T extends LeadTable>(table: T): TableKey<T> {
  return table.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()) as TableKey<T>;
}

/** A stored row's own columns under the inbox's names. */
export function inboxColumns(kind: InboxKind, row: object) {
  const { service, body, reference } = kind.inbox.columns;
  const cell = row as Record<string, string | null | undefined>;
  return {
    service: cell[service] ?? null,
    body: cell[body] ?? "",
    reference: (reference && cell[reference]) ?? null,
  };
}
