// Articles: storing, searching, translating and showing them.
// The entry the rest of the app imports (safe in the browser; the server side is index.server.ts).
export { toArticle } from "./article-data";
export { articleSeo, blogPostingJsonLd, rssLink } from "./article-seo";
export { ArticleBody, ArticleHeader, AuthorFooter, RecentPosts } from "./article-view";
export { default as BlogList } from "./blog-list.island";
export { blogListHref, pageCount } from "./blog-list";
export { BlogErrorScreen, BlogMissingPage } from "./blog-states";
export { blogErrorMessage } from "./errors";
export { signedBy, toCard } from "./format";
export { defaultAuthor } from "./post-author";
export { PostImage } from "./post-image";
export { POST_STATES, postState, type PostState } from "./post-state";
export { fromLomeInput, toLomeInput } from "./lome-time";
export { normaliseTags, POST_LIMITS } from "./post-input";
export { PROSE } from "./prose";
export { isSlugShaped, MAX_SLUG_LENGTH } from "./slug";
export { TYPED_FIELDS, type PostTyping } from "./post-typing";
export { withTimeout } from "./timeout";
export type {
  ComparedField,
  MissingAlt,
  PostDifference,
  PostSnapshot,
  PostVersionSummary,
} from "./types";
