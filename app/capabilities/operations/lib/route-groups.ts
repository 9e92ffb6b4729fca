/**
 * The route group a request path belongs to, for /metrics' request counts and
 * latencies (issue 28): a handful of groups, never the path itself, so the
 * metrics say nothing about which pages visitors read (Insights keeps that).
 */
export type RouteGroup =
  | "pages"
  | "data"
  | "studio"
  | "assets"
  | "uploads"
  | "static"
  | "feeds"
  | "links"
  | "health"
  | "metrics";

export function routeGroup(path: string): RouteGroup {
  if (path === "/healthz") return "health";
  if (path === "/metrics") return "metrics";
  if (path === "/admin" || path.startsWith("/admin/")) return "studio";
  if (path.startsWith("/assets/")) return "assets";
  if (path.startsWith("/uploads/")) return "uploads";
  if (path.startsWith("/go/")) return "links";
  if (path.endsWith(".data")) return "data";
  const last = path.slice(path.lastIndexOf("/") + 1);
  const ext = /\.([a-z0-9]+)$/i.exec(last)?.[1]?.toLowerCase();
  if (ext === "ics" || ext === "xml" || ext === "json" || ext === "js") return "feeds";
  if (ext) return "static";
  return "pages";
}

/** The kind of address a request came from: this machine, a private network, or the internet. */
export function peerKind(address: string): "loopback" | "private" | "public" {
  const a = address.replace(/^::ffff:/i, "").toLowerCase();
  if (a === "::1" || /^127\./.test(a)) return "loopback";
  if (
    /^10\./.test(a) ||
    /^192\.168\./.test(a) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(a) ||
    /^169\.254\./.test(a) ||
    /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./.test(a) || // carrier-grade NAT, used by some container networks
    /^f[cd][0-9a-f]{2}:/.test(a) ||
    /^fe[89ab][0-9a-f]:/.test(a)
  )
    return "private";
  return "public";
}
