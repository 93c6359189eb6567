import { initial } from "./0001-initial";
import { stateInDatabase } from "./0002-state-in-database";
import { postTranslations } from "./0003-post-translations";
import { ownerContent } from "./0006-owner-content";
import { personalData } from "./0007-personal-data";
import { demoCoverAlts } from "./0008-demo-cover-alts";
import { leadAssignment } from "./0009-lead-assignment";
import { pageDocuments } from "./0010-page-documents";
import { postSearchText } from "./0011-post-search-text";
import { devis } from "./0012-devis";
import { devisDocuments } from "./0013-devis-documents";
import { figureTokens } from "./0014-figure-tokens";
import { galleryFocus } from "./0015-gallery-focus";
import { auditActionIndex } from "./0016-audit-action-index";
import { mediaSearchText } from "./0017-media-search-text";
import { blogPostVersions } from "./0018-blog-post-versions";
import { autosaves } from "./0020-autosaves";
import { indexesAtScale } from "./0021-indexes-at-scale";
import { searchIndexes } from "./0022-search-indexes";
import { visits } from "./0023-visits";
import { campaignLinks } from "./0024-campaign-links";
import { reportSettings } from "./0026-report-settings";
import { coveringIndexes } from "./0027-covering-indexes";
import { dashboardIndexes } from "./0028-dashboard-indexes";
import { interventions } from "./0029-interventions";
import { invoices } from "./0030-invoices";
import { leadLanding } from "./0031-lead-landing";
import { invoiceReminders } from "./0034-invoice-reminders";
import { urgencyIndexes } from "./0035-urgency-indexes";
import type { DialectMigration } from "./types";

/**
 * Every migration, in order. Names are stored in the database; never rename or reorder one that
 * has shipped — add a new one instead. They are imported (not read from disk) so the server
 * bundle carries them.
 */
export const migrations: Record<string, DialectMigration> = {
  "0001-initial": initial,
  "0002-state-in-database": stateInDatabase,
  "0003-post-translations": postTranslations,
  "0006-owner-content": ownerContent,
  "0007-personal-data": personalData,
  "0008-demo-cover-alts": demoCoverAlts,
  "0009-lead-assignment": leadAssignment,
  "0010-page-documents": pageDocuments,
  "0011-post-search-text": postSearchText,
  "0012-devis": devis,
  "0013-devis-documents": devisDocuments,
  "0014-figure-tokens": figureTokens,
  "0015-gallery-focus": galleryFocus,
  "0016-audit-action-index": auditActionIndex,
  "0017-media-search-text": mediaSearchText,
  "0018-blog-post-versions": blogPostVersions,
  "0020-autosaves": autosaves,
  "0021-indexes-at-scale": indexesAtScale,
  "0022-search-indexes": searchIndexes,
  "0023-visits": visits,
  "0024-campaign-links": campaignLinks,
  "0026-report-settings": reportSettings,
  "0027-covering-indexes": coveringIndexes,
  "0028-dashboard-indexes": dashboardIndexes,
  "0029-interventions": interventions,
  "0030-invoices": invoices,
  "0031-lead-landing": leadLanding,
  "0034-invoice-reminders": invoiceReminders,
  "0035-urgency-indexes": urgencyIndexes,
};
