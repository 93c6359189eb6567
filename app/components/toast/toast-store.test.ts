import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, getToasts, toast } from "./toast-store";

describe("toast store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const t of getToasts()) dismissToast(t.id);
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it("closes a success toast after 5000 ms with a 0.3 s slide-out", () => {
    toast.success("Envoyé", {
      description: "ok",
      action: { label: "Voir nos services", href: "/services" },
    });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({
      kind: "success",
      duration: 5000,
      closing: false,
      action: { href: "/services" },
    });
    vi.advanceTimersByTime(4999);
    expect(getToasts()[0]?.closing).toBe(false);
    vi.advanceTimersByTime(1);
    expect(getToasts()[0]?.closing).toBe(true);
    vi.advanceTimersByTime(299);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it("keeps errors for 7000 ms", () => {
    toast.error("Erreur lors de l'envoi");
    vi.advanceTimersByTime(6999);
    expect(getToasts()[0]?.closing).toBe(false);
    vi.advanceTimersByTime(1);
    expect(getToasts()[0]?.closing).toBe(true);
  });

  it("supports all four kinds and manual dismissal", () => {
    toast.info("i");
    toast.warning("w");
    expect(getToasts().map((t) => t.kind)).toEqual(["info", "warning"]);
    dismissToast(getToasts()[0]!.id);
    vi.advanceTimersByTime(300);
    expect(getToasts().map((t) => t.kind)).toEqual(["warning"]);
  });
});
