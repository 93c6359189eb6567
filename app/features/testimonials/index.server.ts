// Published testimonials and their moderation.
// Server-only entry: what loaders, actions and server code use.
export {
  listApprovedTestimonials,
  listTestimonialsByStatus,
  type ModerationStatus,
  type PublicTestimonial,
  reviseTestimonial,
  seedDemoTestimonials,
} from "./testimonials.server";
