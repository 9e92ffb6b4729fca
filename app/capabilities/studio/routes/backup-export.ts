import { Readable } from "node:stream";
import type { Route } from "./+types/backup-export";
import { requireRole } from "~/core/auth/guards.server.ts";
import { exportSite } from "~/core/backup/backup.server.ts";
import { audit } from "~/core/audit/audit.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "owner");
  await audit({ id: user.id, email: user.email }, "site.export", "site", null);
  const name = `marquee-export-${new Date().toISOString().slice(0, 10)}.tar.gz`;
  return new Response(Readable.toWeb(exportSite()) as ReadableStream, {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
    },
  });
}
