/**
 * The outbox dispatches by declaration (issue 26): a manifest's `mail` names
 * its kinds, a delivery names its kind, and the kind composes it when it is
 * sent — whatever capability declared it. A sample capability declares a kind
 * here, as a real one would.
 */
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { capabilities, registerCapabilities, type Capability } from "~/core/capability.server.ts";
import { db } from "~/core/db/client.server.ts";
import { getDelivery } from "./data/deliveries.server.ts";
import { queueMail } from "./outbox.server.ts";
import { createLogTransport } from "./transports/log.server.ts";
import type { Composition, OutboxResult } from "./types.server.ts";
import { drainDeliveries } from "./worker.server.ts";

useTestDatabase();

const heard: [string, OutboxResult["status"]][] = [];
const composed: { ref: string; recipient: string }[] = [];
const sample: Capability = {
  name: "sample",
  mail: {
    "sample.note": {
      async compose(ref, queued): Promise<Composition> {
        composed.push({ ref, recipient: queued.recipient });
        if (ref === "gone") return { skip: "the note was deleted." };
        if (ref === "later") return { wait: "No inbox yet: set one in Settings." };
        const to = ref === "demo" ? "someone@velvet-lanterns.example" : queued.recipient;
        return { to, subject: `Note ${ref}`, text: `Note ${ref}\n`, html: `<p>Note ${ref}</p>` };
      },
      async onResult(ref, result) {
        heard.push([ref, result.status]);
      },
    },
  },
};

let app: readonly Capability[];
beforeAll(() => {
  app = capabilities();
  registerCapabilities([...app, sample]);
});
afterAll(() => registerCapabilities(app));
beforeEach(async () => {
  await db().deleteFrom("deliveries").execute();
  heard.length = composed.length = 0;
});

const queue = (ref: string, kind = "sample.note") =>
  db()
    .transaction()
    .execute((trx) => queueMail(trx, [{ kind, ref, recipient: "reader@example.com" }], "log"))
    .then(([id]) => id!);

test("a declared kind composes its mail when it is sent and hears how it went; the row names its kind and capability", async () => {
  const id = await queue("n1");
  expect(await getDelivery(id)).toMatchObject({ kind: "sample.note", source: "sample", source_ref: "n1" });
  const log = createLogTransport({ quiet: true });
  expect(await drainDeliveries({ transport: () => log })).toBe(1);
  expect(composed).toEqual([{ ref: "n1", recipient: "reader@example.com" }]);
  expect(log.recorded.map((m) => [m.kind, m.to, m.subject, m.siteName])).toEqual([
    ["sample.note", "reader@example.com", "Note n1", "My Marquee site"],
  ]);
  expect(heard).toEqual([["n1", "sent"]]);
  expect(await getDelivery(id)).toMatchObject({ state: "sent", attempts: 1 });
});

test("skip: not sent, counted apart from failures; wait: stays queued with the reason and keeps its attempts", async () => {
  const gone = await queue("gone");
  const later = await queue("later");
  const demo = await queue("demo");
  const log = createLogTransport({ quiet: true });
  await drainDeliveries({ transport: () => log });
  expect(log.recorded).toEqual([]);
  expect(await getDelivery(gone)).toMatchObject({ state: "failed", last_error: "Not sent: the note was deleted." });
  expect(await getDelivery(later)).toMatchObject({
    state: "queued",
    attempts: 0,
    last_error: "No inbox yet: set one in Settings.",
  });
  // Never the demo's domain, whatever the kind composed.
  expect(await getDelivery(demo)).toMatchObject({
    state: "failed",
    last_error: "Not sent: someone@velvet-lanterns.example is an address of the demo content.",
  });
});

test("a kind no manifest declares is refused when queued; a row whose kind went away fails, saying so", async () => {
  await expect(queue("x", "sample.unknown")).rejects.toThrow(/No manifest declares the mail kind "sample.unknown"/);
  const id = await queue("orphan");
  registerCapabilities(app);
  try {
    await drainDeliveries({ transport: () => createLogTransport({ quiet: true }) });
  } finally {
    registerCapabilities([...app, sample]);
  }
  expect(await getDelivery(id)).toMatchObject({
    state: "failed",
    last_error: 'Nothing composes the e-mails of "sample.note" any more.',
  });
});

test("a manifest's kinds must carry its name, so no two capabilities declare one kind", () => {
  const compose = sample.mail!["sample.note"]!.compose;
  expect(() => registerCapabilities([{ name: "other", mail: { "sample.note": { compose } } }])).toThrow(
    /"other" declares the mail kind "sample.note": its name must start with "other."/,
  );
  registerCapabilities([...app, sample]);
});
