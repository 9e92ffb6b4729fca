/**
 * A signed-in studio session over plain HTTP (no browser): the owner signs in
 * through the real login form, and the session keeps its cookies and the CSRF
 * token every studio form carries (an HMAC of the marquee_csrf cookie).
 */
import type { App } from "../e2e/harness.ts";
import { OWNER } from "../e2e/harness.ts";
import { cookieHeader, mergeCookies, signInHttp } from "../quality/http.ts";

export interface StudioSession {
  cookie: () => string;
  /** The token for the `csrf` field or the X-CSRF-Token header. */
  csrf: string;
  /** fetch with the session's cookies; keeps what the answer sets. Redirects are not followed. */
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
}

export const csrfIn = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1];

export async function signInOwner(app: App, who = OWNER): Promise<StudioSession> {
  const s = await signInHttp(app.url, who);
  if (s.status !== 302) throw new Error(`Sign-in answered ${s.status}`);
  const jar = new Map<string, string>();
  for (const pair of s.cookie.split("; ")) {
    const i = pair.indexOf("=");
    jar.set(pair.slice(0, i), pair.slice(i + 1));
  }
  const session: StudioSession = {
    cookie: () => cookieHeader(jar),
    csrf: "",
    fetch: async (path, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set("Cookie", cookieHeader(jar));
      const res = await fetch(app.url + path, { ...init, headers, redirect: "manual" });
      mergeCookies(jar, res.headers.getSetCookie());
      return res;
    },
  };
  const page = await session.fetch("/admin");
  const csrf = csrfIn(await page.text());
  if (!csrf) throw new Error(`No CSRF token on /admin (status ${page.status})`);
  session.csrf = csrf;
  return session;
}

/** A fresh visitor's CSRF cookie and the login form's token. */
export async function loginForm(app: App): Promise<{ cookie: string; csrf: string }> {
  const res = await fetch(`${app.url}/admin/login`, { redirect: "manual" });
  const jar = new Map<string, string>();
  mergeCookies(jar, res.headers.getSetCookie());
  const csrf = csrfIn(await res.text());
  if (!csrf) throw new Error(`No CSRF token on /admin/login (status ${res.status})`);
  return { cookie: cookieHeader(jar), csrf };
}

/** /healthz answers 200 (the server is up and its database answers), or throws with the server's output. */
export async function expectHealthy(app: App): Promise<void> {
  let problem: string;
  try {
    const r = await fetch(`${app.url}/healthz`, { signal: AbortSignal.timeout(10_000) });
    if (r.status === 200) return;
    problem = `status ${r.status}`;
  } catch (e) {
    problem = String(e);
  }
  throw new Error(`/healthz does not answer 200 (${problem}). Server output:\n${app.output().slice(-4000)}`);
}
