import { Form } from "react-router";
import { inputClass, useAdmin } from "~/features/admin";
import { interventionWords, words } from "~/i18n/words/interventions";
import { DURATIONS, type SlotForm, type SlotProblems } from "./slot";
import { formatDuration } from "./times";

/** The plan and move form: date, time and duration in Lomé, address, members, notes. */
export function SlotFields(props: {
  form: SlotForm;
  problems: SlotProblems;
  team: Array<{ id: string; name: string }>;
  intent: "plan" | "move";
}) {
  const { locale } = useAdmin();
  const w = words(locale, interventionWords).admin;
  const { form, problems } = props;
  const problem = (name: keyof SlotProblems) =>
    problems[name] && (
      <p id={`${name}-problem`} className="mt-1 font-semibold text-red-800">
        {w.problems[problems[name]]}
      </p>
    );
  const invalid = (name: keyof SlotProblems) =>
    problems[name] ? { "aria-invalid": true as const, "aria-describedby": `${name}-problem` } : {};
  return (
    <Form method="post" noValidate className="mt-6 space-y-4" key={JSON.stringify(form)}>
      <div className="grid gap-4 sm:grid-cols-3">
        <label className="block font-semibold">
          {w.fields.day}
          <input
            type="date"
            name="day"
            defaultValue={form.day}
            className={inputClass}
            {...invalid("day")}
          />
          {problem("day")}
        </label>
        <label className="block font-semibold">
          {w.fields.time}
          <input
            type="time"
            name="time"
            defaultValue={form.time}
            className={inputClass}
            {...invalid("time")}
          />
          {problem("time")}
        </label>
        <label className="block font-semibold">
          {w.fields.duration}
          <select
            name="duration"
            defaultValue={form.duration}
            className={inputClass}
            {...invalid("duration")}
          >
            {DURATIONS.map((m) => (
              <option key={m} value={m}>
                {formatDuration(m, locale)}
              </option>
            ))}
          </select>
          {problem("duration")}
        </label>
      </div>
      <label className="block font-semibold">
        {w.fields.address}
        <input
          name="address"
          defaultValue={form.address}
          maxLength={300}
          className={inputClass}
          {...invalid("address")}
        />
        {problem("address")}
      </label>
      <fieldset {...invalid("members")}>
        <legend className="font-semibold">{w.fields.members}</legend>
        <div className="mt-1 grid gap-2 sm:grid-cols-2">
          {props.team.map((m) => (
            <label key={m.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                name="members"
                value={m.id}
                defaultChecked={form.members.includes(m.id)}
                className="h-5 w-5"
              />
              {m.name}
            </label>
          ))}
        </div>
        {problem("members")}
      </fieldset>
      <label className="block font-semibold">
        {w.fields.notes}
        <textarea
          name="notes"
          rows={3}
          defaultValue={form.notes}
          maxLength={2000}
          className={inputClass}
          {...invalid("notes")}
        />
        {problem("notes")}
      </label>
      <button
        name="intent"
        value={props.intent}
        className="rounded-full bg-green-800 px-6 py-2 font-semibold text-white"
      >
        {props.intent === "plan" ? w.save : w.move}
      </button>
    </Form>
  );
}
