// Published testimonials and their moderation.
// Its one entry, server-only: loaders, actions and server code use it.
export {
  listApprovedTestimonials,
  listTestimonialsByStatus,
  type ModerationStatus,
  type PublicTestimonial,
  type TestimonialRevision,
  reviseTestimonial,
  seedDemoTestimonials,
} from "./testimonials.server";
