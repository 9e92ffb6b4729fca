/** "Preview" on the post form: the post's public page with the form's values, for the person who asked only (core/preview). */
import type { RouterContextProvider } from "react-router";
import { startPreview } from "~/core/preview/preview.server.ts";
import type { PostFormValue } from "~/capabilities/news/schemas.ts";
import type { PostDraft } from "./public.server.ts";
import { postSlugFor } from "./posts.server.ts";

export function previewPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
  user: { id: string },
  id: string | null,
  v: PostFormValue,
  imageUploadId: string | null,
): Promise<Response> {
  const slug = postSlugFor(v);
  const data: PostDraft = { slug, title: v.title, body: v.body, imageUploadId };
  return startPreview(request, context, user, {
    kind: "news",
    data,
    path: `/news/${slug}`,
    back: id ? `/admin/news/${id}` : "/admin/news/new",
    label: { key: "news.studio.preview.label", values: { title: v.title } },
  });
}
