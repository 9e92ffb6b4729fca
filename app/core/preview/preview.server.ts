/**
 * Preview before publishing (issue 11): the public site as it would look with
 * unsaved changes, rendered by the real public routes and components in the
 * active theme, for the signed-in person who asked only.
 *
 * How it works:
 * 1. A studio action that offers "Preview" validates the form as for a save,
 *    then returns `startPreview(request, context, user, { kind, data, path,
 *    back, label })`. The draft is stored server-side (app_meta, one per user,
 *    so every process sees it) and a cookie holding its random id is set; the
 *    answer redirects to the public `path` (the studio opens it in a new tab:
 *    core/ui/PreviewButton.tsx).
 * 2. `previewMiddleware` (on the root route) runs every public request of that
 *    browser inside an AsyncLocalStorage scope holding the draft, when the
 *    cookie matches the draft of the user signed in on that request. Anyone
 *    else (another browser, signed out, another user) sees the public site.
 * 3. The code that reads the content asks `previewDraft(kind)` and uses the
 *    draft instead of the stored value. Site settings do it in
 *    core/settings/settings.server.ts (getSettings), so name, tagline, accent,
 *    about and hero change on every page at once; an event page can do the
 *    same with kind "event" and its id in `data`.
 * 4. Preview answers are `Cache-Control: private, no-store` and `X-Robots-Tag:
 *    noindex`, and the page cache never answers or stores a request that
 *    carries the cookie (core/http/page-cache.server.ts).
 * 5. The root shows a bar ("Preview — only you see this") with "End preview",
 *    which is GET /admin/preview/end (core/routes/preview-end.ts). A draft
 *    lasts an hour at most.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import { redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { deleteMeta, getMeta, setMeta } from "~/core/db/meta.server.ts";
import { getCookie, serializeCookie } from "~/core/http/cookies.server.ts";
import { requestInfo } from "~/core/http/context.server.ts";
import { getSession } from "~/core/auth/session.server.ts";
import { PREVIEW_COOKIE } from "./cookie.ts";
import { previewDraft, previewing, previewScope, type PreviewRequest, type StoredPreview } from "./scope.server.ts";
import { findUserById } from "~/core/auth/data/users.server.ts";
import { studioI18nFor, studioTranslatorFor } from "~/core/i18n/studio.server.ts";

export { PREVIEW_COOKIE, previewDraft, previewing };

type Ctx = Readonly<RouterContextProvider>;

/** A draft lives this long; the cookie the same. */
export const PREVIEW_TTL_MS = 60 * 60 * 1000;

/** The preview bar's words, in the previewing person's studio language. */
export interface ActivePreview {
  kind: string;
  back: string;
  /** The bar's accessible name ("Preview"). */
  region: string;
  /** "Preview of unsaved changes: Event “Summer show”. Only you see this." */
  text: string;
  /** The way out ("End preview and go back to the studio"). */
  end: string;
}

const metaKey = (userId: string) => `preview:${userId}`;
const samePath = (p: string) => p.startsWith("/") && !p.startsWith("//") && !p.includes("\\");

/** Stores the draft and answers with the redirect to the public page that shows it. */
export async function startPreview(
  request: Request,
  context: Ctx,
  user: { id: string },
  p: PreviewRequest,
): Promise<Response> {
  if (!samePath(p.path) || !samePath(p.back))
    throw new Error(`startPreview: paths must be on this site (${p.path}, ${p.back})`);
  const id = randomBytes(32).toString("base64url");
  const stored: StoredPreview = { ...p, id, userId: user.id, expires: Date.now() + PREVIEW_TTL_MS };
  await setMeta(metaKey(user.id), JSON.stringify(stored));
  const cookie = serializeCookie(PREVIEW_COOKIE, id, {
    secure: requestInfo(context).secure,
    maxAge: PREVIEW_TTL_MS / 1000,
  });
  return redirect(p.path, { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } });
}

/** Ends this browser's preview and returns to the studio page it came from. */
export async function endPreview(request: Request, context: Ctx): Promise<Response> {
  const session = await getSession(request, context);
  const found = session ? await load(session.user.id) : null;
  if (session) await deleteMeta(metaKey(session.user.id));
  const clear = serializeCookie(PREVIEW_COOKIE, "", { secure: requestInfo(context).secure, maxAge: 0 });
  return redirect(found?.back ?? "/admin", { headers: { "Set-Cookie": clear, "Cache-Control": "no-store" } });
}

async function load(userId: string): Promise<StoredPreview | null> {
  const raw = await getMeta(metaKey(userId));
  if (!raw) return null;
  try {
    const p = JSON.parse(raw) as StoredPreview;
    return p.expires > Date.now() ? p : null;
  } catch {
    return null;
  }
}

const sameId = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The preview this request may see: the cookie's draft, when it belongs to the user signed in on this request. */
async function previewFor(request: Request, context: Ctx): Promise<StoredPreview | null> {
  const id = getCookie(request, PREVIEW_COOKIE, requestInfo(context).secure);
  if (!id || id.length > 100) return null;
  const session = await getSession(request, context);
  if (!session) return null;
  const p = await load(session.user.id);
  return p && sameId(p.id, id) ? p : null;
}

const isStudio = (request: Request) => {
  const { pathname } = new URL(request.url);
  return pathname === "/admin" || pathname.startsWith("/admin/");
};

/** On the root route: public requests of a previewing browser run with its draft (see the top of this file). */
export const previewMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (isStudio(request) || !(request.headers.get("Cookie") ?? "").includes(PREVIEW_COOKIE)) return next();
  const p = await previewFor(request, context);
  if (!p) return next();
  const res = await previewScope.run(p, next);
  // A preview is one person's unsaved work: never stored by a cache, never indexed.
  res.headers.set("Cache-Control", "private, no-store");
  res.headers.set("X-Robots-Tag", "noindex");
  return res;
};

/** For the preview bar: what this request previews, worded in the previewing person's studio language, or null. */
export async function activePreview(): Promise<ActivePreview | null> {
  const p = previewScope.getStore();
  if (!p) return null;
  const user = await findUserById(p.userId);
  const tr = user ? await studioI18nFor(user) : studioTranslatorFor("en");
  // A draft stored before labels were keys (they live an hour) carries its English words.
  const label = typeof p.label === "string" ? p.label : tr.t(p.label.key, p.label.values);
  return {
    kind: p.kind,
    back: p.back,
    region: tr.t("core.studio.preview.region"),
    text: tr.t("core.studio.preview.text", { label }),
    end: tr.t("core.studio.preview.end"),
  };
}
