/** The parts of shared pages this capability fills, each shared by its loader (capability.server.ts) and its component (ui/): core/ui/slots.ts. */
import { defineSlot, type ServerMarkupData } from "~/core/ui/slots.ts";
import type { HomeMediaData } from "./server/home.server.ts";
import type { PickerImage } from "./server/picker.server.ts";
import type { HomeReleaseData } from "./components/site/HomeRelease.tsx";

/** The featured release: its markup rendered on the server, and the player it starts on a click. */
export const releaseHome = defineSlot<HomeReleaseData>("release");
export const mediaHome = defineSlot<HomeMediaData>("media");
/** The gallery preview: markup rendered on the server (server/home.server.ts). */
export const galleryHome = defineSlot<ServerMarkupData>("gallery");
/** The hero image, chosen from the uploads or uploaded right there. */
export const heroSettings = defineSlot<{ choices: PickerImage[]; uploadMaxMb: number }>("hero");
