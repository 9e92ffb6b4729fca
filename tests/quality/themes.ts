/**
 * Switching the running site's theme the way the owner does — signing in and
 * posting the theme page's "Apply" form — for the gates and tools that look at
 * every theme with one server (tests/e2e/quality-*.test.ts, bench/lighthouse.ts,
 * scripts/screenshots.ts). Plain fetch: no browser needed.
 */
export const THEME_NAMES = ["stage", "poster", "recital", "neon", "editorial"] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

function cookiesOf(res: Response, jar: Map<string, string>) {
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(";");
    const i = pair!.indexOf("=");
    jar.set(pair!.slice(0, i), pair!.slice(i + 1));
  }
}
const header = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
const csrfIn = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";

/** A signed-in owner session for `base`, to post studio forms with. */
export async function ownerSession(base: string, who: { email: string; password: string }) {
  const jar = new Map<string, string>();
  const login = await fetch(`${base}/admin/login`);
  cookiesOf(login, jar);
  const body = new URLSearchParams({
    csrf: csrfIn(await login.text()),
    next: "/admin",
    email: who.email,
    password: who.password,
  });
  const res = await fetch(`${base}/admin/login`, {
    method: "POST",
    body,
    headers: { Cookie: header(jar), Origin: base },
    redirect: "manual",
  });
  cookiesOf(res, jar);
  if (res.status !== 302 && res.status !== 303) throw new Error(`sign-in answered ${res.status}`);
  return {
    async post(path: string, fields: Record<string, string>): Promise<Response> {
      const page = await fetch(`${base}${path}`, { headers: { Cookie: header(jar) } });
      cookiesOf(page, jar);
      const form = new URLSearchParams({ csrf: csrfIn(await page.text()), ...fields });
      const r = await fetch(`${base}${path}`, {
        method: "POST",
        body: form,
        headers: { Cookie: header(jar), Origin: base },
        redirect: "manual",
      });
      cookiesOf(r, jar);
      return r;
    },
  };
}

/** Applies `theme` with `scheme` ("auto": each visitor's device decides, so one pass can check light and dark). */
export async function applyTheme(
  session: Awaited<ReturnType<typeof ownerSession>>,
  theme: string,
  scheme = "auto",
): Promise<void> {
  const r = await session.post("/admin/theme", { intent: "apply", theme, scheme });
  if (r.status !== 302 && r.status !== 303) throw new Error(`applying ${theme} answered ${r.status}`);
}
