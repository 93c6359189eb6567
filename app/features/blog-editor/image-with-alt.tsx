import { Image, type ImageOptions } from "@tiptap/extension-image";
import { NodeViewWrapper, ReactNodeViewRenderer, type ReactNodeViewProps } from "@tiptap/react";
import { useId } from "react";
import { POST_LIMITS } from "~/features/blog";

export interface ImageAltLabels {
  imageAlt: string;
  imageAltPlaceholder: string;
  imageAltMissing: string;
}

interface ImageWithAltOptions extends ImageOptions {
  altLabels: ImageAltLabels;
}

/**
 * TipTap's image, shown in the editor with its description field right under it. The saved
 * HTML stays a plain <img src alt> (renderHTML is the image's own): the field is editor chrome.
 */
export const ImageWithAlt = Image.extend<ImageWithAltOptions>({
  addOptions() {
    return {
      ...this.parent!(),
      altLabels: { imageAlt: "Alt text", imageAltPlaceholder: "", imageAltMissing: "" },
    };
  },
  addNodeView() {
    return ReactNodeViewRenderer(ImageView);
  },
});

function ImageView({ node, selected, updateAttributes, extension }: ReactNodeViewProps) {
  const labels = (extension.options as ImageWithAltOptions).altLabels;
  const warning = useId();
  const attrs = node.attrs as {
    src: string;
    alt: string | null;
    title: string | null;
    width: number | string | null;
    height: number | string | null;
  };
  const alt = attrs.alt ?? "";
  const missing = !alt.trim();
  const outline = selected
    ? "outline-4 outline-offset-2 outline-green-700"
    : missing
      ? "outline-4 outline-offset-2 outline-red-600 outline-dashed"
      : "";
  return (
    <NodeViewWrapper>
      <img
        src={attrs.src}
        alt={alt}
        title={attrs.title ?? undefined}
        width={attrs.width ?? undefined}
        height={attrs.height ?? undefined}
        className={outline}
      />
      {/* Not part of the text: ProseMirror lets the field have its own keys and caret. */}
      <div
        contentEditable={false}
        className="mt-2 rounded-lg bg-slate-50 p-2 font-sans text-sm font-normal text-slate-700 not-italic"
      >
        <label className="block">
          <span className="font-semibold">{labels.imageAlt}</span>
          <input
            type="text"
            value={alt}
            maxLength={POST_LIMITS.imageAlt}
            placeholder={labels.imageAltPlaceholder}
            aria-invalid={missing}
            aria-describedby={missing ? warning : undefined}
            onChange={(e) => updateAttributes({ alt: e.target.value })}
            // Enter in a form's text field would submit the whole post.
            onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
            className="mt-1 block w-full rounded border border-slate-400 bg-white px-2 py-1 text-base"
          />
        </label>
        {missing && (
          <p id={warning} className="mt-1 text-red-800">
            {labels.imageAltMissing}
          </p>
        )}
      </div>
    </NodeViewWrapper>
  );
}
