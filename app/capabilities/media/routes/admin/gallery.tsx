/** /admin/gallery — albums: create, order, publish; each opens its editor. */
import { Form, Link } from "react-router";
import { ArrowDown, ArrowUp, Plus } from "lucide-react";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import type { Route } from "./+types/gallery";
import { AdminForm, CsrfField, SubmitButton } from "~/core/ui/forms.tsx";
import { TextField } from "~/core/ui/Field.tsx";
import { newAlbumSchema } from "~/capabilities/media/schemas.ts";
import { inputValue, parseSubmission } from "~/core/validation/forms.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { formFailure } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { addAlbum, adminAlbumRows, albumListAction } from "~/capabilities/media/server/gallery-admin.server.ts";

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
  const r = await albumListAction(actor, intent, String(form.get("id") ?? ""));
  return redirectWithToast("/admin/gallery", { type: r.ok ? "success" : "error", message: r.message }, context);
}

export const meta: Route.MetaFunction = () => studioMeta("Gallery");

export default function AdminGallery({ loaderData, actionData }: Route.ComponentProps) {
  const { albums } = loaderData;
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
        <table className="admin-albums">
          <caption className="visually-hidden">Albums, in the order visitors see them</caption>
          <thead>
            <tr>
              <th scope="col">Album</th>
              <th scope="col">Items</th>
              <th scope="col">Status</th>
              <th scope="col">Order</th>
            </tr>
          </thead>
          <tbody>
            {albums.map((a, i) => (
              <tr key={a.id}>
                <td>
                  <div className="row">
                    {a.cover ? <img src={a.cover} alt="" width={64} height={43} className="admin-thumb" /> : <span className="admin-thumb blank" aria-hidden="true" />}
                    <Link to={`/admin/gallery/${a.id}`}>{a.title}</Link>
                  </div>
                </td>
                <td>
                  {a.items} ({a.publishedItems} published)
                </td>
                <td>
                  <Form method="post" className="row">
                    <CsrfField />
                    <input type="hidden" name="id" value={a.id} />
                    <span className="badge">{a.published ? "Published" : "Hidden"}</span>
                    <button type="submit" name="intent" value={a.published ? "unpublish" : "publish"} className="button secondary small">
                      {a.published ? "Hide" : "Publish"}
                      <span className="visually-hidden"> “{a.title}”</span>
                    </button>
                    {a.published ? <a href={`/gallery/${a.slug}`}>View</a> : null}
                  </Form>
                </td>
                <td>
                  <Form method="post" className="row">
                    <CsrfField />
                    <input type="hidden" name="id" value={a.id} />
                    <button type="submit" name="intent" value="up" className="button secondary small" disabled={i === 0} aria-label={`Move “${a.title}” up`}>
                      <ArrowUp aria-hidden="true" className="icon" />
                    </button>
                    <button type="submit" name="intent" value="down" className="button secondary small" disabled={i === albums.length - 1} aria-label={`Move “${a.title}” down`}>
                      <ArrowDown aria-hidden="true" className="icon" />
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
