import { Share2 } from "~/components/icons";
import { toast } from "~/components/toast/toast-store";
import { useRootData } from "~/lib/root-data";

/**
 * Shares the article (docs/product/screens.md#blog-article): the phone's share sheet, else
 * the link is copied and a notice says so. The link is the article's clean address (`path`, in
 * the page's language) on the host the reader is on, without tracking parameters.
 */
export function ShareButton({ path, title }: { path: string; title: string }) {
  const t = useRootData().ui.pages.article;

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t.copied);
    } catch {
      // Clipboard refused (old browser, no permission): show the link so it can be copied by hand.
      toast.error(t.copyFailed, { description: url });
    }
  };

  const share = async () => {
    const url = new URL(path, window.location.origin).toString();
    if (typeof navigator.share !== "function") return copy(url);
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to copying.
      if ((error as Error | null)?.name !== "AbortError") await copy(url);
    }
  };

  return (
    <button
      type="button"
      onClick={share}
      aria-label={t.shareLabel}
      className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-green-800 px-5 font-semibold text-green-900 hover:bg-green-50"
    >
      <Share2 aria-hidden="true" className="h-5 w-5" />
      {t.share}
    </button>
  );
}
