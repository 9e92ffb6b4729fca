/** /admin/fans/settings (owners): when new dates are announced to subscribers, and how fast mailings go out (issue 12 points 6 and 7). */
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
export const meta: Route.MetaFunction = () => studioMeta("Mailing list settings");

const schema = z.object({
  digest_mode: z.enum(["ask", "weekly", "never"], { message: "Choose when new dates are announced." }),
  rate_per_minute: z.coerce
    .number({ message: "Enter a number of e-mails per minute." })
    .int({ message: "Enter a whole number of e-mails per minute." })
    .min(1, { message: "At least 1 e-mail per minute." })
    .max(100_000, { message: "At most 100,000 e-mails per minute." }),
});

const MODES = [
  { value: "ask", label: "Ask me each time", hint: "New, moved and cancelled dates wait on the Newsletters page until you send them (or decide not to)." },
  { value: "weekly", label: "Automatically, once a week", hint: "Whatever changed in the week goes out in one e-mail; nothing is sent in a week without changes." },
  { value: "never", label: "Never", hint: "No new-date e-mails." },
] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "owner");
  return fanSettingsView();
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "owner");
  const sub = parseSubmission(schema, form);
  if (!sub.value) return formFailure({ errors: sub.errors, input: sub.input });
  await setDigestMode({ id: user.id, email: user.email }, sub.value.digest_mode, sub.value.rate_per_minute);
  return redirectWithToast("/admin/fans/settings", { type: "success", message: "Settings saved." }, context);
}

export default function FansSettings({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const v = (k: "digest_mode" | "rate_per_minute") => String(a?.input?.[k] ?? d[k]);
  return (
    <>
      <p>
        <Link to="/admin/fans">Subscribers</Link> · <Link to="/admin/fans/newsletters">Newsletters</Link>
      </p>
      <h1>Mailing list settings</h1>
      <AdminForm errors={a?.errors} className="form fans-settings" noValidate>
        <fieldset aria-describedby={a?.errors?.digest_mode ? "digest-mode-error" : undefined}>
          <legend>When dates are published, moved or cancelled, tell subscribers</legend>
          {MODES.map((m) => (
            <div className="check" key={m.value}>
              <input type="radio" id={`digest-${m.value}`} name="digest_mode" value={m.value} defaultChecked={v("digest_mode") === m.value} aria-describedby={`digest-${m.value}-hint`} />
              <label htmlFor={`digest-${m.value}`}>{m.label}</label>
              <span className="hint" id={`digest-${m.value}-hint`}>
                {m.hint}
              </span>
            </div>
          ))}
          {a?.errors?.digest_mode ? (
            <p className="error" id="digest-mode-error">
              {a.errors.digest_mode}
            </p>
          ) : null}
          <p className="muted">Subscribers who asked for shows near them get only the dates within their distance.{d.lastDigestAt ? ` The last one went out ${d.lastDigestAt}.` : ""}</p>
        </fieldset>
        <TextField label="Mailings: e-mails per minute at most" name="rate_per_minute" type="number" inputMode="numeric" min={1} max={100000} defaultValue={v("rate_per_minute")} error={a?.errors?.rate_per_minute} hint="Keep it under your mail provider's limit. Confirmations and contact messages always go first." />
        <SubmitButton>Save settings</SubmitButton>
      </AdminForm>
    </>
  );
}
