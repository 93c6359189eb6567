import { useEffect, useRef, useState } from "react";
import type { FieldErrors } from "./form-codes";
import type { LeadKind } from "./lead-kind";

/**
 * Checks a lead form in the browser before sending, with the reader and schema the action uses
 * (`readLeadForm`): on a slow connection a typo is caught without a round trip. The schemas (and
 * zod) are fetched only when someone first submits, so no page pays for them up front. Without
 * JavaScript, or if that download fails, the form simply posts and the server answers alike.
 */
export function useSchemaCheck(kind: LeadKind, submit: (form: HTMLFormElement) => void) {
  const [clientErrors, setClientErrors] = useState<FieldErrors>();
  const formRef = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    if (clientErrors) formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [clientErrors]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    formRef.current = form;
    try {
      const { readLeadForm } = await import("./schemas");
      const read = await readLeadForm(kind, new FormData(form));
      if (!read.ok) {
        setClientErrors(read.problems);
        return;
      }
    } catch {
      // The check could not load (offline, old cache): the server checks anyway.
    }
    setClientErrors(undefined);
    submit(form);
  }

  return { clientErrors, onSubmit, resetClientErrors: () => setClientErrors(undefined) };
}
