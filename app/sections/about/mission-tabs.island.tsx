import { island } from "~/islands";
import { MissionTabs } from "./mission-tabs";

export default island("sections/about/mission-tabs", MissionTabs, "idle");
