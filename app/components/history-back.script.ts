/** Buttons marked `data-history-back` take the reader to the page they came from. */
export default function goBackOnClick() {
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element | null)?.closest?.("[data-history-back]")) history.back();
  };
  document.addEventListener("click", onClick);
  return () => document.removeEventListener("click", onClick);
}
