import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect } from "vitest";
import { verifyBackupFile } from "~/features/state/backup-file.server";
import { adminPost, signInCookie } from "../helpers/auth";
import { PHONE, waitForHydration } from "../helpers/browser";
import { ADMIN, it } from "../helpers/fixtures";
import { href } from "react-router";

// The daily backup is due from midnight: the server makes it a few seconds after its start.
it.override({ serverEnv: { BACKUP_HOUR: "0" } });

describe("backups from the admin", () => {
  it("shows the day's automatic backup and downloads a full one, on a phone", async ({
    server,
    database,
    openSignedInPage,
  }) => {
    const page = await openSignedInPage(ADMIN, PHONE);
    await expect
      .poll(
        async () => {
          await page.goto(`${server.url}/admin/backups`);
          return page.locator("[data-backup-state]").getAttribute("data-backup-state");
        },
        { timeout: 30_000 },
      )
      .toBe("ok");
    expect(await page.locator("[data-backup-state]").textContent()).toMatch(
      /^Dernière sauvegarde automatique : .+ \d{4}.+, \d+(,\d)?\s(ko|Mo)\.$/,
    );
    expect(await page.locator("[data-kept-backups] li").first().textContent()).toContain(
      "(automatique)",
    );
    const [automatic] = readdirSync(path.join(server.dataDir, "backups"));
    expect(automatic).toMatch(/^auto-site-.+Z\.jsonl\.gz$/);

    // A lead that came in after the automatic backup is in the downloaded one.
    await database.db
      .insertInto("counters")
      .values({ name: "download-marker", value: 20261128 })
      .execute();
    const folder = await mkdtemp(path.join(tmpdir(), "download-"));
    try {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Télécharger une sauvegarde complète" }).tap(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^site-\d{4}-\d\d-\d\dT[\d-]+Z\.jsonl\.gz$/);
      const file = path.join(folder, download.suggestedFilename());
      await download.saveAs(file);
      const { header, rows } = await verifyBackupFile(file);
      expect(header.format).toBe("africa-clean-site-backup");
      expect(rows).toBeGreaterThan(10);
      expect(gunzipSync(readFileSync(file)).toString()).toContain('["download-marker",20261128]');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    // Nothing made for the download stays on the server.
    expect(readdirSync(path.join(server.dataDir, "backups"))).toEqual([automatic]);
    await page.goto(`${server.url}/admin/backups`);
    expect(await page.getByText("Dernier téléchargement :").textContent()).toMatch(/, par \S+\.$/);
    const logged = await database.db
      .selectFrom("audit_log")
      .select("action")
      .where("target_type", "=", "backup")
      .orderBy("created_at")
      .execute();
    expect(logged.map((r) => r.action)).toEqual(["backup.automatic", "backup.download"]);
  });

  it("says in words when the backup cannot be made", async ({ server, adminPage: page }) => {
    const folder = path.join(server.dataDir, "backups");
    rmSync(folder, { recursive: true, force: true });
    writeFileSync(folder, "a file where the folder should be");
    try {
      await page.goto(`${server.url}/admin/backups?lng=en`);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Download a full backup" }).click();
      await page.waitForURL(/failed=FAILED/);
      expect(await page.getByRole("alert").last().textContent()).toBe(
        "The backup could not be made: an unexpected error (see the server's log).",
      );
    } finally {
      rmSync(folder, { force: true });
    }
    expect(existsSync(folder)).toBe(false);
  });

  it("is for administrators only, from the site's own pages", async ({ server, editor }) => {
    const editorCookie = await signInCookie(server.url, editor.email, editor.password);
    const get = await fetch(`${server.url}/admin/backups`, { headers: { cookie: editorCookie } });
    expect(get.status).toBe(403);
    const post = await adminPost(server.url, href("/admin/backups/download"), editorCookie, {});
    expect(post.status).toBe(403);
    expect(post.headers.get("content-type")).not.toBe("application/gzip");
    const adminCookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const forged = await adminPost(
      server.url,
      href("/admin/backups/download"),
      adminCookie,
      {},
      "https://evil.example",
    );
    expect(forged.status).toBe(403);
  });
});
