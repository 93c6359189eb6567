// `npm start`: build if the build is missing or older than the sources, then serve, and end the
// start-up with one plain line saying where the site is. The server creates ./data, migrates and
// seeds demo content on its first start. Pictures are encoded after that, in the background
// (docs/decisions/038-serve-before-images-are-optimised.md). package.json runs this with `exec`,
// so the signal npm passes on when it is stopped reaches the server here, not a shell.
import { requireNode } from "./require-node.js";
import { buildIfStale, encodeImagesInBackground } from "./build-if-stale.js";

requireNode();

buildIfStale({ imagesLater: true });
const { listening } = await import("./serve.js");
const publicUrl = new URL(listening.publicUrl);
// Behind a reverse proxy visitors use another address than the one this process listens on.
const loopback = /^(localhost|127\.[\d.]+|\[::1\])$/.test(publicUrl.hostname);
const publicNote = loopback ? "" : ` (public address ${publicUrl.origin})`;
console.log(`Site ready at ${listening.url}${publicNote}`);
encodeImagesInBackground();
