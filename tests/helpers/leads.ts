import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { loadConfig } from "~/config/config.server";
import type { AppDatabase } from "~/db/db.server";
import { readAttribution, type Attribution } from "~/features/leads/attribution.server";
import { submitLead, type LeadKind } from "~/features/leads/leads.server";
import { startOutboxWorker } from "~/features/mail/outbox.server";
import { createMailTransport } from "~/features/mail/transport.server";
import type { AppRuntime } from "~/runtime/runtime.server";
import { startVisitCounter } from "~/features/visits/index.server";
import { guardFields } from "./forms";

/**
 * The runtime a server process has, on a test's own database, without the process's timers
 * (its outbox is driven by the test; no retention job runs). `cleanups` gets what to undo.
 */
export function runtimeOn(database: AppDatabase, cleanups: Array<() => unknown>): AppRuntime {
  const dataDir = mkdtempSync(path.join(tmpdir(), "leads-"));
  const secret = "x".repeat(40);
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: secret, NODE_ENV: "test" }),
    AUTH_SECRET: secret,
  };
  const transport = createMailTransport({ dataDir });
  const outbox = startOutboxWorker({
    database,
    transport,
    from: config.MAIL_FROM,
    intervalMs: 3_600_000,
  });
  cleanups.push(
    () => rmSync(dataDir, { recursive: true, force: true }),
    () => database.close(),
    () => outbox.stop(),
  );
  const visits = startVisitCounter({
    database,
    connection: {},
    ownHost: new URL(config.PUBLIC_URL).hostname,
  });
  cleanups.push(() => visits.stop());
  return { config, database, outbox, transport, visits };
}

/** A valid submission of each lead form, from the given address. */
export const SAMPLE_LEADS: Record<LeadKind, (email: string) => Record<string, string>> = {
  contact: (email) => ({
    firstName: "Ama",
    lastName: "Mensah",
    email,
    phone: "90 12 34 56",
    message: "Nettoyage de bureaux.",
  }),
  quote: (email) => ({
    firstName: "Kofi",
    lastName: "Agbo",
    email,
    phone: "+228 70 00 00 01",
    serviceType: "sante-pro",
    description: "Désinfection mensuelle d'un cabinet.",
  }),
  testimonial: (email) => ({
    name: "Afi",
    email,
    rating: "5/5 ★★★★★",
    testimonial: "Très bon travail.",
  }),
};

let visitor = 0;
/** One submission through the real lead path, each from its own address (no per-IP limit). */
export async function submitAs(
  runtime: AppRuntime,
  kind: LeadKind,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<string | undefined> {
  const formData = new FormData();
  for (const [name, value] of Object.entries({ ...fields, ...guardFields() }))
    formData.set(name, value);
  const { httpStatus, result } = await submitLead({
    kind,
    formData,
    request: new Request(`http://localhost:3000/${kind}`, { method: "POST", headers }),
    locale: "fr",
    clientIp: `10.1.${Math.floor(++visitor / 250)}.${visitor % 250}`,
    runtime,
  });
  expect(httpStatus).toBe(200);
  return result.status === "success" ? result.reference : undefined;
}

/** Where a visit came from, as the server reads it back from the `lead_src` cookie it set. */
export function visitOrigin(setCookie: string): Attribution {
  const pair = setCookie.split(";")[0]!;
  return readAttribution(new Request("http://test.local/", { headers: { cookie: pair } }));
}
