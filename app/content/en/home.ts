import { telLink, whatsappLink } from "../company";
import type { SiteFacts } from "../site-facts";
import type { HomeFrame } from "../types";

export default function enHome({ company }: SiteFacts): HomeFrame {
  return {
    hero: {
      label: `About ${company.name}`,
      previous: "Previous slide",
      next: "Next slide",
      goToSlide: "Go to slide {n}",
      pause: "Pause the slideshow",
      play: "Play the slideshow",
    },
    concepts: {
      quoteLabel: "Free quote",
      learnMoreLabel: "Learn more",
      contactExperts: { label: "Talk to our experts", href: "/contact" },
    },
    testimonials: {
      previous: "Previous testimonial",
      next: "Next testimonial",
      pause: "Pause the testimonials",
      play: "Play the testimonials",
      goToSlide: "Go to testimonial {n}",
      otherLanguage: "Testimonial written in French",
      ratingLabel: "Rated {rating} out of 5",
      empty: "The first testimonials are on their way. Be the first to share your experience!",
      shareButton: "Share your experience",
      modal: {
        title: "Share your experience",
        intro:
          "Your feedback helps other clients choose us and helps us improve. It will be published once reviewed.",
        close: "Close",
        fields: {
          name: { label: "Full name", placeholder: "e.g. Afi Mensah" },
          email: { label: "Email", placeholder: "you@example.com" },
          rating: { label: "Your rating", star: "star", stars: "stars" },
          testimonial: { label: "Your testimonial", placeholder: "Tell us how our visit went..." },
          phone: { label: "Phone", placeholder: "+228 90 00 00 00" },
        },
        requiredNote: "* Required fields. Email or phone: either one is enough.",
        honeypot: "Leave this field empty",
        submit: "Send my testimonial",
        submitting: "Sending...",
        cancel: "Cancel",
        success: "Thank you for your testimonial! We will review it shortly.",
        error:
          "We couldn't send your testimonial. Please check the highlighted fields and try again.",
      },
    },
    contactCta: {
      phone: { label: company.phones.primary.display, href: telLink(company) },
      whatsapp: {
        label: "Message us on WhatsApp",
        href: whatsappLink(company, `Hello ${company.name}, I'd like to talk about my project.`),
      },
    },
  };
}
