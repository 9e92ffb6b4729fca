/** The parts of shared pages this capability fills, each shared by its loader (capability.server.ts) and its component (ui/): core/ui/slots.ts. */
import { defineSlot } from "~/core/ui/slots.ts";
import type { PostCard } from "./server/public.server.ts";

export const newsHome = defineSlot<{ posts: PostCard[] }>("news");
