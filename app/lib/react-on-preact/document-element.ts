import { options, type VNode } from "preact";
import { useLayoutEffect } from "preact/hooks";

/**
 * Preact renders into a document's root element (`<html>`), not the document itself, so the root
 * layout's `<html>` would be created again inside it. Every `<html>` element of the tree is
 * therefore rendered as its children alone (`<head>` and `<body>`, which match the server's), and
 * its attributes (the page's `lang`) are set on the real root element after each render.
 */
export function renderHtmlAsItsChildren() {
  const previousVNodeHook = options.vnode;
  options.vnode = (vnode) => {
    if (vnode.type === "html") vnode.type = DocumentElement as unknown as string;
    // The server leaves module preloads out of its pages (strip-module-preloads.server.ts); once
    // the scripts run, drawing them again would only be DOM work in the middle of hydration.
    else if (vnode.type === "link" && (vnode.props as { rel?: string }).rel === "modulepreload")
      vnode.type = Nothing as unknown as string;
    previousVNodeHook?.(vnode);
  };
}

function DocumentElement({ children, ...attributes }: Record<string, unknown>) {
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(attributes)) {
      if (name === "suppressHydrationWarning") continue;
      if (value == null || value === false) document.documentElement.removeAttribute(name);
      else document.documentElement.setAttribute(name, String(value));
    }
  });
  return children as VNode;
}

function Nothing() {
  return null;
}
