/**
 * A host on this very machine: "localhost", ::1 or 127.0.0.0/8. What goes to it never crosses a network,
 * so the rules that protect a connection in transit (a certificate authority's word, https) protect
 * nothing there and may be relaxed for it — and only for it: an SMTP relay's self-signed certificate
 * (ADR 2532), a plain http:// storage or git server for publishing (ADR 2814).
 */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "");
  return h === "localhost" || h === "::1" || /^127(\.\d{1,3}){3}$/.test(h);
}
