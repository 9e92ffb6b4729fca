/**
 * Content negotiation for the encodings we store ready-made (the build's
 * precompressed assets and the page cache): brotli when the request accepts
 * it, else gzip, else none. Browsers list gzip first but all take brotli, the
 * smaller; `q=0` refuses an encoding. No imports: server.ts uses it directly.
 */
export type Encoding = "br" | "gzip" | "identity";

export function pickEncoding(acceptEncoding: string | null | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return "identity";
}

/** One media range of an Accept header: its type (lower case, parameters other than q kept) and its q. */
function mediaRanges(accept: string): { type: string; q: number }[] {
  const out: { type: string; q: number }[] = [];
  // Commas inside quoted parameters (a profile URL never has one, but a value may) are left alone.
  for (const part of accept.match(/(?:[^,"]|"[^"]*")+/g) ?? []) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    let q = 1;
    const kept: string[] = [];
    for (const p of params) {
      const m = /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p);
      if (m) q = Number(m[1]);
      else kept.push(p.trim());
    }
    out.push({ type: [name.trim().toLowerCase(), ...kept].join(";"), q: Number.isFinite(q) ? q : 0 });
  }
  return out;
}

/**
 * Whether a request would rather have HTML than anything else it names (the page cache serves and
 * keeps only such requests): no Accept, a wildcard a browser or a script sends, or text/html at least
 * as wanted as every other type listed by name. A fediverse server asking for
 * `application/activity+json, …, text/html;q=0.1` prefers the other.
 */
export function prefersHtml(accept: string | null | undefined): boolean {
  if (!accept || !accept.trim()) return true;
  const ranges = mediaRanges(accept);
  const html = Math.max(
    0,
    ...ranges
      .filter((r) => /^(text\/html|text\/\*|\*\/\*)(;|$)/.test(r.type) || r.type === "application/xhtml+xml")
      .map((r) => r.q),
  );
  const other = Math.max(
    0,
    ...ranges.filter((r) => !/^(text\/html|application\/xhtml\+xml|text\/\*|\*\/\*)(;|$)/.test(r.type)).map((r) => r.q),
  );
  return html > 0 && html >= other;
}
