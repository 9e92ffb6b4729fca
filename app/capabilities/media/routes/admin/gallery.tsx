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
import { addAlbum, adminAlbumRows, albumListAction, reorderAlbums, type AdminAlbumRow } from "~/capabilities/media/server/gallery-admin.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  return { albums: await adminAlbumRows() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const actor = { id: user.id, email: user.email };
  const intent = String(form.get("intent") ?? "");
  if (intent === "create") {
    const sub = parseSubmission(newAlbumSchema, form);
    if (!sub.ok || !sub.value) return formFailure({ errors: sub.errors, input: sub.input });
    const album = await addAlbum(actor, sub.value.title);
    return redirectWithToast(`/admin/gallery/${album.id}`, { type: "success", message: `Album “${album.title}” created. Add photos below.` }, context);
  }
  if (intent === "reorder") {
    // A drag (or the handle's keyboard move) posts the whole order; the page stays as it is.
    const ids = parseOrder(form.get("order"));
    return Response.json(ids ? await reorderAlbums(actor, ids) : { ok: false, message: "This form could not be read. Reload the page and try again." }, { status: ids ? 200 : 400 });
  }
  const r = await albumListAction(actor, intent, String(form.get("id") ?? ""));
  return redirectWithToast("/admin/gallery", { type: r.ok ? "success" : "error", message: r.message }, context);
}

export const meta: Route.MetaFunction = () => studioMeta("Gallery");

/** Why an album is not on the public gallery, said beside it. */
function hiddenReason(a: AdminAlbumRow): string | null {
  if (!a.published) return "Hidden: visitors can't see this album.";
  if (a.items === 0) return "Not shown yet: it has no photos.";
  if (a.publishedItems === 0) return "Not shown yet: none of its photos is published (they need alt text).";
  return null;
}

export default function AdminGallery({ loaderData, actionData }: Route.ComponentProps) {
  const { albums } = loaderData;
  const reorder = useReorderSubmit("reorder");
  return (
    <>
      <h1>Gallery</h1>
      <AdminForm errors={actionData?.errors} className="form inline-create" noValidate>
        <TextField label="New album" name="title" type="text" required maxLength={120} placeholder="e.g. Summer tour 2025" defaultValue={inputValue(actionData?.input, "title")} error={actionData?.errors.title} />
        <p>
          <SubmitButton name="intent" value="create">
            <Plus aria-hidden="true" className="icon" /> Create album
          </SubmitButton>
        </p>
      </AdminForm>
      {albums.length === 0 ? (
        <p className="muted">No albums yet.</p>
      ) : (
        <>
          <h2>Albums</h2>
          <p className="muted">Visitors see the albums in this order. Drag an album by its handle (or focus the handle and use Space and the arrow keys) to move it.</p>
          <SortableList items={albums} label="Albums, in the order visitors see them" itemLabel={(a) => a.title} onReorder={reorder} className="sortable-list album-cards">
            {(a, { handle, index, count }) => {
              const reason = hiddenReason(a);
              return (
                <div className="album-card">
                  <div className="handle-slot">{handle}</div>
                  {a.cover ? <img src={a.cover} alt="" width={64} height={43} className="admin-thumb" /> : <span className="admin-thumb blank" aria-hidden="true" />}
                  <div className="album-card-text">
                    <Link to={`/admin/gallery/${a.id}`} className="album-card-title">
                      {a.title}
                    </Link>
                    <span className="muted">
                      {a.items} item{a.items === 1 ? "" : "s"} ({a.publishedItems} published)
                    </span>
                    {reason ? <span className="hidden-reason">{reason}</span> : null}
                  </div>
                  <Form method="post" className="album-card-actions">
                    <CsrfField />
                    <input type="hidden" name="id" value={a.id} />
                    <span className="badge">{a.published ? "Published" : "Hidden"}</span>
                    <button type="submit" name="intent" value={a.published ? "unpublish" : "publish"} className="button secondary small">
                      {a.published ? "Hide" : "Publish"}
                      <span className="visually-hidden"> “{a.title}”</span>
                    </button>
                    {a.published && a.publishedItems > 0 ? (
                      <a href={`/gallery/${a.slug}`}>
                        View<span className="visually-hidden"> “{a.title}” on the site</span>
                      </a>
                    ) : null}
                    <button type="submit" name="intent" value="up" className="button secondary small" disabled={index === 0} aria-label={`Move “${a.title}” up`}>
                      <ArrowUp aria-hidden="true" className="icon" />
                    </button>
                    <button type="submit" name="intent" value="down" className="button secondary small" disabled={index === count - 1} aria-label={`Move “${a.title}” down`}>
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
