// The Contact page's sections and form.
// The entry the rest of the app imports.
export { ContactCards } from "./contact-cards";
export { EmergencyAndChat, PracticalInfo, SocialAndShortcuts } from "./contact-extras";
export { ContactForm } from "./contact-form";
export { MapEmbed } from "./map-embed";
