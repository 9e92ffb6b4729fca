/** /admin/media — add by URL (provider detected, title and thumbnail filled in), upload audio or video, order, feature, publish. */
import { Plus } from "lucide-react";
import { useLocation } from "react-router";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { Link } from "react-router";
import type { Route } from "./+types/media";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { TextArea } from "~/core/ui/Field.tsx";
import { Uploader } from "~/capabilities/media/components/admin/Uploader.tsx";
import { MediaItems } from "~/capabilities/media/components/admin/MediaItems.tsx";
import { mediaUrlSchema } from "~/capabilities/media/schemas.ts";
import { formToObject, inputValue, parseSubmission } from "~/core/validation/forms.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { env } from "~/core/env.server.ts";
import { formFailure, formFailureFrom } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import {
  addMediaByUrl,
  adminMediaRows,
  mediaItemAction,
  reorderMediaItems,
} from "~/capabilities/media/server/media-admin.server.ts";
import { parseOrder } from "~/capabilities/media/lib/order.ts";
import { mediaBulkAnswer, type BulkFailure } from "~/capabilities/media/server/bulk-answer.server.ts";
import { saveMediaItems } from "~/capabilities/media/server/media-items-form.server.ts";
import { itemTranslationsData } from "~/capabilities/media/server/item-translations.server.ts";
import { MEDIA_ITEM_ENTITY } from "~/capabilities/media/lib/entities.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  const rows = await adminMediaRows();
  // Each item's title and description in the site's other languages (issue 15).
  return {
    rows,
    openId: new URL(request.url).searchParams.get("item"),
    uploadMaxMb: env().UPLOAD_MAX_MB,
    translations: await itemTranslationsData(
      MEDIA_ITEM_ENTITY,
      rows.map((r) => r.id),
    ),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const actor = { id: user.id, email: user.email };
  const tr = await studioI18nFor(user);
  const { t } = tr;
  const intent = String(form.get("intent") ?? "");
  const toast = (message: string, type: "success" | "error" = "success") =>
    redirectWithToast("/admin/media", { type, message }, context);

  if (intent === "add-url") {
    const sub = parseSubmission(mediaUrlSchema, form);
    if (!sub.ok || !sub.value) return formFailure({ section: "add", errors: sub.errors, input: sub.input });
    let added;
    try {
      added = await addMediaByUrl(sub.value.url, actor, env(), { t });
    } catch (error) {
      return formFailureFrom(error, sub.input, { section: "add" });
    }
    return toast(
      t(added.thumbnail === "drawn" ? "media.studio.media.addedDrawn" : "media.studio.media.added", {
        title: added.item.title,
      }),
    );
  }

  if (intent === "bulk") return mediaBulkAnswer({ form, actor, tr, context });
  if (intent === "reorder") {
    // A drag (or the handle's keyboard move) posts the whole order; the page stays as it is.
    const ids = parseOrder(form.get("order"));
    return Response.json(
      ids ? await reorderMediaItems(actor, ids) : { ok: false, message: t("media.studio.unreadable") },
      { status: ids ? 200 : 400 },
    );
  }
  const withFlags = intent === "save-items";
  const saved = await saveMediaItems(form, actor, withFlags);
  if (!saved.ok) return formFailure({ section: "items", errors: saved.errors, input: formToObject(form) });
  if (withFlags) return toast(saved.changed ? t("media.studio.items.saved") : t("media.studio.items.nothing"));
  const r = await mediaItemAction(actor, intent, env().DATA_DIR);
  // Moving an item from its panel keeps the panel open, to move it again.
  const moved = /^(?:up|down):([\w-]+)$/.exec(intent);
  if (moved)
    return redirectWithToast(
      `/admin/media?item=${moved[1]}`,
      { type: r.ok ? "success" : "error", message: r.message },
      context,
    );
  return toast(r.message, r.ok ? "success" : "error");
}

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("media.studio.media.title"));

export default function AdminMedia({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, uploadMaxMb, openId } = loaderData;
  const failed = actionData && "ids" in actionData ? undefined : actionData;
  const bulk = actionData && "ids" in actionData ? (actionData as BulkFailure) : undefined;
  const add = failed?.section === "add" ? failed : undefined;
  const { key } = useLocation();
  const { t } = useStudioI18n();
  return (
    <>
      <h1>{t("media.studio.media.title")}</h1>
      {/* The home page's release block is edited on its own page (issue 34). */}
      <p>
        <Link to="/admin/media/release">{t("media.studio.release.edit")}</Link>
      </p>
      {/* The library first (what people come back for), then the ways to add to it. */}
      <section aria-labelledby="media-items">
        <h2 id="media-items">{t("media.studio.media.yours")}</h2>
        <p className="muted">{t("media.studio.media.yoursHint")}</p>
        <MediaItems
          rows={rows}
          translations={loaderData.translations}
          openId={openId}
          bulk={bulk}
          errors={failed?.section === "items" ? failed.errors : undefined}
          input={failed?.section === "items" ? failed.input : undefined}
        />
      </section>
      <section aria-labelledby="add-url">
        <h2 id="add-url">{t("media.studio.media.addHeading")}</h2>
        {/* Keyed by the navigation: after an Add the link field is empty again; after a refusal it keeps what was typed. */}
        <AdminForm key={add ? "failed" : key} errors={add?.errors} className="form" noValidate>
          <TextArea
            label={t("media.studio.media.link")}
            name="url"
            rows={2}
            required
            maxLength={4000}
            defaultValue={inputValue(add?.input, "url")}
            error={add?.errors.url}
            hint={t("media.studio.media.linkHint")}
          />
          <p>
            <SubmitButton name="intent" value="add-url">
              <Plus aria-hidden="true" className="icon" /> {t("media.studio.media.add")}
            </SubmitButton>
          </p>
        </AdminForm>
      </section>
      <section aria-labelledby="upload-media">
        <h2 id="upload-media">{t("media.studio.media.uploadHeading")}</h2>
        <Uploader
          purpose="media"
          kinds={["audio", "video"]}
          uploadMaxMb={uploadMaxMb}
          label={t("media.studio.media.drop")}
          hint={t("media.studio.media.dropHint", { mb: uploadMaxMb })}
          back="/admin/media"
        />
      </section>
    </>
  );
}
