// The Contact page's sections and form.
// The entry the rest of the app imports.
export { ContactCards } from "./contact-cards";
export { EmergencyAndChat, PracticalInfo, SocialAndShortcuts } from "./contact-extras";
export { default as ContactForm } from "./contact-form.island";
export { default as MapEmbed } from "./map-embed.island";
