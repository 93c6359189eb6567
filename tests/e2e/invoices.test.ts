import ICAL from "ical.js";
import { extractText, getDocumentProxy } from "unpdf";
import { href } from "react-router";
import { afterAll, describe, expect } from "vitest";
import { sendTestimonialRequests } from "~/features/interventions/jobs.server";
import { issueInvoice } from "~/features/invoices/issue.server";
import { adminPost, signInCookie } from "../helpers/auth";
import { seriousA11yViolations } from "../helpers/axe";
import { PHONE, waitForHydration } from "../helpers/browser";
import { markAccepted, sentDevisFor } from "../helpers/devis";
import { addMember } from "../helpers/interventions";
import { ADMIN, EDITOR, it } from "../helpers/fixtures";
import { attachmentsOf, subjectOf, textOf } from "../helpers/mime";
import { startTestSmtp } from "../helpers/smtp";
import { until } from "../helpers/until";

/**
 * The whole path after an accepted devis (docs/product/invoices.md), on a 390 px phone: the
 * intervention planned and its calendar file e-mailed through a real SMTP server, a deposit
 * invoice, a T-Money payment with its receipt, the work done, the balance invoice, paid, the
 * testimonial asked and moderated, the month's journal balanced; then the roles and refusals
 * over HTTP, as a browser without JavaScript posts.
 */
const smtp = await startTestSmtp();
afterAll(() => smtp.close());
it.override({ serverEnv: { SMTP_URL: smtp.url, OUTBOX_INTERVAL_MS: "100" } });

const year = new Date().getUTCFullYear();
const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.replace(
    /[\u00a0\u202f]/g,
    " ",
  );

describe("invoices after an accepted devis", () => {
  it("at 390 px: planned, deposit, T-Money, done, balance, paid, testimonial, journal", async ({
    server,
    database,
    openSignedInPage,
    openPage,
    allowErrors,
  }) => {
    // The testimonial link, once used, answers 410 to the page's own revalidation.
    allowErrors(/status of 410/);
    const { id } = await sentDevisFor(database, {
      reference: "DV-2026-0101",
      email: "ama@example.tg",
    });
    const total = await markAccepted(database, id);
    const page = await openSignedInPage(ADMIN, PHONE);
    const status = () => page.getByRole("status").first().textContent();
    const fitsThePhone = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );

    // The work is planned first: one intervention, from the devis (docs/product/interventions.md).
    await addMember(database, "Kossi Adjo");
    await page.goto(`${server.url}/admin/devis/${id}`);
    await page.getByRole("link", { name: "Planifier une intervention" }).click();
    await page.waitForURL(/\/interventions\/new$/);
    await page.locator('input[name="day"]').fill(new Date().toISOString().slice(0, 10));
    await page.locator('input[name="time"]').fill("07:00");
    await page.locator('input[name="address"]').fill("Rue 12, Bè");
    await page.getByLabel("Kossi Adjo").check();
    await page.getByRole("button", { name: "Planifier", exact: true }).click();
    await page.waitForURL(/\/admin\/interventions\/[\w-]+\?done=planned/);
    const intervention = page.url().split("?")[0]!;
    // The client's e-mail carries the calendar file, as a calendar application reads it.
    const toClient = (words: string) => () =>
      smtp.received.find(
        (m) => m.to.includes("ama@example.tg") && subjectOf(m.raw).includes(words),
      );
    await until(toClient("intervention"));
    const ics = attachmentsOf(toClient("intervention")()!.raw).find((a) =>
      a.filename.endsWith(".ics"),
    )!;
    const calendar = new ICAL.Component(ICAL.parse(ics.content.toString("utf8")));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(
      new ICAL.Event(calendar.getFirstSubcomponent("vevent")!).startDate.toJSDate().getUTCHours(),
    ).toBe(7);

    await page.goto(`${server.url}/admin/devis/${id}`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Émettre une facture" }).click();
    await page.waitForURL(/\/admin\/invoices\/new\?devis=/);
    expect(await page.getByLabel(/^Acompte de 50/).isChecked()).toBe(true);
    expect(await page.getByLabel(/^Solde/).isDisabled()).toBe(true);
    await fitsThePhone();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Émettre la facture" }).click();
    await page.waitForURL(/\/admin\/invoices\/[\w-]+\?done=issued/);
    await expect.poll(status).toContain(`Facture FA-${year}-0001 émise.`);
    await fitsThePhone();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const deposit = page.url().split("?")[0]!.split("/").pop()!;
    const pdf = await page.request.get(
      `${server.url}${href("/admin/invoices/:id/pdf/:document", { id: deposit, document: deposit })}`,
    );
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const printed = await pdfText(new Uint8Array(await pdf.body()));
    expect(printed).toContain(`N° FA-${year}-0001`);
    expect(printed).toContain("Suivant le devis DV-2026-0101");

    // The payment form starts at what is due; T-Money with its transaction id.
    await page.getByLabel("Mode de paiement").selectOption("tmoney");
    await page.getByLabel(/^Référence/).fill("TM-2026-0077");
    await page.getByRole("button", { name: "Enregistrer le paiement" }).click();
    await expect.poll(status).toContain("Paiement enregistré.");
    await expect.poll(() => page.locator("h1 [data-status]").textContent()).toBe("Payée");
    await page.getByRole("button", { name: "Envoyer le reçu au client" }).click();
    await expect.poll(status).toContain("ama@example.tg");
    const mail = await until(() =>
      smtp.received.find((m) => subjectOf(m.raw).includes(`facture FA-${year}-0001`)),
    );
    expect(mail!.to).toEqual(["ama@example.tg"]);
    const [receipt] = attachmentsOf(mail!.raw);
    expect(receipt?.filename).toMatch(
      new RegExp(`^Recu-FA-${year}-0001-\\d{4}-\\d{2}-\\d{2}\\.pdf$`),
    );
    const read = await pdfText(new Uint8Array(receipt!.content));
    expect(read).toContain("REÇU DE PAIEMENT");
    expect(read).toContain("Référence : TM-2026-0077");

    // The balance waits for the work to be done; the intervention is marked done.
    await page.goto(`${server.url}/admin/invoices/new?devis=${id}`);
    expect(await page.getByLabel(/^Solde/).isDisabled()).toBe(true);
    await page.goto(intervention);
    await page.getByRole("button", { name: "Marquer comme faite" }).click();
    await page.waitForURL(/\?done=done/);

    // The balance, from the devis again: the deposit is deducted.
    await page.goto(`${server.url}/admin/devis/${id}`);
    await page.getByRole("link", { name: "Émettre une facture" }).click();
    await page.waitForURL(/\/admin\/invoices\/new\?devis=/);
    expect(await page.getByLabel(/^Solde/).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Émettre la facture" }).click();
    await page.waitForURL(/\/admin\/invoices\/[\w-]+\?done=issued/);
    await expect.poll(status).toContain(`Facture FA-${year}-0002 émise.`);
    await page.getByRole("button", { name: "Enregistrer le paiement" }).click();
    await expect.poll(() => page.locator("h1 [data-status]").textContent()).toBe("Payée");
    await fitsThePhone();

    await page.goto(`${server.url}/admin/invoices`);
    await expect
      .poll(() => page.locator("li [data-status]").allTextContents())
      .toEqual(["Payée", "Payée"]);
    await fitsThePhone();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const paid = await database.db
      .selectFrom("payments")
      .innerJoin("invoices", "invoices.id", "payments.invoice_id")
      .select("payments.amount")
      .where("invoices.devis_id", "=", id)
      .execute();
    expect(paid.reduce((n, p) => n + p.amount, 0)).toBe(total);

    // Two days after the work, the client is asked for a testimonial (the job's pass, run now);
    // it lands in moderation tagged with the devis.
    await sendTestimonialRequests(database, {
      publicUrl: server.url,
      now: new Date(Date.now() + 2 * 86_400_000 + 60_000),
    });
    await until(toClient("avis"));
    const link = /https?:\/\/\S+\/temoignage\/[\w-]{32}/.exec(textOf(toClient("avis")()!.raw))![0];
    const client = await openPage(PHONE);
    await client.goto(link);
    await client.getByLabel("Votre témoignage").fill("Travail soigné, équipe à l'heure.");
    await client.getByRole("button", { name: "Envoyer mon témoignage" }).click();
    await expect.poll(() => client.getByRole("status").textContent()).toContain("Merci");
    await page.goto(`${server.url}${href("/admin/testimonials")}`);
    await expect
      .poll(() => page.locator("[data-devis]").first().textContent())
      .toContain("DV-2026-0101");

    // The accountant's journal of the month holds it all, its debits equal to its credits.
    const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const journal = await fetch(`${server.url}/admin/accounting/export.csv?what=journal`, {
      headers: { cookie },
    });
    const rows = (await journal.text())
      .trim()
      .split("\r\n")
      .slice(1)
      .map((r) => r.split(";"));
    const side = (column: number) => rows.reduce((n, r) => n + Number(r[column] || 0), 0);
    expect(side(5)).toBeGreaterThan(0);
    expect(side(5)).toBe(side(6));
  });

  it("lets editors record payments only, and refuses bad money in words", async ({
    server,
    database,
    editor,
  }) => {
    const { id } = await sentDevisFor(database, {
      reference: "DV-2026-0102",
      email: "kofi@example.tg",
    });
    await markAccepted(database, id);
    const admin = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const editorCookie = await signInCookie(server.url, editor.email, EDITOR.password);
    const issue = (cookie: string) =>
      adminPost(server.url, href("/admin/invoices/new"), cookie, {
        devis: id,
        kind: "full",
        termDays: "15",
      });
    // An editor's forged issue is refused, and nothing is numbered.
    expect((await issue(editorCookie)).status).toBe(403);
    const invoicesOf = () =>
      database.db.selectFrom("invoices").select("id").where("devis_id", "=", id).execute();
    expect(await invoicesOf()).toEqual([]);
    const issued = await issue(admin);
    expect(issued.status).toBe(302);
    const invoiceId = issued.headers.get("location")!.split("?")[0]!.split("/").pop()!;
    expect((await issue(admin)).status).toBe(409);
    const path = href("/admin/invoices/:id", { id: invoiceId });
    const post = (cookie: string, fields: Record<string, string>) =>
      adminPost(server.url, path, cookie, fields);
    const today = new Date().toISOString().slice(0, 10);
    const payment = { intent: "payment", paidOn: today, paymentMethod: "flooz", reference: "" };

    expect(
      (await post(editorCookie, { intent: "credit", amount: "1000", reason: "x" })).status,
    ).toBe(403);
    for (const amount of ["-5", "1,5", "abc", "0"])
      expect((await post(editorCookie, { ...payment, amount })).status).toBe(400);
    expect((await post(editorCookie, { ...payment, amount: "99999999999999" })).status).toBe(400);
    const emoji = await post(editorCookie, { ...payment, amount: "1000", reference: "TM 🎉" });
    expect(emoji.status).toBe(400);
    expect(await emoji.text()).toContain("ne peut pas imprimer");
    const forged = await adminPost(
      server.url,
      href("/admin/invoices/:id", { id: "forged" }),
      editorCookie,
      { ...payment, amount: "1000" },
    );
    expect(forged.status).toBe(404);
    const tooMuch = await post(editorCookie, { ...payment, amount: "999999999" });
    expect(tooMuch.status).toBe(409);
    expect(await tooMuch.text()).toContain("Montant trop élevé");
    // Sent twice (a reload on a slow network), the same form records one payment.
    const once = { ...payment, amount: "5 000", submission: "payment-form-1" };
    expect((await post(editorCookie, once)).status).toBe(200);
    expect((await post(editorCookie, once)).status).toBe(200);
    expect(
      await database.db
        .selectFrom("payments")
        .select("amount")
        .where("invoice_id", "=", invoiceId)
        .execute(),
    ).toEqual([{ amount: 5000 }]);
    const { total } = await database.db
      .selectFrom("invoices")
      .select("total")
      .where("id", "=", invoiceId)
      .executeTakeFirstOrThrow();
    const credit = await post(admin, {
      intent: "credit",
      amount: String(total),
      reason: "Erreur de devis",
    });
    expect(credit.status).toBe(200);
    const refused = await post(editorCookie, { ...payment, amount: "1000" });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("annulée par un avoir");

    // The deposit percentage is a setting: an administrator's, refused to an editor.
    const settings = {
      intent: "invoices",
      depositPercent: "30",
      termDays: "10",
      legalForm: "SARL",
    };
    expect(
      (await adminPost(server.url, href("/admin/settings"), editorCookie, settings)).status,
    ).toBe(403);
    expect((await adminPost(server.url, href("/admin/settings"), admin, settings)).status).toBe(
      200,
    );
    const { id: third } = await sentDevisFor(database, {
      reference: "DV-2026-0104",
      email: "yao@example.tg",
    });
    const devisTotal = await markAccepted(database, third);
    const screen = await fetch(`${server.url}${href("/admin/invoices/new")}?devis=${third}`, {
      headers: { cookie: admin },
    }).then((r) => r.text());
    expect(screen.replace(/[\u00a0\u202f]/g, " ")).toContain(
      `Acompte de 30 % : ${Math.round(devisTotal * 0.3)
        .toLocaleString("fr-FR")
        .replace(/\s/g, " ")} FCFA`,
    );

    // An invoice issued last December with no term is overdue today: said in words, both languages.
    const { id: late } = await sentDevisFor(database, {
      reference: "DV-2026-0103",
      email: "afi@example.tg",
    });
    await markAccepted(database, late);
    await issueInvoice(
      database,
      { devisId: late, kind: "full", depositPercent: 50, termDays: 0, userId: null },
      new Date(`${year - 1}-12-01T10:00:00Z`),
    );
    const list = (lng: string) =>
      fetch(`${server.url}${href("/admin/invoices")}?status=overdue${lng}`, {
        headers: { cookie: admin },
      }).then((r) => r.text());
    expect((await list("")).includes(">En retard<")).toBe(true);
    expect((await list("&lng=en")).includes(">Overdue<")).toBe(true);
  });
});

// Two processes sharing one PostgreSQL database: SQLite is one file in one process.
const onPostgres =
  (process.env.E2E_DATABASE ?? (process.env.TEST_DATABASE_URL ? "postgres" : "sqlite")) ===
  "postgres";

describe.skipIf(!onPostgres)("invoice numbers across two processes", () => {
  it("gives administrators issuing at once on two servers consecutive numbers", async ({
    server,
    database,
    launchServer,
  }) => {
    const second = await launchServer(
      { DATABASE_URL: server.databaseOptions.databaseUrl!, SMTP_URL: smtp.url },
      "postgres",
    );
    const servers = [server, second];
    const cookies = await Promise.all(
      servers.map((s) => signInCookie(s.url, ADMIN.email, ADMIN.password)),
    );
    const ids: string[] = [];
    for (let n = 0; n < 6; n++) {
      const { id } = await sentDevisFor(database, {
        reference: `DV-2026-02${String(n).padStart(2, "0")}`,
        email: `client${n}@example.tg`,
      });
      await markAccepted(database, id);
      ids.push(id);
    }
    // This year's numbers so far (the file's other tests issued some; one was last year's).
    const before = (
      await database.db
        .selectFrom("invoices")
        .select("id")
        .where("number", "like", `FA-${year}-%`)
        .execute()
    ).length;
    const answers = await Promise.all(
      ids.map((devis, i) =>
        adminPost(servers[i % 2]!.url, href("/admin/invoices/new"), cookies[i % 2]!, {
          devis,
          kind: "full",
          termDays: "15",
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 302));
    const numbers = await database.db
      .selectFrom("invoices")
      .select("number")
      .where("devis_id", "in", ids)
      .orderBy("number")
      .execute();
    expect(numbers.map((r) => r.number)).toEqual(
      ids.map((_, i) => `FA-${year}-${String(before + i + 1).padStart(4, "0")}`),
    );
  });
});
