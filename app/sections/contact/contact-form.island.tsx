import { island } from "~/islands";
import { ContactForm } from "./contact-form";

// The form works as plain HTML; React wakes on the reader's first touch or focus in it, and
// adopts what was typed. The service worker keeps its code, so it wakes even offline.
export default island("sections/contact/contact-form", ContactForm, "interaction");
