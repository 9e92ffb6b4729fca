/** Minimal cookie reading and writing, with the __Host- prefix behind HTTPS. */

export function readCookies(request: Request): Map<string, string> {
  const out = new Map<string, string>();
  const header = request.headers.get("cookie");
  if (!header) return out;
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i < 0) continue;
    const k = part.slice(0, i).trim();
    const v = part.slice(i + 1).trim();
    if (!out.has(k)) {
      try {
        out.set(k, decodeURIComponent(v));
      } catch {
        out.set(k, v);
      }
    }
  }
  return out;
}

/** The cookie's name for this scheme: `__Host-name` over HTTPS (which requires Secure, Path=/ and no Domain). */
export const cookieName = (base: string, secure: boolean) => (secure ? `__Host-${base}` : base);

export interface CookieOptions {
  secure: boolean;
  maxAge?: number; // seconds; 0 deletes
  httpOnly?: boolean;
  sameSite?: "Lax" | "Strict";
}

export function serializeCookie(base: string, value: string, o: CookieOptions): string {
  const parts = [
    `${cookieName(base, o.secure)}=${encodeURIComponent(value)}`,
    "Path=/",
    `SameSite=${o.sameSite ?? "Lax"}`,
  ];
  if (o.httpOnly !== false) parts.push("HttpOnly");
  if (o.secure) parts.push("Secure");
  if (o.maxAge !== undefined) parts.push(`Max-Age=${o.maxAge}`);
  return parts.join("; ");
}

export function getCookie(request: Request, base: string, secure: boolean): string | undefined {
  return readCookies(request).get(cookieName(base, secure));
}
