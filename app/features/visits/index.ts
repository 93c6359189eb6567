// Visits counted by the server: how a request is classified (robots, devices, sources).
export {
  arrivalOf,
  countryOf,
  deviceClass,
  KNOWN_SOURCES,
  SOURCE_NAMES,
  sourceOfHost,
  type DeviceClass,
  type KnownSource,
  type VisitSource,
} from "./classify";
export {
  type CampaignLink,
  landingOf,
  LINK_SOURCES,
  type LinkSource,
  SLUG_MAX,
  SLUG_PATTERN,
} from "./campaign-links";
export { sourceName } from "./source-name";
