// The Services page's sections and section menu.
// The entry the rest of the app imports.
export { ConceptSection } from "./concept-section";
export { FormationsSection } from "./formations-section";
export { SectionNav } from "./section-nav";
export { ServicesHero } from "./services-hero";
export { ServicesJsonLd } from "./services-json-ld";
