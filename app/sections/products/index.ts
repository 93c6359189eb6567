// The Products page's sections.
// The entry the rest of the app imports.
export { ProductRange } from "./product-range";
export { ProductsHero } from "./products-hero";
export { WhyChooseProducts } from "./why-choose-products";
