import type { ReactNode } from "react";
import type { CallToAction, IconName, LinkButton as LinkButtonData } from "~/content/types";
import { Icon } from "./icon";
import { useLocalizedPath } from "~/lib/root-data";

type Variant = "primary" | "secondary" | "light" | "outline-light";
const variants: Record<Variant, string> = {
  primary: "bg-green-800 text-white hover:bg-green-900",
  secondary: "border-2 border-green-800 text-green-900 hover:bg-green-50",
  light: "bg-white text-green-900 hover:bg-green-50",
  "outline-light": "border-2 border-white text-white hover:bg-white/10",
};

/**
 * A call-to-action link styled as a button. Internal paths keep the page's language; `#anchor`
 * and external links (tel:, https://wa.me) are left as they are.
 */
export function LinkButton({
  link,
  variant = "primary",
  className = "",
  children,
}: {
  link: LinkButtonData;
  variant?: Variant;
  className?: string;
  children?: ReactNode;
}) {
  const to = useLocalizedPath();
  const classes = `inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 text-center font-semibold transition-colors ${variants[variant]} ${className}`;
  if (/^(https?:|tel:|mailto:)/.test(link.href)) {
    const external = link.href.startsWith("http");
    return (
      <a
        href={link.href}
        className={classes}
        {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {children}
        {link.label}
      </a>
    );
  }
  // A plain link: public pages are documents (decision 037), and islands have no router.
  return (
    <a href={to(link.href)} className={classes}>
      {children}
      {link.label}
    </a>
  );
}

export function SectionHeading({
  eyebrow,
  title,
  subtitle,
  id,
  align = "center",
  light = false,
}: {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  id?: string;
  align?: "center" | "left";
  light?: boolean;
}) {
  return (
    <div className={`mb-10 max-w-3xl ${align === "center" ? "mx-auto text-center" : ""}`}>
      {eyebrow && (
        <p
          className={`mb-2 text-sm font-bold tracking-wider uppercase ${light ? "text-green-200" : "text-green-700"}`}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`text-3xl font-bold sm:text-4xl ${light ? "text-white" : "text-slate-900"}`}
      >
        {title}
      </h2>
      {subtitle && (
        <p className={`mt-4 text-lg ${light ? "text-green-50" : "text-slate-600"}`}>{subtitle}</p>
      )}
    </div>
  );
}

/**
 * A page section: its heading (eyebrow-less title and subtitle) over a centred column. `headingId`
 * ties the section to its heading for screen readers; `id` is the anchor links jump to;
 * `className` sets the background and spacing; `wide` widens the column for grids of four.
 */
export function Section({
  id,
  headingId,
  title,
  subtitle,
  wide = false,
  className,
  children,
}: {
  id?: string;
  headingId: string;
  title: string;
  subtitle?: string;
  wide?: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <div className={`mx-auto ${wide ? "max-w-7xl" : "max-w-6xl"}`}>
        <SectionHeading id={headingId} title={title} subtitle={subtitle} />
        {children}
      </div>
    </section>
  );
}

/** The green closing band used at the foot of most pages. */
export function CtaBand({ cta, children }: { cta: CallToAction; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-green-800 to-teal-800 px-4 py-16 text-white">
      <div className="mx-auto max-w-4xl text-center">
        <h2 className="text-3xl font-bold">{cta.title}</h2>
        <p className="mt-4 text-lg text-green-50">{cta.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <LinkButton link={cta.primary} variant="light" />
          <LinkButton link={cta.secondary} variant="outline-light" />
        </div>
        {children}
      </div>
    </section>
  );
}

/**
 * The green band that opens a page: an optional eyebrow, the page's one h1, a lead paragraph, and
 * what follows them (buttons, badges). `overlap` leaves room at the bottom for a card that rides
 * over the band's edge (the blog's search); that card needs `relative` to stay above it.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  overlap = false,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  overlap?: boolean;
  children?: ReactNode;
}) {
  return (
    <section
      className={`relative overflow-hidden bg-gradient-to-br from-green-900 via-green-800 to-teal-800 px-4 text-white ${overlap ? "pt-14 pb-28 sm:pt-20" : "py-14 sm:py-20"}`}
    >
      <HeroPattern />
      <div className="relative mx-auto max-w-3xl text-center">
        {eyebrow && (
          <p className="mb-3 text-sm font-bold tracking-wider text-green-100 uppercase">
            {eyebrow}
          </p>
        )}
        <h1 className="text-4xl leading-tight font-extrabold text-balance sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-green-50">{lead}</p>
        {children}
      </div>
    </section>
  );
}

/** Soft leaf-like circles: decoration only, drawn in CSS so nothing is downloaded. */
function HeroPattern() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0">
      <div className="absolute -top-24 -left-24 h-72 w-72 rounded-full bg-white/5" />
      {/* Anchored to the top: the section may grow as fonts arrive, and a circle tied to its
          bottom would move with it (a layout shift Lighthouse counted on /quote). */}
      <div className="absolute top-36 -right-16 h-96 w-96 rounded-full bg-teal-400/10" />
      <div className="absolute top-10 right-1/4 h-24 w-24 rounded-full bg-green-300/10" />
    </div>
  );
}

type IconCardLayout = "stacked" | "centered" | "beside" | "beside-on-phones";
const large = { badge: "h-14 w-14 rounded-2xl", icon: "h-7 w-7", title: "text-xl" };
const small = { badge: "h-12 w-12 flex-none rounded-xl", icon: "h-6 w-6", title: "text-lg" };
const iconCardLayouts: Record<
  IconCardLayout,
  { card: string; badge: string; icon: string; title: string; gap: string }
> = {
  stacked: { ...large, card: "", gap: "mt-5" },
  centered: { ...large, card: "text-center", badge: `mx-auto ${large.badge}`, gap: "mt-4" },
  beside: { ...small, card: "flex items-start gap-4", gap: "" },
  "beside-on-phones": { ...small, card: "flex items-start gap-4 sm:block", gap: "sm:mt-4" },
};

/**
 * A card with an icon, a title and a short text: reasons to choose the company, highlights,
 * product features, figures. `className` gives the card its frame (background, ring, padding);
 * `kicker` is a line above the title (a figure), `subtitle` one below it. `tone="dark"` is for
 * cards on a green band.
 */
export function IconCard({
  icon,
  title,
  text,
  kicker,
  subtitle,
  layout = "stacked",
  tone = "light",
  as: Frame = "li",
  titleAs: Title = "h3",
  className = "",
}: {
  icon: IconName;
  title: string;
  text: string;
  kicker?: string;
  subtitle?: string;
  layout?: IconCardLayout;
  tone?: "light" | "dark";
  as?: "li" | "article";
  titleAs?: "h3" | "p";
  className?: string;
}) {
  const look = iconCardLayouts[layout];
  const dark = tone === "dark";
  return (
    <Frame className={`${look.card} ${className}`}>
      <span
        aria-hidden="true"
        className={`flex items-center justify-center ${look.badge} ${dark ? "bg-white text-green-800" : "bg-green-800 text-white"}`}
      >
        <Icon name={icon} className={look.icon} />
      </span>
      <div>
        {kicker && <p className={`${look.gap} text-4xl font-extrabold text-green-900`}>{kicker}</p>}
        <Title
          className={`${kicker ? "mt-1" : look.gap} ${look.title} font-bold ${dark ? "" : "text-slate-900"}`}
        >
          {title}
        </Title>
        {subtitle && <p className="mt-1 font-semibold text-green-800">{subtitle}</p>}
        <p className={`mt-2 leading-relaxed ${dark ? "text-green-50" : "text-slate-700"}`}>
          {text}
        </p>
      </div>
    </Frame>
  );
}
