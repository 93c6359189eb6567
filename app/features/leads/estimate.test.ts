import { expect, it } from "vitest";
import { DEFAULT_PRICE_SECTIONS } from "~/content/pricing";
import { estimateFromUrl } from "./estimate";

const at = (query: string) =>
  estimateFromUrl(new URL(`http://site.test/quote${query}`), DEFAULT_PRICE_SECTIONS).item;

it("opens the estimator on the concept's own line, a cleaning zone otherwise", () => {
  expect(at("?concept=eco-jardin")).toBe("maintenance");
  expect(at("?concept=natura-potager")).toBe("creation-follow");
  expect(at("?concept=nettoie-pro")).toBe("zone1");
  expect(at("")).toBe("zone1");
  // A line named in the address wins over the concept's.
  expect(at("?concept=eco-jardin&item=zone3")).toBe("zone3");
});
