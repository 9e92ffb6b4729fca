/**
 * The deliverability check against a real DNS server on localhost
 * (tests/fixtures/dns-server.ts, reached through DNS_SERVERS as in
 * production): records found, records missing, and a server that is slow,
 * answers junk or floods — each reported for its own check.
 */
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { setTestEnv, useTestDatabase } from "~tests/setup/db.ts";
import { startDnsServer, type DnsFixture } from "~tests/fixtures/dns-server.ts";
import { presetById } from "../lib/mail-presets.ts";
import { checkDeliverability } from "./dns-check.server.ts";

const getDb = useTestDatabase();
let dns: DnsFixture;
beforeAll(async () => {
  dns = await startDnsServer();
});
afterAll(async () => {
  await dns?.close();
});
beforeEach(() => {
  dns.zone.clear();
  dns.asked.length = 0;
  setTestEnv({ DATA_DIR: getDb().dataDir, DNS_SERVERS: dns.server });
});

const fastmail = presetById("fastmail");
const quick = { timeoutMs: 300, deadlineMs: 3000 };

test("a domain set up for Fastmail is ✔ throughout, read from the configured DNS server", async () => {
  dns.zone.set("owls.example", { txt: ["v=spf1 include:spf.messagingengine.com ~all"] });
  dns.zone.set("_dmarc.owls.example", { txt: ["v=DMARC1; p=none"] });
  dns.zone.set("fm2._domainkey.owls.example", { cname: "fm2.owls.example.dkim.fmhosted.com" });
  const r = await checkDeliverability("owls.example", fastmail, quick);
  expect(r).toEqual({
    domain: "owls.example",
    state: "checked",
    checks: [
      { kind: "spf", state: "ok" },
      { kind: "dmarc", state: "ok" },
      { kind: "dkim", state: "ok" },
    ],
  });
  expect(dns.asked).toContain("TXT _dmarc.owls.example");
});

test("a missing DMARC record is named as the record to add; a long DKIM key split in strings is read whole", async () => {
  dns.zone.set("owls.example", { txt: ["v=spf1 include:spf.messagingengine.com ~all"] });
  dns.zone.set("google._domainkey.owls.example", { txt: [`v=DKIM1; k=rsa; p=${"A".repeat(600)}`] });
  const r = await checkDeliverability("owls.example", presetById("google-workspace"), quick);
  expect(r.state === "checked" && r.checks).toEqual([
    {
      kind: "spf",
      state: "replace",
      records: [
        {
          name: "owls.example",
          type: "TXT",
          value: "v=spf1 include:spf.messagingengine.com include:_spf.google.com ~all",
        },
      ],
    },
    {
      kind: "dmarc",
      state: "missing",
      records: [{ name: "_dmarc.owls.example", type: "TXT", value: "v=DMARC1; p=none" }],
    },
    { kind: "dkim", state: "ok" },
  ]);
});

// One misbehaviour per run: a resolver drops a connection that answered junk, failing what else was waiting on it.
test.each([
  ["floods the SPF answer", "owls.example", { flood: 200 }, 0, "oversized"],
  ["never answers for DMARC", "_dmarc.owls.example", { silent: true }, 1, "timeout"],
  ["answers junk for DKIM", "*dkim", { malformed: true }, 2, "malformed"],
] as const)("a server that %s fails only that check", async (_what, name, entry, index, reason) => {
  dns.zone.set("owls.example", { txt: ["v=spf1 include:spf.messagingengine.com ~all"] });
  dns.zone.set("_dmarc.owls.example", { txt: ["v=DMARC1; p=none"] });
  dns.zone.set("fm1._domainkey.owls.example", { cname: "fm1.owls.example.dkim.fmhosted.com" });
  const names = name === "*dkim" ? ["fm1", "fm2", "fm3"].map((s) => `${s}._domainkey.owls.example`) : [name];
  for (const n of names) dns.zone.set(n, entry);
  const r = await checkDeliverability("owls.example", fastmail, quick);
  const expected: unknown[] = [
    { kind: "spf", state: "ok" },
    { kind: "dmarc", state: "ok" },
    { kind: "dkim", state: "ok" },
  ];
  expected[index] = { kind: ["spf", "dmarc", "dkim"][index], state: "failed", reason };
  expect(r.state === "checked" && r.checks).toEqual(expected);
});

test("a DNS server that is not there is reported, not thrown", async () => {
  const gone = await startDnsServer();
  const server = gone.server;
  await gone.close();
  setTestEnv({ DATA_DIR: getDb().dataDir, DNS_SERVERS: server });
  const r = await checkDeliverability("owls.example", fastmail, quick);
  expect(r.state === "checked" && r.checks.map((c) => c.state)).toEqual(["failed", "failed", "failed"]);
});
