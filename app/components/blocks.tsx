import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CallToAction, LinkButton as LinkButtonData } from "~/content/types";
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
  return (
    <Link to={to(link.href)} className={classes}>
      {children}
      {link.label}
    </Link>
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
