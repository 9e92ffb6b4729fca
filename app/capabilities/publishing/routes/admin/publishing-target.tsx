/**
 * /admin/settings/publishing/new and /:id — a publishing target's settings (issue 28, owners).
 * "Test connection" tries what is in the form before it is saved (in the background with
 * JavaScript, so typed secrets stay in the form); the secret is sealed when saved and never comes
 * back to the browser.
 */
import { data, Link, useFetcher, useLocation } from "react-router";
import { ArrowLeft, Plug } from "lucide-react";
import type { Route } from "./+types/publishing-target";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { SaveBar } from "~/core/ui/SaveBar.tsx";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { formFailure } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import {
  readTargetForm,
  saveTarget,
  targetFormValues,
  testTarget,
  withoutSecrets,
} from "~/capabilities/publishing/server/targets.server.ts";
import { formToObject } from "~/core/validation/forms.ts";
import { TargetFields } from "~/capabilities/publishing/components/TargetFields.tsx";

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("publishing.studio.title"));

const NEW = { values: { kind: "s3", base_path: "/" } as Record<string, string>, secretSaved: false };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, "owner");
  if (params.id === "new") return { id: null, ...NEW };
  const saved = await targetFormValues(params.id);
  if (!saved) throw data(null, { status: 404 });
  return { id: params.id, ...saved };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "owner");
  const actor = { id: user.id, email: user.email };
  const id = params.id === "new" ? null : params.id;
  if (id && !(await targetFormValues(id))) throw data(null, { status: 404 });
  const tr = await studioI18nFor(user);
  const test = form.get("intent") === "test";
  const r = await readTargetForm(form, tr, id);
  if (!r.ok) return formFailure({ errors: r.errors, input: r.input, section: test ? "test" : "save" });
  if (test) {
    const outcome = await testTarget(actor, id, r.target, tr);
    return data(
      { test: outcome, input: withoutSecrets(formToObject(form)) },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
  await saveTarget(actor, id, r.target);
  return redirectWithToast(
    "/admin/settings/publishing",
    { type: "success", message: tr.t("publishing.studio.saved") },
    context,
  );
}

export default function PublishingTarget({ loaderData: d, actionData }: Route.ComponentProps) {
  const { key } = useLocation();
  const { t } = useStudioI18n();
  const tester = useFetcher<typeof action>();
  const failure =
    actionData && "errors" in actionData
      ? actionData
      : tester.data && "errors" in tester.data
        ? tester.data
        : undefined;
  const tested =
    tester.data && "test" in tester.data
      ? tester.data.test
      : actionData && "test" in actionData
        ? actionData.test
        : undefined;
  const testedInput = actionData && "test" in actionData ? actionData.input : undefined;
  const name = d.values.name ?? "";
  return (
    <>
      <p>
        <Link to="/admin/settings/publishing">
          <ArrowLeft className="icon" aria-hidden="true" /> {t("publishing.studio.title")}
        </Link>
      </p>
      <h1>{d.id ? t("publishing.studio.form.editTitle", { name }) : t("publishing.studio.form.newTitle")}</h1>
      <AdminForm
        key={key}
        errors={failure?.errors}
        className="form publish-form"
        noValidate
        onSubmit={(e) => {
          const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          if (submitter?.value !== "test") return;
          e.preventDefault();
          void tester.submit(submitter, { method: "post" });
        }}
      >
        <TargetFields
          values={failure?.input ?? testedInput ?? d.values}
          errors={failure?.errors ?? {}}
          secretSaved={d.secretSaved}
        />
        <div role="status" aria-live="polite" className="publish-test-result">
          {tested ? <p className={`notice ${tested.ok ? "success" : "error"}`}>{tested.message}</p> : null}
        </div>
        <SaveBar>
          <SubmitButton name="intent" value="save">
            {t("publishing.studio.form.save")}
          </SubmitButton>
          <button
            type="submit"
            name="intent"
            value="test"
            className="button secondary"
            disabled={tester.state !== "idle"}
            aria-busy={tester.state !== "idle" || undefined}
          >
            <Plug className="icon" aria-hidden="true" />{" "}
            {tester.state !== "idle" ? t("publishing.studio.testing") : t("publishing.studio.test")}
          </button>
        </SaveBar>
      </AdminForm>
    </>
  );
}
