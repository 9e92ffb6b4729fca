/** /uploads/* — processed upload files, from the site's store (see server/serve.server.ts for the rules). */
import type { Route } from "./+types/uploads";
import { serveUpload } from "~/capabilities/media/server/serve.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return serveUpload(request, context, params["*"] ?? "");
}
