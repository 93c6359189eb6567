/**
 * Shape of the legal notice and the privacy page (docs/product/privacy.md): plain sections of
 * text, built from the company's identity and the legal facts the owner edits. Import it from
 * "./types", which re-exports it.
 */
import type { ContactLink, LinkButton, PageMeta } from "./base-types";

export type LegalSection = {
  /** The section's anchor (#donnees, #droits…): stable, so other pages and e-mails may link it. */
  id: string;
  heading: string;
  paragraphs: string[];
  /** A list after the paragraphs */
  items?: string[];
  /** A mailto: link, or a page of the site, after the text */
  link?: ContactLink;
};

export type LegalPageContent = {
  meta: PageMeta;
  title: string;
  intro: string;
  /** Label of the list of sections at the top of the page */
  contentsLabel: string;
  sections: LegalSection[];
  /** The other page of the pair (legal notice ↔ privacy) */
  seeAlso: LinkButton;
};
