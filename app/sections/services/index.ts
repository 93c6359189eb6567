// The Services page's sections and section menu.
// The entry the rest of the app imports.
export { ConceptSection } from "./concept-section";
export { FormationsSection } from "./formations-section";
export { SectionNav } from "./section-nav";
export { default as ServicesHero } from "./services-hero.island";
export { ServicesJsonLd } from "./services-json-ld";
