/** /admin/fans/settings (owners): when new dates are announced to subscribers, and how fast mailings go out (issue 12 points 6 and 7). */
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/fans-settings";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { TextField } from "~/core/ui/Field.tsx";
import { parseSubmission } from "~/core/validation/forms.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { formFailure } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { fanSettingsView, setDigestMode } from "~/capabilities/fans/server/digest.server.ts";
import fansCss from "~/capabilities/fans/studio.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: fansCss }];
export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("fans.studio.settings.title"));

/** The form's schema, its messages in the studio language of `t`. */
const schema = (t: (key: string) => string) =>
  z.object({
    digest_mode: z.enum(["ask", "weekly", "never"], { message: t("fans.studio.settings.errors.mode") }),
    rate_per_minute: z.coerce
      .number({ message: t("fans.studio.settings.errors.rate") })
      .int({ message: t("fans.studio.settings.errors.rateWhole") })
      .min(1, { message: t("fans.studio.settings.errors.rateMin") })
      .max(100_000, { message: t("fans.studio.settings.errors.rateMax") }),
  });

const MODES = [
  { value: "ask", label: "fans.studio.settings.ask", hint: "fans.studio.settings.askHint" },
  { value: "weekly", label: "fans.studio.settings.weekly", hint: "fans.studio.settings.weeklyHint" },
  { value: "never", label: "fans.studio.settings.never", hint: "fans.studio.settings.neverHint" },
] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "owner");
  return fanSettingsView();
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "owner");
  const tr = await studioI18nFor(user);
  const sub = parseSubmission(schema(tr.t), form, tr);
  if (!sub.value) return formFailure({ errors: sub.errors, input: sub.input });
  await setDigestMode({ id: user.id, email: user.email }, sub.value.digest_mode, sub.value.rate_per_minute);
  return redirectWithToast(
    "/admin/fans/settings",
    { type: "success", message: tr.t("fans.studio.settings.saved") },
    context,
  );
}

export default function FansSettings({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const v = (k: "digest_mode" | "rate_per_minute") => String(a?.input?.[k] ?? d[k]);
  const { t } = useStudioI18n();
  return (
    <>
      <p>
        <Link to="/admin/fans">{t("fans.studio.list.subscribers")}</Link> ·{" "}
        <Link to="/admin/fans/newsletters">{t("fans.studio.list.newsletters")}</Link>
      </p>
      <h1>{t("fans.studio.settings.title")}</h1>
      <AdminForm errors={a?.errors} className="form fans-settings" noValidate>
        <fieldset aria-describedby={a?.errors?.digest_mode ? "digest-mode-error" : undefined}>
          <legend>{t("fans.studio.settings.legend")}</legend>
          {MODES.map((m) => (
            <div className="check" key={m.value}>
              <input
                type="radio"
                id={`digest-${m.value}`}
                name="digest_mode"
                value={m.value}
                defaultChecked={v("digest_mode") === m.value}
                aria-describedby={`digest-${m.value}-hint`}
              />
              <label htmlFor={`digest-${m.value}`}>{t(m.label)}</label>
              <span className="hint" id={`digest-${m.value}-hint`}>
                {t(m.hint)}
              </span>
            </div>
          ))}
          {a?.errors?.digest_mode ? (
            <p className="error" id="digest-mode-error">
              {a.errors.digest_mode}
            </p>
          ) : null}
          <p className="muted">
            {t("fans.studio.settings.near")}
            {d.lastDigestAt ? ` ${t("fans.studio.settings.last", { when: d.lastDigestAt })}` : ""}
          </p>
        </fieldset>
        <TextField
          label={t("fans.studio.settings.rate")}
          name="rate_per_minute"
          type="number"
          inputMode="numeric"
          min={1}
          max={100000}
          defaultValue={v("rate_per_minute")}
          error={a?.errors?.rate_per_minute}
          hint={t("fans.studio.settings.rateHint")}
        />
        <SubmitButton>{t("fans.studio.settings.save")}</SubmitButton>
      </AdminForm>
    </>
  );
}
