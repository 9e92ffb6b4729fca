/** "Preview" on the page form: the public page with the form's values, for the person who asked only (core/preview). */
import type { RouterContextProvider } from "react-router";
import { startPreview } from "~/core/preview/preview.server.ts";
import type { PageFormValue } from "~/capabilities/pages/schemas.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import { checkedSlug, english, pageDraft } from "./pages.server.ts";

export async function previewPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  user: { id: string },
  id: string | null,
  v: PageFormValue,
  heroUploadId: string | null | undefined,
  tr: Translator = english(),
): Promise<Response> {
  // The same address checks as a save: a preview never shows a page where it could not be saved.
  const slug = await checkedSlug(v, id, tr);
  return startPreview(request, context, user, {
    kind: "page",
    data: pageDraft(id, v, slug, heroUploadId ?? null),
    path: `/${slug}`,
    back: id ? `/admin/pages/${id}` : "/admin/pages/new",
    label: { key: "pages.studio.preview.label", values: { title: v.title } },
  });
}
