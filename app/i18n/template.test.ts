import { describe, expect, it } from "vitest";
import { fillTemplate } from "./template";

describe("fillTemplate", () => {
  it("fills known placeholders and leaves the others visible", () => {
    expect(fillTemplate("{count} articles trouvés {x}", { count: 3 })).toBe(
      "3 articles trouvés {x}",
    );
  });
});
