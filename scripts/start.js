// `npm start`: build if the build is missing or older than the sources, then serve.
// The server creates ./data, migrates and seeds demo content on its first start.
import { buildIfStale } from "./build-if-stale.js";

buildIfStale();
await import("./serve.js");
