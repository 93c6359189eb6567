import { useAdmin } from "./admin-data";
import { isRefusal, refusalText } from "~/features/forms";

/**
 * The page's one feedback when its action refused the form (a 400): a notice that stays, read by
 * screen readers, shown with or without JavaScript. Nothing when the form was not refused.
 */
export function RefusalNotice({ answer, marked = false }: { answer: unknown; marked?: boolean }) {
  const { t } = useAdmin();
  if (!isRefusal(answer)) return null;
  return (
    <p
      role="alert"
      data-refused={answer.refused}
      className="mt-4 rounded-lg bg-red-50 p-3 font-semibold text-red-900"
    >
      {refusalText(t, answer, marked)}
    </p>
  );
}
