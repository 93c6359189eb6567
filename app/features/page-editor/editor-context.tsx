import { createContext, useContext } from "react";
import type { MediaImage } from "~/content/media-image";
import type { Locale } from "~/i18n/locale";
import type { PageDocument, DocumentProblems } from "~/features/pages";
import type { Path } from "./doc-state";
import type { Words } from "~/i18n/words";

/** What every field of the generated form reads: words, problems, choices, and how to change. */
export interface EditorContextValue {
  t: Words<"admin">["pages"];
  locale: Locale;
  doc: PageDocument;
  problems: DocumentProblems;
  /** Pictures the form can show, by media id (the draft's, plus those chosen since) */
  media: Readonly<Record<string, MediaImage>>;
  addMedia: (id: string, image: MediaImage) => void;
  figures: { key: string; name: string }[];
  prices: { id: string; label: string }[];
  update: (path: Path, value: unknown) => void;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditorContext(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error("A page field must be inside the page editor");
  return value;
}
