import { island } from "~/islands";
import { Toaster } from "./toaster";

// Toasts are rare on a public page: the stack wakes when the first one is shown (toast-store).
export default island("components/toast/toaster", Toaster, "called");
