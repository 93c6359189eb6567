// A lower bound for React Router's server-components mode: its browser router, started as that
// mode's browser entry starts it, minus the decoder of the server's payload (React's
// react-server-dom client, which the mode adds through @vitejs/plugin-rsc and which is not
// installed here). Only client components would come on top.
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { jsx } from "react/jsx-runtime";
import {
  unstable_createCallServer as createCallServer,
  unstable_getRSCStream as getRSCStream,
  unstable_RSCHydratedRouter as RSCHydratedRouter,
} from "react-router/dom";

// Stand-ins for the payload decoder's functions: the router only calls them.
const decoder = globalThis.rscDecoder;
const callServer = createCallServer({
  createFromReadableStream: decoder.createFromReadableStream,
  createTemporaryReferenceSet: decoder.createTemporaryReferenceSet,
  encodeReply: decoder.encodeReply,
});
decoder.setServerCallback(callServer);
decoder.createFromReadableStream(getRSCStream()).then((payload) => {
  startTransition(() => {
    hydrateRoot(
      document,
      jsx(RSCHydratedRouter, {
        payload,
        createFromReadableStream: decoder.createFromReadableStream,
      }),
    );
  });
});
