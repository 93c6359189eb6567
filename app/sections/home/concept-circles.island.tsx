import { island } from "~/islands";
import { ConceptCircles } from "./concept-circles";

// The circles open on hover, focus or tap, just below the first screen: awake early.
export default island("sections/home/concept-circles", ConceptCircles, "idle");
