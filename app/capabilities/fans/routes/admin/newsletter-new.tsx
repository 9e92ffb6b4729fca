/** /admin/fans/newsletters/new — write a newsletter; saving makes a draft, whose page has the preview, the test and the send (issue 12 point 5). */
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/newsletter-new";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { SubmitButton } from "~/core/ui/forms.tsx";
import { parseSubmission } from "~/core/validation/forms.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { formFailure, formFailureFrom } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { newsletterSchema } from "~/capabilities/fans/schemas.ts";
import { createNewsletter } from "~/capabilities/fans/server/newsletters.server.ts";
import { NewsletterForm } from "~/capabilities/fans/components/admin/NewsletterForm.tsx";

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("fans.studio.newsletters.new"));

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const tr = await studioI18nFor(user);
  const sub = parseSubmission(newsletterSchema, form, tr);
  if (!sub.value) return formFailure({ errors: sub.errors, input: sub.input });
  try {
    const m = await createNewsletter({ id: user.id, email: user.email }, sub.value);
    return redirectWithToast(
      `/admin/fans/newsletters/${m.id}`,
      { type: "success", message: tr.t("fans.studio.newsletters.created") },
      context,
    );
  } catch (error) {
    return formFailureFrom(error, sub.input);
  }
}

export default function NewNewsletter({ actionData: a }: Route.ComponentProps) {
  const { key } = useLocation();
  const { t } = useStudioI18n();
  return (
    <>
      <p>
        <Link to="/admin/fans/newsletters">{t("fans.studio.newsletters.all")}</Link>
      </p>
      <h1>{t("fans.studio.newsletters.new")}</h1>
      <NewsletterForm key={key} values={a?.input ?? {}} errors={a?.errors}>
        <div className="row">
          <SubmitButton name="intent" value="save">
            {t("fans.studio.newsletters.saveDraft")}
          </SubmitButton>
        </div>
      </NewsletterForm>
    </>
  );
}
