import { island } from "~/islands";
import { ContactForm } from "./contact-form";

// In view as the page opens, on a phone just below the title: awake at once.
export default island("sections/contact/contact-form", ContactForm, "load");
