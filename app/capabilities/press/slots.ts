/** The parts of shared pages this capability fills, each shared by its loader (capability.server.ts) and its component (ui/): core/ui/slots.ts. */
import { defineSlot, type ServerMarkupData } from "~/core/ui/slots.ts";

/** The home page's press-kit link: markup rendered on the server (server/home.server.ts), no JavaScript of its own. */
export const pressHome = defineSlot<ServerMarkupData>("press");
/** The kit's quotes on the home page, rendered on the server. */
export const quotesHome = defineSlot<ServerMarkupData>("quotes");
/** The festivals and venues played, a strip rendered on the server. */
export const playedHome = defineSlot<ServerMarkupData>("played");
