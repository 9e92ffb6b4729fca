/** /admin/news/new — a new post: a draft, published now, or scheduled; with a preview. */
import type { Route } from "./+types/news-new";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { SubmitButton } from "~/core/ui/forms.tsx";
import { PreviewButton } from "~/core/ui/PreviewButton.tsx";
import { parseSubmission } from "~/core/validation/forms.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { formFailure, formFailureFrom } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { env } from "~/core/env.server.ts";
import { imageChoices, pickedAltErrors, pickedImageId } from "~/capabilities/media/index.server.ts";
import { postFormSchema } from "~/capabilities/news/schemas.ts";
import { createPost } from "~/capabilities/news/server/posts.server.ts";
import { previewPost } from "~/capabilities/news/server/preview.server.ts";
import { withoutAltTexts } from "~/capabilities/news/lib/form.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { PostForm } from "~/capabilities/news/components/admin/PostForm.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  return {
    zone: (await getSettings()).time_zone,
    image: { choices: await imageChoices(), uploadMaxMb: env().UPLOAD_MAX_MB, back: "/admin/news/new" },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const tr = await studioI18nFor(user);
  const sub = parseSubmission(postFormSchema(tr), form, tr);
  // A picture without alt text would never show: said at its field, at save time (a preview may show it).
  const altErrors = form.get("intent") === "preview" ? {} : await pickedAltErrors(form, "image_upload_id", tr.t);
  if (!sub.value || Object.keys(altErrors).length)
    return formFailure({ errors: { ...sub.errors, ...altErrors }, input: sub.input });
  if (form.get("intent") === "preview")
    return previewPost(
      request,
      context,
      user,
      null,
      sub.value,
      (await pickedImageId(withoutAltTexts(form), "image_upload_id")) ?? null,
    );
  try {
    const post = await createPost(
      { id: user.id, email: user.email },
      sub.value,
      (await getSettings()).time_zone,
      await pickedImageId(form, "image_upload_id"),
      tr,
    );
    return redirectWithToast(
      `/admin/news/${post.id}`,
      { type: "success", message: tr.t("news.studio.toast.created", { title: post.title }) },
      context,
    );
  } catch (error) {
    return formFailureFrom(error, sub.input);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => studioMeta(studioI18nFrom(matches).t("news.studio.new.title"));

export default function NewPost({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const { t } = useStudioI18n();
  return (
    <>
      <h1>{t("news.studio.new.title")}</h1>
      <PostForm values={a?.input ?? {}} errors={a?.errors} image={d.image} zone={d.zone}>
        <SubmitButton name="intent" value="save">
          {t("news.studio.edit.save")}
        </SubmitButton>
        <PreviewButton />
      </PostForm>
    </>
  );
}
