/**
 * One "app process" of the RSVP concurrency test (rsvp-processes.db.test.ts):
 * opens the same database as the test, says "ready", waits for "go" on stdin,
 * then sends its share of replies at once through the app's own code and
 * prints the statuses as JSON. The app's modules are loaded by Vite's module
 * runner, as vitest and the dev server load them ("~/" paths, JSX,
 * import.meta.glob, stylesheet URLs).
 */
import { resolve } from "node:path";
import { createServer } from "vite";
import type * as ClientModule from "~/core/db/client.server.ts";
import type * as PlacesModule from "~/capabilities/rsvp/server/places.server.ts";
import type * as CapabilityModule from "~/core/capability.server.ts";
import type * as RsvpManifest from "~/capabilities/rsvp/capability.server.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const vite = await createServer({
  root: ROOT,
  configFile: false,
  resolve: { tsconfigPaths: true },
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: "custom",
  logLevel: "error",
});
type Client = typeof ClientModule;
type Places = typeof PlacesModule;
const { openDatabase, setDatabase } = (await vite.ssrLoadModule("/app/core/db/client.server.ts")) as Client;
const { placeReply } = (await vite.ssrLoadModule("/app/capabilities/rsvp/server/places.server.ts")) as Places;
// A reply queues RSVP's mail, whose kind the outbox knows from the manifest (core/mail).
const { registerCapabilities } = (await vite.ssrLoadModule(
  "/app/core/capability.server.ts",
)) as typeof CapabilityModule;
const rsvp = (await vite.ssrLoadModule("/app/capabilities/rsvp/capability.server.ts")) as typeof RsvpManifest;
registerCapabilities([rsvp.default]);

const [eventId, date, capacity, from, count] = [
  process.env.RSVP_EVENT!,
  process.env.RSVP_DATE!,
  Number(process.env.RSVP_CAPACITY),
  Number(process.env.RSVP_FROM),
  Number(process.env.RSVP_COUNT),
];
const handle = process.env.RSVP_PG_URL
  ? openDatabase({ url: process.env.RSVP_PG_URL, schema: process.env.RSVP_PG_SCHEMA, poolSize: 10 })
  : openDatabase({ file: process.env.RSVP_SQLITE_FILE! });
setDatabase(handle);

process.stdout.write("ready\n");
await new Promise<void>((go) => process.stdin.once("data", () => go()));
const now = new Date().toISOString();
const statuses = await Promise.all(
  Array.from({ length: count }, (_, k) => {
    const i = from + k;
    return placeReply(
      eventId,
      date,
      capacity,
      { email: `p${i}@crowd.net`, name: `Person ${i}`, party: 1, answers: [] },
      now,
      "log",
    ).then((r) => r.status);
  }),
);
process.stdout.write(JSON.stringify(statuses) + "\n");
await handle.close();
await vite.close();
