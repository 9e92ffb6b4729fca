/** With EmailJS (no mailings), a post with "also send" is published all the same, sends nothing, and may be sent later with another transport (its claim is given back). */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { addSubscriber } from "~tests/factories/subscribers.ts";
import { db } from "~/core/db/client.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { postFormSchema } from "~/capabilities/news/schemas.ts";
import { createPost, findPost } from "./posts.server.ts";

useTestDatabase({
  MAIL_TRANSPORT: "emailjs",
  EMAILJS_PUBLIC_KEY: "pk",
  EMAILJS_SERVICE_ID: "service",
  EMAILJS_TEMPLATE_ID: "template",
});

test("published, not sent, nothing half-made", async () => {
  await addSubscriber({});
  const post = await createPost(
    { id: "u1", email: "o@x.example" },
    postFormSchema(studioTranslatorFor("en")).parse({
      title: "Hello",
      body: "News",
      state: "published",
      send_to_subscribers: "on",
    }),
    "UTC",
    null,
  );
  expect(post.status).toBe("published");
  expect((await findPost(post.id))?.mailingId).toBeNull();
  expect(await db().selectFrom("fan_mailings").selectAll().execute()).toEqual([]);
  expect(await db().selectFrom("deliveries").selectAll().execute()).toEqual([]);
});
