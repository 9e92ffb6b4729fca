/** /admin/pages/new — a new page (a draft, or published straight away), with a preview. */
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import type { Route } from "./+types/pages-new";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { SubmitButton } from "~/core/ui/forms.tsx";
import { PreviewButton } from "~/core/ui/PreviewButton.tsx";
import { parseSubmission } from "~/core/validation/forms.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { formFailure, formFailureFrom } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { env } from "~/core/env.server.ts";
import { imageChoices, pickedAltErrors, pickedImageId } from "~/capabilities/media/index.server.ts";
import { pageFormSchema } from "~/capabilities/pages/schemas.ts";
import { createPage, setPagePublished } from "~/capabilities/pages/server/pages.server.ts";
import { previewPage } from "~/capabilities/pages/server/preview.server.ts";
import { withoutAltTexts } from "~/capabilities/pages/lib/form.ts";
import { PageForm } from "~/capabilities/pages/components/admin/PageForm.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  return { image: { choices: await imageChoices(), uploadMaxMb: env().UPLOAD_MAX_MB, back: "/admin/pages/new" } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const actor = { id: user.id, email: user.email };
  const tr = await studioI18nFor(user);
  const sub = parseSubmission(pageFormSchema(tr.t), form, tr);
  const intent = String(form.get("intent") ?? "");
  // A picture without alt text would never show: said at its field, at save time (a preview may show it).
  const altErrors = intent === "preview" ? {} : await pickedAltErrors(form, "hero_upload_id", tr.t);
  if (!sub.value || Object.keys(altErrors).length)
    return formFailure({ errors: { ...sub.errors, ...altErrors }, input: sub.input });
  try {
    if (intent === "preview")
      return await previewPage(
        request,
        context,
        user,
        null,
        sub.value,
        await pickedImageId(withoutAltTexts(form), "hero_upload_id"),
        tr,
      );
    let page = await createPage(actor, sub.value, await pickedImageId(form, "hero_upload_id"), tr);
    if (intent === "publish") page = await setPagePublished(actor, page.id, true);
    return redirectWithToast(
      `/admin/pages/${page.id}`,
      {
        type: "success",
        message:
          intent === "publish"
            ? tr.t("pages.studio.toast.published", { title: page.title })
            : tr.t("pages.studio.toast.created", { title: page.title }),
      },
      context,
    );
  } catch (error) {
    return formFailureFrom(error, sub.input);
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("pages.studio.new.title"));

export default function NewPage({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const { t } = useStudioI18n();
  return (
    <>
      <h1>{t("pages.studio.new.title")}</h1>
      <PageForm values={a?.input ?? {}} errors={a?.errors} image={d.image} note={t("pages.studio.new.note")}>
        <SubmitButton name="intent" value="publish">
          {t("pages.studio.edit.publish")}
        </SubmitButton>
        <SubmitButton name="intent" value="save" className="secondary">
          {t("pages.studio.new.saveDraft")}
        </SubmitButton>
        <PreviewButton />
      </PageForm>
    </>
  );
}
