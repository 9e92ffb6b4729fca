/**
 * The doctor's checks of how the site is reached: PUBLIC_URL over HTTPS with
 * its certificate, the proxy in front and TRUST_PROXY, and the clock (ADR 2802).
 */
import { request as httpsRequest } from "node:https";
import type { TLSSocket } from "node:tls";
import { sql } from "kysely";
import { currentHandle, db } from "~/core/db/client.server.ts";
import { env } from "~/core/env.server.ts";
import type { Check } from "../../lib/doctor.ts";
import { recentRequestShapes } from "../requests.server.ts";

const DAY = 86_400_000;
const TIMEOUT_MS = 10_000;

export interface HttpsProbe {
  status: number;
  /** The answer's Date header (ms), and the local clock when the request left and the answer came. */
  date: number | null;
  sent: number;
  received: number;
  cert: { validTo: number; authorized: boolean; error: string | null };
}

/** GET <PUBLIC_URL>/healthz over TLS, keeping the certificate however it verifies (to say what is wrong with it). */
function probeHttps(base: string): Promise<HttpsProbe> {
  return new Promise((resolve, reject) => {
    const sent = Date.now();
    const req = httpsRequest(
      new URL("/healthz", base),
      { method: "GET", rejectUnauthorized: false, timeout: TIMEOUT_MS, agent: false },
      (res) => {
        const socket = res.socket as TLSSocket;
        const peer = socket.getPeerCertificate();
        const date = res.headers.date ? Date.parse(res.headers.date) : NaN;
        res.resume();
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            date: Number.isFinite(date) ? date : null,
            sent,
            received: Date.now(),
            cert: {
              validTo: Date.parse(peer.valid_to),
              authorized: socket.authorized,
              error: socket.authorizationError ? String(socket.authorizationError) : null,
            },
          }),
        );
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    req.on("error", reject);
    req.end();
  });
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** PUBLIC_URL: set, https, answering /healthz, with a trusted certificate that is not about to expire. */
export async function httpsCheck(): Promise<{ check: Check; probe: HttpsProbe | null }> {
  const url = env().PUBLIC_URL;
  const done = (check: Check, probe: HttpsProbe | null = null) => ({ check, probe });
  if (!url)
    return done({
      id: "https",
      status: "warn",
      summary: { key: "operations.studio.doctor.https.unset" },
      fix: { key: "operations.studio.doctor.https.unsetFix" },
    });
  if (!url.startsWith("https:"))
    return done({
      id: "https",
      status: "warn",
      summary: { key: "operations.studio.doctor.https.plain", vars: { url } },
      fix: { key: "operations.studio.doctor.https.plainFix" },
    });
  let p: HttpsProbe;
  try {
    p = await probeHttps(url);
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    return done({
      id: "https",
      status: "fail",
      summary: { key: "operations.studio.doctor.https.unreachable", vars: { url, reason } },
      fix: { key: "operations.studio.doctor.https.unreachableFix", vars: { port: env().PORT } },
    });
  }
  const host = new URL(url).host;
  const days = Math.floor((p.cert.validTo - Date.now()) / DAY);
  if (!p.cert.authorized)
    return done(
      {
        id: "https",
        status: "fail",
        summary: { key: "operations.studio.doctor.https.untrusted", vars: { host, reason: p.cert.error ?? "?" } },
        fix: { key: "operations.studio.doctor.https.certFix" },
      },
      p,
    );
  if (p.status !== 200)
    return done(
      {
        id: "https",
        status: "fail",
        summary: { key: "operations.studio.doctor.https.status", vars: { url, status: p.status } },
        fix: { key: "operations.studio.doctor.https.statusFix", vars: { port: env().PORT } },
      },
      p,
    );
  if (days < 14)
    return done(
      {
        id: "https",
        status: days < 0 ? "fail" : "warn",
        summary: { key: "operations.studio.doctor.https.expiring", vars: { host, date: day(p.cert.validTo), days } },
        fix: { key: "operations.studio.doctor.https.certFix" },
      },
      p,
    );
  return done(
    {
      id: "https",
      status: "ok",
      summary: { key: "operations.studio.doctor.https.ok", vars: { url, date: day(p.cert.validTo), days } },
      fix: null,
    },
    p,
  );
}

/** The proxy line's wording, by finding (listed literally for the catalogue check); null: nothing to fix. */
const PROXY: Record<string, [string, string | null]> = {
  none: ["operations.studio.doctor.proxy.none", "operations.studio.doctor.proxy.noneFix"],
  stale: ["operations.studio.doctor.proxy.stale", "operations.studio.doctor.proxy.noneFix"],
  ignored: ["operations.studio.doctor.proxy.ignored", "operations.studio.doctor.proxy.ignoredFix"],
  trustsInternet: ["operations.studio.doctor.proxy.trustsInternet", "operations.studio.doctor.proxy.trustsInternetFix"],
  direct: ["operations.studio.doctor.proxy.direct", "operations.studio.doctor.proxy.directFix"],
  cdn: ["operations.studio.doctor.proxy.cdn", "operations.studio.doctor.proxy.cdnFix"],
  unused: ["operations.studio.doctor.proxy.unused", "operations.studio.doctor.proxy.unusedFix"],
  behind: ["operations.studio.doctor.proxy.behind", null],
  noProxy: ["operations.studio.doctor.proxy.noProxy", null],
};

/**
 * Whether TRUST_PROXY agrees with what recent requests showed (ADR 2802):
 * forwarded headers from a proxy on this machine or a private network that
 * the app ignores mean every visitor shares the proxy's address (and one rate
 * limit); believed from the internet, anyone can claim any address.
 */
export async function proxyCheck(): Promise<Check> {
  const shapes = await recentRequestShapes();
  const setting = String(env().TRUST_PROXY);
  const trust = env().TRUST_PROXY;
  const c = (status: Check["status"], finding: string, vars: Record<string, string | number> = {}): Check => {
    const [summary, fix] = PROXY[finding]!;
    return {
      id: "proxy",
      status,
      summary: { key: summary, vars: { setting, ...vars } },
      fix: fix ? { key: fix, vars: { setting } } : null,
    };
  };
  if (!shapes) return c("warn", "none");
  if (shapes.trustProxy !== setting) return c("warn", "stale", { seen: shapes.trustProxy });
  const { direct, believed, ignored } = shapes;
  const where = believed.loopback + ignored.loopback > 0 ? "loopback" : "private";
  if (ignored.loopback + ignored.private > 0) return c("fail", "ignored", { where });
  if (believed.public > 0 && trust === true) return c("fail", "trustsInternet");
  if (direct.public > 0 && trust !== false) return c("warn", "direct");
  if (ignored.public > 0) return c("warn", "cdn");
  if (believed.loopback + believed.private > 0) return c("ok", "behind", { where });
  if (trust !== false) return c("warn", "unused");
  return c("ok", "noProxy");
}

/**
 * The clock against others the site already talks to — never a time server
 * of its own choosing: PostgreSQL's now() (to the millisecond) and the Date
 * header of PUBLIC_URL's answer (to the second; through a CDN or a proxy on
 * another machine, that machine's clock).
 */
export async function clockCheck(probe: HttpsProbe | null): Promise<Check> {
  const offsets: { source: string; ms: number }[] = [];
  if (currentHandle()?.dialect === "postgres") {
    const sent = Date.now();
    const r = await sql<{ t: string | Date }>`select now() as t`.execute(db()).catch(() => undefined);
    const at = r?.rows[0]?.t;
    if (at) offsets.push({ source: "PostgreSQL", ms: new Date(at).getTime() - (sent + Date.now()) / 2 });
  }
  if (probe?.date) {
    // The header has whole seconds: an offset within a second of the round trip is no offset.
    const mid = (probe.sent + probe.received) / 2;
    const raw = probe.date - mid;
    const ms = Math.abs(raw) <= 1000 + (probe.received - probe.sent) / 2 ? 0 : raw;
    offsets.push({ source: "PUBLIC_URL", ms });
  }
  if (!offsets.length)
    return {
      id: "clock",
      status: "warn",
      summary: { key: "operations.studio.doctor.clock.none" },
      fix: { key: "operations.studio.doctor.clock.noneFix" },
    };
  const worst = offsets.reduce((a, b) => (Math.abs(b.ms) > Math.abs(a.ms) ? b : a));
  const vars = {
    seconds: Math.round(Math.abs(worst.ms) / 100) / 10,
    source: worst.source,
    sources: offsets.map((o) => o.source).join(", "),
  };
  const abs = Math.abs(worst.ms);
  if (abs > 60_000)
    return {
      id: "clock",
      status: "fail",
      summary: { key: "operations.studio.doctor.clock.off", vars },
      fix: { key: "operations.studio.doctor.clock.fix" },
    };
  if (abs > 5_000)
    return {
      id: "clock",
      status: "warn",
      summary: { key: "operations.studio.doctor.clock.off", vars },
      fix: { key: "operations.studio.doctor.clock.fix" },
    };
  return { id: "clock", status: "ok", summary: { key: "operations.studio.doctor.clock.ok", vars }, fix: null };
}
