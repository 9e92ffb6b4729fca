/** /uploads/* — processed upload files (see app/server/media/serve.server.ts for the rules). */
import type { Route } from "./+types/uploads";
import { serveUpload } from "~/capabilities/media/server/serve.server.ts";
import { env } from "~/core/env.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return serveUpload(request, context, params["*"] ?? "", env().DATA_DIR);
}
