// The home page's sections, carousels and testimonial modal.
// The entry the rest of the app imports.
export { default as ConceptCircles } from "./concept-circles.island";
export { HERO_PICTURE_SIZES, HeroCarousel } from "./hero-carousel";
export {
  ContactCallToAction,
  InterventionModes,
  ProductsAndServicesIntro,
  WhyChooseUs,
} from "./home-sections";
export { default as TestimonialsSection } from "./testimonials-section.island";
export { TrustSection } from "./trust-section";
