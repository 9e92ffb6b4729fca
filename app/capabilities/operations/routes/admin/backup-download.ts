/** /admin/backups/:id/download — a listed backup's file, for the owner to keep a copy elsewhere too. */
import { Readable } from "node:stream";
import type { Route } from "./+types/backup-download";
import { requireRole } from "~/core/auth/guards.server.ts";
import { downloadBackupAs } from "~/capabilities/operations/server/backups.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "owner");
  const file = await downloadBackupAs({ id: user.id, email: user.email }, params.id);
  return new Response(Readable.toWeb(file.body) as ReadableStream, {
    headers: {
      "Content-Type": "application/octet-stream",
      "Content-Length": String(file.size),
      "Content-Disposition": `attachment; filename="${file.name}"`,
      "Cache-Control": "no-store",
    },
  });
}
