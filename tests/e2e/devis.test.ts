import { CachePolicy } from "~/lib/http-cache";
import { randomUUID } from "node:crypto";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, describe, expect } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { adminPost, signInCookie } from "../helpers/auth";
import { seriousA11yViolations } from "../helpers/axe";
import { PHONE, waitForHydration } from "../helpers/browser";
import { ADMIN, EDITOR, it, type E2eServer } from "../helpers/fixtures";
import { attachmentsOf, subjectOf, textOf } from "../helpers/mime";
import { leadMetadata } from "../helpers/rows";
import { startTestSmtp, type ReceivedMail } from "../helpers/smtp";
import { until } from "../helpers/until";
import { href } from "react-router";

/**
 * A devis from a quote request to the client's answer (docs/product/sending-a-devis.md): built
 * and sent by staff, received with its PDF through a real SMTP server, accepted (in French) and
 * declined (in English) by the client on a 390 px phone, and the team told.
 */
const smtp = await startTestSmtp();
afterAll(() => smtp.close());
it.override({ serverEnv: { SMTP_URL: smtp.url, OUTBOX_INTERVAL_MS: "100" } });

async function quoteRequest(database: AppDatabase, reference: string, locale: "fr" | "en") {
  const id = randomUUID();
  await database.db
    .insertInto("quote_requests")
    .values({
      id,
      reference,
      first_name: "Kofi",
      last_name: "Agbo",
      email: `${reference.toLowerCase()}@example.tg`,
      phone: "+228 90 12 34 56",
      company: null,
      service_type: "nettoie-pro",
      area: "120",
      frequency: null,
      description: "Bureaux",
      budget: null,
      urgency: null,
      estimate: JSON.stringify({ item: "zone1", quantity: 120, frequency: "ponctuel" }),
      ...leadMetadata({ locale }),
    })
    .execute();
  return id;
}

const mailTo = (address: string) => () => smtp.received.filter((m) => m.to.includes(address));
const tokenOf = (text: string) => /\/devis\/([A-Za-z0-9_-]{32})/.exec(text)?.[1];

/** Staff send a devis built from the request over HTTP, as a browser without JavaScript does. */
async function sendByHttp(server: E2eServer, requestId: string, fields: Record<string, string>) {
  const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
  const res = await adminPost(server.url, href("/admin/devis/new"), cookie, {
    requestId,
    intent: "send",
    validUntil: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
    "l.0.item": "",
    "l.0.unit": "m2",
    ...fields,
  });
  expect(res.status).toBe(302);
  return res.headers.get("location")!.split("?")[0]!.split("/").pop()!;
}

async function pdfText(mail: ReceivedMail) {
  const [pdf] = attachmentsOf(mail.raw);
  expect(pdf?.contentType).toBe("application/pdf");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf!.content)), {
    mergePages: true,
  });
  return { filename: pdf!.filename, text };
}

describe("a devis, from the request to the client's answer", () => {
  it("staff build it from the request and send it; the client gets the PDF and the link", async ({
    server,
    database,
    adminPage: page,
    allowErrors,
  }) => {
    allowErrors(/status of 400/);
    const requestId = await quoteRequest(database, "DV-2026-0042", "fr");
    await page.goto(`${server.url}/admin/leads/quote/${requestId}`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Créer un devis" }).click();
    await page.waitForURL(/\/admin\/devis\/new\?request=/);
    // The request fills the client and the first line from the estimate the visitor saw.
    await expect.poll(() => page.locator("#clientName").inputValue()).toBe("Kofi Agbo");
    expect(await page.locator('[name="l.0.quantity"]').inputValue()).toBe("120");
    expect(await page.locator('[name="l.0.item"]').inputValue()).toBe("zone1");
    await page.locator('[name="l.0.price"]').fill("250");
    await page.getByRole("button", { name: "Ajouter une ligne" }).click();
    await page.locator('[name="l.1.label"]').fill("Désinfection des sanitaires");
    await page.locator('[name="l.1.unit"]').selectOption("visit");
    await page.locator('[name="l.1.quantity"]').fill("2");
    await page.locator('[name="l.1.price"]').fill("-5");
    await page.getByRole("button", { name: "Enregistrer et envoyer au client" }).click();
    // Bad input comes back beside its field; nothing was stored.
    await expect
      .poll(() => page.locator('[id="l.1.price-problem"]').textContent())
      .toContain("nombre entier de FCFA");
    expect(await database.db.selectFrom("devis").select("id").execute()).toEqual([]);
    await page.locator('[name="l.1.price"]').fill("15 000");
    await page.getByRole("button", { name: "Enregistrer et envoyer au client" }).click();
    await page.waitForURL(/\/admin\/devis\/[\w-]+\?done=sent/);
    await expect
      .poll(() => page.getByRole("status").first().textContent())
      .toContain("dv-2026-0042@example.tg");
    const devisPage = page.url().split("?")[0]!;
    const link = await page.locator("#client-link").inputValue();
    const whatsapp = await page
      .getByRole("link", { name: "Partager sur WhatsApp" })
      .getAttribute("href");
    expect(whatsapp).toContain("https://wa.me/22890123456?text=");
    expect(decodeURIComponent(whatsapp!)).toContain(link);

    // 120 m² × 250 + 2 × 15 000 = 60 000 FCFA, less the 10 % first-order discount.
    const [mail] = await until(mailTo("dv-2026-0042@example.tg"), (m) => m.length === 1);
    expect(subjectOf(mail!.raw)).toBe("Votre devis DV-2026-0042 – Africa Clean");
    const body = textOf(mail!.raw);
    expect(body).toContain("Bonjour Kofi Agbo");
    expect(body).toContain(link);
    expect(body).toContain("54\u202f000\u00a0FCFA");
    const pdf = await pdfText(mail!);
    expect(pdf.filename).toBe("DV-2026-0042.pdf");
    expect(pdf.text).toContain("Devis n° DV-2026-0042");
    expect(pdf.text).toContain("Désinfection des sanitaires");
    expect(pdf.text).toContain("Total à payer 54 000 FCFA");
    const request = await database.db
      .selectFrom("quote_requests")
      .select("status")
      .where("id", "=", requestId)
      .executeTakeFirstOrThrow();
    expect(request.status).toBe("quoted");
    // Once the SMTP server took the e-mail, and not before, the page says it went.
    await expect
      .poll(async () => {
        await page.goto(devisPage);
        return page.getByTestId("devis-steps").textContent();
      })
      .toContain("E-mail accepté par le serveur d'envoi");
    // Staff checking the link themselves are not the client opening it.
    await page.goto(`${server.url}/devis/${tokenOf(link)}`);
    await waitForHydration(page);
    const devis = await database.db
      .selectFrom("devis")
      .select(["status", "viewed_at"])
      .executeTakeFirstOrThrow();
    expect(devis).toEqual({ status: "sent", viewed_at: null });
  });

  it("the client accepts it on a phone, once, and the team is told", async ({
    server,
    database,
    openPage,
    allowErrors,
  }) => {
    const [mail] = mailTo("dv-2026-0042@example.tg")();
    const token = tokenOf(textOf(mail!.raw))!;
    const page = await openPage(PHONE);
    const url = `${server.url}/devis/${token}`;
    const response = await page.goto(url);
    expect(response?.headers()["cache-control"]).toBe(CachePolicy.noStore);
    expect(response?.headers()["x-robots-tag"]).toContain("noindex");
    // The page's own header wins over the site's: the link's token never leaves in a Referer.
    expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
    await waitForHydration(page);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Devis DV-2026-0042");
    expect(await page.getByTestId("client-totals").textContent()).toContain(
      "54\u202f000\u00a0FCFA",
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Opening it is recorded once.
    const opened = await database.db
      .selectFrom("devis")
      .select(["status", "viewed_at"])
      .executeTakeFirstOrThrow();
    expect(opened.status).toBe("viewed");

    allowErrors(/status of 400/);
    await page.getByRole("button", { name: "Accepter ce devis" }).click();
    await expect
      .poll(() => page.locator("#accept-name-problem").textContent())
      .toBe("Écrivez votre nom pour accepter.");
    expect(await page.locator("#accept-agree-problem").textContent()).toBe(
      "Cochez la case pour confirmer votre accord.",
    );
    // Sent by hand, a name too long, or one the PDF's font cannot print, is refused in words and
    // changes nothing; so is a body that is no form.
    const post = (body: URLSearchParams | string) =>
      fetch(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
        body,
      });
    for (const name of ["K".repeat(121), "Kofi \u{1F9F9}"])
      expect(
        (await post(new URLSearchParams({ intent: "accept", name, agree: "on" }))).status,
      ).toBe(400);
    expect((await post("%%%")).status).toBe(400);
    expect((await post(new URLSearchParams({ intent: "pay" }))).status).toBe(400);
    expect(
      (await database.db.selectFrom("devis").select("status").executeTakeFirstOrThrow()).status,
    ).toBe("viewed");
    await page.getByLabel("Votre nom et prénom").fill("Kofi Agbo");
    await page.getByLabel("J'accepte ce devis").check();
    await page.getByRole("button", { name: "Accepter ce devis" }).click();
    await expect
      .poll(() => page.getByRole("status").textContent(), { timeout: 10_000 })
      .toContain("Vous avez accepté ce devis");
    expect(await page.getByRole("button", { name: "Accepter ce devis" }).count()).toBe(0);

    // The same answer sent again (a double tap, a retried POST) changes nothing.
    const again = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({ intent: "accept", name: "Someone else", agree: "on" }),
    });
    expect(again.status).toBe(200);
    const devis = await database.db.selectFrom("devis").selectAll().executeTakeFirstOrThrow();
    expect(devis).toMatchObject({ status: "accepted", answer_name: "Kofi Agbo" });
    expect(devis.answer_address).toBeTruthy();
    const log = await database.db
      .selectFrom("audit_log")
      .select(["action", "details"])
      .where("target_type", "=", "devis")
      .orderBy("created_at")
      .execute();
    expect(log.map((l) => l.action)).toEqual([
      "devis.create",
      "devis.send",
      "devis.view",
      "devis.accept",
    ]);
    expect(JSON.parse(log[3]!.details!)).toMatchObject({
      name: "Kofi Agbo",
      address: devis.answer_address,
    });
    const request = await database.db
      .selectFrom("quote_requests")
      .select("status")
      .where("reference", "=", "DV-2026-0042")
      .executeTakeFirstOrThrow();
    expect(request.status).toBe("won");
    const notices = await until(mailTo("contact@africaclean.tg"), (m) =>
      m.some((x) => x.raw.includes("accept")),
    );
    expect(notices.filter((m) => /^Subject:.*DV-2026-0042/m.test(m.raw))).toHaveLength(1);
  });

  it("the client declines one in English, with a reason; the request is lost", async ({
    server,
    database,
    openPage,
  }) => {
    const requestId = await quoteRequest(database, "DV-2026-0043", "en");
    await sendByHttp(server, requestId, {
      clientName: "Kofi Agbo",
      clientEmail: "dv-2026-0043@example.tg",
      locale: "en",
      "l.0.label": "Office cleaning",
      "l.0.quantity": "2,5",
      "l.0.price": "100000",
    });
    const [mail] = await until(mailTo("dv-2026-0043@example.tg"), (m) => m.length === 1);
    expect(subjectOf(mail!.raw)).toBe("Your quote DV-2026-0043 – Africa Clean");
    const pdf = await pdfText(mail!);
    expect(pdf.text).toContain("Quote no. DV-2026-0043");
    expect(pdf.text).toContain("250,000 FCFA");
    const token = tokenOf(textOf(mail!.raw))!;
    const page = await openPage({ ...PHONE, locale: "en-GB" });
    await page.goto(`${server.url}/devis/${token}?lng=en`);
    await waitForHydration(page);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Quote DV-2026-0043");
    await page.getByText("Decline", { exact: true }).click();
    await page.getByLabel("Reason (optional)").fill("We found another company.");
    await page.getByRole("button", { name: "Decline this quote" }).click();
    await expect
      .poll(() => page.getByRole("status").textContent(), { timeout: 10_000 })
      .toContain("You declined this quote");
    const devis = await database.db
      .selectFrom("devis")
      .selectAll()
      .where("number", "=", "DV-2026-0043")
      .executeTakeFirstOrThrow();
    expect(devis).toMatchObject({ status: "declined", answer_reason: "We found another company." });
    const request = await database.db
      .selectFrom("quote_requests")
      .select("status")
      .where("id", "=", requestId)
      .executeTakeFirstOrThrow();
    expect(request.status).toBe("lost");
  });

  it("the dashboard counts them and their FCFA", async ({ server, adminPage: page }) => {
    await page.goto(`${server.url}/admin`);
    await waitForHydration(page);
    const figures = page.getByTestId("devis-figures");
    await expect.poll(() => page.getByTestId("devis-Devis envoyés").textContent()).toBe("2");
    expect(await page.getByTestId("devis-Acceptés").textContent()).toBe("1");
    expect(await page.getByTestId("devis-Déclinés").textContent()).toBe("1");
    expect(await page.getByTestId("devis-Taux d'acceptation").textContent()).toBe("50\u00a0%");
    expect(await figures.textContent()).toContain("54\u202f000\u00a0FCFA");
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("revised and sent again, the first version's link says it was replaced and leads on", async ({
    server,
    database,
    openPage,
  }) => {
    const admin = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const first = await database.db
      .selectFrom("devis")
      .select("id")
      .where("number", "=", "DV-2026-0043")
      .executeTakeFirstOrThrow();
    const revised = await adminPost(server.url, href("/admin/devis/:id", { id: first.id }), admin, {
      intent: "revise",
    });
    expect(revised.status).toBe(302);
    const second = revised.headers.get("location")!.split("?")[0]!;
    const sent = await adminPost(server.url, second, admin, {
      intent: "send",
      clientName: "Kofi Agbo",
      clientEmail: "dv-2026-0043@example.tg",
      locale: "en",
      validUntil: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      "l.0.item": "",
      "l.0.label": "Office cleaning",
      "l.0.unit": "m2",
      "l.0.quantity": "2",
      "l.0.price": "100000",
    });
    expect(sent.status).toBe(302);
    const mails = await until(mailTo("dv-2026-0043@example.tg"), (m) => m.length === 2);
    expect(subjectOf(mails[1]!.raw)).toBe("Your quote DV-2026-0043-v2 – Africa Clean");
    const oldToken = tokenOf(textOf(mails[0]!.raw))!;
    const page = await openPage({ ...PHONE, locale: "en-GB" });
    await page.goto(`${server.url}/devis/${oldToken}?lng=en`);
    await waitForHydration(page);
    await expect
      .poll(() => page.getByRole("status").textContent(), { timeout: 10_000 })
      .toContain("replaced by a new version");
    expect(await page.getByRole("button", { name: "Accept this quote" }).count()).toBe(0);
    await page.getByRole("link", { name: "See the new version" }).click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Quote DV-2026-0043-v2");
    expect(await page.getByRole("button", { name: "Accept this quote" }).count()).toBe(1);
  });

  it("lets only an administrator delete a draft, and never a sent devis", async ({
    server,
    database,
    editor,
  }) => {
    const requestId = await quoteRequest(database, "DV-2026-0044", "fr");
    const admin = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const saved = await adminPost(server.url, href("/admin/devis/new"), admin, {
      requestId,
      intent: "save",
      clientName: "Kofi Agbo",
      validUntil: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      "l.0.item": "",
      "l.0.label": "Vitres",
      "l.0.unit": "m2",
      "l.0.quantity": "10",
      "l.0.price": "500",
    });
    expect(saved.status).toBe(302);
    const draft = saved.headers.get("location")!.split("?")[0]!;
    const asEditor = await signInCookie(server.url, editor.email, EDITOR.password);
    expect((await adminPost(server.url, draft, asEditor, { intent: "delete" })).status).toBe(403);
    const stays = await database.db
      .selectFrom("devis")
      .select("id")
      .where("number", "=", "DV-2026-0044")
      .execute();
    expect(stays).toHaveLength(1);
    expect((await adminPost(server.url, draft, admin, { intent: "delete" })).status).toBe(302);
    const gone = await database.db
      .selectFrom("devis")
      .select("id")
      .where("number", "=", "DV-2026-0044")
      .execute();
    expect(gone).toEqual([]);
    // A sent one is refused even to an administrator: it can only be withdrawn.
    const sent = await database.db
      .selectFrom("devis")
      .select("id")
      .where("number", "=", "DV-2026-0042")
      .executeTakeFirstOrThrow();
    expect(
      (
        await adminPost(server.url, href("/admin/devis/:id", { id: sent.id }), admin, {
          intent: "delete",
        })
      ).status,
    ).toBe(409);
  });

  it("answers a wrong token with a plain 404, never cached", async ({ server }) => {
    for (const path of [
      `/devis/${"A".repeat(32)}`,
      "/devis/nope",
      `/devis/${"A".repeat(32)}/pdf`,
    ]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("text/plain");
      expect(res.headers.get("cache-control")).toBe(CachePolicy.noStore);
      expect(await res.text()).toBe("Not found");
    }
  });

  // Last in the file: it spends this address's budget for /devis/.
  it("limits each address's requests to /devis/ in any spelling, then answers 429 in both languages", async ({
    server,
  }) => {
    // The router opens a devis whatever the address's case, so every spelling counts.
    const guess = "B".repeat(32);
    const spellings = [
      `/Devis/${guess}/pdf`,
      `/DEVIS/${guess}`,
      `/devis/${guess}/PDF`,
      `/d%65vis/${guess}`,
      `/dEvIs/${guess}.data`,
    ];
    let answer: Response | undefined;
    let sent = 0;
    for (; sent < 70 && answer?.status !== 429; sent++)
      answer = await fetch(`${server.url}${spellings[sent % spellings.length]}`);
    expect(answer!.status).toBe(429);
    expect(sent).toBeLessThanOrEqual(61);
    expect(answer!.headers.get("cache-control")).toBe(CachePolicy.noStore);
    const text = await answer!.text();
    expect(text).toContain("Trop de demandes");
    expect(text).toContain("Too many requests");
    for (const path of [...spellings, `/devis/${guess}`])
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(429);
  });
});
