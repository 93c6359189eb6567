// Generated data for the data bench (bench/data.js): leads with notes, sent e-mails, posts in two
// languages, testimonials, devis and change-log rows, at three sizes. A fixed seed makes every run
// write the same rows (dates count back from the start of the current day, so the dashboard's
// recent weeks hold data). bench/data-write.js writes them.
import { foldedFields } from "../app/lib/search-text.ts";

/** S, M = 10× S, L as issue 41 measured it. */
export const SIZES = {
  S: { leads: 1_000, emails: 2_000, posts: 50, testimonials: 200, audit: 10_000, devis: 100 },
  M: {
    leads: 10_000,
    emails: 20_000,
    posts: 500,
    testimonials: 2_000,
    audit: 100_000,
    devis: 1_000,
  },
  L: {
    leads: 100_000,
    emails: 200_000,
    posts: 5_000,
    testimonials: 20_000,
    audit: 500_000,
    devis: 10_000,
  },
};

/** mulberry32: small, fast and the same sequence on every machine for one seed. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ["Kofi", "Ama", "Yao", "Afi", "Koffi", "Élodie", "Sénamé", "Komi", "Akouvi", "Éric"];
const LAST = ["Agbo", "Mensah", "Lawson", "Amégan", "Dossou", "Kpodar", "Adjovi", "Tété"];
const SERVICES = ["nettoie-pro", "nettoie-bat", "desinfection", "jardinage", "vitrerie"];
const STATUSES = ["new", "contacted", "quoted", "won", "lost", "spam"];
const TAGS = ["Hygiène", "Bureaux", "Conseils", "Écologie", "Santé", "Entretien", "Lomé"];
const WORDS =
  "nettoyage bureaux hygiène désinfection sols vitres cuisine sanitaires entretien équipe lomé produits écologiques qualité sécurité clinique hôtel école".split(
    " ",
  );
const ACTIONS = ["lead.status", "lead.note", "post.update", "devis.send", "settings.update"];

/** Every row of every table for one size, generated in memory (L: about a million rows). */
export function generate(sizeName, { adminId, now = startOfToday() }) {
  const size = SIZES[sizeName];
  const rand = random(41);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const hex = (n) => Array.from({ length: n }, () => Math.floor(rand() * 16).toString(16)).join("");
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
  // Spread over 23 months, newest first (row n a little older than row n - 1): within the
  // default retention of 24, so the server's retention pass finds nothing to clear while the
  // screens are timed (older leads would be anonymised, in chunks, under the bench).
  const span = 700 * 86_400_000;
  const at = (n, count) => new Date(now - Math.floor(((n + rand()) / count) * span)).toISOString();
  const words = (n) => Array.from({ length: n }, () => pick(WORDS)).join(" ");

  const quotes = [];
  const contacts = [];
  const notes = [];
  for (let n = 0; n < size.leads; n++) {
    const created = at(n, size.leads);
    const first = pick(FIRST);
    const last = pick(LAST);
    const base = {
      id: uuid(),
      created_at: created,
      updated_at: created,
      status: n < size.leads / 20 ? "new" : pick(STATUSES),
      locale: rand() < 0.7 ? "fr" : "en",
      source_page: "/quote",
      submission_token: uuid(),
      first_name: first,
      last_name: last,
      email: `${first}.${last}.${n}@example.tg`.toLowerCase(),
      phone: `+228 9${Math.floor(rand() * 10)} ${String(n % 100).padStart(2, "0")} ${hex(2).replace(/[a-f]/g, "5")} ${String(n % 97).padStart(2, "0")}`,
      company: rand() < 0.5 ? "Clinique du Golfe" : null,
      urgency: pick([null, null, "urgent", "tres-urgent"]),
    };
    if (n % 5 < 3) {
      quotes.push({
        ...base,
        reference: `AC-${String(n).padStart(7, "0")}`,
        service_type: pick(SERVICES),
        area: String(50 + Math.floor(rand() * 500)),
        description: `Demande : ${words(30)}`,
      });
    } else {
      contacts.push({ ...base, service: pick(SERVICES), message: `Message : ${words(30)}` });
    }
    if (n % 2 === 0)
      notes.push({
        id: uuid(),
        lead_type: n % 5 < 3 ? "quote" : "contact",
        lead_id: base.id,
        author_id: adminId,
        body: `Note : ${words(12)}`,
        created_at: created,
      });
  }
  const emails = Array.from({ length: size.emails }, (_, n) => {
    const created = at(n, size.emails);
    const lead = quotes[n % quotes.length];
    const failed = n % 50 === 7;
    return {
      id: uuid(),
      created_at: created,
      kind: pick(["quote-ack", "contact-ack", "lead-notify", "devis"]),
      to_address: lead.email,
      subject: `Votre demande ${lead.reference}`,
      text_body: `Bonjour ${lead.first_name},\n\n${words(60)}\n\nL'équipe`,
      related_type: "quote",
      related_id: lead.id,
      status: failed ? "failed" : "sent",
      attempts: failed ? 8 : 1,
      next_attempt_at: created,
      last_error: failed ? "550 mailbox unavailable" : null,
      sent_at: failed ? null : created,
    };
  });
  const posts = [];
  for (let n = 0; n < size.posts; n++) {
    const published = at(n, size.posts);
    const group = uuid();
    const locales = n % 3 === 0 ? ["fr", "en"] : [n % 3 === 1 ? "fr" : "en"];
    for (const locale of locales) {
      const title = `${locale === "fr" ? "Article" : "Post"} ${n} : ${words(4)}`;
      const excerpt = words(25);
      const content = Array.from({ length: 8 }, () => `<p>${words(60)}</p>`).join("\n");
      const draft = n % 10 === 9;
      posts.push({
        id: uuid(),
        title,
        slug: `${locale}-article-${n}`,
        content,
        excerpt,
        status: draft ? "draft" : "published",
        tags: JSON.stringify([pick(TAGS), pick(TAGS)].filter((t, i, all) => all.indexOf(t) === i)),
        author_name: "Équipe Africa Clean",
        author_id: adminId,
        created_at: published,
        updated_at: published,
        published_at: draft ? null : published,
        locale,
        translation_group: group,
        search_text: foldedFields([title, excerpt, content]),
      });
    }
  }
  const testimonials = Array.from({ length: size.testimonials }, (_, n) => {
    const created = at(n, size.testimonials);
    const status = n % 10 === 0 ? "pending" : n % 10 === 1 ? "rejected" : "approved";
    return {
      id: uuid(),
      created_at: created,
      updated_at: created,
      status,
      approved_at: status === "approved" ? created : null,
      locale: rand() < 0.7 ? "fr" : "en",
      name: `${pick(FIRST)} ${pick(LAST)}`,
      email: `temoin.${n}@example.tg`,
      rating: 3 + Math.floor(rand() * 3),
      content: words(40),
      submission_token: uuid(),
    };
  });
  const devis = Array.from({ length: size.devis }, (_, n) => {
    const quote = quotes[n];
    const status = pick(["draft", "sent", "viewed", "accepted", "declined", "expired"]);
    return {
      id: uuid(),
      number: `D-${String(n).padStart(6, "0")}`,
      version: 1,
      request_id: quote.id,
      status,
      locale: "fr",
      client_name: `${quote.first_name} ${quote.last_name}`,
      client_email: quote.email,
      client_phone: quote.phone,
      discount_percent: 0,
      vat_rate: 0,
      subtotal: 50_000 + n,
      discount: 0,
      vat: 0,
      total: 50_000 + n,
      valid_until: "2030-01-01",
      payment_terms: "",
      note: "",
      created_at: quote.created_at,
      updated_at: quote.created_at,
      sent_at: status === "draft" ? null : quote.created_at,
    };
  });
  const audit = Array.from({ length: size.audit }, (_, n) => ({
    id: uuid(),
    created_at: at(n, size.audit),
    user_id: n % 4 === 0 ? null : adminId,
    action: pick(ACTIONS),
    target_type: "quote",
    target_id: quotes[n % quotes.length].id,
    details: JSON.stringify({ status: pick(STATUSES) }),
  }));
  return {
    quote_requests: quotes,
    contact_messages: contacts,
    lead_notes: notes,
    email_outbox: emails,
    blog_posts: posts,
    testimonials,
    devis,
    audit_log: audit,
  };
}

function startOfToday() {
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  return day.getTime();
}
