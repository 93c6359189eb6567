import { island } from "~/islands";
import { MapEmbed } from "./map-embed";

// Its button loads the map: ready by the time the reader reaches it.
export default island("sections/contact/map-embed", MapEmbed, "visible");
