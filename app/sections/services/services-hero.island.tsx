import { island } from "~/islands";
import { ServicesHero } from "./services-hero";

// Its two links glide to their section: awake when the reader reaches for one.
export default island("sections/services/services-hero", ServicesHero, "interaction");
