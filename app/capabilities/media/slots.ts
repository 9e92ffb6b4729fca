/** The parts of shared pages this capability fills, each shared by its loader (capability.server.ts) and its component (ui/): core/ui/slots.ts. */
import { defineSlot } from "~/core/ui/slots.ts";
import type { HomeGalleryData, HomeMediaData } from "./server/home.server.ts";
import type { PickerImage } from "./server/picker.server.ts";

export const mediaHome = defineSlot<HomeMediaData>("media");
export const galleryHome = defineSlot<HomeGalleryData>("gallery");
/** The hero image, chosen from the uploads or uploaded right there. */
export const heroSettings = defineSlot<{ choices: PickerImage[]; uploadMaxMb: number }>("hero");
