/**
 * /downloads/:token/:file — one of the release's files (`1`, `2` …) or all of
 * them as `all.zip`, counted against the link. A link that cannot give it is
 * sent to its page, which says why (expired, used up, not ours).
 */
import { redirect } from "react-router";
import type { Route } from "./+types/download-file";
import { now } from "~/core/clock.server.ts";
import { downloadFile } from "~/capabilities/payments/server/store/files.server.ts";

export async function loader({ params }: Route.LoaderArgs) {
  const r = await downloadFile(params.token, params.file, now());
  if (r) {
    r.headers.set("Referrer-Policy", "no-referrer");
    return r;
  }
  return redirect(`/downloads/${encodeURIComponent(params.token)}`, { headers: { "Cache-Control": "no-store" } });
}
