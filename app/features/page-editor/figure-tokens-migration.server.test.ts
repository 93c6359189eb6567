import { expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { DEFAULT_PRICE_SECTIONS } from "~/content/pricing";
import { savePriceGridIn } from "~/features/company/index.server";
import { initialDocument } from "~/features/pages/content.server";
import { readDraft, readVersion } from "~/features/pages/page-store.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { tokenizeStoredPages } from "../../../db/migrations/0014-figure-tokens";
import { listTextsToCheck } from "./text-checks.server";
import { saveDraft, seedPages } from "./page-edits.server";
import { insertStaff } from "../../../tests/helpers/rows";

/** An install from before the tokens: the documents hold the numbers the texts were made with. */
function oldHome(final: { fr: string; en: string }) {
  const doc = structuredClone(initialDocument("home")) as any;
  doc.final.text = final;
  doc.intro.text = {
    fr: "Depuis 6 ans, {company} accompagne entreprises et familles.",
    en: "For 7 years, {company} has been working with businesses.",
  };
  doc.interventionModes.modes[0].description = {
    fr: "Devis sous 24 h et service d'urgence disponible 24 h/24, 7 j/7.",
    en: "A quote within 24 hours and an emergency service available 24/7.",
  };
  return doc;
}

function oldServices() {
  const doc = structuredClone(initialDocument("services")) as any;
  const sante = doc.concepts.items.find((c: any) => c.key === "sante-pro");
  const stat = sante.stats.find((s: any) => s.value.fr === "{price:zone4}");
  stat.value = { fr: "500–650", en: "500–650" };
  stat.label = { fr: "FCFA le m² en milieu hospitalier", en: "FCFA per m² in healthcare settings" };
  sante.description.fr = "Entre 250 – 400 FCFA le m² selon la zone, ou 999 FCFA.";
  return doc;
}

async function storeOld({ db }: AppDatabase) {
  await db.transaction().execute(async (trx) => {
    await savePriceGridIn(trx, DEFAULT_PRICE_SECTIONS);
    await seedPages(trx);
  });
  const live = JSON.stringify(
    oldHome({
      fr: "Rejoignez les 500+ clients qui nous confient leurs espaces et profitez de 10 % sur votre première commande.",
      en: "Join the 500+ clients who trust us, 5 awards since we started.",
    }),
  );
  const draft = JSON.stringify(
    oldHome({
      fr: "Rejoignez nos 450+ clients : 98 % de satisfaction et 5 distinctions.",
      en: "Join the 500+ clients who trust us.",
    }),
  );
  await db.updateTable("page_versions").set({ data: live }).where("page", "=", "home").execute();
  await db.updateTable("page_drafts").set({ data: draft }).where("page", "=", "home").execute();
  const services = JSON.stringify(oldServices());
  await db
    .updateTable("page_versions")
    .set({ data: services })
    .where("page", "=", "services")
    .execute();
  await db
    .updateTable("page_drafts")
    .set({ data: services })
    .where("page", "=", "services")
    .execute();
}

forEachDatabase((open) => {
  it("turns the numbers equal to a figure or a grid line into tokens, and lists the rest", async () => {
    const database = await open();
    const { db } = database;
    await storeOld(database);
    await tokenizeStoredPages(db);

    const live = (await readVersion(db, "home", 1)) as any;
    expect(live.final.text).toEqual({
      fr: "Rejoignez les {figure:clients} clients qui nous confient leurs espaces et profitez de 10 % sur votre première commande.",
      en: "Join the {figure:clients} clients who trust us, {figure:awards} awards since we started.",
    });
    expect(live.interventionModes.modes[0].description).toEqual({
      fr: "Devis sous {figure:quote-hours} et service d'urgence disponible 24 h/24, 7 j/7.",
      en: "A quote within {figure:quote-hours} and an emergency service available 24/7.",
    });
    const draft = (await readDraft(db, "home")).doc as any;
    expect(draft.final.text).toEqual({
      fr: "Rejoignez nos 450+ clients : {figure:satisfaction} de satisfaction et {figure:awards} distinctions.",
      en: "Join the {figure:clients} clients who trust us.",
    });

    const services = (await readDraft(db, "services")).doc as any;
    const sante = services.concepts.items.find((c: any) => c.key === "sante-pro");
    expect(sante.stats.find((s: any) => s.value.fr === "{price:zone4}").label).toEqual({
      fr: "le m² en milieu hospitalier",
      en: "per m² in healthcare settings",
    });
    expect(sante.description.fr).toBe("Entre {price:zone2} le m² selon la zone, ou 999 FCFA.");

    // Years written as "Depuis 6 ans" when the figure now reads 7, a count of clients that is
    // not the figure, an amount in FCFA that is no grid line: left as they are, to be checked.
    const { texts: checks, total } = await listTextsToCheck(db);
    expect(total).toBe(checks.length);
    const years = new Date().getUTCFullYear() - 2019;
    expect(checks.map((c) => `${c.page}:${c.path}`)).toEqual(
      expect.arrayContaining([
        "home:final.text.fr",
        "services:concepts.items.1.description.fr",
        ...(years === 6 ? [] : ["home:intro.text.fr"]),
        ...(years === 7 ? [] : ["home:intro.text.en"]),
      ]),
    );
    expect(checks.map((c) => c.path)).not.toContain("final.text.en");
    expect(checks.find((c) => c.path === "final.text.fr")?.text).toContain("450+");

    // Running again changes nothing more; saving the page takes its texts off the list.
    await tokenizeStoredPages(db);
    expect((await readDraft(db, "home")).doc).toEqual(draft);
    await insertStaff(database, "editor-1", "Éditrice");
    const revision = (await readDraft(db, "home")).revision;
    await saveDraft(database, "home", draft, revision, "editor-1");
    expect((await listTextsToCheck(db)).texts.map((c) => c.page)).not.toContain("home");
    await database.close();
  });
});
