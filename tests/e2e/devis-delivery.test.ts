import { extractText, getDocumentProxy } from "unpdf";
import { expect } from "vitest";
import { adminPost, signInCookie } from "../helpers/auth";
import { readDevisSettings } from "~/features/devis/index.server";
import { insertQuoteRequest } from "../helpers/devis";
import { waitForHydration } from "../helpers/browser";
import { ADMIN, it } from "../helpers/fixtures";
import { href } from "react-router";

/**
 * A devis sent on a site without SMTP_URL (docs/product/sending-a-devis.md#sending): the outbox
 * writes the e-mail to a file nobody receives, so the staff's page must not say it was sent, and
 * must offer WhatsApp and the client's link instead. Over HTTP, against the production build.
 */
const sendHeaders = (cookie: string) => ({ cookie, "accept-language": "fr" });

it("says the e-mail was written to a file, not sent, and offers WhatsApp and the link", async ({
  server,
  database,
}) => {
  const request = await insertQuoteRequest(database, {
    reference: "DV-2026-0777",
    email: "essi.adjovi@yahoo.fr",
  });
  const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
  const res = await adminPost(server.url, href("/admin/devis/new"), cookie, {
    requestId: request.id,
    intent: "send",
    locale: "fr",
    clientName: "Essi Adjovi",
    clientEmail: "essi.adjovi@yahoo.fr",
    clientPhone: "+228 90 12 34 56",
    validUntil: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
    "l.0.item": "",
    "l.0.label": "Nettoyage de bureaux",
    "l.0.unit": "m2",
    "l.0.quantity": "120",
    "l.0.price": "650",
  });
  expect(res.status).toBe(302);
  const location = res.headers.get("location")!;
  expect(location).toMatch(/\?done=sent$/);
  for (const [lng, wording, notSent] of [
    ["", "l'e-mail n'a pas été envoyé", "Devis envoyé à essi.adjovi@yahoo.fr"],
    ["&lng=en", "the e-mail was not sent", "Quote sent to essi.adjovi@yahoo.fr"],
  ] as const) {
    const page = await fetch(`${server.url}${location}${lng}`, { headers: sendHeaders(cookie) });
    expect(page.status).toBe(200);
    const html = (await page.text()).replace(/&#x27;|&#39;/g, "'");
    expect(html).toContain(wording);
    expect(html).not.toContain(notSent);
    // What does reach the client: the WhatsApp share and the link to copy.
    expect(html).toMatch(/href="https:\/\/wa\.me\//);
    expect(html).toMatch(/id="client-link"[^>]*value="[^"]*\/devis\/[A-Za-z0-9_-]{32}/);
  }
  // The step list says it too, once the outbox has written its file.
  const id = location.split("?")[0]!.split("/").pop()!;
  const later = await fetch(`${server.url}/admin/devis/${id}`, { headers: sendHeaders(cookie) });
  const html = (await later.text()).replace(/&#x27;|&#39;/g, "'");
  expect(html).toContain("E-mail non envoyé : aucun serveur d'envoi (SMTP) n'est configuré");
});

it("serves the PDF as stored at sending, with the payment details; the page follows ?lng=", async ({
  server,
  database,
}) => {
  const request = await insertQuoteRequest(database, {
    reference: "DV-2026-0778",
    email: "kofi@example.tg",
  });
  const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
  // Payment details set by an administrator are printed on the devis.
  const settings = await adminPost(server.url, href("/admin/settings"), cookie, {
    intent: "devis",
    vatRate: "18",
    validityDays: "30",
    paymentTermsFr: "Comptant.",
    paymentTermsEn: "Cash.",
    paymentBank: "Orabank Togo",
    paymentAccount: "TG53 TG11 6010 0100 1234 5678 9012",
    paymentTmoney: "+228 90 00 11 22",
    paymentFlooz: "",
  });
  expect(settings.status).toBeLessThan(400);
  const res = await adminPost(server.url, href("/admin/devis/new"), cookie, {
    requestId: request.id,
    intent: "send",
    locale: "fr",
    clientName: "Kofi Agbo",
    clientEmail: "kofi@example.tg",
    validUntil: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
    "l.0.item": "",
    "l.0.label": "Nettoyage",
    "l.0.unit": "unit",
    "l.0.quantity": "1",
    "l.0.price": "1250000",
  });
  expect(res.status).toBe(302);
  const id = res.headers.get("location")!.split("?")[0]!.split("/").pop()!;
  const stored = await database.db
    .selectFrom("devis_documents")
    .select("content")
    .where("devis_id", "=", id)
    .where("kind", "=", "sent")
    .executeTakeFirstOrThrow();
  const pdfs = await Promise.all(
    Array.from({ length: 3 }, () =>
      fetch(`${server.url}/admin/devis/${id}/pdf`, { headers: { cookie } }).then(async (r) =>
        Buffer.from(await r.arrayBuffer()),
      ),
    ),
  );
  for (const pdf of pdfs) expect(pdf.equals(Buffer.from(stored.content))).toBe(true);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdfs[0]!)), {
    mergePages: true,
  });
  expect(text).toContain("Banque : Orabank Togo");
  expect(text).toContain("T-Money : +228 90 00 11 22");
  expect(text.replace(/\s+/g, " ")).toContain("un million deux cent cinquante mille francs CFA");

  const page = await fetch(`${server.url}/admin/devis/${id}`, { headers: { cookie } });
  const link = /id="client-link"[^>]*value="([^"]+)"/.exec(await page.text())![1]!;
  const token = new URL(link.replace(/&amp;/g, "&")).pathname.split("/").pop()!;
  const french = await (await fetch(`${server.url}/devis/${token}`)).text();
  expect(french).toContain("Accepter ce devis");
  const english = await (await fetch(`${server.url}/devis/${token}?lng=en`)).text();
  expect(english).toContain("Accept this quote");
  expect(english).not.toContain("Accepter ce devis");
});

it("switches the usual payment terms with the devis's language in the editor, keeps typed ones", async ({
  server,
  database,
  adminPage: page,
}) => {
  const request = await insertQuoteRequest(database, {
    reference: "DV-2026-0779",
    email: "kofi.terms@example.tg",
  });
  // The usual terms as the settings hold them (an earlier test of this file changed them).
  const { paymentTermsFr: fr, paymentTermsEn: en } = await readDevisSettings(database);
  expect(fr).not.toBe(en);
  await page.goto(`${server.url}/admin/devis/new?request=${request.id}`);
  await waitForHydration(page);
  const terms = page.locator('textarea[name="paymentTerms"]');
  expect(await terms.inputValue()).toBe(fr);
  await page.locator('select[name="locale"]').selectOption("en");
  expect(await terms.inputValue()).toBe(en);
  await page.locator('select[name="locale"]').selectOption("fr");
  expect(await terms.inputValue()).toBe(fr);
  // Terms the staff wrote themselves are theirs, in whatever language.
  await terms.fill("Paiement à 30 jours.");
  await page.locator('select[name="locale"]').selectOption("en");
  expect(await terms.inputValue()).toBe("Paiement à 30 jours.");
});
