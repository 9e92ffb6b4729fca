/** For the contact capability's database tests: each test starts with no messages, an empty outbox and no server answers yet. */
import { db } from "~/core/db/client.server.ts";

export async function emptyOutbox(): Promise<void> {
  // Attachments go with their messages; attempts with their deliveries (foreign keys, on delete cascade).
  await db().deleteFrom("messages").execute();
  await db().deleteFrom("deliveries").execute();
  await db().deleteFrom("mail_health").execute();
}
