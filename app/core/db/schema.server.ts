/** The whole database, one interface per capability. */
import type { FoundationTables } from "./tables.server.ts";
import type { EventsTables } from "~/capabilities/events/server/data/tables.server.ts";
import type { MessagesTables } from "~/capabilities/contact/server/data/tables.server.ts";
import type { MediaTables } from "~/capabilities/media/server/data/tables.server.ts";

export interface Database extends FoundationTables, EventsTables, MessagesTables, MediaTables {}
