/** /admin/inbox/:id/attachment: the booking's file, as a download (never rendered inline). */
import type { Route } from "./+types/inbox-attachment";
import { safeFilename } from "~/core/mail/text.server.ts";
import { requireRole } from "~/core/auth/guards.server.ts";
import { messageAttachment } from "~/capabilities/contact/server/inbox.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  const a = await messageAttachment(params.id);
  const name = safeFilename(a.filename);
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return new Response(new Uint8Array(a.data), {
    headers: {
      "Content-Type": a.content_type,
      "Content-Length": String(a.data.length),
      "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
