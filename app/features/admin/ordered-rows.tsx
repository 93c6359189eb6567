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
  return {
    message: done ? (words[done] ?? t.site.saved) : undefined,
    // Typed values to correct show beside their fields, in their form.
    refusal: refusal?.refused === "fields" ? undefined : refusal,
    problemsOf: (id: string): FieldProblems => rowProblems(answer, id),
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
