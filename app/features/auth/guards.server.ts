import type { AuditAction } from "~/i18n/words";
import { data } from "react-router";
import { getRuntime } from "~/runtime/runtime.server";
import { nowIso } from "~/db/db.server";
import { randomUUID } from "node:crypto";
import { requireUser } from "./session.server";

export type SessionUser = Awaited<ReturnType<typeof requireUser>>;

/**
 * State-changing admin requests must come from our own pages: the Origin (or, failing that, the
 * Referer) must be this site. React Router checks UI actions too; this also covers resource routes.
 */
export async function requireSameOrigin(request: Request): Promise<void> {
  const { config } = await getRuntime();
  const allowed = new Set([new URL(config.PUBLIC_URL).origin, new URL(request.url).origin]);
  const origin = request.headers.get("origin") ?? safeOrigin(request.headers.get("referer"));
  if (!origin || !allowed.has(origin)) throw data({ error: "FORBIDDEN_ORIGIN" }, { status: 403 });
}

function safeOrigin(url: string | null): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/** Who did what, when: every admin change is recorded. */
export async function audit(
  user: { id: string },
  action: AuditAction,
  target?: { type: string; id: string },
  details?: unknown,
) {
  const { database } = await getRuntime();
  await database.db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      created_at: nowIso(),
      user_id: user.id,
      action,
      target_type: target?.type ?? null,
      target_id: target?.id ?? null,
      details: details === undefined ? null : JSON.stringify(details),
    })
    .execute();
}
