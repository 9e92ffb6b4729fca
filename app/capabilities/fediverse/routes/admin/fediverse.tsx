/**
 * /admin/fediverse — the site as a fediverse account (issue 31): switched on or off, its handle,
 * whether followers wait for approval, and the followers themselves (approve, decline, remove).
 */
import { useLocation } from "react-router";
import type { Route } from "./+types/fediverse";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { formFailure } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { parseSubmission } from "~/core/validation/forms.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { accountSchema } from "~/capabilities/fediverse/schemas.ts";
import { saveAccount } from "~/capabilities/fediverse/server/account.server.ts";
import { approveFollower, removeFollower } from "~/capabilities/fediverse/server/follows.server.ts";
import { studioFediverse } from "~/capabilities/fediverse/server/studio.server.ts";
import { AccountForm } from "~/capabilities/fediverse/components/AccountForm.tsx";
import { FollowerList } from "~/capabilities/fediverse/components/FollowerList.tsx";
import studioCss from "~/capabilities/fediverse/studio.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: studioCss }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "owner");
  return studioFediverse();
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "owner");
  const tr = await studioI18nFor(user);
  const who = { id: user.id, email: user.email };
  const intent = String(form.get("intent") ?? "");
  if (intent === "save") {
    const sub = parseSubmission(accountSchema(tr.t), form, tr);
    if (!sub.ok || !sub.value) return formFailure({ errors: sub.errors, input: sub.input });
    await saveAccount(who, sub.value);
    return redirectWithToast("/admin/fediverse", { type: "success", message: tr.t("fediverse.studio.saved") }, context);
  }
  const id = String(form.get("id") ?? "");
  const handle = intent === "approve" ? await approveFollower(who, id) : await removeFollower(who, id);
  const done =
    intent === "approve"
      ? "fediverse.studio.approved"
      : intent === "decline"
        ? "fediverse.studio.declined"
        : "fediverse.studio.removed";
  const message = handle === null ? tr.t("fediverse.studio.gone") : tr.t(done, { handle });
  return redirectWithToast("/admin/fediverse", { type: handle === null ? "error" : "success", message }, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("fediverse.studio.title"));

export default function AdminFediverse({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const { t } = useStudioI18n();
  const { key } = useLocation();
  const s = d.state;
  const address = s.domain ? `@${s.handle}@${s.domain}` : null;
  const status = s.on
    ? t("fediverse.studio.status.on", { address: address ?? "" })
    : s.blocked === "no_public_url"
      ? t("fediverse.studio.status.noPublicUrl")
      : s.blocked === "not_https"
        ? t("fediverse.studio.status.notHttps")
        : t("fediverse.studio.status.off");
  return (
    <>
      <h1>{t("fediverse.studio.title")}</h1>
      <p className="fediverse-intro">{t("fediverse.studio.intro")}</p>
      <p
        className={`fediverse-status ${s.on ? "fediverse-status--on" : s.blocked ? "fediverse-status--warn" : ""}`}
        data-testid="fediverse-status"
      >
        {status}
        {s.forced !== null ? ` ${t(s.forced ? "fediverse.studio.forcedOn" : "fediverse.studio.forcedOff")}` : null}
      </p>
      {/* Keyed by the navigation: after a save the fields show what was stored; after a refusal, what was typed. */}
      <AccountForm
        key={a ? "failed" : key}
        values={{ enabled: s.chosen ?? false, handle: s.handle, approveFollows: s.approveFollows, domain: s.domain }}
        input={a?.input}
        errors={a?.errors}
      />
      {d.counts.pending > 0 || s.approveFollows ? (
        <FollowerList
          heading="fediverse.studio.pending.heading"
          followers={d.pending}
          count={d.counts.pending}
          empty="fediverse.studio.pending.none"
          actions={[
            { intent: "approve", label: "fediverse.studio.approveOne", aria: "fediverse.studio.approveOneLabel" },
            {
              intent: "decline",
              label: "fediverse.studio.decline",
              aria: "fediverse.studio.declineLabel",
              secondary: true,
            },
          ]}
        />
      ) : null}
      <FollowerList
        heading="fediverse.studio.followers.heading"
        followers={d.accepted}
        count={d.counts.accepted}
        empty="fediverse.studio.followers.none"
        actions={[
          { intent: "remove", label: "fediverse.studio.remove", aria: "fediverse.studio.removeLabel", secondary: true },
        ]}
      />
    </>
  );
}
