/** For the fans capability's database tests: a subscriber row with sensible defaults, stored as given. */
import { randomBytes } from "node:crypto";
import { db } from "~/core/db/client.server.ts";
import { insertSubscriber, type Subscriber } from "./data/subscribers.server.ts";

const tag = () => randomBytes(4).toString("hex");

export function subscriberRow(over: Partial<Subscriber>): Subscriber {
  const now = new Date().toISOString();
  return {
    id: `s-${tag()}`,
    email: `fan-${tag()}@fanmail.net`,
    name: "",
    wants: "all",
    town_id: null,
    town: "",
    latitude: null,
    longitude: null,
    radius_km: 100,
    status: "confirmed",
    source: "home",
    signed_up_at: now,
    consent_text: "As shown on the form",
    consent_ip_hash: null,
    consent_at: now,
    import_statement: null,
    confirm_nonce: null,
    confirm_sent_at: null,
    unsubscribed_at: null,
    unsubscribed_mailing_id: null,
    bounced_at: null,
    bounce_detail: null,
    bounced_mailing_id: null,
    updated_at: now,
    ...over,
  };
}

export const addSubscriber = (over: Partial<Subscriber>) =>
  db()
    .transaction()
    .execute(async (trx) => {
      const r = subscriberRow(over);
      await insertSubscriber(trx, r);
      return r;
    });
