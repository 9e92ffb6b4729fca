/** For tests of the outbox: one delivery queued on its own (capabilities queue inside their own transactions). */
import { db } from "~/core/db/client.server.ts";
import { insertDeliveries } from "./data/deliveries.server.ts";

export async function queueOne(d: {
  kind: string;
  recipient: string;
  ref?: string;
  transport?: string;
}): Promise<string> {
  const [id] = await db()
    .transaction()
    .execute((trx) =>
      insertDeliveries(
        trx,
        [{ kind: d.kind, ref: d.ref ?? null, source: null, recipient: d.recipient }],
        d.transport ?? "smtp",
      ),
    );
  if (!id) throw new Error("nothing queued");
  return id;
}
