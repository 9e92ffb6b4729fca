/**
 * The whole database as Kysely sees it. The core declares its own tables (the mail platform's too);
 * each capability adds its tables to this interface from its
 * server/data/tables.server.ts with a `declare module` block (TypeScript's
 * interface merging), so the core never imports a capability and every query
 * is still fully typed.
 */
import type { FoundationTables } from "./tables.server.ts";
import type { MailTables } from "../mail/data/tables.server.ts";

// Capabilities merge their tables in.
export interface Database extends FoundationTables, MailTables {}
