/** "Preview" on the page form: the public page with the form's values, for the person who asked only (core/preview). */
import type { RouterContextProvider } from "react-router";
import { startPreview } from "~/core/preview/preview.server.ts";
import type { PageFormValue } from "~/capabilities/pages/schemas.ts";
import { checkedSlug, pageDraft } from "./pages.server.ts";

export async function previewPage(request: Request, context: Readonly<RouterContextProvider>, user: { id: string }, id: string | null, v: PageFormValue, heroUploadId: string | null | undefined): Promise<Response> {
  // The same address checks as a save: a preview never shows a page where it could not be saved.
  const slug = await checkedSlug(v, id);
  return startPreview(request, context, user, {
    kind: "page",
    data: pageDraft(id, v, slug, heroUploadId ?? null),
    path: `/${slug}`,
    back: id ? `/admin/pages/${id}` : "/admin/pages/new",
    label: `Page “${v.title}”`,
  });
}
