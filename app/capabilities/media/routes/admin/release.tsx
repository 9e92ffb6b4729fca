/** /admin/media/release — the home page's "new release" block (issue 34): edit, save, remove. */
import type { Route } from "./+types/release";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { formFailure, formFailureFrom } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { env } from "~/core/env.server.ts";
import { parseSubmission } from "~/core/validation/forms.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { imageChoices, pickedImageId } from "~/capabilities/media/server/picker.server.ts";
import { releaseForStudio, removeRelease, saveRelease } from "~/capabilities/media/server/release.server.ts";
import { releaseFormSchema } from "~/capabilities/media/lib/release.ts";
import { ReleaseForm } from "~/capabilities/media/components/admin/ReleaseForm.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  const r = await releaseForStudio();
  return { ...r, choices: await imageChoices(r.coverId), uploadMaxMb: env().UPLOAD_MAX_MB };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const actor = { id: user.id, email: user.email };
  const tr = await studioI18nFor(user);
  if (String(form.get("intent") ?? "") === "remove") {
    await removeRelease(actor);
    return redirectWithToast(
      "/admin/media/release",
      { type: "success", message: tr.t("media.studio.release.removed") },
      context,
    );
  }
  const sub = parseSubmission(releaseFormSchema(tr.t), form, tr);
  if (!sub.value) return formFailure({ errors: sub.errors, input: sub.input });
  try {
    await saveRelease(actor, sub.value, await pickedImageId(form, "cover_upload_id"));
    return redirectWithToast(
      "/admin/media/release",
      { type: "success", message: tr.t("media.studio.release.saved") },
      context,
    );
  } catch (error) {
    return formFailureFrom(error, sub.input);
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("media.studio.release.title"));

export default function ReleasePage({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const { t } = useStudioI18n();
  const input = a?.input as Record<string, string> | undefined;
  return (
    <>
      <h1>{t("media.studio.release.title")}</h1>
      <p className="muted">{t("media.studio.release.intro")}</p>
      <p className="muted">
        <a href="/admin/theme#sections">{t("media.studio.release.sections")}</a>
      </p>
      <ReleaseForm
        values={input ?? d.values}
        errors={a?.errors}
        cover={{ value: input?.cover_upload_id ?? d.coverId, choices: d.choices, uploadMaxMb: d.uploadMaxMb }}
        exists={d.exists}
      />
    </>
  );
}
