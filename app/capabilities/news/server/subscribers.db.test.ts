/**
 * "Also send to subscribers" on both databases, with the real outbox and the
 * SMTP test server: publishing a post that asks for it queues one newsletter
 * (to the fans who asked for all news) with the post's title, its start and
 * an absolute link; publishing it again — after a trip back to draft, or a
 * second save — queues nothing; a scheduled post is sent when the job
 * publishes it, once; a post without the box is never sent; a transport that
 * refuses mailings (EmailJS) leaves the post published and unsent.
 */
import { afterAll, beforeEach, expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { startSmtpServer } from "~tests/fixtures/smtp-server.ts";
import { drainDeliveries } from "~/core/mail/worker.server.ts";
import { db } from "~/core/db/client.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { postFormSchema } from "~/capabilities/news/schemas.ts";
import { addSubscriber } from "~tests/factories/subscribers.ts";
import { createPost, findPost, publishDuePosts, updatePost } from "./posts.server.ts";
import { mailPostToSubscribers } from "./subscribers.server.ts";

const smtp = await startSmtpServer();
useTestDatabase({
  MAIL_TRANSPORT: "smtp",
  SMTP_URL: smtp.url,
  MAIL_FROM: "Owls <web@owls.example>",
  PUBLIC_URL: "https://owls.example",
});
afterAll(() => smtp.close());

const actor = { id: "u1", email: "owner@owls.example" };
const TZ = "Europe/Berlin";
const form = (v: Record<string, string>) => postFormSchema(studioTranslatorFor("en")).parse({ body: "", ...v });
const mailings = () => db().selectFrom("fan_mailings").selectAll().orderBy("created_at").execute();

beforeEach(async () => {
  await db().deleteFrom("deliveries").execute();
  await db().deleteFrom("fan_mailings").execute();
  await db().deleteFrom("fan_subscribers").execute();
  smtp.messages.length = 0;
});

test("publishing a post with 'also send' queues one newsletter; publishing it again sends nothing more", async () => {
  await addSubscriber({ email: "all-1@fanmail.net" });
  await addSubscriber({ email: "all-2@fanmail.net" });
  await addSubscriber({ email: "near@fanmail.net", wants: "near", latitude: 45.76, longitude: 4.83, radius_km: 50 });

  const v = {
    title: "New record out now",
    body: "Our **second** record is out.\n\nTen songs, one room.",
    send_to_subscribers: "on",
  };
  const draft = await createPost(actor, form(v), TZ, null);
  expect(await mailings()).toHaveLength(0); // a draft is not news yet
  const post = await updatePost(actor, draft.id, form({ ...v, state: "published" }), TZ, undefined);
  const [m, ...more] = await mailings();
  expect(more).toHaveLength(0);
  expect(m).toMatchObject({ kind: "newsletter", subject: "New record out now", status: "sending", recipients: 2 });
  expect(m!.body).toContain("Our second record is out.");
  expect(m!.body).toContain("(https://owls.example/news/new-record-out-now)");
  expect((await findPost(post.id))?.mailingId).toBe(m!.id);

  // Saved again, back to draft and published again, asked directly: nothing more.
  await updatePost(actor, post.id, form({ ...v, state: "published" }), TZ, undefined);
  await updatePost(actor, post.id, form({ ...v, state: "draft" }), TZ, undefined);
  await updatePost(actor, post.id, form({ ...v, state: "published" }), TZ, undefined);
  expect(await mailPostToSubscribers(actor, post.id)).toBeNull();
  expect(await mailings()).toHaveLength(1);

  await drainDeliveries();
  expect(
    smtp.messages
      .map((x) => x.envelope.to)
      .flat()
      .sort(),
  ).toEqual(["all-1@fanmail.net", "all-2@fanmail.net"]);
  expect(smtp.messages[0]!.subject).toBe("New record out now");

  // Without the box, a published post is not mailed.
  await createPost(actor, form({ title: "Quiet note", state: "published" }), TZ, null);
  expect(await mailings()).toHaveLength(1);
});

test("a scheduled post with 'also send' is mailed when the job publishes it, once", async () => {
  await addSubscriber({ email: "fan@fanmail.net" });
  const soon = new Date(Date.now() + 3_600_000);
  const local = new Intl.DateTimeFormat("sv-SE", {
    timeZone: TZ,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  })
    .format(soon)
    .replace(" ", "T");
  await createPost(
    actor,
    form({
      title: "Tour dates",
      body: "Twelve cities.",
      state: "scheduled",
      publish_at: local,
      send_to_subscribers: "on",
    }),
    TZ,
    null,
  );
  expect(await mailings()).toHaveLength(0);
  await publishDuePosts(new Date(soon.getTime() + 1000));
  await publishDuePosts(new Date(soon.getTime() + 2000));
  const all = await mailings();
  expect(all.map((x) => [x.subject, x.recipients])).toEqual([["Tour dates", 1]]);
});
