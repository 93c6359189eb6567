import { describe, expect, it } from "vitest";
import { DEFAULT_COMPANY } from "~/content/company";
import { addressLines, addressParts, formatAddress } from "./address";

const address = (streetAddress: string, district: string, city: string, country = "Togo") => ({
  streetAddress,
  district,
  city,
  country,
  countryCode: "TG",
});

describe("the head office's address", () => {
  it("says every field once, in order: street, district, city, country", () => {
    expect(formatAddress(address("Rue 12", "Djidjolé", "Lomé"))).toBe(
      "Rue 12, Djidjolé, Lomé, Togo",
    );
    expect(addressLines(address("Rue 12", "Djidjolé", "Lomé"))).toEqual([
      "Rue 12, Djidjolé",
      "Lomé",
      "Togo",
    ]);
  });

  it("does not repeat a district or a city the street already names", () => {
    expect(formatAddress(DEFAULT_COMPANY.address)).toBe("Quartier Djidjolé, Lomé, Togo");
    expect(formatAddress(address("Quartier Djidjole", "Djidjolé", "Kara"))).toBe(
      "Quartier Djidjole, Kara, Togo",
    );
    // A word that only contains the city's name is not the city.
    expect(formatAddress(address("Rue des Loméens", "", "Lomé"))).toBe(
      "Rue des Loméens, Lomé, Togo",
    );
  });

  it("leaves out empty fields", () => {
    expect(formatAddress(address("", "Djidjolé", "Lomé", ""))).toBe("Djidjolé, Lomé");
    expect(addressParts(address(" ", "", "Lomé"))).toEqual({
      street: [],
      city: "Lomé",
      country: "Togo",
    });
  });
});
