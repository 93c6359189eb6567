import type { UiStrings } from "./fr";

/** Interface strings of the shared frame and of screens without a content module (English). */
const en: UiStrings = {
  skipToContent: "Skip to content",
  nav: {
    home: "Home",
    products: "Products",
    services: "Services",
    about: "About us",
    blog: "Blog",
    contact: "Contact",
    quote: "Free quote",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    mainLabel: "Main navigation",
    switchLanguage: "Lire cette page en français",
    languageShort: "FR",
  },
  footer: {
    tagline: "Professional cleaning, hygiene and eco-services in Lomé and across West Africa.",
    navigation: "Navigation",
    services: "Our services",
    serviceLinks: {
      "nettoie-pro": "Professional cleaning",
      "eco-jardin": "Green space design",
      "natura-potager": "Organic vegetable gardens",
      "eco-event": "Eco-friendly events",
      "sante-pro": "Healthcare hygiene",
    },
    quoteLink: "Get a quote",
    contact: "Contact",
    follow: "Follow us",
    rights: "All rights reserved.",
  },
  chat: { label: "Chat with us on WhatsApp", message: "Hello Africa Clean, I would like some information." },
  toast: { close: "Dismiss notification", region: "Notifications" },
  notFound: {
    metaTitle: "Page not found",
    metaDescription: "This page does not exist or has moved.",
    heading: "Oops! Page Not Found",
    message: "The page you are looking for seems to have vanished. It may have moved, or it no longer exists.",
    quickLinksTitle: "These pages might help:",
    quickLinks: { home: "Home", services: "Our services", products: "Our products", quote: "Free quote", contact: "Contact" },
    home: "Back to Home",
    back: "Previous Page",
  },
  error: {
    title: "Something went wrong",
    message: "We couldn't display this page. Please try again in a moment.",
    retry: "Try again",
  },
  pages: {
    blog: { title: "Blog", description: "Everyday hygiene, cleaning and green-living tips from the Africa Clean team in Lomé.", heading: "The Africa Clean blog" },
    article: { heading: "Article" },
    admin: { title: "Admin", description: "The Africa Clean team's private area.", heading: "Administration", checking: "Checking authentication..." },
    login: { title: "Sign in", description: "Sign in to the Africa Clean admin area.", heading: "Sign in" },
  },
};
export default en;
