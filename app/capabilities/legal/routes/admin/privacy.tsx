/**
 * /admin/privacy — the privacy notice (issue 25 §6): generated from the
 * features that are on, in each of the site's languages; the owner may edit
 * and publishes it. When a feature was switched on or off since the published
 * version, the page first shows what changed (server/privacy.server.ts).
 */
import { CheckCircle2, ExternalLink, Info } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/privacy";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { formFailure } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { parseSubmission } from "~/core/validation/forms.ts";
import { siteLanguages } from "~/core/i18n/request-language.server.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { TextArea } from "~/core/ui/Field.tsx";
import { PRIVACY_MAX, privacyNoticeSchema } from "~/capabilities/legal/schemas.ts";
import { privacyStudio, publishPrivacy } from "~/capabilities/legal/server/privacy.server.ts";
import studioCss from "~/capabilities/legal/studio.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: studioCss }];

/** The language asked for (?lang=), if the site has it; else the site's default. */
async function pickLanguage(asked: string | null) {
  const langs = await siteLanguages();
  const lang = langs.all.find((l) => l.code === asked) ?? langs.all[0]!;
  return { lang, langs };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "owner");
  const url = new URL(request.url);
  const { lang, langs } = await pickLanguage(url.searchParams.get("lang"));
  const state = await privacyStudio(lang.code);
  const fresh = url.searchParams.get("from") === "generated";
  return {
    lang: lang.code,
    base: lang.base,
    languages: langs.all.map((l) => ({ code: l.code, name: l.name })),
    status: (!state.published ? "generated" : state.outdated ? "outdated" : "current") as keyof typeof STATUS,
    edited: state.edited,
    changes: state.changes,
    draft: fresh ? state.generated : state.draft,
    fresh,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "owner");
  const tr = await studioI18nFor(user);
  const sub = parseSubmission(privacyNoticeSchema(tr.t), form, tr);
  if (!sub.ok || !sub.value) return formFailure({ errors: sub.errors, input: sub.input });
  const { lang } = await pickLanguage(sub.value.lang);
  await publishPrivacy({ id: user.id, email: user.email }, lang.code, sub.value.text);
  return redirectWithToast(
    `/admin/privacy?lang=${lang.code}`,
    { type: "success", message: tr.t("legal.studio.privacy.published") },
    context,
  );
}

/** The status line's words (keys written out, so the catalogue test sees them used). */
const STATUS = {
  generated: "legal.studio.privacy.status.generated",
  current: "legal.studio.privacy.status.current",
  outdated: "legal.studio.privacy.status.outdated",
} as const;

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("legal.studio.privacy.title"));

export default function AdminPrivacy({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const { t } = useStudioI18n();
  const { key } = useLocation();
  const input = a?.input?.text;
  const publicUrl = `${d.base}/privacy`;
  return (
    <>
      <h1>{t("legal.studio.privacy.title")}</h1>
      <p className="legal-intro">{t("legal.studio.privacy.intro")}</p>
      <p>
        <Link to="/admin/legal">{t("legal.studio.privacy.legalLink")}</Link>
      </p>
      {d.languages.length > 1 ? (
        <nav aria-label={t("legal.studio.privacy.language")} className="privacy-langs">
          {d.languages.map((l) => (
            <Link key={l.code} to={`?lang=${l.code}`} aria-current={l.code === d.lang ? "page" : undefined}>
              {l.name}
            </Link>
          ))}
        </nav>
      ) : null}
      <p className={`legal-status legal-status--${d.status === "outdated" ? "missing" : "shown"}`} role="status">
        {d.status === "outdated" ? (
          <Info className="icon" aria-hidden="true" />
        ) : (
          <CheckCircle2 className="icon" aria-hidden="true" />
        )}
        <span>
          {t(STATUS[d.status])}{" "}
          <a href={publicUrl} target="_blank" rel="noopener">
            {t("legal.studio.privacy.view")} <ExternalLink className="icon" aria-hidden="true" />
          </a>
        </span>
      </p>
      {d.changes.length ? (
        <section className="privacy-changes" aria-labelledby="privacy-changes">
          <h2 id="privacy-changes">{t("legal.studio.privacy.changes")}</h2>
          <ul>
            {d.changes.map((c, i) =>
              c.kind === "same" ? null : (
                <li key={i} className={`privacy-change privacy-change--${c.kind}`}>
                  <strong>
                    {t(c.kind === "added" ? "legal.studio.privacy.added" : "legal.studio.privacy.removed")}:
                  </strong>{" "}
                  {c.kind === "added" ? <ins>{c.text}</ins> : <del>{c.text}</del>}
                </li>
              ),
            )}
          </ul>
          {d.edited && !d.fresh ? (
            <p>
              {t("legal.studio.privacy.editedKept")}{" "}
              <Link to={`?lang=${d.lang}&from=generated`}>{t("legal.studio.privacy.useGenerated")}</Link>
            </p>
          ) : null}
        </section>
      ) : null}
      {/* Keyed by the navigation: after a publish the text is what was stored; after a refusal, what was typed. */}
      <AdminForm key={a ? "failed" : key} errors={a?.errors} className="form legal-form" noValidate>
        <input type="hidden" name="lang" value={d.lang} />
        <TextArea
          label={t("legal.studio.privacy.text")}
          name="text"
          rows={24}
          maxLength={PRIVACY_MAX}
          lang={d.lang}
          defaultValue={typeof input === "string" ? input : d.draft}
          hint={t("legal.studio.privacy.textHint")}
          error={a?.errors?.text}
        />
        <div>
          <SubmitButton>{t("legal.studio.privacy.publish")}</SubmitButton>
        </div>
      </AdminForm>
    </>
  );
}
