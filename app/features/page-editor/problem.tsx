import type { DocumentProblems } from "~/features/pages";
import { pathKey, type Path } from "./doc-state";
import { useEditorContext } from "./editor-context";

export const idOf = (path: Path) => `page-${pathKey(path).replace(/[^\w-]/g, "-")}`;

/** A field's problem under it, in the staff member's words, tied to its input for screen readers. */
export function Problem({ path }: { path: Path }) {
  const { t, problems } = useEditorContext();
  const code = problems[pathKey(path)];
  if (!code) return null;
  return (
    <p id={`${idOf(path)}-problem`} className="mt-1 text-sm font-semibold text-red-800">
      {code.startsWith("TOKEN:")
        ? t.problems.TOKEN.replace("{token}", code.slice("TOKEN:".length))
        : t.problems[code as keyof typeof t.problems]}
    </p>
  );
}

export function invalidProps(problems: DocumentProblems, path: Path) {
  const invalid = Boolean(problems[pathKey(path)]);
  return invalid
    ? { "aria-invalid": true as const, "aria-describedby": `${idOf(path)}-problem` }
    : {};
}
