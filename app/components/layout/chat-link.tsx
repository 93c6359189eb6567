import { whatsappLink } from "~/content/company";
import { useRootData } from "~/lib/root-data";

/** Floating chat button, bottom right of public pages (docs/product/screens.md#shared-frame). */
export function ChatLink() {
  const { ui, company } = useRootData();
  return (
    <a
      href={whatsappLink(company, ui.chat.message)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={ui.chat.label}
      title={ui.chat.label}
      data-testid="chat-link"
      className="fixed right-4 bottom-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-green-700 text-white shadow-xl ring-4 ring-white hover:bg-green-800"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-7 w-7 fill-current">
        <path d="M12 2.5a9.4 9.4 0 00-8.1 14.2L2.6 21.5l4.9-1.3A9.4 9.4 0 1012 2.5zm0 1.8a7.6 7.6 0 11-3.9 14.1l-.3-.2-2.9.8.8-2.8-.2-.3A7.6 7.6 0 0112 4.3zm-3.1 3.6c-.2 0-.5 0-.7.3-.3.3-.9.9-.9 2.2s.9 2.5 1 2.7c.1.2 1.8 2.9 4.5 3.9 2.2.9 2.7.7 3.1.6.5 0 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2l-.5-.3-1.8-.9c-.3-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1-.3-.1-1.1-.4-2.1-1.3-.8-.7-1.3-1.5-1.5-1.8-.1-.3 0-.4.1-.5l.4-.5.3-.4v-.5l-.8-2c-.2-.5-.4-.5-.6-.5z" />
      </svg>
    </a>
  );
}
