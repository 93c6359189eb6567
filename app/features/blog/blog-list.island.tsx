import { island } from "~/islands";
import { BlogListView } from "./blog-list-view";

// The blog's filters and list: awake when the reader reaches for them (a click waits, then is
// given again); the articles' own links never wait for it.
export default island("features/blog/blog-list", BlogListView, "interaction");
