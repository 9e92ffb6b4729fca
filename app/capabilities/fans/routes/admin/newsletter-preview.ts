/** /admin/fans/newsletters/:id/preview — the saved newsletter's HTML e-mail as a subscriber sees it, in a sandbox (no script, no other host). */
import type { Route } from "./+types/newsletter-preview";
import { requireRole } from "~/core/auth/guards.server.ts";
import { previewMail } from "~/capabilities/fans/server/newsletters.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  const mail = await previewMail(params.id);
  return new Response(mail.html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      // The e-mail's own markup only: its inline styles, pictures from anywhere as a mail program would show them, nothing that runs.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; sandbox",
    },
  });
}
