// The home page's sections, carousels and testimonial modal.
// The entry the rest of the app imports.
export { default as ConceptCircles } from "./concept-circles.island";
export { HERO_PICTURE_SIZES } from "./hero-carousel";
export { default as HeroCarousel } from "./hero-carousel.island";
export {
  ContactCallToAction,
  InterventionModes,
  ProductsAndServicesIntro,
  WhyChooseUs,
} from "./home-sections";
export { default as TestimonialsSection } from "./testimonials-section.island";
export { TrustSection } from "./trust-section";
