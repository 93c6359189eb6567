import { useState } from "react";
import type { LeadKind } from "~/features/leads";
import type { Locale } from "~/i18n/locale";
import { GATEWAY_ERRORS, notKept, postLead } from "./kept";
import { loadQueue } from "./queue-loader";

/**
 * A lead form sent by the page itself, without the router: posted to `/api/leads/<kind>`, the
 * form's own action answered as JSON (docs/decisions/037-public-pages-as-islands.md). When the
 * server cannot be reached (offline, a dropped connection, a gateway down), the submission is
 * kept on the device and sent later (docs/decisions/020-offline-forms.md).
 */
export function useFetchLead(kind: LeadKind, locale: Locale) {
  const [answer, setAnswer] = useState<unknown>();
  const [inFlight, setInFlight] = useState<string>();
  const submit = async (form: HTMLFormElement) => {
    const body = new FormData(form);
    setInFlight(String(body.get("_token") ?? ""));
    try {
      setAnswer((await send(kind, locale, body)) ?? (await keep(kind, locale, body)));
    } finally {
      setInFlight(undefined);
    }
  };
  return { answer, isSending: (token: string) => inFlight === token, submit };
}

/** The server's answer, or undefined when it could not be reached. */
async function send(kind: LeadKind, locale: Locale, body: FormData): Promise<unknown> {
  try {
    const fields = [...body].filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    );
    const response = await postLead(kind, locale, fields);
    const answer: unknown = await response.json().catch(() => undefined);
    // Our own answers are JSON, a busy server's 503 included; a proxy's error page is not.
    if (answer === undefined && GATEWAY_ERRORS.has(response.status)) return undefined;
    return answer ?? { status: "error", formError: "SERVER_ERROR", fieldErrors: {} };
  } catch {
    return undefined;
  }
}

async function keep(kind: LeadKind, locale: Locale, body: FormData): Promise<unknown> {
  try {
    return await (await loadQueue()).keepForLater(kind, body, locale);
  } catch {
    return notKept(body);
  }
}
