// What a new site starts with: the company's initial content and, when asked, the demo.
// Server-only entry: what loaders, actions and server code use.
export { seedSite } from "./seed.server";
