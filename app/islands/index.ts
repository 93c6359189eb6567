// Public pages as documents with islands: what a page and its components use (decision 037).
export { island, pageScript, IslandDocumentContext, type HydrateWhen } from "./island";
export { wakeIsland } from "./wake";
export { IslandScripts, type IslandsHandle } from "./island-scripts";
export { hasTypedText, keepPlace } from "./place";
