// The writing side of the blog: the rich-text editor, cover picker and the form of one language
// version.
// The entry the rest of the app imports.
export { altMissingMessage } from "./alt-message";
export { AutosavedPostForm } from "./autosaved-post-form";
export { postEditMessage, type PostEditAnswer, postNotice } from "./edit-message";
export { PostComparison, PostVersionList } from "./post-history-view";
export { PostStatusLine } from "./post-status-line";
export { PostVersionForm } from "./post-version-form";
export { RichTextEditor } from "./rich-text-editor";
