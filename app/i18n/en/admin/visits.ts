import type { Widen } from "../../widen";
import type { visits as fr } from "../../fr/admin/visits";

/** Visits counted by the server, and where the leads and accepted devis came from. */
export const visits: Widen<typeof fr> = {
  title: "Visits and sources",
  intro:
    "Public pages read by people, counted by the server: no cookie, no script and no IP address kept. Robots, link previews and signed-in staff are not counted.",
  period: "Period",
  days: { one: "{n} day", other: "{n} days" },
  pageViews: "Pages read",
  visitsLabel: "Visits",
  visitorsLabel: "Visitors",
  before: "{n} in the period before",
  bySource: "Where visits, requests and money come from",
  source: "Source",
  leads: "Requests",
  rate: "Requests per visit",
  accepted: "Quotes accepted",
  fcfa: "FCFA accepted",
  none: "No visit or request in this period.",
  direct: "Direct",
  otherSite: "Site {host}",
  noRate: "—",
  campaigns: "Campaigns",
  campaign: "Campaign",
  whatsappNote:
    "WhatsApp often does not say where a visitor comes from: its visits then look direct, unless the link carries a campaign (utm_source=whatsapp).",
};
