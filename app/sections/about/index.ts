// The About page's sections.
// The entry the rest of the app imports.
export { AboutHero } from "./about-hero";
export { HistorySection } from "./history-section";
export { MissionTabs } from "./mission-tabs";
export { SummarySection, WhyChooseUs } from "./summary-and-why";
export { TeamSection } from "./team-section";
