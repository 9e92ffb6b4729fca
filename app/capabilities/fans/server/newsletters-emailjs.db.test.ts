/** With EmailJS as the transport, mailings are refused with its explanation (form notifications only, small quotas); confirmations still queue. */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { db } from "~/core/db/client.server.ts";
import { newsletterSchema } from "../schemas.ts";
import { addSubscriber } from "./fans.test-helpers.ts";
import * as N from "./newsletters.server.ts";

useTestDatabase({
  MAIL_TRANSPORT: "emailjs",
  EMAILJS_PUBLIC_KEY: "pk",
  EMAILJS_SERVICE_ID: "service",
  EMAILJS_TEMPLATE_ID: "template",
});

const actor = { id: "owner-1", email: "owner@owls.example" };

test("send, schedule and the test copy are refused with the explanation; nothing is queued", async () => {
  await addSubscriber({});
  const m = await N.createNewsletter(actor, newsletterSchema.parse({ subject: "Hi", body: "News" }));
  await expect(N.sendNow(actor, m.id)).rejects.toMatchObject({ message: expect.stringMatching(/EmailJS/) });
  await expect(N.sendTest(actor, m.id)).rejects.toMatchObject({ message: expect.stringMatching(/EmailJS/) });
  await expect(N.schedule(actor, m.id, "2099-01-01T10:00", "UTC")).rejects.toMatchObject({
    field: "send_at",
    message: expect.stringMatching(/EmailJS/),
  });
  expect((await N.getMailing(m.id))!.status).toBe("draft");
  expect(await db().selectFrom("deliveries").selectAll().execute()).toEqual([]);
});
