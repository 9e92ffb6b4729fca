import { expect, test } from "vitest";
import { setTestEnv, useTestDatabase } from "~tests/setup/db.ts";
import { requestFinished } from "../server/requests.server.ts";
import { loader } from "./metrics.ts";

const getDb = useTestDatabase();
/** A series' value in Prometheus text (0 when absent). */
const value = (text: string, series: string) =>
  Number(
    text
      .split("\n")
      .find((l) => l.startsWith(`${series} `))
      ?.slice(series.length + 1) ?? 0,
  );
const TOKEN = "s3cret-scraper-token-0123456789";
const ask = (headers: Record<string, string> = {}) =>
  loader({ request: new Request("http://localhost/metrics", { headers }), params: {}, context: {} } as Parameters<
    typeof loader
  >[0]).catch((e: unknown) => e as Response);

test("without METRICS_TOKEN /metrics does not exist", async () => {
  setTestEnv({ DATA_DIR: getDb().dataDir });
  expect((await ask({ Authorization: `Bearer ${TOKEN}` })).status).toBe(404);
});

test("with METRICS_TOKEN: 401 without the token or with another, the metrics with it", async () => {
  setTestEnv({ DATA_DIR: getDb().dataDir, METRICS_TOKEN: TOKEN });
  const tries: Record<string, string>[] = [
    {},
    { Authorization: "Bearer wrong-token-wrong-token" },
    { Authorization: TOKEN },
  ];
  for (const headers of tries) {
    const r = await ask(headers);
    expect(r.status).toBe(401);
    expect(r.headers.get("WWW-Authenticate")).toBe('Bearer realm="metrics"');
  }
  // The registry is the process's: another file in this worker may have counted requests before. Compare.
  const before = await (await ask({ Authorization: `Bearer ${TOKEN}` })).text();
  requestFinished({
    method: "GET",
    path: "/events/spring-tour",
    status: 200,
    seconds: 0.02,
    peer: "127.0.0.1",
    ip: "127.0.0.1",
    forwarded: false,
    forwardedProto: null,
  });
  requestFinished({
    method: "POST",
    path: "/admin/events/1",
    status: 303,
    seconds: 0.2,
    peer: "127.0.0.1",
    ip: "127.0.0.1",
    forwarded: false,
    forwardedProto: null,
  });
  const r = await ask({ Authorization: `Bearer ${TOKEN}` });
  expect(r.status).toBe(200);
  expect(r.headers.get("Content-Type")).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(r.headers.get("Cache-Control")).toBe("no-store");
  const text = await r.text();
  const grew = (series: string) => value(text, series) - value(before, series);
  expect(grew('marquee_http_requests_total{group="pages",method="GET",status="2xx"}')).toBe(1);
  expect(grew('marquee_http_requests_total{group="studio",method="POST",status="3xx"}')).toBe(1);
  expect(grew('marquee_http_request_duration_seconds_bucket{le="0.025",group="pages"}')).toBe(1);
  expect(text).toContain("marquee_outbox_depth 0");
  expect(text).toContain("marquee_outbox_oldest_age_seconds 0");
  expect(text).toContain("marquee_backup_scheduled 0");
  expect(text).toContain("marquee_backup_age_seconds +Inf"); // none yet: an age alert fires
  expect(text).toContain("marquee_backup_last_ok 0");
  expect(text).toMatch(/marquee_page_cache_hit_ratio \d/);
  expect(text).toMatch(/marquee_info\{version="\d+\.\d+\.\d+"\} 1/);
  expect(text).toMatch(/^process_cpu_user_seconds_total /m);
  // Nothing about visitors: no path, no address.
  expect(text).not.toContain("spring-tour");
  expect(text).not.toContain("127.0.0.1");
});
