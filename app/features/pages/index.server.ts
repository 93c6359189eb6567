// The content model of the pages the company edits: their fields, initial content, and what is
// published.
// Server-only entry: what loaders, actions and server code use.
export {
  figureChoices,
  foundingYear,
  initialDocument,
  projectPage,
  tokenSources,
} from "./content.server";
export {
  artworkCount,
  listVersions,
  loadPageMedia,
  mediaIdsOf,
  readDraft,
  readPublishedPages,
  readVersion,
} from "./page-store.server";
export { draftReader, pageContent, type PublishedSite } from "./shown.server";
