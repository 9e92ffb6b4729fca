/** Signing in over plain HTTP (no browser), for the header and crawl checks. */

export interface HttpSession {
  /** `Cookie` header value carrying the session (and CSRF) cookies. */
  cookie: string;
  /** The raw Set-Cookie lines of the sign-in response. */
  setCookies: string[];
  status: number;
}

/** Keeps a response's cookies in the jar (a cleared cookie leaves it). */
export function mergeCookies(jar: Map<string, string>, setCookies: string[]) {
  for (const line of setCookies) {
    const [pair] = line.split(";");
    const i = pair!.indexOf("=");
    const name = pair!.slice(0, i).trim();
    const value = pair!.slice(i + 1).trim();
    if (/max-age=0/i.test(line) || value === "") jar.delete(name);
    else jar.set(name, value);
  }
}

export const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");

/** GET the login form, then POST it with its CSRF token. `headers` go on both (e.g. X-Forwarded-Proto). */
export async function signInHttp(
  base: string,
  who: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<HttpSession> {
  const jar = new Map<string, string>();
  const form = await fetch(`${base}/admin/login`, { headers, redirect: "manual" });
  mergeCookies(jar, form.headers.getSetCookie());
  const html = await form.text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  if (!csrf) throw new Error(`No CSRF field on /admin/login (status ${form.status})`);
  const res = await fetch(`${base}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookieHeader(jar) },
    body: new URLSearchParams({ csrf, email: who.email, password: who.password, next: "/admin" }),
  });
  const setCookies = res.headers.getSetCookie();
  mergeCookies(jar, setCookies);
  return { cookie: cookieHeader(jar), setCookies, status: res.status };
}

/** Parses one Set-Cookie line into its name and lower-cased attributes. */
export function parseSetCookie(line: string): { name: string; value: string; attrs: Map<string, string> } {
  const [pair, ...rest] = line.split(";");
  const i = pair!.indexOf("=");
  const attrs = new Map<string, string>();
  for (const a of rest) {
    const j = a.indexOf("=");
    attrs.set((j < 0 ? a : a.slice(0, j)).trim().toLowerCase(), j < 0 ? "" : a.slice(j + 1).trim());
  }
  return { name: pair!.slice(0, i).trim(), value: pair!.slice(i + 1).trim(), attrs };
}
