/** The whole database, one interface per capability. */
import type { FoundationTables } from "./tables/foundation.server.ts";
import type { EventsTables } from "./tables/events.server.ts";
import type { MessagesTables } from "./tables/messages.server.ts";
import type { MediaTables } from "./tables/media.server.ts";

export interface Database extends FoundationTables, EventsTables, MessagesTables, MediaTables {}
