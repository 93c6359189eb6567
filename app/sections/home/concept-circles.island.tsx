import { island } from "~/islands";
import { ConceptCircles } from "./concept-circles";

// Hover and keyboard focus open a circle by CSS alone; a tap needs the code, which comes with the
// reader's first touch or pointer (the tap waits for it). Its links are followed at once.
export default island("sections/home/concept-circles", ConceptCircles, "interaction");
