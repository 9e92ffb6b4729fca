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
