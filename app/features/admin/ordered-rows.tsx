import { useState } from "react";
import { isRefusal, rowProblems, type FieldProblems, type FormRefusal } from "~/features/forms";
import { useAdmin } from "./admin-data";
import { RefusalNotice } from "./refusal-notice";

/**
 * What an ordered-rows action answers: the step done and the row it touched, or that row's
 * problems.
 */
export type RowOutcome = { done: string | undefined; id: string; problems: FieldProblems };

/**
 * The top of an ordered-rows screen (team, clients, gallery): title, introduction, the notice of
 * what was just done, and the reason a form was refused when it is not one field's problem. `words`
 * names the steps that have a sentence of their own ("add", "remove"…); any other step says
 * "saved".
 */
export function useOrderedRows(
  answer: RowOutcome | FormRefusal | undefined,
  words: Partial<Record<string, string>>,
) {
  const { t } = useAdmin();
  const refusal = isRefusal(answer) ? answer : undefined;
  const done = isRefusal(answer) ? undefined : answer?.done;
  // Each success counted by step ("add") and by step and row ("upload:<album>"), as the answers
  // arrive: a form keyed on its count starts empty after a success, and keeps what was typed
  // when it was refused.
  const [counted, setCounted] = useState({ answer, successes: {} as Record<string, number> });
  if (counted.answer !== answer) {
    const successes = { ...counted.successes };
    if (done && !isRefusal(answer))
      for (const key of [done, `${done}:${answer!.id}`]) successes[key] = (successes[key] ?? 0) + 1;
    setCounted({ answer, successes });
  }
  return {
    message: done ? (words[done] ?? t.site.saved) : undefined,
    // Typed values to correct show beside their fields, in their form.
    refusal: refusal?.refused === "fields" ? undefined : refusal,
    problemsOf: (id: string): FieldProblems => rowProblems(answer, id),
    /**
     * A key for a form that adds (`freshKey("add")`, or `freshKey("upload", album.id)`): it
     * changes with each success of that step, so React gives the form back empty.
     */
    freshKey: (step: string, id?: string): string =>
      `${step}-${counted.successes[id === undefined ? step : `${step}:${id}`] ?? 0}`,
  };
}

export function OrderedRowsTop(props: {
  title: string;
  intro: string;
  message: string | undefined;
  refusal: FormRefusal | undefined;
}) {
  return (
    <>
      <h1 className="text-2xl font-bold">{props.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{props.intro}</p>
      {props.message && (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-green-900">
          {props.message}
        </p>
      )}
      <RefusalNotice answer={props.refusal} />
    </>
  );
}
