/** /healthz (SPEC §2: 200 when the database answers, 503 otherwise) and /robots.txt. */
import { expect, test } from "vitest";
import { setTestEnv, useTestDatabase } from "~tests/setup/db.ts";
import { openDatabase, setDatabase } from "~/core/db/client.server.ts";
import { loader as healthz } from "~/core/routes/healthz.ts";
import { loader as robots } from "./robots.ts";

const getDb = useTestDatabase();

test("/healthz answers 200 while the database answers, never cached", async () => {
  const r = await healthz();
  expect(r.status).toBe(200);
  expect(await r.text()).toBe("ok\n");
  expect(r.headers.get("cache-control")).toBe("no-store");
});

test("/healthz answers 503 when the database does not", async () => {
  // A PostgreSQL nobody listens on: the connection is refused at once.
  const gone = openDatabase({ url: "postgres://marquee@127.0.0.1:1/marquee" });
  setDatabase(gone);
  try {
    const r = await healthz();
    expect(r.status).toBe(503);
    expect(await r.text()).toBe("database unavailable\n");
  } finally {
    setDatabase(getDb().handle);
    await gone.close();
  }
  expect((await healthz()).status).toBe(200);
});

test("/robots.txt keeps crawlers out of the studio and points at the sitemap on PUBLIC_URL", async () => {
  setTestEnv({ DATA_DIR: getDb().dataDir, PUBLIC_URL: "https://owls.example/" });
  const r = robots({ request: new Request("http://10.0.0.5:3000/robots.txt") } as never);
  expect(r.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  expect((await r.text()).split("\n")).toEqual([
    "User-agent: *",
    "Disallow: /admin",
    "Allow: /",
    "",
    "Sitemap: https://owls.example/sitemap.xml",
    "",
  ]);
});
