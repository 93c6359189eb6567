// Articles: storing, searching, translating and showing them.
// Server-only entry: what loaders, actions and server code use.
export { AltTextMissing } from "./alt-text.server";
export { renderPost, withCoverImages } from "./article-images.server";
export { blogListFailure, loadBlogList } from "./blog-list.server";
export { seedDemoPosts } from "./demo-posts.server";
export { authorToStore } from "./post-author.server";
export { cleanPostTyping } from "./post-typing.server";
export { diffPost, type DiffWords } from "./post-diff.server";
export { listPostVersions, type PostEditor, readPostVersion } from "./post-history.server";
export { SlugTaken } from "./post-slugs.server";
export {
  countAllPosts,
  countPublishedPostUrls,
  createPost,
  deletePost,
  getPostById,
  getPostVersions,
  getPublishedPostBySlug,
  getPublishedTranslations,
  listAllPosts,
  listAllTags,
  listPublishedPosts,
  listPublishedTags,
  publishedPostUrls,
  type PostUrl,
  recentPosts,
  updatePost,
} from "./posts.server";
export { buildRss, RSS_ITEMS } from "./rss.server";
