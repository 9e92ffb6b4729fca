/**
 * POST /admin/uploads?purpose=gallery|media|hero|event[&album=ID][&back=/admin/…]
 *
 * The one upload endpoint. The body is streamed (never read whole), so the
 * CSRF token comes in the X-CSRF-Token header (the studio's uploader) or in
 * ?csrf= (the plain form without JavaScript). Answers JSON per file when asked
 * (Accept: application/json), otherwise redirects back with a toast.
 */
import { data } from "react-router";
import type { Route } from "./+types/uploads";
import { requireActionHeader } from "~/core/auth/guards.server.ts";
import { forbidden } from "~/core/http/errors.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { env } from "~/core/env.server.ts";
import { handleUpload, parseUploadTarget, summarise } from "~/capabilities/media/server/upload-action.server.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireActionHeader(request, context, "editor");
  const url = new URL(request.url);
  const wantsJson = (request.headers.get("accept") ?? "").includes("application/json");
  const back = url.searchParams.get("back") ?? "";
  const safeBack = /^\/admin(\/[\w\-/]*)?(\?[\w=&%-]*)?$/.test(back) ? back : "/admin";
  // The hero image is part of the site settings: owners only (SPEC §6).
  if (url.searchParams.get("purpose") === "hero" && user.role !== "owner") throw forbidden();
  const target = await parseUploadTarget(url);
  if ("error" in target) {
    if (wantsJson) return data({ error: target.error, files: [] }, { status: 400 });
    return redirectWithToast(safeBack, { type: "error", message: target.error }, context);
  }
  const outcome = await handleUpload(request, target, { id: user.id, email: user.email }, env());
  if (wantsJson) return data(outcome.body, { status: outcome.status });
  const s = summarise(outcome.body.files);
  return redirectWithToast(safeBack, { type: s.ok ? "success" : "error", message: s.message }, context);
}

export async function loader() {
  return new Response("Method not allowed\n", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
