/** /admin/legal — the site's legal notice (Impressum, issue 25 §6): filled here, shown at /legal once complete. */
import { CheckCircle2, ExternalLink, Info } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/legal";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { formFailure } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { parseSubmission } from "~/core/validation/forms.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { rich } from "~/core/i18n/react.tsx";
import { legalNoticeSchema } from "~/capabilities/legal/schemas.ts";
import { REQUIRED_FIELDS, noticeComplete } from "~/capabilities/legal/lib/notice.ts";
import { legalStudioNotice, saveLegalNotice } from "~/capabilities/legal/server/legal.server.ts";
import { LegalForm, fieldLabelKey } from "~/capabilities/legal/components/LegalForm.tsx";
import studioCss from "~/capabilities/legal/studio.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: studioCss }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "owner");
  const { notice, complete, demo } = await legalStudioNotice();
  return { notice, complete, demo, missing: REQUIRED_FIELDS.filter((f) => notice[f].trim() === "") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "owner");
  const tr = await studioI18nFor(user);
  const sub = parseSubmission(legalNoticeSchema(tr.t), form, tr);
  if (!sub.ok || !sub.value) return formFailure({ errors: sub.errors, input: sub.input });
  const saved = await saveLegalNotice({ id: user.id, email: user.email }, sub.value);
  return redirectWithToast(
    "/admin/legal",
    {
      type: "success",
      message: tr.t(noticeComplete(saved) ? "legal.studio.saved" : "legal.studio.savedIncomplete"),
    },
    context,
  );
}

export const meta: Route.MetaFunction = ({ matches }) => studioMeta(studioI18nFrom(matches).t("legal.studio.title"));

export default function AdminLegal({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const { t, intl } = useStudioI18n();
  const { key } = useLocation();
  const missing = new Intl.ListFormat(intl, { type: "conjunction" }).format(d.missing.map((f) => t(fieldLabelKey(f))));
  return (
    <>
      <h1>{t("legal.studio.title")}</h1>
      <p className="legal-intro">{t("legal.studio.intro")}</p>
      {/* The privacy notice is the other legal text: its page is reached from here (the sidebar stays short). */}
      <p>
        <Link to="/admin/privacy">{t("legal.studio.privacy.link")}</Link>
      </p>
      {d.complete ? (
        <p className="legal-status legal-status--shown">
          <CheckCircle2 className="icon" aria-hidden="true" />
          <span>
            {rich(t, "legal.studio.status.shown", { link: <a href="/legal">/legal</a> })}{" "}
            <a href="/legal" target="_blank" rel="noopener">
              {t("legal.studio.status.view")} <ExternalLink className="icon" aria-hidden="true" />
            </a>
          </span>
        </p>
      ) : (
        <p className="legal-status legal-status--missing">
          <Info className="icon" aria-hidden="true" />
          <span>{t("legal.studio.status.missing", { fields: missing })}</span>
        </p>
      )}
      {d.demo ? (
        <p className="legal-status legal-status--missing">
          <Info className="icon" aria-hidden="true" />
          <span>{t("legal.studio.status.demo")}</span>
        </p>
      ) : null}
      {/* Keyed by the navigation: after a save the fields show what was stored; after a refusal, what was typed. */}
      <LegalForm key={a ? "failed" : key} notice={d.notice} input={a?.input} errors={a?.errors} />
    </>
  );
}
