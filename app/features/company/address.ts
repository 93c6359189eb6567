/**
 * The head office's address as every place shows it (footer, contact page, structured data, the
 * devis PDF): the settings' fields in order, street, district, city, country, each once.
 */
import type { CompanyIdentity } from "~/content/company";

type Address = CompanyIdentity["address"];

const norm = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Whether `part` is already said, as whole words, by one of `said` ("Djidjolé" in "Quartier Djidjolé"). */
const alreadySaid = (part: string, said: readonly string[]) => {
  const words = new RegExp(`(^|[^\\p{L}\\d])${escape(norm(part))}($|[^\\p{L}\\d])`, "u");
  return said.some((s) => words.test(norm(s)));
};
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The address's parts, each once: a district or city the street already names is not repeated. */
export function addressParts(address: Address): {
  street: string[];
  city: string;
  country: string;
} {
  const said: string[] = [];
  const keep = (value: string) => {
    const part = value.trim();
    if (!part || alreadySaid(part, said)) return "";
    said.push(part);
    return part;
  };
  const street = [keep(address.streetAddress), keep(address.district)].filter(Boolean);
  return { street, city: keep(address.city), country: keep(address.country) };
}

/** The address as lines: street and district, then city, then country. */
export function addressLines(address: Address): string[] {
  const { street, city, country } = addressParts(address);
  return [street.join(", "), city, country].filter(Boolean);
}

/** The address on one line: "Rue 12, Djidjolé, Lomé, Togo". */
export function formatAddress(address: Address): string {
  return addressLines(address).join(", ");
}
