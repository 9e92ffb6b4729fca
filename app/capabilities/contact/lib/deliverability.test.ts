import { expect, test } from "vitest";
import { type Answer, type Lookups, analyse, senderDomain, spfIncludes } from "./deliverability.ts";
import { presetById } from "./mail-presets.ts";

const found = (...records: string[]): Answer => ({ ok: true, records });
const none = found();
const lookups = (over: Partial<Lookups> = {}): Lookups => ({ spf: none, dmarc: none, dkim: {}, ...over });
const fastmail = presetById("fastmail");

test("a domain with everything in place is all ✔", () => {
  const r = analyse(
    "band.example",
    fastmail,
    lookups({
      spf: found("google-site-verification=abc", "v=spf1 include:spf.messagingengine.com ?all"),
      dmarc: found("v=DMARC1; p=quarantine; rua=mailto:d@band.example"),
      dkim: { fm1: { cname: found("fm1.band.example.dkim.fmhosted.com"), txt: none } },
    }),
  );
  expect(r).toEqual({
    domain: "band.example",
    state: "checked",
    checks: [
      { kind: "spf", state: "ok" },
      { kind: "dmarc", state: "ok" },
      { kind: "dkim", state: "ok" },
    ],
  });
});

test("missing records come back as the exact records to add", () => {
  const r = analyse("band.example", fastmail, lookups());
  expect(r.state === "checked" && r.checks).toEqual([
    {
      kind: "spf",
      state: "missing",
      records: [{ name: "band.example", type: "TXT", value: "v=spf1 include:spf.messagingengine.com ~all" }],
    },
    {
      kind: "dmarc",
      state: "missing",
      records: [{ name: "_dmarc.band.example", type: "TXT", value: "v=DMARC1; p=none" }],
    },
    {
      kind: "dkim",
      state: "missing",
      records: ["fm1", "fm2", "fm3"].map((s) => ({
        name: `${s}._domainkey.band.example`,
        type: "CNAME",
        value: `${s}.band.example.dkim.fmhosted.com`,
      })),
    },
  ]);
});

test("an SPF record without the provider is shown with the include added before its all; two records become one", () => {
  const one = analyse("band.example", fastmail, lookups({ spf: found("v=spf1 mx ip4:192.0.2.1 -all") }));
  expect(one.state === "checked" && one.checks[0]).toEqual({
    kind: "spf",
    state: "replace",
    records: [
      { name: "band.example", type: "TXT", value: "v=spf1 mx ip4:192.0.2.1 include:spf.messagingengine.com -all" },
    ],
  });
  const two = analyse(
    "band.example",
    fastmail,
    lookups({ spf: found("v=spf1 include:spf.messagingengine.com ~all", "v=spf1 ip4:192.0.2.1 ~all") }),
  );
  expect(two.state === "checked" && two.checks[0]).toMatchObject({
    state: "replace",
    records: [{ value: "v=spf1 include:spf.messagingengine.com ip4:192.0.2.1 ~all" }],
  });
});

test("an include is matched as a whole term, not as a substring", () => {
  expect(spfIncludes("v=spf1 include:_spf.google.com ~all", "_spf.google.com")).toBe(true);
  expect(spfIncludes("v=spf1 +include:_spf.google.com ~all", "_spf.google.com")).toBe(true);
  expect(spfIncludes("v=spf1 include:_spf.google.com.evil.example ~all", "_spf.google.com")).toBe(false);
  expect(spfIncludes("v=spf1 -include:_spf.google.com ~all", "_spf.google.com")).toBe(false);
});

test("a failed lookup is reported for its own check; the others still answer", () => {
  const r = analyse(
    "band.example",
    fastmail,
    lookups({
      spf: { ok: false, reason: "timeout" },
      dmarc: found("v=DMARC1; p=none"),
      dkim: { fm1: { cname: { ok: false, reason: "malformed" }, txt: none } },
    }),
  );
  expect(r.state === "checked" && r.checks).toEqual([
    { kind: "spf", state: "failed", reason: "timeout" },
    { kind: "dmarc", state: "ok" },
    { kind: "dkim", state: "failed", reason: "malformed" },
  ]);
});

test("a provider's DKIM key only its console knows is named without a value; a TXT key counts", () => {
  const ws = presetById("google-workspace");
  const missing = analyse("band.example", ws, lookups());
  expect(missing.state === "checked" && missing.checks[2]).toEqual({
    kind: "dkim",
    state: "missing",
    records: [{ name: "google._domainkey.band.example", type: "TXT" }],
  });
  const present = analyse(
    "band.example",
    ws,
    lookups({ dkim: { google: { cname: none, txt: found("v=DKIM1; k=rsa; p=MIIBIjANBg") } } }),
  );
  expect(present.state === "checked" && present.checks[2]).toEqual({ kind: "dkim", state: "ok" });
});

test("the provider's own address domain needs nothing; Other SMTP checks presence only; Resend's SPF is on send.", () => {
  expect(analyse("gmail.com", presetById("gmail"), lookups())).toEqual({ domain: "gmail.com", state: "own-domain" });
  const other = analyse("band.example", undefined, lookups({ spf: found("v=spf1 mx ~all") }));
  expect(other.state === "checked" && other.checks).toEqual([
    { kind: "spf", state: "ok" },
    {
      kind: "dmarc",
      state: "missing",
      records: [{ name: "_dmarc.band.example", type: "TXT", value: "v=DMARC1; p=none" }],
    },
  ]);
  const resend = analyse("band.example", presetById("resend"), lookups());
  expect(resend.state === "checked" && resend.checks[0]).toMatchObject({
    records: [{ name: "send.band.example", value: "v=spf1 include:amazonses.com ~all" }],
  });
});

test("the sender's domain is read from a From value, or refused", () => {
  expect(senderDomain("The Lanterns <web@Lanterns.Example>")).toBe("lanterns.example");
  expect(senderDomain("web@lanterns.example")).toBe("lanterns.example");
  expect(senderDomain("")).toBeNull();
  expect(senderDomain("no address")).toBeNull();
  expect(senderDomain("x@localhost")).toBeNull();
  expect(senderDomain(`x@${"a".repeat(64)}.example`)).toBeNull();
});
