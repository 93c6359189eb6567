import { Link } from "react-router";
import { ContentPicture } from "~/components/content-picture";
import { Check } from "~/components/icons";
import type { Product, ProductRange as Range } from "~/content/types";
import { useLocale } from "~/lib/root-data";
import { localizePath } from "~/i18n/locale";

/** The quote form with this product named, and its price-grid line chosen in the estimator. */
export function productQuoteHref(product: Product): string {
  const params = new URLSearchParams({ product: product.id, tab: "form" });
  if (product.priceItem) params.set("item", product.priceItem.id);
  return `/quote?${params}`;
}

/**
 * One product range (Ecotrash, Ecoclean): its text and selling points, then its products as
 * cards with photos, sizes, indicative price and a link to ask for a quote.
 */
export function ProductRange({
  range,
  labels,
  tinted = false,
}: {
  range: Range;
  labels: { quote: string; variants: string };
  tinted?: boolean;
}) {
  const headingId = `${range.id}-title`;
  return (
    <section
      id={range.id}
      aria-labelledby={headingId}
      className={`px-4 py-16 sm:py-20 ${tinted ? "bg-green-50" : "bg-white"}`}
    >
      <div className="mx-auto max-w-7xl">
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-end">
          <div>
            <h2 id={headingId} className="text-3xl font-bold text-slate-900 sm:text-4xl">
              {range.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{range.description}</p>
          </div>
          <ul className="space-y-2">
            {range.points.map((point) => (
              <li key={point} className="flex gap-3 text-slate-800">
                <Check
                  aria-hidden="true"
                  className="mt-0.5 h-5 w-5 flex-none text-green-700"
                  strokeWidth={2.5}
                />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <ul
          className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          data-testid={`${range.id}-gallery`}
        >
          {range.products.map((product) => (
            <ProductCard key={product.id} product={product} labels={labels} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function ProductCard({
  product,
  labels,
}: {
  product: Product;
  labels: { quote: string; variants: string };
}) {
  const locale = useLocale();
  const [first, ...others] = product.photos;
  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      data-product={product.id}
    >
      {first && (
        <div className="aspect-[4/3] overflow-hidden bg-slate-100">
          <ContentPicture
            image={first.image}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 45vw, 100vw"
            className="h-full w-full object-cover"
          />
        </div>
      )}
      {others.length > 0 && (
        <ul className="grid grid-cols-3 gap-1 p-1">
          {others.map((photo, i) => (
            <li
              key={photo.image.media?.id ?? `${photo.image.name}-${i}`}
              className="aspect-square overflow-hidden rounded-lg bg-slate-100"
            >
              <ContentPicture
                image={photo.image}
                sizes="120px"
                className="h-full w-full object-cover"
              />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl font-bold text-slate-900">{product.title}</h3>
        <p className="mt-2 text-slate-700">{product.description}</p>
        {product.variants.length > 0 && (
          <p className="mt-3 text-sm text-slate-700">
            <span className="font-semibold">{labels.variants} </span>
            {product.variants.join(" · ")}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-4">
          {/* The price-grid line's price when one is chosen, else the indicative price. */}
          {(product.priceItem || product.price) && (
            <p className="font-bold text-green-900">{product.priceItem?.text ?? product.price}</p>
          )}
          <Link
            to={localizePath(productQuoteHref(product), locale)}
            className="rounded-full bg-green-800 px-4 py-2 text-sm font-semibold text-white hover:bg-green-900"
          >
            {labels.quote}
            <span className="sr-only"> : {product.title}</span>
          </Link>
        </div>
      </div>
    </li>
  );
}
