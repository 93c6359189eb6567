import { describe, expect, it } from "vitest";
import { previewImagePath } from "./preview-image";

describe("a page's link-preview picture", () => {
  it("goes through the JPEG copy when it is a WebP or AVIF of the site", () => {
    expect(previewImagePath("/img/natura-potager-1-800.webp")).toBe(
      "/og-image.jpg?src=%2Fimg%2Fnatura-potager-1-800.webp",
    );
    expect(previewImagePath("/media/3f2a-1600.avif")).toBe(
      "/og-image.jpg?src=%2Fmedia%2F3f2a-1600.avif",
    );
  });

  it("keeps JPEG and PNG pictures, and pictures from elsewhere, as they are", () => {
    for (const image of ["/img/og-default.jpg", "/img/card.png", "https://cdn.example/a.webp"])
      expect(previewImagePath(image)).toBe(image);
    expect(previewImagePath("/img/../secret.webp")).toBe("/img/../secret.webp");
  });
});
