/**
 * Readable rich text without a typography plugin: sizes, spacing, lists, quotes and code for the
 * few elements the sanitiser lets through (sanitize.server.ts), and the <picture> that
 * article-images.server.ts makes of an uploaded image. In a max-w-3xl column, lines stay under
 * ~75 characters. The one set of text styles of a post: the article page, the admin preview and
 * the editor's text area all use it, so the team writes in what readers will see.
 */
export const PROSE = [
  "text-lg leading-relaxed text-slate-800 [&>*+*]:mt-5 [&>:first-child]:mt-0",
  "[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:text-slate-900",
  "[&_h3]:mt-9 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-slate-900 [&_h4]:mt-7 [&_h4]:font-semibold [&_h4]:text-slate-900",
  "[&_a]:font-medium [&_a]:text-green-800 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-green-950",
  "[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1 marker:text-green-700",
  "[&_blockquote]:rounded-r-xl [&_blockquote]:border-l-4 [&_blockquote]:border-green-700 [&_blockquote]:bg-green-50 [&_blockquote]:px-6 [&_blockquote]:py-4 [&_blockquote]:text-xl [&_blockquote]:text-green-950 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-base",
  "[&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-50 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_picture]:block [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_figure]:my-8 [&_figcaption]:mt-2 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-slate-600",
  "[&_hr]:my-10 [&_hr]:border-slate-200 [&_strong]:font-semibold [&_strong]:text-slate-900",
].join(" ");
