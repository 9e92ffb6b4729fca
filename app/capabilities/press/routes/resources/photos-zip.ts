/** /press/photos.zip — every press photo's original in one ZIP, streamed as it is made (server/public.server.ts). */
import { Readable } from "node:stream";
import type { Route } from "./+types/photos-zip";
import { countable, signalOutcome } from "~/core/observe.server.ts";
import { contentDisposition } from "~/capabilities/press/lib/disposition.ts";
import { PRESS_DOWNLOAD_OUTCOME } from "~/capabilities/press/lib/model.ts";
import { pressPhotosZip } from "~/capabilities/press/server/public.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get("key");
  const zip = await pressPhotosZip(key);
  if (countable(request)) signalOutcome({ kind: PRESS_DOWNLOAD_OUTCOME, subject: "zip" });
  return new Response(Readable.toWeb(zip) as ReadableStream, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": contentDisposition("press-photos.zip"),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex",
    },
  });
}
