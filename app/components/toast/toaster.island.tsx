import { island } from "~/islands";
import { Toaster } from "./toaster";

// A form's answer may show a toast: the stack is ready once the page has settled.
export default island("components/toast/toaster", Toaster, "idle");
