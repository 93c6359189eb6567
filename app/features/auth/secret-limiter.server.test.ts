import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import {
  ACCOUNT_FREE,
  ADDRESS_MAX,
  accountDelayMs,
  checkSecretAttempt,
  clearAccountFailures,
  recordSecretFailure,
  withinQuota,
} from "./secret-limiter.server";

it("doubles the account delay after the free tries, up to 15 minutes", () => {
  expect(accountDelayMs(ACCOUNT_FREE - 1)).toBe(0);
  expect(accountDelayMs(ACCOUNT_FREE)).toBe(1_000);
  expect(accountDelayMs(ACCOUNT_FREE + 3)).toBe(8_000);
  expect(accountDelayMs(ACCOUNT_FREE + 40)).toBe(15 * 60_000);
});

forEachDatabase((open) => {
  let database: AppDatabase;
  beforeEach(async () => {
    database = await open();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await database.close();
  });

  it("refuses an address after its failures, whatever the account", async () => {
    const { db } = database;
    for (let i = 0; i < ADDRESS_MAX; i++) {
      expect(await checkSecretAttempt(db, { address: "192.0.2.1", account: `a${i}@x.tg` })).toEqual(
        {
          allowed: true,
        },
      );
      await recordSecretFailure(db, { address: "192.0.2.1", account: `a${i}@x.tg` });
    }
    const refused = await checkSecretAttempt(db, { address: "192.0.2.1", account: "new@x.tg" });
    expect(refused.allowed).toBe(false);
    expect(await checkSecretAttempt(db, { address: "192.0.2.2", account: "new@x.tg" })).toEqual({
      allowed: true,
    });
  });

  it("slows an account down from any address, but not for a trusted device; a reset clears it", async () => {
    const { db } = database;
    for (let i = 0; i < ACCOUNT_FREE; i++)
      await recordSecretFailure(db, { address: `198.51.100.${i}`, account: "Owner@x.tg" });
    const slowed = await checkSecretAttempt(db, { address: "203.0.113.1", account: "owner@x.tg" });
    expect(slowed).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(
      await checkSecretAttempt(db, {
        address: "203.0.113.1",
        account: "owner@x.tg",
        trustedDevice: true,
      }),
    ).toEqual({ allowed: true });
    vi.setSystemTime(new Date(Date.now() + 1_000));
    // One slot after the delay: two attempts at once get one try between them.
    const [a, b] = [
      await checkSecretAttempt(db, { address: "203.0.113.1", account: "owner@x.tg" }),
      await checkSecretAttempt(db, { address: "203.0.113.2", account: "owner@x.tg" }),
    ];
    expect(a.allowed).toBe(true);
    expect(b.allowed).toBe(false);
    await clearAccountFailures(db, "OWNER@x.tg");
    expect(await checkSecretAttempt(db, { address: "203.0.113.3", account: "owner@x.tg" })).toEqual(
      { allowed: true },
    );
  });

  it("forgets account failures after an hour", async () => {
    const { db } = database;
    for (let i = 0; i < ACCOUNT_FREE + 5; i++)
      await recordSecretFailure(db, { address: `198.51.100.${i}`, account: "a@x.tg" });
    expect(
      (await checkSecretAttempt(db, { address: "203.0.113.1", account: "a@x.tg" })).allowed,
    ).toBe(false);
    vi.setSystemTime(new Date(Date.now() + 61 * 60_000));
    expect(
      (await checkSecretAttempt(db, { address: "203.0.113.1", account: "a@x.tg" })).allowed,
    ).toBe(true);
    await recordSecretFailure(db, { address: "198.51.100.1", account: "a@x.tg" });
    // Counting started again: one failure is within the free tries.
    expect(
      (await checkSecretAttempt(db, { address: "203.0.113.1", account: "a@x.tg" })).allowed,
    ).toBe(true);
  });

  it("counts quota uses per window", async () => {
    const { db } = database;
    const limit = { max: 3, windowMs: 3_600_000 };
    const results = [];
    for (let i = 0; i < 5; i++)
      results.push(await withinQuota(db, "reset-recipient:a@x.tg", limit));
    expect(results).toEqual([true, true, true, false, false]);
    vi.setSystemTime(new Date(Date.now() + 3_600_000));
    expect(await withinQuota(db, "reset-recipient:a@x.tg", limit)).toBe(true);
  });
});
