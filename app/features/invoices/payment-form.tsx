import { Form } from "react-router";
import { TextField, useAdmin } from "~/features/admin";
import type { FieldProblems } from "~/features/forms";
import { PAYMENT_METHODS } from "./types";

const select = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-2 py-2";
const button = "rounded-full bg-green-800 px-5 py-2 font-semibold text-white";

/**
 * Recording money received: the amount starts at what is due, the day at today in Lomé, the
 * method at T-Money (most clients pay by mobile money). A plain form: it works without JavaScript.
 * NOTE: no field may be named "method": it would hide the form's own `method` from the router.
 */
export function PaymentForm({
  due,
  today,
  submission,
  typed,
  problems,
}: {
  due: number;
  today: string;
  /** The loader's one-time key for this form. */
  submission: string;
  typed: (key: string) => string | undefined;
  problems: FieldProblems;
}) {
  const { t } = useAdmin();
  const v = t.invoices;
  return (
    <Form
      method="post"
      noValidate
      className="mt-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2"
    >
      <h3 className="font-semibold sm:col-span-2">{v.payments.record}</h3>
      <input type="hidden" name="intent" value="payment" />
      <input type="hidden" name="submission" value={submission} />
      <TextField
        name="amount"
        label={v.payments.amount}
        defaultValue={typed("amount") ?? String(due)}
        problems={problems}
      />
      <label className="text-sm font-semibold text-slate-800">
        {v.payments.date}
        <input
          type="date"
          name="paidOn"
          max={today}
          defaultValue={typed("paidOn") ?? today}
          aria-invalid={problems.paidOn ? true : undefined}
          className={select}
        />
        {problems.paidOn && <span className="mt-1 block text-red-800">{v.refusals.day}</span>}
      </label>
      <label className="text-sm font-semibold text-slate-800">
        {v.payments.method}
        <select
          name="paymentMethod"
          defaultValue={typed("paymentMethod") ?? "tmoney"}
          className={select}
        >
          {PAYMENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {v.methods[m]}
            </option>
          ))}
        </select>
      </label>
      <TextField
        name="reference"
        label={v.payments.reference}
        defaultValue={typed("reference") ?? ""}
        problems={problems}
        maxLength={120}
      />
      <button className={`${button} sm:col-span-2 sm:justify-self-start`}>
        {v.payments.submit}
      </button>
    </Form>
  );
}
