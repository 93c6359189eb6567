import { Link } from "react-router";
import { mailtoLink, socialNetworkNames, socialNetworks, telLink } from "~/content/company";
import { useLocalizedPath, useRootData } from "~/lib/root-data";
import { withLabel } from "~/lib/typography";
import { SocialIcon } from "./social-icon";
import { SiteLogo } from "./site-logo";

const SERVICE_ANCHORS = [
  "nettoie-pro",
  "eco-jardin",
  "natura-potager",
  "eco-event",
  "sante-pro",
] as const;

export function SiteFooter() {
  const { ui, locale, year, company, openingHours, address, menus } = useRootData();
  const to = useLocalizedPath();
  const { emergencies } = company.openingHours;
  const heading = "mb-4 text-sm font-bold tracking-wider text-green-200 uppercase";
  const link = "inline-block py-1.5 text-slate-200 hover:text-white hover:underline";
  return (
    <footer className="bg-green-950 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-xl font-extrabold text-white">
            <SiteLogo onDark />
            {company.name}
          </p>
          <p className="mt-4 text-sm leading-relaxed">{ui.footer.tagline}</p>
          <h2 className="mt-6 mb-3 text-sm font-bold tracking-wider text-green-200 uppercase">
            {ui.footer.follow}
          </h2>
          <ul className="flex gap-2">
            {socialNetworks(company).map((network) => (
              <li key={network}>
                <a
                  href={company.social[network]}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={socialNetworkNames[network]}
                  className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-nav">
          <h2 id="footer-nav" className={heading}>
            {ui.footer.navigation}
          </h2>
          <ul>
            {menus.footer.map((item) => (
              <li key={item.path}>
                <Link to={to(item.path)} className={link}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={heading}>
            {ui.footer.services}
          </h2>
          <ul>
            {SERVICE_ANCHORS.map((id) => (
              <li key={id}>
                <Link to={to(`/services#${id}`)} className={link}>
                  {ui.footer.serviceLinks[id]}
                </Link>
              </li>
            ))}
            <li>
              <Link to={to("/quote")} className={`${link} font-semibold text-white`}>
                {ui.footer.quoteLink}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={heading}>{ui.footer.contact}</h2>
          <address className="space-y-2 text-sm not-italic">
            <p>
              <span className="sr-only">{withLabel(ui.footer.address, "", locale)}</span>
              {address}
            </p>
            <p>
              <span className="sr-only">{withLabel(ui.footer.phone, "", locale)}</span>
              <a href={telLink(company)} className={link}>
                {company.phones.primary.display}
              </a>
            </p>
            <p>
              <span className="sr-only">{withLabel(ui.footer.email, "", locale)}</span>
              <a href={mailtoLink(company)} className={link}>
                {company.email}
              </a>
            </p>
            {openingHours.map((line) => (
              <p key={line.days}>{withLabel(line.days, line.hours, locale)}</p>
            ))}
            {emergencies[locale] && (
              <p>{withLabel(ui.footer.emergenciesLabel, emergencies[locale], locale)}</p>
            )}
          </address>
        </div>
      </div>
      <div className="border-t border-white/10 px-4 py-6 text-center text-sm text-slate-300">
        <p>
          © {year} {company.name}. {ui.footer.rights}
        </p>
        <nav aria-label={ui.footer.legalLabel}>
          <ul className="mt-2 flex flex-wrap justify-center gap-x-6">
            <li>
              <Link to={to("/mentions-legales")} className={link}>
                {ui.footer.legal}
              </Link>
            </li>
            <li>
              <Link to={to("/confidentialite")} className={link}>
                {ui.footer.privacy}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
