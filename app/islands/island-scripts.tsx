import type { RootData } from "~/lib/root-data";

/**
 * What a document with islands carries instead of the router's scripts: the root data every
 * island reads (once, as JSON), and the loader, with the address of the whole stylesheet it
 * links when the first island wakes. `<` is escaped so no text can end the script.
 */
export function IslandScripts({
  loader,
  stylesheet,
  data,
  nonce,
}: {
  loader: string;
  stylesheet: string;
  data: RootData;
  nonce: string | undefined;
}) {
  // The head's structured data, the menus, the logo and the share pictures are the server's to
  // render: no island shows them.
  const { businessJsonLd: _, menus: _menus, brand: _brand, share: _share, ...shared } = data;
  return (
    <>
      <script
        id="root-data"
        type="application/json"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: JSON.stringify(shared).replaceAll("<", "\\u003c") }}
      />
      <script type="module" src={loader} nonce={nonce} data-stylesheet={stylesheet} />
    </>
  );
}

/** A route's `handle` that asks for a document with islands. */
export interface IslandsHandle {
  islands?: boolean;
}
