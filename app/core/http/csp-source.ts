/**
 * CSP source for a URL template (map tiles and the like): its origin, with a
 * "{s}" subdomain placeholder widened to "*." ("https://{s}.tile.example" →
 * "https://*.tile.example"); null when the host cannot be named in a CSP.
 * Pure and relative-import-free: `npm start` validates configuration with it
 * under plain Node, before any build exists.
 */
export function templateSource(template: string): string | null {
  const m = /^(https?):\/\/([^/?#]+)/i.exec(template);
  if (!m) return null;
  const host = m[2]!.replace(/^\{s\}\./, "*.").toLowerCase();
  if (/[{}]/.test(host)) return null;
  return `${m[1]!.toLowerCase()}://${host}`;
}
