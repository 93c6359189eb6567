import { useEffect, useRef, useState, type ComponentProps } from "react";
import {
  AutosaveStatus,
  dropLocalCopy,
  KeptTyping,
  useAutosave,
  type ServerCopy,
} from "~/features/admin";
import { fromLomeInput, TYPED_FIELDS, type PostTyping } from "~/features/blog";
import { PostVersionForm, type EditedPost } from "./post-version-form";
import { href } from "react-router";

/** How often the form's fields are compared with what was last kept. */
const WATCH_MS = 1_000;

/** The form's own fields as typed (the rich text's HTML included, from its hidden input). */
function typedIn(form: HTMLFormElement): PostTyping {
  const data = new FormData(form);
  const typed: PostTyping = {};
  for (const field of TYPED_FIELDS) {
    const value = data.get(field);
    if (typeof value === "string") typed[field] = value;
  }
  return typed;
}

/** A post with the typing put back: what the form shows until it is saved. */
function withTyping(post: EditedPost | null, typed: PostTyping): EditedPost {
  return {
    id: post?.id ?? "",
    status: post?.status ?? "draft",
    title: typed.title ?? post?.title ?? "",
    slug: typed.slug ?? post?.slug ?? "",
    excerpt: typed.excerpt ?? post?.excerpt ?? "",
    tags:
      typed.tags !== undefined
        ? typed.tags
            .split(",")
            .map((t) => t.trim())
            .filter(Boolean)
        : (post?.tags ?? []),
    imageUrl: typed.imageUrl !== undefined ? typed.imageUrl || null : (post?.imageUrl ?? null),
    imageAlt: typed.imageAlt !== undefined ? typed.imageAlt || null : (post?.imageAlt ?? null),
    content: typed.content ?? post?.content ?? "",
    publishedAt: typed.publishedAt ? fromLomeInput(typed.publishedAt) : (post?.publishedAt ?? null),
  };
}

/**
 * The post editor's form with its typing kept (decision 040): watched every second, copied to
 * the device at once and, for a stored post, to the server after a few seconds of quiet; typing
 * found from an earlier visit is offered back, and put into the form only on request.
 */
export function AutosavedPostForm({
  serverCopy,
  base,
  justSaved,
  ...form
}: ComponentProps<typeof PostVersionForm> & {
  serverCopy: ServerCopy<PostTyping> | null;
  /** The stored post's last change (its updated_at), or "" for a new one */
  base: string;
  justSaved: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [resumed, setResumed] = useState<{ round: number; typed: PostTyping } | null>(null);
  const localKey = `post-editor:${form.post?.id ?? `new-${form.locale}`}`;
  const endpoint = form.post ? href("/admin/posts/:id/autosave", { id: form.post.id }) : null;
  const read = () => {
    const element = box.current?.querySelector("form");
    return element ? typedIn(element) : null;
  };
  useEffect(() => {
    // Saved: this device's copy is spent, and so is a new post's once it exists.
    if (justSaved) dropLocalCopy(localKey);
    if (justSaved) dropLocalCopy(`post-editor:new-${form.locale}`);
  }, [justSaved, localKey, form.locale]);
  return (
    <div ref={box}>
      <KeptTyping<PostTyping>
        localKey={localKey}
        endpoint={endpoint}
        serverCopy={serverCopy}
        same={(kept) => JSON.stringify({ ...read(), ...kept }) === JSON.stringify(read())}
        behind={(kept) => kept !== base}
        justSaved={justSaved}
        onResume={(kept) => setResumed({ round: (resumed?.round ?? 0) + 1, typed: kept })}
      />
      <PostVersionForm
        key={`form-${resumed?.round ?? 0}`}
        {...form}
        post={resumed ? withTyping(form.post, resumed.typed) : form.post}
        author={resumed?.typed.author ?? form.author}
      />
      <TypingWatcher
        key={`watch-${resumed?.round ?? 0}`}
        read={read}
        localKey={localKey}
        endpoint={endpoint}
        base={base}
      />
    </div>
  );
}

/**
 * Compares the form's fields with what was last kept, every second, and keeps them when they
 * changed. Its state is its own: the form is not drawn again when it moves (a redraw would put
 * React's values back into fields a script had just set).
 */
function TypingWatcher({
  read,
  localKey,
  endpoint,
  base,
}: {
  read: () => PostTyping | null;
  localKey: string;
  endpoint: string | null;
  base: string;
}) {
  const [edits, setEdits] = useState(0);
  const [typed, setTyped] = useState<PostTyping>({});
  useEffect(() => {
    let last = JSON.stringify(read());
    const timer = setInterval(() => {
      const now = read();
      const json = JSON.stringify(now);
      if (!now || json === last) return;
      last = json;
      setTyped(now);
      setEdits((n) => n + 1);
    }, WATCH_MS);
    return () => clearInterval(timer);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- the form's reader does not change
  }, []);
  const state = useAutosave<PostTyping>({ key: localKey, endpoint, value: typed, edits, base });
  return (
    <div className="mt-2">
      <AutosaveStatus state={state} />
    </div>
  );
}
