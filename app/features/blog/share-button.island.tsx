import { island } from "~/islands";
import { ShareButton } from "./share-button";

// Shares the article (the phone's share sheet, else a copied link): awake when reached for.
export default island("features/blog/share-button", ShareButton, "interaction");
