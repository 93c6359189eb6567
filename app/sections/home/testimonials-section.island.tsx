import { island } from "~/islands";
import { TestimonialsSection } from "./testimonials-section";

// The carousel and the modal with its form: awake as the section comes into view.
export default island("sections/home/testimonials-section", TestimonialsSection, "visible");
