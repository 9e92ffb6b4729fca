/**
 * /press/files/<name> — a logo, the technical rider or the stage plot, always
 * as an attachment: `nosniff`, and a CSP that lets nothing in it run or load
 * (an SVG opened on its own, a PDF viewer asked to render it in place), so
 * what an owner uploaded is saved by the visitor, never rendered as our page.
 */
import type { Route } from "./+types/file";
import { notFound } from "~/core/http/errors.server.ts";
import { countable, signalOutcome } from "~/core/observe.server.ts";
import { contentDisposition } from "~/capabilities/press/lib/disposition.ts";
import { pressFile } from "~/capabilities/press/server/public.server.ts";
import { PRESS_DOWNLOAD_OUTCOME } from "~/capabilities/press/lib/model.ts";

export async function loader({ request, params }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get("key");
  const file = await pressFile(key, params.name);
  if (!file) throw notFound();
  // A logo shown by the page's <img> is not a download; a visit to its own address is.
  if (request.headers.get("sec-fetch-dest") !== "image" && countable(request))
    signalOutcome({
      kind: PRESS_DOWNLOAD_OUTCOME,
      subject: params.name.replace(/\.\w+$/, "").replace(/[^A-Za-z0-9_-]/g, ""),
    });
  return new Response(new Uint8Array(file.data), {
    headers: {
      "Content-Type": file.mime,
      "Content-Length": String(file.data.length),
      "Content-Disposition": contentDisposition(file.name),
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex",
    },
  });
}
