/**
 * The head office's map position from what staff paste: a Google Maps address
 * (…/maps/place/…/@6.1725,1.2314,17z, ?q=6.17,1.23, ?ll=6.17,1.23) or coordinates "6.1725, 1.2314".
 * Read from the text alone: the server never opens an address a user pasted, so a shortened link
 * (goo.gl), whose position is only known by following it, is refused with a way round.
 */
export type MapPosition = { latitude: number; longitude: number };
export type MapLinkProblem = "MAP_SHORT_LINK" | "MAP_LINK";

const PAIR = String.raw`(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)`;
const COORDINATES = new RegExp(`^${PAIR}$`);
const SHORT_HOSTS = /^(?:goo\.gl|maps\.app\.goo\.gl|g\.co|bit\.ly)$/i;
const GOOGLE_HOST = /^(?:www\.|maps\.)?google\.[a-z]{2,3}(?:\.[a-z]{2})?$/i;

function position(lat: string | undefined, lon: string | undefined): MapPosition | null {
  const latitude = Number(lat);
  const longitude = Number(lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** The position a pasted text gives; null when nothing was pasted. */
export function parseMapLink(input: string): MapPosition | MapLinkProblem | null {
  const text = input.trim();
  if (!text) return null;
  const pair = COORDINATES.exec(text);
  if (pair) return position(pair[1], pair[2]) ?? "MAP_LINK";
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return "MAP_LINK";
  }
  if (SHORT_HOSTS.test(url.hostname)) return "MAP_SHORT_LINK";
  if (!GOOGLE_HOST.test(url.hostname)) return "MAP_LINK";
  const path = decodeURIComponent(url.pathname);
  // A place's own pin (!3d…!4d…) is more exact than the map's centre (@…).
  const pin = /!3d(-?\d+(?:\.\d+)?)!4d(-?\d+(?:\.\d+)?)/.exec(path);
  const centre = new RegExp(`@${PAIR}`).exec(path);
  const found = pin ?? centre;
  if (found) return position(found[1], found[2]) ?? "MAP_LINK";
  for (const key of ["q", "ll", "query", "destination", "center"]) {
    const value = COORDINATES.exec(url.searchParams.get(key)?.trim() ?? "");
    if (value) return position(value[1], value[2]) ?? "MAP_LINK";
  }
  return "MAP_LINK";
}
