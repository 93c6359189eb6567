// Visits counted by the server: how a request is classified (robots, devices, sources).
export {
  arrivalOf,
  countryOf,
  deviceClass,
  isRobot,
  KNOWN_SOURCES,
  type DeviceClass,
  type KnownSource,
  type VisitSource,
} from "./classify";
