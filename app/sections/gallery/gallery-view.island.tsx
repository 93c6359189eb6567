import { island } from "~/islands";
import { GalleryView } from "./gallery-view";

// The viewer opens from a thumbnail: awake as the albums come into view.
export default island("sections/gallery/gallery-view", GalleryView, "visible");
