/**
 * /admin/gallery/:id — one album: details, drag-and-drop upload of many files, the items as a grid with
 * bulk actions, one item's side panel at `?item=ID` (alt text, caption, cover, order), delete.
 */
import { useEffect } from "react";
import { useLocation, useRevalidator } from "react-router";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import type { Route } from "./+types/gallery-album";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { CheckboxField, TextArea, TextField } from "~/core/ui/Field.tsx";
import { Uploader } from "~/capabilities/media/components/admin/Uploader.tsx";
import { AlbumItems } from "~/capabilities/media/components/admin/AlbumItems.tsx";
import { albumSchema } from "~/capabilities/media/schemas.ts";
import { formToObject, inputValue, parseSubmission } from "~/core/validation/forms.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { env } from "~/core/env.server.ts";
import { formFailure, formFailureFrom } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { albumBulkAnswer, type BulkFailure } from "~/capabilities/media/server/bulk-answer.server.ts";
import {
  deleteAlbum,
  otherAlbums,
  requireAlbum,
  saveAlbumDetails,
} from "~/capabilities/media/server/gallery-admin.server.ts";
import {
  adminItems,
  albumItemAction,
  publishReadyItems,
  reorderAlbumItems,
  saveAlbumItems,
} from "~/capabilities/media/server/album-items.server.ts";
import { parseOrder } from "~/capabilities/media/lib/order.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { rich } from "~/core/i18n/react.tsx";
import { TranslationFields } from "~/core/i18n/TranslationFields.tsx";
import { otherLanguages } from "~/core/i18n/request-language.server.ts";
import { saveTranslations, translationsFromForm, translationsOf } from "~/core/i18n/content.server.ts";
import { itemTranslationsData } from "~/capabilities/media/server/item-translations.server.ts";
import { ALBUM_ENTITY, GALLERY_ITEM_ENTITY } from "~/capabilities/media/lib/entities.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  const album = await requireAlbum(params.id);
  const items = await adminItems(album);
  // The album's title and description, and each item's alt text and caption, in the site's other languages (issue 15).
  const [translations, albumTranslations] = await Promise.all([
    itemTranslationsData(
      GALLERY_ITEM_ENTITY,
      items.map((i) => i.id),
    ),
    translationsOf(ALBUM_ENTITY, album.id),
  ]);
  const albums = await otherAlbums(album.id);
  const openId = new URL(request.url).searchParams.get("item");
  return { album, items, albums, openId, uploadMaxMb: env().UPLOAD_MAX_MB, translations, albumTranslations };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const actor = { id: user.id, email: user.email };
  const tr = await studioI18nFor(user);
  const { t } = tr;
  const album = await requireAlbum(params.id);
  const here = `/admin/gallery/${album.id}`;
  const intent = String(form.get("intent") ?? "");
  const toast = (message: string, type: "success" | "error" = "success") =>
    redirectWithToast(here, { type, message }, context);

  if (intent === "save-album") {
    const sub = parseSubmission(albumSchema, form, tr);
    if (!sub.ok || !sub.value) return formFailure({ section: "album", errors: sub.errors, input: sub.input });
    try {
      await saveAlbumDetails(actor, album, sub.value);
      await saveTranslations(
        ALBUM_ENTITY,
        album.id,
        translationsFromForm(
          form,
          ALBUM_ENTITY,
          (await otherLanguages()).map((l) => l.code),
        ),
      );
    } catch (error) {
      return formFailureFrom(error, sub.input, { section: "album" });
    }
    return toast(t("media.studio.album.saved"));
  }
  if (intent === "delete-album") {
    if (form.get("confirm") !== "on")
      return formFailure({
        section: "danger",
        errors: { confirm: t("media.studio.album.confirm") },
        input: formToObject(form),
      });
    await deleteAlbum(album.id, actor, env().DATA_DIR);
    return redirectWithToast(
      "/admin/gallery",
      { type: "success", message: t("media.studio.album.deleted", { title: album.title }) },
      context,
    );
  }

  if (intent === "bulk") return albumBulkAnswer({ form, actor, album, tr, context });
  if (intent === "reorder") {
    // A drag (or the handle's keyboard move) posts the whole order; the page stays as it is.
    const ids = parseOrder(form.get("order"));
    return Response.json(
      ids ? await reorderAlbumItems(actor, album, ids) : { ok: false, message: t("media.studio.unreadable") },
      { status: ids ? 200 : 400 },
    );
  }
  // Everything else comes from the items form: keep what was typed, then do the button's job.
  const withFlags = intent === "save-items";
  const saved = await saveAlbumItems(album.id, form, actor, withFlags);
  if (!saved.ok) return formFailure({ section: "items", errors: saved.errors, input: formToObject(form) });
  if (withFlags)
    return toast(
      saved.published
        ? t("media.studio.album.savedPublished", { count: saved.published })
        : t("media.studio.album.itemsSaved"),
    );
  if (intent === "publish-ready") {
    const r = await publishReadyItems(album.id, actor);
    return toast(
      t("media.studio.album.published", { count: r.published, missing: r.missingAlt }),
      r.missingAlt && !r.published ? "error" : "success",
    );
  }
  const r = await albumItemAction(actor, album, intent, env().DATA_DIR);
  // Moving an item from its panel keeps the panel open, to move it again.
  const moved = /^(?:up|down):([\w-]+)$/.exec(intent);
  if (moved)
    return redirectWithToast(
      `${here}?item=${moved[1]}`,
      { type: r.ok ? "success" : "error", message: r.message },
      context,
    );
  return toast(r.message, r.ok ? "success" : "error");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t } = studioI18nFrom(matches);
  return studioMeta(`${loaderData?.album.title ?? t("media.studio.album.title")} · ${t("media.studio.gallery.title")}`);
};

export default function AdminAlbum({ loaderData, actionData }: Route.ComponentProps) {
  const { album, items, albums, openId, uploadMaxMb, translations, albumTranslations } = loaderData;
  const failed = actionData && "ids" in actionData ? undefined : actionData;
  const bulk = actionData && "ids" in actionData ? (actionData as BulkFailure) : undefined;
  const albumErr = failed?.section === "album" ? failed : undefined;
  const v = (k: string, fallback: string) =>
    albumErr?.input[k] === undefined ? fallback : inputValue(albumErr.input, k);
  // Keyed by the navigation: after a save the form shows what was stored, not what the page showed before.
  const { key } = useLocation();
  const { t } = useStudioI18n();
  // While files are processing (another tab, or a slow one), look again every few seconds.
  const revalidator = useRevalidator();
  const processing = items.some((i) => i.state === "processing" && !i.interrupted);
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(() => revalidator.state === "idle" && void revalidator.revalidate(), 3000);
    return () => clearInterval(timer);
  }, [processing, revalidator]);

  return (
    <>
      <p>
        <a href="/admin/gallery">{t("media.studio.album.all")}</a>
      </p>
      <h1>{album.title}</h1>
      <p className="album-status">
        {!album.published ? (
          <span className="hidden-reason">{t("media.studio.album.hidden")}</span>
        ) : items.some((i) => i.published) ? (
          <>
            {rich(t, "media.studio.album.onSite", {
              link: <a href={`/gallery/${album.slug}`}>/gallery/{album.slug}</a>,
            })}
          </>
        ) : (
          <span className="hidden-reason">{t("media.studio.album.notYet")}</span>
        )}
      </p>
      <details className="card album-details" open={!!albumErr}>
        <summary>{t("media.studio.album.details")}</summary>
        <AdminForm key={key} errors={albumErr?.errors} className="form" noValidate>
          <TextField
            label={t("media.studio.album.titleField")}
            name="title"
            type="text"
            required
            maxLength={120}
            defaultValue={v("title", album.title)}
            error={albumErr?.errors.title}
          />
          <TextField
            label={t("media.studio.album.address")}
            name="slug"
            type="text"
            maxLength={80}
            pattern="[a-z0-9\-]*"
            defaultValue={v("slug", album.slug)}
            error={albumErr?.errors.slug}
            hint={t("media.studio.album.addressHint", { path: `/gallery/${album.slug}` })}
          />
          <TextArea
            label={t("media.studio.album.description")}
            name="description"
            rows={3}
            maxLength={2000}
            defaultValue={v("description", album.description)}
            error={albumErr?.errors.description}
          />
          <CheckboxField
            label={t("media.studio.album.publishedField")}
            name="published"
            defaultChecked={albumErr ? albumErr.input.published === "on" : album.published}
          />
          <TranslationFields
            languages={translations.languages}
            fields={[
              { name: "title", label: t("media.studio.album.titleField"), maxLength: 120 },
              { name: "description", label: t("media.studio.album.description"), kind: "textarea", maxLength: 2000 },
            ]}
            values={albumTranslations}
            input={albumErr?.input}
          />
          <p>
            <SubmitButton name="intent" value="save-album">
              {t("media.studio.album.save")}
            </SubmitButton>
          </p>
        </AdminForm>
      </details>

      <h2>{t("media.studio.album.addHeading")}</h2>
      <Uploader
        purpose="gallery"
        albumId={album.id}
        kinds={["image", "video"]}
        uploadMaxMb={uploadMaxMb}
        label={t("media.studio.album.drop")}
        hint={t("media.studio.album.dropHint", { mb: uploadMaxMb })}
        back={`/admin/gallery/${album.id}`}
      />

      <h2>{t("media.studio.album.items")}</h2>
      <AlbumItems
        items={items}
        translations={translations}
        albums={albums}
        openId={openId}
        bulk={bulk}
        errors={failed?.section === "items" ? failed.errors : undefined}
        input={failed?.section === "items" ? failed.input : undefined}
      />

      <section className="card danger-zone" aria-labelledby="danger">
        <h2 id="danger">{t("media.studio.album.deleteHeading")}</h2>
        <AdminForm errors={failed?.section === "danger" ? failed.errors : undefined} className="form" noValidate>
          <CheckboxField
            label={t("media.studio.album.deleteConfirm", { count: items.length })}
            name="confirm"
            error={failed?.section === "danger" ? failed.errors.confirm : undefined}
          />
          <p>
            <SubmitButton name="intent" value="delete-album" className="danger">
              {t("media.studio.album.delete")}
            </SubmitButton>
          </p>
        </AdminForm>
      </section>
    </>
  );
}
