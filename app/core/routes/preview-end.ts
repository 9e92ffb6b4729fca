/** GET /admin/preview/end: the preview bar's "End preview" (core/preview/preview.server.ts). */
import { endPreview } from "~/core/preview/preview.server.ts";
import type { Route } from "./+types/preview-end";

export async function loader({ request, context }: Route.LoaderArgs) {
  return endPreview(request, context);
}
