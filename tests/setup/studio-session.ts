/**
 * For media integration tests: a real studio session and CSRF pair, and a way
 * to call route actions and loaders the way the server does (thrown redirects
 * and catalogue errors become plain { status, headers, body }).
 */
import { randomBytes } from "node:crypto";
import { createLoadContext } from "../../app/core/http/context.server.ts";
import { startSession } from "../../app/core/auth/session.server.ts";
import { createUser } from "../../app/core/auth/data/users.server.ts";
import { hmac } from "../../app/core/http/sign.server.ts";
import type { Role } from "../../app/core/auth/data/users.server.ts";
import { multipartRequest } from "../fixtures/images.ts";

export const ctx = () => createLoadContext({ requestId: "t", nonce: "n", ip: "127.0.0.1", secure: false });

export interface Studio {
  cookie: string;
  csrf: string;
  userId: string;
}

/** A signed-in user of `role`: the Cookie header (session + CSRF cookie) and the matching CSRF token. */
export async function signedIn(role: Role = "editor"): Promise<Studio> {
  const user = await createUser({
    email: `${role}-${randomBytes(4).toString("hex")}@example.com`,
    displayName: role,
    passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$AAAA$BBBB",
    role,
  });
  const set = await startSession(user.id, new Request("http://localhost/"), ctx());
  const session = set.split(";")[0]!;
  const csrfCookie = randomBytes(32).toString("base64url");
  return { cookie: `${session}; marquee_csrf=${csrfCookie}`, csrf: hmac("csrf", csrfCookie), userId: user.id };
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** Runs a loader or action; a thrown Response or data() is an answer too. */
export async function call<T = unknown>(
  fn: (args: never) => unknown,
  request: Request,
  params: Record<string, string> = {},
): Promise<Answer<T>> {
  let r: unknown;
  try {
    r = await fn({ request, context: ctx(), params } as never);
  } catch (e) {
    r = e;
  }
  if (r instanceof Response) {
    const text = r.body ? await r.text() : "";
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: r.status, headers: r.headers, body: body as T };
  }
  const d = r as { type?: string; data?: unknown; init?: { status?: number; headers?: HeadersInit } | null };
  if (d && typeof d === "object" && "data" in d)
    return { status: d.init?.status ?? 200, headers: new Headers(d.init?.headers ?? undefined), body: d.data as T };
  return { status: 200, headers: new Headers(), body: r as T };
}

/**
 * A POST to /admin/uploads as the studio's uploader sends it: the body streamed
 * (any content type, so tests can send broken ones), the CSRF token in its
 * header, a JSON answer asked for.
 */
export function uploadRequest(
  query: string,
  body: { contentType: string; data: BodyInit | null },
  who?: Studio,
  headers: Record<string, string> = {},
): Request {
  const h = new Headers({ "content-type": body.contentType, accept: "application/json" });
  if (who) {
    h.set("cookie", who.cookie);
    h.set("x-csrf-token", who.csrf);
  }
  for (const [k, v] of Object.entries(headers)) h.set(k, v);
  return new Request(`http://localhost/admin/uploads?${query}`, {
    method: "POST",
    headers: h,
    body: body.data,
    duplex: "half",
  } as RequestInit);
}

/** The same with files, as a browser's FormData encodes them. */
export function filesUploadRequest(
  query: string,
  files: Parameters<typeof multipartRequest>[0],
  who?: Studio,
  headers: Record<string, string> = {},
): Request {
  const form = multipartRequest(files);
  return uploadRequest(query, { contentType: form.headers.get("content-type")!, data: form.body }, who, headers);
}
