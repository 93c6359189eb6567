import { useId } from "react";
import { Form } from "react-router";
import { MediaPicture } from "~/components/media-picture";
import { formatDate, inputClass, RemoveButton, useAdmin } from "~/features/admin";
import { MAX_DESCRIPTION } from "~/features/media";
import type { LibraryItem } from "~/features/media/index.server";
import type { Locale } from "~/i18n/locale";
import { fillTemplate } from "~/i18n/template";
import { HistoryNote, PlaceList } from "./library-places";
import { numberFormat } from "~/i18n/formats";

/** "245 ko", "2,4 Mo" / "245 kB", "2.4 MB": the file's weight in the reader's language. */
function weightText(bytes: number, locale: Locale): string {
  const [unit, value, digits] =
    bytes >= 1e6
      ? (["megabyte", bytes / 1e6, 1] as const)
      : (["kilobyte", bytes / 1e3, 0] as const);
  return numberFormat(locale, {
    style: "unit",
    unit,
    maximumFractionDigits: digits,
  }).format(value);
}

/**
 * One picture of the library: its thumbnail and facts, where it is used, its description, and
 * its deletion, offered only while nothing uses it (the server checks again).
 */
export function LibraryCard({
  item,
  descriptionHelp,
}: {
  item: LibraryItem;
  /** The id of the page's note on descriptions, read with each description field. */
  descriptionHelp: string;
}) {
  const { t, locale } = useAdmin();
  const l = t.library;
  const field = useId();
  const number = numberFormat(locale);
  const { places, history } = item.usage;
  return (
    <li
      data-library-item={item.name}
      className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-3"
    >
      {item.image ? (
        <MediaPicture
          image={item.image}
          alt={item.description}
          sizes="(min-width: 1280px) 18rem, (min-width: 1024px) 23vw, (min-width: 640px) 45vw, 90vw"
          className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-contain"
        />
      ) : (
        <p className="grid aspect-[4/3] place-items-center rounded-lg bg-slate-100 text-sm text-slate-600">
          {l.noPreview}
        </p>
      )}
      <h2 className="mt-2 font-semibold break-words text-slate-900">{item.name}</h2>
      <p className="text-sm text-slate-700">
        {fillTemplate(l.size, {
          width: number.format(item.width),
          height: number.format(item.height),
        })}
        {" · "}
        {fillTemplate(l.weight, { weight: weightText(item.bytes, locale) })}
      </p>
      <p className="text-sm text-slate-700">
        {fillTemplate(l.uploaded, { date: formatDate(item.createdAt, locale) })}
      </p>

      <h3 className="mt-3 text-sm font-semibold text-slate-900">{l.usedIn}</h3>
      {places.length ? (
        <PlaceList places={places} />
      ) : (
        <p className="mt-1 text-sm text-slate-700" data-unused="">
          {l.unused}
        </p>
      )}
      <HistoryNote history={history} />

      <Form method="post" className="mt-3">
        <input type="hidden" name="id" value={item.id} />
        <label htmlFor={field} className="block text-sm font-semibold text-slate-800">
          {l.description}
        </label>
        <input
          // A saved description comes back from the server: the field shows what is stored.
          key={item.description}
          id={field}
          name="description"
          defaultValue={item.description}
          maxLength={MAX_DESCRIPTION}
          aria-describedby={descriptionHelp}
          className={inputClass}
        />
        <button
          name="intent"
          value="describe"
          className="mt-2 rounded-full bg-green-800 px-4 py-1.5 text-sm font-semibold text-white"
        >
          {l.saveDescription}
        </button>
      </Form>

      <div className="mt-auto pt-3">
        {places.length ? (
          <p className="text-sm text-slate-700">{l.keep}</p>
        ) : (
          <Form method="post">
            <input type="hidden" name="id" value={item.id} />
            <RemoveButton what={item.name} label={l.remove} warning={l.removeWarning} />
          </Form>
        )}
      </div>
    </li>
  );
}
