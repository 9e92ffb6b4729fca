import { Readable } from "node:stream";
import type { Route } from "./+types/backup-export";
import { requireRole } from "~/core/auth/guards.server.ts";
import { exportSiteAs } from "~/capabilities/studio/server/backup.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "owner");
  // Optional parts the owner ticked on the export page (e.g. e-mail settings with their secrets).
  const include = new URL(request.url).searchParams.getAll("include");
  const archive = await exportSiteAs({ id: user.id, email: user.email }, include);
  const name = `marquee-export-${new Date().toISOString().slice(0, 10)}.tar.gz`;
  return new Response(Readable.toWeb(archive) as ReadableStream, {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
    },
  });
}
