/**
 * The demo act's mailing list (issue 12): a dozen subscribers at the demo's
 * domain (nothing is ever e-mailed there: the outbox skips it, see
 * core/demo/address.ts) — confirmed ones, some for "shows near me" in
 * Berlin or Hamburg, one waiting for confirmation, one who left — and a draft
 * newsletter, so the studio's Fans pages show what they do. Removed with the
 * demo, by the ids it remembered.
 */
import { type DemoContext, demoIds, forgetDemo, rememberDemo } from "~/core/demo/registry.server.ts";
import { db } from "~/core/db/client.server.ts";
import { DEMO_EMAIL_DOMAIN } from "~/core/demo/address.ts";
import { deleteMailingRow, insertMailing } from "./server/data/mailings.server.ts";
import { deleteSubscriberRow, insertSubscriber, type Subscriber } from "./server/data/subscribers.server.ts";
import type { SubscriberStatus, Wants } from "./server/data/tables.server.ts";

const BERLIN = { town_id: "2950159", town: "Berlin, DE", latitude: 52.52437, longitude: 13.41053 };
const HAMBURG = { town_id: "2911298", town: "Hamburg, DE", latitude: 53.55073, longitude: 9.99302 };

const PEOPLE: {
  name: string;
  status: SubscriberStatus;
  wants: Wants;
  source: string;
  days: number;
  near?: typeof BERLIN;
}[] = [
  { name: "Mara", status: "confirmed", wants: "all", source: "home", days: 90 },
  { name: "Jonas", status: "confirmed", wants: "all", source: "event", days: 75 },
  { name: "Aylin", status: "confirmed", wants: "near", source: "subscribe", days: 60, near: BERLIN },
  { name: "Pavel", status: "confirmed", wants: "all", source: "footer", days: 44 },
  { name: "Lotte", status: "confirmed", wants: "near", source: "event", days: 30, near: HAMBURG },
  { name: "Sami", status: "confirmed", wants: "all", source: "home", days: 21 },
  { name: "Greta", status: "confirmed", wants: "all", source: "import", days: 120 },
  { name: "Tomás", status: "confirmed", wants: "near", source: "footer", days: 9, near: BERLIN },
  { name: "Ines", status: "confirmed", wants: "all", source: "home", days: 4 },
  { name: "Noor", status: "confirmed", wants: "all", source: "footer", days: 2 },
  { name: "Felix", status: "pending", wants: "all", source: "home", days: 1 },
  { name: "Ruth", status: "unsubscribed", wants: "all", source: "event", days: 100 },
];

export async function seedFans(ctx: DemoContext): Promise<void> {
  if ((await demoIds("fan_subscribers")).length > 0) return;
  const ids: string[] = [];
  await db()
    .transaction()
    .execute(async (trx) => {
      for (const p of PEOPLE) {
        const at = new Date(ctx.now.getTime() - p.days * 86_400_000).toISOString();
        const id = `demo-fan-${p.name.normalize("NFD").replace(/\W/g, "").toLowerCase()}`;
        const row: Subscriber = {
          id,
          email: `${id.slice(9)}@fans.${DEMO_EMAIL_DOMAIN}`,
          name: p.name,
          wants: p.wants,
          town_id: p.near?.town_id ?? null,
          town: p.near?.town ?? "",
          latitude: p.near?.latitude ?? null,
          longitude: p.near?.longitude ?? null,
          radius_km: p.near ? 50 : 100,
          status: p.status,
          source: p.source,
          signed_up_at: at,
          consent_text:
            p.source === "import"
              ? "Imported by the site's owner from an existing list, with the owner's statement that consent exists (see import_statement)."
              : "Demo content: a made-up subscriber.",
          consent_ip_hash: null,
          consent_at: p.status === "pending" ? null : at,
          import_statement:
            p.source === "import"
              ? "I confirm that everyone on this list agreed to receive e-mail from us, and I can show how and when."
              : null,
          confirm_nonce: null,
          confirm_sent_at: p.status === "pending" ? at : null,
          unsubscribed_at: p.status === "unsubscribed" ? ctx.now.toISOString() : null,
          unsubscribed_mailing_id: null,
          bounced_at: null,
          bounce_detail: null,
          bounced_mailing_id: null,
          updated_at: at,
        };
        await insertSubscriber(trx, row);
        ids.push(id);
      }
    });
  await rememberDemo("fan_subscribers", ids);
  const now = ctx.now.toISOString();
  await insertMailing({
    id: "demo-newsletter",
    kind: "newsletter",
    subject: "Autumn tour: six new dates",
    body: "Hello from the rehearsal room!\n\nWe're taking **Paper Moons** on the road this autumn — six cities, one horn section, no setlist repeats.\n\n[See all the dates](/events)\n\nSee you down the front,\nThe Velvet Lanterns",
    status: "draft",
    scheduled_at: null,
    queued_at: null,
    recipients: 0,
    created_by: null,
    created_at: now,
    updated_at: now,
    audience: "{}",
    sent_at: null,
    test_sent_at: null,
  });
  await rememberDemo("fan_mailings", ["demo-newsletter"]);
}

export async function removeDemoFans(): Promise<void> {
  for (const id of await demoIds("fan_subscribers")) await deleteSubscriberRow(id);
  // Only while it is still a draft: a demo newsletter the owner sent stays with its report.
  for (const id of await demoIds("fan_mailings")) await deleteMailingRow(id);
  await forgetDemo("fan_subscribers");
  await forgetDemo("fan_mailings");
}
