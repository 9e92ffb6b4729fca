import type { Kysely } from "kysely";

// Filled by its capability. Placeholder so each capability edits only its own file.
// eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unused-vars
export async function up(db: Kysely<any>): Promise<void> {}
