import { island } from "~/islands";
import { HeroCarousel } from "./hero-carousel";

// Its first slide is in the HTML; it starts turning once the page has settled.
export default island("sections/home/hero-carousel", HeroCarousel, "idle");
