import type { Generated } from "kysely";

/**
 * Row types of every table. Application timestamps are ISO-8601 UTC strings on both SQLite and
 * PostgreSQL (see docs/decisions/003-database.md); auth tables follow better-auth's own layout.
 * JSON columns (tags, estimate, variants, details) hold JSON text.
 */
export type LeadStatus = "new" | "contacted" | "quoted" | "won" | "lost" | "spam";
export type PostStatus = "draft" | "published";
export type TestimonialStatus = "pending" | "approved" | "rejected";
export type OutboxStatus = "pending" | "sent" | "failed";
/** A devis's life (docs/product/sending-a-devis.md); "replaced" once a later version is sent. */
export type DevisStatus =
  "draft" | "sent" | "viewed" | "accepted" | "declined" | "expired" | "replaced" | "withdrawn";

export interface LeadMetadata {
  created_at: string;
  updated_at: string;
  status: LeadStatus;
  locale: string;
  source_page: string | null;
  /** The page the visit that brought the lead began on, without its query (migration 0031) */
  landing: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  ip_hash: string | null;
  user_agent: string | null;
  submission_token: string;
  /** The team member the lead is given to (a user id; migration 0009), null: nobody yet. */
  assigned_to: string | null;
  /** When the personal fields were cleared (retention or a request); null while they are kept. */
  anonymised_at: Generated<string | null>;
}

/**
 * The columns of every table the inbox lists: who wrote, and the metadata. A lead kind's table
 * extends it, and the inbox, export, privacy and statistics read it by these names.
 */
export interface InboxLeadColumns extends LeadMetadata {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string | null;
  urgency: string | null;
}
export interface ContactMessagesTable extends InboxLeadColumns {
  subject: string | null;
  service: string | null;
  message: string;
}

export interface QuoteRequestsTable extends InboxLeadColumns {
  reference: string;
  service_type: string;
  area: string | null;
  frequency: string | null;
  description: string;
  budget: string | null;
  estimate: string | null;
}

export interface TestimonialsTable {
  id: string;
  created_at: string;
  updated_at: string;
  status: TestimonialStatus;
  approved_at: string | null;
  locale: string;
  name: string;
  email: string;
  phone: string | null;
  rating: number;
  content: string;
  company: string | null;
  role: string | null;
  service: string | null;
  location: string | null;
  ip_hash: string | null;
  user_agent: string | null;
  submission_token: string;
  /** 1 for invented content seeded on a fresh install (decision 012). */
  is_demo: Generated<number>;
  /** When the personal fields were cleared (retention or a request); null while they are kept. */
  anonymised_at: Generated<string | null>;
  /** The devis whose client was asked for it (migration 0029); null when sent from the site. */
  devis_id: Generated<string | null>;
}

export interface LeadNotesTable {
  id: string;
  /** The lead's kind (LEAD_TYPES in app/features/leads/lead-kind.ts) */
  lead_type: string;
  lead_id: string;
  author_id: string | null;
  body: string;
  created_at: string;
}

export interface BlogPostsTable {
  id: string;
  title: string;
  slug: string;
  content: string;
  excerpt: Generated<string>;
  image_url: string | null;
  status: PostStatus;
  tags: Generated<string>;
  author_name: string;
  author_id: string | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  /** The language of this version ("fr" or "en"). */
  locale: Generated<string>;
  /** Shared by the French and English versions of one article (at most one per language). */
  translation_group: string | null;
  /** What the cover picture shows, for those who cannot see it. */
  image_alt: string | null;
  /** Invented demo content, removable in one action from the dashboard. */
  is_demo: Generated<number>;
  /** Title, excerpt and content folded for the search (`postSearchText`, migration 0011). */
  search_text: Generated<string>;
}

export interface BlogSlugRedirectsTable {
  old_slug: string;
  post_id: string;
  created_at: string;
}

/** Every saved version of a post (migration 0018), numbered from 1 per post. */
export interface BlogPostVersionsTable {
  post_id: string;
  version: number;
  /** The post's fields as JSON (`PostSnapshot`). */
  data: string;
  saved_at: string;
  saved_by: string | null;
  /** The saver's name then, shown once the account is gone. */
  saved_by_name: string | null;
  /** "save", "restore" (from `restored_from`) or "earlier" (before the history began). */
  kind: Generated<string>;
  restored_from: number | null;
}

export interface MediaTable {
  id: string;
  created_at: string;
  uploaded_by: string | null;
  original_name: string;
  mime_type: string;
  width: number;
  height: number;
  bytes: number;
  variants: string;
  /** What the picture shows, in the staff's words (the media library); each page slot keeps its own. */
  alt: string | null;
  /** SHA-256 of the uploaded bytes: the same file sent twice (a second tap, a retry) is one row. */
  content_hash: string | null;
  /** File name and description folded for the library's search (`mediaSearchText`, migration 0017). */
  search_text: Generated<string>;
}

/** One generated variant of an uploaded picture (`{media id}-{width}.{avif|webp}`), bytes included. */
export interface MediaFilesTable {
  name: string;
  media_id: string;
  content_type: string;
  content: Buffer;
}

/** Secrets the site generates for itself (the auth signing secret), shared by every process. */
export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

export interface EmailOutboxTable {
  id: string;
  created_at: string;
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  related_type: string | null;
  related_id: string | null;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  /** 1 when "sent" means written as a file under DATA_DIR/outbox (no SMTP_URL) */
  sent_to_file: Generated<number>;
}

/** A file sent with an e-mail (the devis PDF), kept until the message is emptied or deleted. */
export interface EmailAttachmentsTable {
  id: string;
  email_id: string;
  position: number;
  filename: string;
  content_type: string;
  content: Buffer;
}

/**
 * One version of a devis (migration 0012). Amounts are whole FCFA, computed on the server from
 * the lines; `vat_rate` is in hundredths of a percent (1800: 18 %). The link's token is kept as
 * a hash (to find the devis) and sealed with the signing secret (to show the link to staff).
 */
export interface DevisTable {
  id: string;
  /** The request's reference ("DV-2026-0042"), shared by every version. */
  number: string;
  version: number;
  request_id: string | null;
  status: DevisStatus;
  locale: string;
  client_name: string;
  client_company: string | null;
  client_email: string;
  client_phone: string;
  client_address: string | null;
  discount_percent: number;
  vat_rate: number;
  subtotal: number;
  discount: number;
  vat: number;
  total: number;
  /** The last day the client may accept, "YYYY-MM-DD" in Lomé. */
  valid_until: string;
  payment_terms: string;
  note: string;
  token_hash: string | null;
  token_sealed: string | null;
  /** The later version that replaced this one once it was sent. */
  replaced_by: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
  viewed_at: string | null;
  answered_at: string | null;
  /** The name the client typed to accept (or declined under), and the address it came from. */
  answer_name: string | null;
  answer_reason: string | null;
  answer_address: string | null;
  anonymised_at: string | null;
  /** When a send claimed this draft (migration 0013); null when no send is under way. */
  sending_at: Generated<string | null>;
}

/** A devis's PDF as drawn once and served as stored: "sent", then "accepted" (migration 0013). */
export interface DevisDocumentsTable {
  devis_id: string;
  kind: "sent" | "accepted";
  content: Buffer;
  created_at: string;
}

/** One line of a devis: `quantity` in hundredths (250 = 2.5), prices in whole FCFA. */
export interface DevisLinesTable {
  id: string;
  devis_id: string;
  position: number;
  price_item_id: string | null;
  label: string;
  unit: string;
  quantity: number;
  unit_price: number;
  total: number;
}

/** An invoice after an accepted devis (migration 0030, docs/product/invoices.md): never updated. */
export interface InvoicesTable {
  id: string;
  /** "FA-2026-0001", from the year's counter. */
  number: string;
  kind: "deposit" | "balance" | "full";
  devis_id: string;
  /** The devis's reference as printed: "DV-2026-0042-v2". */
  devis_reference: string;
  locale: string;
  client_name: string;
  client_company: string | null;
  client_email: string;
  client_phone: string;
  client_address: string | null;
  vat_rate: number;
  /** Whole FCFA: before VAT, VAT, and what the client owes. */
  net: number;
  vat: number;
  total: number;
  /** "YYYY-MM-DD" in Lomé. */
  issued_on: string;
  due_on: string;
  created_by: string | null;
  created_at: string;
  anonymised_at: string | null;
}

/** A line as printed; a deposit's or a deduction's has no quantity, unit or unit price. */
export interface InvoiceLinesTable {
  invoice_id: string;
  position: number;
  label: string;
  unit: string | null;
  quantity: number | null;
  unit_price: number | null;
  total: number;
}

/** A credit note ("AV-2026-0001"): cancels one invoice in full or in part. */
export interface CreditNotesTable {
  id: string;
  number: string;
  invoice_id: string;
  reason: string;
  net: number;
  vat: number;
  total: number;
  issued_on: string;
  created_by: string | null;
  created_at: string;
  /** The issuing form's one-time key: the same form sent twice issues once. */
  submission_key: string | null;
}

/** Money received against one invoice, as staff recorded it. */
export interface PaymentsTable {
  id: string;
  invoice_id: string;
  amount: number;
  paid_on: string;
  method: "cash" | "tmoney" | "flooz" | "transfer" | "cheque";
  /** The mobile-money transaction id, the cheque's number; may be empty. */
  reference: string;
  recorded_by: string | null;
  created_at: string;
  /** The form's one-time key: the same form sent twice records once. */
  submission_key: string | null;
}

/** The stored PDF of an invoice or a credit note, keyed by its id. */
export interface InvoiceDocumentsTable {
  document_id: string;
  content: Buffer;
  created_at: string;
}

export type InterventionStatus = "planned" | "done" | "cancelled";

/** A visit planned from an accepted devis (migration 0029): times are ISO-8601 UTC. */
export interface InterventionsTable {
  id: string;
  devis_id: string;
  status: InterventionStatus;
  starts_at: string;
  ends_at: string;
  address: string;
  notes: string;
  /** The .ics SEQUENCE: raised on every move and on the cancellation. */
  sequence: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  /** When the current date was set (planned or moved): no reminder for a date set too late. */
  planned_at: string;
  done_at: string | null;
  cancelled_at: string | null;
  reminded_at: string | null;
  anonymised_at: string | null;
}

export interface InterventionMembersTable {
  intervention_id: string;
  member_id: string;
}

/** The testimonial asked of a devis's client once its last intervention is done (0029). */
export interface TestimonialRequestsTable {
  devis_id: string;
  due_at: string;
  created_at: string;
  requested_at: string | null;
  token_hash: string | null;
  used_at: string | null;
}

export interface AuditLogTable {
  id: string;
  created_at: string;
  user_id: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  details: string | null;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  window_start: string;
}

export interface CountersTable {
  name: string;
  value: number;
}

// better-auth's tables (admin and two-factor plugins); names are camelCase by its convention.
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  role: string | null;
  banned: boolean | number | null;
  banReason: string | null;
  banExpires: Date | string | null;
  twoFactorEnabled: boolean | number | null;
}

export interface SessionTable {
  id: string;
  expiresAt: Date | string;
  token: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  impersonatedBy: string | null;
}

/** better-auth's one-time tokens (password reset: identifier `reset-password:<token>`, value user id). */
export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Date | string;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** Owner-edited content (migration 0006, decision 012). `*_en` empty means "use French". */
export interface SiteSettingsTable {
  key: string;
  value: string;
  updated_at: string;
  updated_by: string | null;
}

interface Stamps {
  created_at: string;
  updated_at: string;
}

export interface PriceSectionsTable extends Stamps {
  id: string;
  position: number;
  title_fr: string;
  title_en: string;
  item_header_fr: string;
  item_header_en: string;
  description_header_fr: string;
  description_header_en: string;
}

export interface PriceItemsTable extends Stamps {
  id: string;
  section_id: string;
  position: number;
  label_fr: string;
  label_en: string;
  description_fr: string;
  description_en: string;
  min_fcfa: number;
  max_fcfa: number;
  unit: string;
  frequency_applies: number;
  color: string | null;
}

export interface TeamMembersTable extends Stamps {
  id: string;
  position: number;
  name: string;
  role_fr: string;
  role_en: string;
  photo_media_id: string | null;
  photo_builtin: string | null;
  phone: string | null;
  email: string | null;
  education_fr: string;
  education_en: string;
  training_fr: string;
  training_en: string;
  experience_fr: string;
  experience_en: string;
  is_demo: Generated<number>;
}

export interface PartnersTable extends Stamps {
  id: string;
  kind: "client" | "partner";
  position: number;
  name: string;
  logo_media_id: string | null;
  url: string | null;
  is_demo: Generated<number>;
}

export interface GalleryAlbumsTable extends Stamps {
  id: string;
  position: number;
  title_fr: string;
  title_en: string;
  description_fr: string;
  description_en: string;
}

export interface GalleryPhotosTable extends Stamps {
  id: string;
  album_id: string;
  media_id: string;
  position: number;
  caption_fr: string;
  caption_en: string;
  /** The point kept in view when a thumbnail crops the photo, in percent from the left / top. */
  focus_x: Generated<number>;
  focus_y: Generated<number>;
}

/** A public page's draft (docs/decisions/034-page-content-model.md): one JSON document. */
export interface PageDraftsTable {
  page: string;
  data: string;
  /** Moves with every save: a save made from an older revision is refused. */
  revision: number;
  updated_at: string;
  updated_by: string | null;
}

/** A public page answered to a visitor (db/migrations/0023-visits.ts). */
export interface VisitsTable {
  at: string;
  /** The Lomé (UTC) day of `at`: "2026-11-28" */
  day: string;
  path: string;
  locale: string;
  /** 1 when the view begins a visit; its source and campaign are then set */
  arrival: number;
  source: string | null;
  campaign: string | null;
  device: string;
  country: string | null;
  /** The day's salted hash of address and user agent: one visitor, that day only */
  visitor: string;
}

/** A day's page views past 90 days, counted one way (by source: "facebook"), and its visitors. */
export interface VisitDaysTable {
  day: string;
  /** "all" (value null), or a column of visits: "source", "campaign", "path", "device"… */
  dimension: string;
  value: string | null;
  arrival: number;
  views: number;
  /** Distinct visitors in that group that day: a visitor's hash changes every day. */
  visitors: number;
}

/** A short address (/go/<slug>) that sends a campaign's visitors to a page, tagged. */
export interface CampaignLinksTable {
  id: string;
  slug: string;
  /** A public page's path, with `?lng=en` for the English page */
  target: string;
  /** utm_source, utm_medium (or null) and utm_campaign of the visits it brings */
  source: string;
  medium: string | null;
  campaign: string;
  created_by: string | null;
  created_at: string;
}

/** An administrator's Monday report: sent (1) or not (0), and its language. */
export interface ReportSettingsTable {
  user_id: string;
  weekly: number;
  locale: string;
  updated_at: string;
}

export interface VisitSaltsTable {
  day: string;
  salt: string;
}

/** What one person typed in an editor and has not saved (features/admin/autosaves.server.ts). */
export interface AutosavesTable {
  /** What is edited: "page:home", "post:<id>" */
  target: string;
  user_id: string;
  data: string;
  /** The stored version the typing began from (a page's revision, a post's updated_at) */
  base: string;
  saved_at: string;
}

/** Every published version of a page; the highest is what visitors see. */
export interface PageVersionsTable {
  page: string;
  version: number;
  data: string;
  published_at: string;
  published_by: string | null;
}

/** A page text the figure-token migration (0014) could not decide, until the page is saved. */
export interface PageTextChecksTable {
  page: string;
  /** Where in the document: "final.text.fr" */
  path: string;
  text: string;
  found_at: string;
}

/** A payment reminder sent: 7, 15 or 30 days after the due date (migration 0034). */
export interface InvoiceRemindersTable {
  invoice_id: string;
  step: number;
  sent_at: string;
}

/** A client, by e-mail address, who asked for no payment reminders. */
export interface ReminderOptOutsTable {
  client_email: string;
  created_at: string;
  created_by: string | null;
}

export interface Database {
  invoice_reminders: InvoiceRemindersTable;
  reminder_opt_outs: ReminderOptOutsTable;
  site_settings: SiteSettingsTable;
  page_drafts: PageDraftsTable;
  autosaves: AutosavesTable;
  visits: VisitsTable;
  visit_days: VisitDaysTable;
  visit_salts: VisitSaltsTable;
  campaign_links: CampaignLinksTable;
  report_settings: ReportSettingsTable;
  page_versions: PageVersionsTable;
  page_text_checks: PageTextChecksTable;
  price_sections: PriceSectionsTable;
  price_items: PriceItemsTable;
  team_members: TeamMembersTable;
  partners: PartnersTable;
  gallery_albums: GalleryAlbumsTable;
  gallery_photos: GalleryPhotosTable;
  contact_messages: ContactMessagesTable;
  quote_requests: QuoteRequestsTable;
  testimonials: TestimonialsTable;
  lead_notes: LeadNotesTable;
  blog_posts: BlogPostsTable;
  blog_slug_redirects: BlogSlugRedirectsTable;
  blog_post_versions: BlogPostVersionsTable;
  media: MediaTable;
  media_files: MediaFilesTable;
  app_secrets: AppSecretsTable;
  email_outbox: EmailOutboxTable;
  email_attachments: EmailAttachmentsTable;
  devis: DevisTable;
  devis_lines: DevisLinesTable;
  devis_documents: DevisDocumentsTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  credit_notes: CreditNotesTable;
  payments: PaymentsTable;
  invoice_documents: InvoiceDocumentsTable;
  interventions: InterventionsTable;
  intervention_members: InterventionMembersTable;
  testimonial_requests: TestimonialRequestsTable;
  audit_log: AuditLogTable;
  rate_limits: RateLimitsTable;
  counters: CountersTable;
  user: UserTable;
  session: SessionTable;
  verification: VerificationTable;
}

type TableWith<Columns> = {
  [T in keyof Database]: Database[T] extends Columns ? T : never;
}[keyof Database];
/** A table a lead form stores in: its own id, e-mail and idempotency key. */
export type LeadTable = TableWith<{ id: string; email: string; submission_token: string }>;
/** A table the inbox lists: the shared columns (who, status, origin) and the kind's own. */
export type InboxTable = TableWith<InboxLeadColumns>;
