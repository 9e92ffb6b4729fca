/** /press/photos/:id — one press photo's original at full resolution, as an attachment (never rendered in place). */
import { Readable } from "node:stream";
import type { Route } from "./+types/photo";
import { notFound } from "~/core/http/errors.server.ts";
import { countable, signalOutcome } from "~/core/observe.server.ts";
import { contentDisposition } from "~/capabilities/press/lib/disposition.ts";
import { PRESS_DOWNLOAD_OUTCOME } from "~/capabilities/press/lib/model.ts";
import { pressPhotoOriginal } from "~/capabilities/press/server/public.server.ts";

export async function loader({ request, params }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get("key");
  const file = await pressPhotoOriginal(key, params.id);
  if (!file) throw notFound();
  if (countable(request)) signalOutcome({ kind: PRESS_DOWNLOAD_OUTCOME, subject: params.id });
  return new Response(Readable.toWeb(file.body) as ReadableStream, {
    headers: {
      "Content-Type": file.mime,
      "Content-Length": String(file.size),
      "Content-Disposition": contentDisposition(file.name),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex",
    },
  });
}
