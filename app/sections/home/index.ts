// The home page's sections, carousels and testimonial modal.
// The entry the rest of the app imports.
export { ConceptCircles } from "./concept-circles";
export { HERO_PICTURE_SIZES, HeroCarousel } from "./hero-carousel";
export {
  ContactCallToAction,
  InterventionModes,
  ProductsAndServicesIntro,
  WhyChooseUs,
} from "./home-sections";
export { TestimonialsSection } from "./testimonials-section";
export { TrustSection } from "./trust-section";
