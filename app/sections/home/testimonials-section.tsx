import { MapPin, MessageSquareHeart, Quote, X } from "~/components/icons";
import { useCallback, useRef, useState } from "react";
import { toast } from "~/components/toast/toast-store";
import { fillTemplate } from "~/i18n/template";
import type { HomeContent } from "~/content/types";
import type { PublicTestimonial } from "~/features/testimonials/index.server";
import type { Locale } from "~/i18n/locale";
import { CarouselControls, CarouselProgress } from "~/sections/home/carousel-controls";
import type { FormGuard } from "~/features/leads";
import { dialogCommand, TestimonialForm } from "./testimonial-form";
import { useCarousel } from "~/sections/home/use-carousel";

/** Testimonials move on every 8 s (docs/product/screens.md#home). */
export const TESTIMONIALS_INTERVAL_MS = 8000;
/** The thank-you toast, 0.1 s after the modal closes (docs/product/forms.md#testimonial-form). */
const THANKS_DELAY_MS = 100;
const MODAL_ID = "testimonial-modal";

type Content = HomeContent["testimonials"];

/**
 * Section 6: approved testimonials from the database in a carousel, and the share-your-experience
 * button that opens the testimonial form in a modal <dialog> (focus moves in, Escape closes, focus
 * returns to the button). `outcome` is the result of a form sent without JavaScript.
 */
export function TestimonialsSection({
  content,
  testimonials,
  locale,
  guard,
  outcome,
}: {
  content: Content;
  testimonials: PublicTestimonial[];
  locale: Locale;
  guard: FormGuard;
  outcome: "sent" | "error" | null;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const openModal = (event: React.MouseEvent) => {
    // With JavaScript we open it ourselves (every browser, focus on the first field).
    event.preventDefault();
    dialog.current?.showModal();
    dialog.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  };
  const closeModal = useCallback(() => dialog.current?.close(), []);
  // A new key after a success mounts an empty form again (rating back to 5).
  const [formKey, setFormKey] = useState(0);
  const thank = useCallback(() => {
    dialog.current?.close();
    setFormKey((k) => k + 1);
    setTimeout(() => toast.success(content.modal.success), THANKS_DELAY_MS);
  }, [content.modal.success]);
  // Kept on the device to send later: the queue has said so; the modal closes as after a success.
  const kept = useCallback(() => {
    dialog.current?.close();
    setFormKey((k) => k + 1);
  }, []);

  return (
    <section
      id="temoignages"
      className="bg-gradient-to-b from-green-50/70 to-white px-4 py-16 sm:px-6 sm:py-24"
    >
      <div className="mx-auto max-w-4xl">
        <div className="mx-auto mb-10 max-w-3xl text-center">
          <h2 id="testimonials-title" className="text-3xl font-bold text-slate-900 sm:text-4xl">
            {content.title}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{content.subtitle}</p>
        </div>
        {testimonials.length > 0 ? (
          <TestimonialsCarousel content={content} testimonials={testimonials} locale={locale} />
        ) : (
          <p
            className="rounded-3xl bg-white p-8 text-center text-lg text-slate-700 shadow-sm ring-1 ring-slate-200"
            data-testid="testimonials-empty"
          >
            {content.empty}
          </p>
        )}
        <div className="mt-10 flex flex-col items-center gap-4">
          {outcome && (
            <output
              className={`rounded-xl px-4 py-3 text-center font-medium ${outcome === "sent" ? "bg-green-100 text-green-950" : "bg-red-50 text-red-900"}`}
            >
              {outcome === "sent" ? content.modal.success : content.modal.error}
            </output>
          )}
          <button
            ref={trigger}
            type="button"
            {...dialogCommand("show-modal", MODAL_ID)}
            onClick={openModal}
            aria-haspopup="dialog"
            className="inline-flex min-h-12 items-center gap-2 rounded-full bg-green-800 px-7 py-3 font-semibold text-white shadow-md transition-colors hover:bg-green-900"
            data-testid="share-testimonial"
          >
            <MessageSquareHeart aria-hidden="true" className="h-5 w-5" />
            {content.shareButton}
          </button>
        </div>
      </div>

      <dialog
        ref={dialog}
        id={MODAL_ID}
        aria-labelledby="testimonial-modal-title"
        aria-describedby="testimonial-modal-intro"
        // The browser returns focus on close too; this makes sure it is the button that opened it.
        onClose={() => trigger.current?.focus()}
        className="m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-xl overflow-y-auto rounded-3xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-green-950/60 backdrop:backdrop-blur-sm"
        data-testid="testimonial-modal"
      >
        <div className="p-6 sm:p-8">
          <div className="mb-6 flex items-start justify-between gap-4">
            <div>
              <h2 id="testimonial-modal-title" className="text-2xl font-bold text-slate-900">
                {content.modal.title}
              </h2>
              <p id="testimonial-modal-intro" className="mt-2 text-slate-600">
                {content.modal.intro}
              </p>
            </div>
            <button
              type="button"
              {...dialogCommand("close", MODAL_ID)}
              onClick={closeModal}
              aria-label={content.modal.close}
              className="-mt-1 -mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
          <TestimonialForm
            key={formKey}
            modal={content.modal}
            locale={locale}
            guard={guard}
            dialogId={MODAL_ID}
            onSuccess={thank}
            onKept={kept}
            onCancel={closeModal}
          />
        </div>
      </dialog>
    </section>
  );
}

function TestimonialsCarousel({
  content,
  testimonials,
  locale,
}: {
  content: Content;
  testimonials: PublicTestimonial[];
  locale: Locale;
}) {
  const carousel = useCarousel(testimonials.length, TESTIMONIALS_INTERVAL_MS);
  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="testimonials-title"
      data-testid="testimonials-carousel"
      {...carousel.rootProps}
    >
      <div className="grid" aria-live={carousel.running ? "off" : "polite"}>
        {testimonials.map((t, i) => {
          const active = i === carousel.index;
          const who = [t.role, t.company].filter(Boolean).join(", ");
          const stars = Math.min(5, Math.max(0, Math.round(t.rating)));
          return (
            <div
              key={t.id}
              // APG carousel pattern: each slide is a group with the "slide" role description
              // (around the figure: a figure with a caption may not take a role).
              // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${testimonials.length}`}
              aria-hidden={active ? undefined : true}
              inert={!active}
              data-slide={i}
              data-active={active || undefined}
              className={`relative col-start-1 row-start-1 flex flex-col rounded-3xl bg-white p-7 shadow-lg ring-1 ring-slate-200 transition-[opacity,visibility,translate] duration-500 sm:p-10 ${active ? "visible translate-x-0 opacity-100" : "invisible translate-x-4 opacity-0"}`}
            >
              <figure className="flex flex-1 flex-col">
                <Quote
                  aria-hidden="true"
                  className="absolute top-6 right-6 h-12 w-12 text-green-100 sm:h-16 sm:w-16"
                />
                <p className="flex items-center text-2xl leading-none tracking-wider text-amber-500">
                  <span aria-hidden="true">
                    {"★".repeat(stars)}
                    <span className="text-slate-300">{"★".repeat(5 - stars)}</span>
                  </span>
                  <span className="sr-only">
                    {fillTemplate(content.ratingLabel, { rating: t.rating })}
                  </span>
                </p>
                <blockquote
                  // Only a testimonial in the other language needs saying so (the page has lang).
                  lang={t.locale === locale ? undefined : t.locale}
                  className="relative mt-5 flex-1 text-lg leading-relaxed text-slate-800 sm:text-xl"
                >
                  <p>{t.content}</p>
                </blockquote>
                {t.locale !== locale && (
                  <p className="mt-2 text-sm text-slate-600 italic" data-other-language="">
                    {content.otherLanguage}
                  </p>
                )}
                <figcaption className="mt-7 flex items-center gap-4 border-t border-slate-100 pt-6">
                  <span
                    aria-hidden="true"
                    className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-green-700 to-teal-700 text-lg font-bold text-white"
                  >
                    {t.name.trim().charAt(0).toUpperCase()}
                  </span>
                  <span className="min-w-0">
                    <span className="block font-bold text-slate-900">{t.name}</span>
                    {who && <span className="block text-sm text-slate-600">{who}</span>}
                    {t.location && (
                      <span className="mt-0.5 flex items-center gap-1 text-sm text-slate-600">
                        <MapPin aria-hidden="true" className="h-3.5 w-3.5" />
                        {t.location}
                      </span>
                    )}
                  </span>
                </figcaption>
              </figure>
            </div>
          );
        })}
      </div>
      {testimonials.length > 1 && (
        <div className="mx-auto mt-6 flex max-w-md flex-col items-center">
          <CarouselControls carousel={carousel} tone="light" labels={content} />
          <CarouselProgress carousel={carousel} tone="light" className="mt-3 w-full" />
        </div>
      )}
    </section>
  );
}
