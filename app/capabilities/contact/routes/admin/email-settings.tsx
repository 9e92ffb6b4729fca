/**
 * /admin/settings/email — e-mail delivery set in the studio, owner only
 * (issue 11): SMTP or EmailJS without environment variables or a restart.
 * "Send test e-mail" tries what is in the form before it is saved. Secrets
 * are sealed in the database and never come back to the browser.
 */
import { data, Link, useFetcher, useLocation } from "react-router";
import { ArrowLeft, Send } from "lucide-react";
import type { Route } from "./+types/email-settings";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { SaveBar } from "~/core/ui/SaveBar.tsx";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { formFailure } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import {
  emailSettingsView,
  inputWithoutSecrets,
  readEmailSettingsForm,
  saveEmailSettings,
  testEmailSettings,
  withPreset,
} from "~/capabilities/contact/server/email-settings.server.ts";
import { emailStatus } from "~/capabilities/contact/server/email-status.server.ts";
import { deliverabilityAfterTest } from "~/capabilities/contact/server/deliverability.server.ts";
import { EmailDeliverability } from "~/capabilities/contact/components/admin/EmailDeliverability.tsx";
import { EmailSettingsFields } from "~/capabilities/contact/components/admin/EmailSettingsFields.tsx";
import { EmailStatusSummary } from "~/capabilities/contact/components/admin/EmailStatusSummary.tsx";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("contact.studio.email.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "owner");
  const [view, status, s] = await Promise.all([
    emailSettingsView(),
    studioI18nFor(user).then(emailStatus),
    getSettings(),
  ]);
  return { ...view, status, contactEmail: s.contact_email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "owner");
  const actor = { id: user.id, email: user.email };
  const test = form.get("intent") === "test";
  const tr = await studioI18nFor(user);
  const r = await readEmailSettingsForm(form, tr);
  if (!r.ok) return formFailure({ errors: r.errors, input: r.input, section: test ? "test" : "save" });
  if (test) {
    const outcome = await testEmailSettings(actor, r.values, tr);
    // Only a mail the server accepted says the settings work; then the sender's domain is checked in DNS.
    const dns = outcome.ok ? await deliverabilityAfterTest(r.values, String(form.get("smtp_preset") ?? "")) : undefined;
    // Without JavaScript the page comes back: with what was typed (never a secret) and the test's answer.
    return data(
      { test: outcome, dns, input: inputWithoutSecrets(withPreset(form)) },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
  await saveEmailSettings(actor, r.values, r.before);
  return redirectWithToast(
    "/admin/settings/email",
    { type: "success", message: tr.t("contact.studio.email.savedToast") },
    context,
  );
}

export default function EmailSettings({ loaderData: d, actionData }: Route.ComponentProps) {
  const { key } = useLocation();
  const { t } = useStudioI18n();
  // With JavaScript the test posts in the background, so what was typed (passwords too) stays in the form.
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
  const dns =
    tester.data && "test" in tester.data
      ? tester.data.dns
      : actionData && "test" in actionData
        ? actionData.dns
        : undefined;
  const fixed = d.fromServer.transport?.value ?? undefined;
  const testedInput = actionData && "test" in actionData ? actionData.input : undefined;
  return (
    <>
      <p>
        <Link to="/admin/settings">
          <ArrowLeft className="icon" aria-hidden="true" /> {t("contact.studio.email.back")}
        </Link>
      </p>
      <h1>{t("contact.studio.message.delivery")}</h1>
      <EmailStatusSummary status={d.status} />
      <AdminForm
        key={key}
        errors={failure?.errors}
        className="form email-form"
        data-fixed={fixed}
        noValidate
        onSubmit={(e) => {
          const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          if (submitter?.value !== "test") return;
          e.preventDefault();
          void tester.submit(submitter, { method: "post" });
        }}
      >
        <EmailSettingsFields
          values={failure?.input ?? testedInput ?? d.values}
          errors={failure?.errors ?? {}}
          fromServer={d.fromServer}
          secrets={d.secrets}
          contactEmail={d.contactEmail}
        />
        <div role="status" aria-live="polite" className="email-test-result">
          {tested ? <p className={`notice ${tested.ok ? "success" : "error"}`}>{tested.message}</p> : null}
        </div>
        {dns ? <EmailDeliverability result={dns} /> : null}
        <SaveBar note={t("contact.studio.email.saveNote")}>
          <SubmitButton name="intent" value="save">
            {t("contact.studio.email.save")}
          </SubmitButton>
          <button
            type="submit"
            name="intent"
            value="test"
            className="button secondary"
            disabled={tester.state !== "idle"}
            aria-busy={tester.state !== "idle" || undefined}
          >
            <Send className="icon" aria-hidden="true" />{" "}
            {tester.state !== "idle" ? t("contact.studio.email.testing") : t("contact.studio.email.sendTest")}
          </button>
        </SaveBar>
      </AdminForm>
    </>
  );
}
