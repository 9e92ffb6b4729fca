/** /admin/gallery — albums: create, order (drag, keyboard or ↑/↓), publish; each opens its editor. */
import { Form, Link } from "react-router";
import { ArrowDown, ArrowUp, Plus } from "lucide-react";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import type { Route } from "./+types/gallery";
import { AdminForm, CsrfField, SubmitButton } from "~/core/ui/forms.tsx";
import { TextField } from "~/core/ui/Field.tsx";
import { SortableList, useReorderSubmit } from "~/core/ui/Sortable.tsx";
import { newAlbumSchema } from "~/capabilities/media/schemas.ts";
import { parseOrder } from "~/capabilities/media/lib/order.ts";
import { inputValue, parseSubmission } from "~/core/validation/forms.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { formFailure } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import {
  addAlbum,
  adminAlbumRows,
  albumListAction,
  reorderAlbums,
  type AdminAlbumRow,
} from "~/capabilities/media/server/gallery-admin.server.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import type { Translator } from "~/core/i18n/translator.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  return { albums: await adminAlbumRows() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const actor = { id: user.id, email: user.email };
  const tr = await studioI18nFor(user);
  const intent = String(form.get("intent") ?? "");
  if (intent === "create") {
    const sub = parseSubmission(newAlbumSchema, form, tr);
    if (!sub.ok || !sub.value) return formFailure({ errors: sub.errors, input: sub.input });
    const album = await addAlbum(actor, sub.value.title);
    return redirectWithToast(
      `/admin/gallery/${album.id}`,
      { type: "success", message: tr.t("media.studio.gallery.created", { title: album.title }) },
      context,
    );
  }
  if (intent === "reorder") {
    // A drag (or the handle's keyboard move) posts the whole order; the page stays as it is.
    const ids = parseOrder(form.get("order"));
    return Response.json(
      ids ? await reorderAlbums(actor, ids) : { ok: false, message: tr.t("media.studio.unreadable") },
      { status: ids ? 200 : 400 },
    );
  }
  const r = await albumListAction(actor, intent, String(form.get("id") ?? ""));
  return redirectWithToast("/admin/gallery", { type: r.ok ? "success" : "error", message: r.message }, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("media.studio.gallery.title"));

/** Why an album is not on the public gallery, said beside it. */
function hiddenReason(t: Translator["t"], a: AdminAlbumRow): string | null {
  if (!a.published) return t("media.studio.gallery.hidden");
  if (a.items === 0) return t("media.studio.gallery.noPhotos");
  if (a.publishedItems === 0) return t("media.studio.gallery.noPublished");
  return null;
}

export default function AdminGallery({ loaderData, actionData }: Route.ComponentProps) {
  const { albums } = loaderData;
  const reorder = useReorderSubmit("reorder");
  const { t } = useStudioI18n();
  return (
    <>
      <h1>{t("media.studio.gallery.title")}</h1>
      <AdminForm errors={actionData?.errors} className="form inline-create" noValidate>
        <TextField
          label={t("media.studio.gallery.newAlbum")}
          name="title"
          type="text"
          required
          maxLength={120}
          placeholder={t("media.studio.gallery.placeholder")}
          defaultValue={inputValue(actionData?.input, "title")}
          error={actionData?.errors.title}
        />
        <p>
          <SubmitButton name="intent" value="create">
            <Plus aria-hidden="true" className="icon" /> {t("media.studio.gallery.create")}
          </SubmitButton>
        </p>
      </AdminForm>
      {albums.length === 0 ? (
        <p className="muted">{t("media.studio.gallery.none")}</p>
      ) : (
        <>
          <h2>{t("media.studio.gallery.albums")}</h2>
          <p className="muted">{t("media.studio.gallery.orderHint")}</p>
          <SortableList
            items={albums}
            label={t("media.studio.gallery.listLabel")}
            itemLabel={(a) => a.title}
            onReorder={reorder}
            className="sortable-list album-cards"
          >
            {(a, { handle, index, count }) => {
              const reason = hiddenReason(t, a);
              return (
                <div className="album-card">
                  <div className="handle-slot">{handle}</div>
                  {a.cover ? (
                    <img src={a.cover} alt="" width={64} height={43} className="admin-thumb" />
                  ) : (
                    <span className="admin-thumb blank" aria-hidden="true" />
                  )}
                  <div className="album-card-text">
                    <Link to={`/admin/gallery/${a.id}`} className="album-card-title">
                      {a.title}
                    </Link>
                    <span className="muted">
                      {t("media.studio.gallery.count", { count: a.items, published: a.publishedItems })}
                    </span>
                    {reason ? <span className="hidden-reason">{reason}</span> : null}
                  </div>
                  <Form method="post" className="album-card-actions">
                    <CsrfField />
                    <input type="hidden" name="id" value={a.id} />
                    <span className="badge">
                      {a.published ? t("media.studio.items.published") : t("media.studio.gallery.hiddenBadge")}
                    </span>
                    <button
                      type="submit"
                      name="intent"
                      value={a.published ? "unpublish" : "publish"}
                      className="button secondary small"
                    >
                      {a.published ? t("media.studio.gallery.hide") : t("media.studio.gallery.publish")}
                      <span className="visually-hidden"> “{a.title}”</span>
                    </button>
                    {a.published && a.publishedItems > 0 ? (
                      <a href={`/gallery/${a.slug}`}>
                        {t("media.studio.gallery.view")}
                        <span className="visually-hidden"> {t("media.studio.gallery.onSite", { title: a.title })}</span>
                      </a>
                    ) : null}
                    <button
                      type="submit"
                      name="intent"
                      value="up"
                      className="button secondary small"
                      disabled={index === 0}
                      aria-label={t("media.studio.gallery.up", { title: a.title })}
                    >
                      <ArrowUp aria-hidden="true" className="icon" />
                    </button>
                    <button
                      type="submit"
                      name="intent"
                      value="down"
                      className="button secondary small"
                      disabled={index === count - 1}
                      aria-label={t("media.studio.gallery.down", { title: a.title })}
                    >
                      <ArrowDown aria-hidden="true" className="icon" />
                    </button>
                  </Form>
                </div>
              );
            }}
          </SortableList>
        </>
      )}
    </>
  );
}
