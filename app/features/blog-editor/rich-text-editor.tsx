import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import { StarterKit } from "@tiptap/starter-kit";
import { useState } from "react";
import { PROSE } from "~/features/blog";
import { ImageWithAlt, type ImageAltLabels } from "./image-with-alt";
import { uploadImage } from "./upload";

export interface EditorLabels extends ImageAltLabels {
  bold: string;
  italic: string;
  h2: string;
  h3: string;
  bulletList: string;
  orderedList: string;
  quote: string;
  link: string;
  linkPrompt: string;
  image: string;
  undo: string;
  redo: string;
  uploadFailed: string;
  toolbar: string;
}

/**
 * The post body: TipTap with headings, lists, links, quotes and images (uploaded to the media
 * library, each with its description field). It writes its HTML into a hidden input, so the
 * surrounding <Form> posts it like any field; the server sanitises it again on save. The text is
 * styled by the article's own PROSE classes: what the team sees is what readers get.
 */
export function RichTextEditor({
  name,
  initialHtml,
  labels,
  label,
  onChange,
}: {
  name: string;
  initialHtml: string;
  labels: EditorLabels;
  label: string;
  /** Told of every change, for forms that keep their values themselves (the page editor). */
  onChange?: (html: string) => void;
}) {
  const [html, setHtml] = useState(initialHtml);
  const [error, setError] = useState<string>();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, protocols: ["http", "https", "mailto", "tel"] },
      }),
      ImageWithAlt.configure({ altLabels: labels }),
    ],
    content: initialHtml,
    // Rendered only in the browser: the admin has no use for a server-rendered editor.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        class: `${PROSE} min-h-72 px-4 py-3 focus:outline-none`,
        "aria-label": label,
        role: "textbox",
        "aria-multiline": "true",
      },
    },
    onUpdate: ({ editor: e }) => {
      setHtml(e.getHTML());
      onChange?.(e.getHTML());
    },
  });

  async function insertImage(file: File) {
    if (!editor) return;
    setError(undefined);
    const result = await uploadImage(file);
    if (!result.ok) return setError(labels.uploadFailed);
    // No description yet (a file name is not one): its field gets the focus, to write it now.
    // Its real size, so it fills the column as it will in the article.
    const { url: src, width, height } = result;
    editor.chain().focus().setImage({ src, alt: "", width, height }).run();
    focusAltField(editor, src);
  }

  return (
    <div className="rounded-lg border border-slate-400 bg-white">
      <input type="hidden" name={name} value={html} />
      {editor && <Toolbar editor={editor} labels={labels} onImage={insertImage} />}
      {error && (
        <p role="alert" className="px-4 py-2 text-red-800">
          {error}
        </p>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({
  editor,
  labels,
  onImage,
}: {
  editor: Editor;
  labels: EditorLabels;
  onImage: (file: File) => void;
}) {
  const button = (active: boolean) =>
    `min-h-9 rounded px-2.5 py-1 text-sm font-semibold ${active ? "bg-green-800 text-white" : "hover:bg-slate-100"}`;
  const items: Array<[string, boolean, () => void]> = [
    [labels.bold, editor.isActive("bold"), () => editor.chain().focus().toggleBold().run()],
    [labels.italic, editor.isActive("italic"), () => editor.chain().focus().toggleItalic().run()],
    [
      labels.h2,
      editor.isActive("heading", { level: 2 }),
      () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    ],
    [
      labels.h3,
      editor.isActive("heading", { level: 3 }),
      () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    ],
    [
      labels.bulletList,
      editor.isActive("bulletList"),
      () => editor.chain().focus().toggleBulletList().run(),
    ],
    [
      labels.orderedList,
      editor.isActive("orderedList"),
      () => editor.chain().focus().toggleOrderedList().run(),
    ],
    [
      labels.quote,
      editor.isActive("blockquote"),
      () => editor.chain().focus().toggleBlockquote().run(),
    ],
    [
      labels.link,
      editor.isActive("link"),
      () => {
        const url = window.prompt(
          labels.linkPrompt,
          editor.getAttributes("link").href ?? "https://",
        );
        if (url === null) return;
        if (!url) editor.chain().focus().unsetLink().run();
        else editor.chain().focus().extendMarkRange("link").setLink({ href: url }).run();
      },
    ],
    [labels.undo, false, () => editor.chain().focus().undo().run()],
    [labels.redo, false, () => editor.chain().focus().redo().run()],
  ];
  return (
    <div
      role="toolbar"
      aria-label={labels.toolbar}
      className="flex flex-wrap gap-1 border-b border-slate-300 p-2"
    >
      {items.map(([label, active, run]) => (
        <button
          key={label}
          type="button"
          aria-pressed={active}
          onClick={run}
          className={button(active)}
        >
          {label}
        </button>
      ))}
      <label className={`${button(false)} cursor-pointer`}>
        {labels.image}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          className="sr-only"
          onChange={(e) => e.target.files?.[0] && onImage(e.target.files[0])}
        />
      </label>
    </div>
  );
}

/** Puts the caret in the description field of the picture at `src`, once its view has rendered. */
function focusAltField(editor: Editor, src: string, tries = 30) {
  const image = [...editor.view.dom.querySelectorAll("img")].find(
    (img) => img.getAttribute("src") === src,
  );
  const field = image?.closest("[data-node-view-wrapper]")?.querySelector("input");
  if (field) field.focus();
  else if (tries > 0) requestAnimationFrame(() => focusAltField(editor, src, tries - 1));
}
