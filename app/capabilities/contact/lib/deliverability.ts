/**
 * The deliverability check's reading of DNS answers (issue 25 §2, ADR 2531):
 * given what the sender's domain publishes, is the provider allowed by SPF,
 * is there a DMARC policy, and is DKIM set up where the provider's selector
 * is known — each either ✔ or the exact record to add. Pure: the lookups are
 * done by server/email/dns-check.server.ts, which also turns timeouts and
 * junk answers into `Answer` failures that are reported here per check.
 */
import type { MailPreset } from "./mail-presets.ts";

/** One lookup's outcome: the TXT strings (or CNAME targets) found — none is a real answer — or why there is none. */
export type Answer = { ok: true; records: string[] } | { ok: false; reason: LookupFailure };
export type LookupFailure = "timeout" | "malformed" | "oversized" | "unreachable";

export interface Lookups {
  spf: Answer;
  dmarc: Answer;
  /** Per DKIM selector: CNAME targets and TXT strings at `<selector>._domainkey.<domain>`. */
  dkim: Record<string, { cname: Answer; txt: Answer }>;
}

export type CheckKind = "spf" | "dmarc" | "dkim";

export interface RecordToAdd {
  name: string;
  type: "TXT" | "CNAME";
  /** Undefined when only the provider's console can show it (a DKIM key). */
  value?: string;
}

export type Check =
  | { kind: CheckKind; state: "ok" }
  | { kind: CheckKind; state: "missing" | "replace"; records: RecordToAdd[] }
  | { kind: CheckKind; state: "failed"; reason: LookupFailure }
  /** "Other SMTP": no known include, so only presence can be checked; the provider's help names the value. */
  | { kind: CheckKind; state: "unknown-provider" };

export type Deliverability =
  | { domain: string; state: "own-domain" }
  | { domain: string; state: "checked"; checks: Check[] };

const isSpf = (r: string) => /^v=spf1(\s|$)/i.test(r.trim());
const isDmarc = (r: string) => /^v=DMARC1\s*(;|$)/i.test(r.trim());

/** Does an SPF record authorise `include` (a pass or unqualified include of that name)? */
export function spfIncludes(record: string, include: string): boolean {
  return record
    .trim()
    .split(/\s+/)
    .some((term) => /^\+?include:/i.test(term) && term.replace(/^\+?include:/i, "").toLowerCase() === include);
}

const isEnd = (term: string) => /^[-~?+]?all$/i.test(term) || /^redirect=/i.test(term);

/** The record with `term` added before its final `all`/`redirect=` (or at the end). */
function insertTerm(record: string, term: string): string {
  const terms = record.trim().split(/\s+/);
  const at = terms.findIndex(isEnd);
  const i = at < 0 ? terms.length : at;
  return [...terms.slice(0, i), term, ...terms.slice(i)].join(" ");
}

function spfCheck(domain: string, preset: MailPreset | undefined, a: Answer): Check {
  if (!a.ok) return { kind: "spf", state: "failed", reason: a.reason };
  const spf = a.records.filter(isSpf);
  if (!preset?.spf) return spf.length === 1 ? { kind: "spf", state: "ok" } : { kind: "spf", state: "unknown-provider" };
  const { include, on } = preset.spf;
  const name = on ? `${on}.${domain}` : domain;
  if (spf.length === 1 && spfIncludes(spf[0]!, include)) return { kind: "spf", state: "ok" };
  if (spf.length === 0)
    return { kind: "spf", state: "missing", records: [{ name, type: "TXT", value: `v=spf1 include:${include} ~all` }] };
  // Receivers evaluate one SPF record only (RFC 7208 §4.5): two are a permanent error, so they become one.
  const merged = spf
    .slice(1)
    .flatMap((r) => r.trim().split(/\s+/).slice(1))
    .filter((t) => !isEnd(t))
    .reduce((m, t) => (m.split(/\s+/).includes(t) ? m : insertTerm(m, t)), spf[0]!.trim());
  const value = spfIncludes(merged, include) ? merged : insertTerm(merged, `include:${include}`);
  return { kind: "spf", state: "replace", records: [{ name, type: "TXT", value }] };
}

function dmarcCheck(domain: string, a: Answer): Check {
  if (!a.ok) return { kind: "dmarc", state: "failed", reason: a.reason };
  if (a.records.some(isDmarc)) return { kind: "dmarc", state: "ok" };
  return {
    kind: "dmarc",
    state: "missing",
    records: [{ name: `_dmarc.${domain}`, type: "TXT", value: "v=DMARC1; p=none" }],
  };
}

function dkimCheck(domain: string, preset: MailPreset, lookups: Lookups["dkim"]): Check | null {
  const hint = preset.dkim;
  if (!hint) return null;
  let failure: LookupFailure | undefined;
  for (const s of hint.selectors) {
    const l = lookups[s];
    if (!l) continue;
    if (l.cname.ok && l.cname.records.length > 0) return { kind: "dkim", state: "ok" };
    if (l.txt.ok && l.txt.records.some((r) => /(^|;)\s*p=[A-Za-z0-9+/]/.test(r))) return { kind: "dkim", state: "ok" };
    failure ??= !l.cname.ok ? l.cname.reason : !l.txt.ok ? l.txt.reason : undefined;
  }
  if (failure) return { kind: "dkim", state: "failed", reason: failure };
  const records = hint.selectors.map(
    (s): RecordToAdd =>
      hint.cname
        ? { name: `${s}._domainkey.${domain}`, type: "CNAME", value: hint.cname(domain, s) }
        : { name: `${s}._domainkey.${domain}`, type: hint.type ?? "TXT" },
  );
  return { kind: "dkim", state: "missing", records };
}

/** The checks for `domain` sending through `preset` (undefined: "Other SMTP"). */
export function analyse(domain: string, preset: MailPreset | undefined, lookups: Lookups): Deliverability {
  if (preset?.ownDomains?.includes(domain)) return { domain, state: "own-domain" };
  const checks: Check[] = [spfCheck(domain, preset, lookups.spf), dmarcCheck(domain, lookups.dmarc)];
  const dkim = preset ? dkimCheck(domain, preset, lookups.dkim) : null;
  if (dkim) checks.push(dkim);
  return { domain, state: "checked", checks };
}

/** The sender's domain from a From value ("Band <hi@band.example>" or "hi@band.example"), lower-cased; null when there is none. */
export function senderDomain(from: string): string | null {
  const m = /<([^<>\s]+)>\s*$/.exec(from) ?? /^\s*([^\s<>]+)\s*$/.exec(from);
  const at = m?.[1]?.lastIndexOf("@") ?? -1;
  if (!m || at < 1) return null;
  const domain = m[1]!
    .slice(at + 1)
    .toLowerCase()
    .replace(/\.$/, "");
  return /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/.test(domain) ? domain : null;
}
