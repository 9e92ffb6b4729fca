/**
 * The deliverability check's DNS lookups (issue 25 §2, ADR 2531): SPF at the
 * sender's domain, DMARC at `_dmarc.`, DKIM at each known selector — asked of
 * `DNS_SERVERS` (the system's resolvers when unset) through node:dns's
 * Resolver. DNS is someone else's server: an answer that is missing is a
 * finding, and one that is slow, malformed or huge becomes that check's
 * failure, never the page's. The whole check ends within `deadlineMs`.
 */
import { Resolver } from "node:dns/promises";
import { env } from "~/core/env.server.ts";
import { logWarn } from "~/core/log.server.ts";
import { type Answer, type Deliverability, type LookupFailure, type Lookups, analyse } from "../lib/deliverability.ts";
import type { MailPreset } from "../lib/mail-presets.ts";

/** Limits on what is read: far above any real SPF, DMARC or DKIM answer (a 4096-bit key is ~800 characters). */
const MAX_RECORDS = 30;
const MAX_RECORD_CHARS = 4096;

export interface DnsCheckOptions {
  /** Per query, per try (two tries). */
  timeoutMs?: number;
  /** The whole check: unanswered queries are cancelled then. */
  deadlineMs?: number;
}

function failureOf(err: unknown): LookupFailure | "none" {
  const code = (err as { code?: string }).code;
  if (code === "ENODATA" || code === "ENOTFOUND") return "none";
  if (code === "ETIMEOUT" || code === "ECANCELLED") return "timeout";
  if (code === "EBADRESP" || code === "EFORMERR" || code === "EBADNAME" || code === "EBADSTR") return "malformed";
  return "unreachable";
}

async function ask(query: () => Promise<string[]>, name: string): Promise<Answer> {
  try {
    const records = await query();
    if (records.length > MAX_RECORDS || records.some((r) => r.length > MAX_RECORD_CHARS))
      return { ok: false, reason: "oversized" };
    return { ok: true, records };
  } catch (err) {
    const reason = failureOf(err);
    if (reason === "none") return { ok: true, records: [] };
    logWarn(`dns check: ${name}: ${(err as { code?: string }).code ?? String(err)}`);
    return { ok: false, reason };
  }
}

/** The lookups for `domain` and `preset`'s DKIM selectors, all at once. */
export async function lookUp(
  domain: string,
  preset: MailPreset | undefined,
  o: DnsCheckOptions = {},
): Promise<Lookups> {
  const resolver = new Resolver({ timeout: o.timeoutMs ?? 2500, tries: 2 });
  const servers = env().DNS_SERVERS;
  if (servers) resolver.setServers(servers);
  // A TXT record arrives in 255-character strings; a record is their concatenation (RFC 7208 §3.3).
  const txt = (name: string) =>
    ask(async () => (await resolver.resolveTxt(name)).map((chunks) => chunks.join("")), name);
  const cname = (name: string) => ask(() => resolver.resolveCname(name), name);
  const deadline = setTimeout(() => resolver.cancel(), o.deadlineMs ?? 8000);
  try {
    const spfName = preset?.spf?.on ? `${preset.spf.on}.${domain}` : domain;
    const selectors = preset?.dkim?.selectors ?? [];
    const [spf, dmarc, ...dkim] = await Promise.all([
      txt(spfName),
      txt(`_dmarc.${domain}`),
      ...selectors.map(async (s) => {
        const name = `${s}._domainkey.${domain}`;
        const [c, t] = await Promise.all([cname(name), txt(name)]);
        return { cname: c, txt: t };
      }),
    ]);
    return { spf: spf!, dmarc: dmarc!, dkim: Object.fromEntries(selectors.map((s, i) => [s, dkim[i]!])) };
  } finally {
    clearTimeout(deadline);
  }
}

/** The deliverability of `domain` sending through `preset` (undefined: "Other SMTP"). */
export async function checkDeliverability(
  domain: string,
  preset: MailPreset | undefined,
  o: DnsCheckOptions = {},
): Promise<Deliverability> {
  if (preset?.ownDomains?.includes(domain)) return { domain, state: "own-domain" };
  return analyse(domain, preset, await lookUp(domain, preset, o));
}
