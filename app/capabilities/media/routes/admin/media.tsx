/** /admin/media — add by URL (provider detected, title and thumbnail filled in), upload audio or video, order, feature, publish. */
import { Plus } from "lucide-react";
import { useLocation } from "react-router";
import { studioMeta } from "~/core/shells/studio-meta.ts";
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
import { addMediaByUrl, adminMediaRows, mediaItemAction, reorderMediaItems } from "~/capabilities/media/server/media-admin.server.ts";
import { parseOrder } from "~/capabilities/media/lib/order.ts";
import { saveMediaItems } from "~/capabilities/media/server/media-items-form.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  return { rows: await adminMediaRows(), uploadMaxMb: env().UPLOAD_MAX_MB };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const actor = { id: user.id, email: user.email };
  const intent = String(form.get("intent") ?? "");
  const toast = (message: string, type: "success" | "error" = "success") => redirectWithToast("/admin/media", { type, message }, context);

  if (intent === "add-url") {
    const sub = parseSubmission(mediaUrlSchema, form);
    if (!sub.ok || !sub.value) return formFailure({ section: "add", errors: sub.errors, input: sub.input });
    let added;
    try {
      added = await addMediaByUrl(sub.value.url, actor, env());
    } catch (error) {
      return formFailureFrom(error, sub.input, { section: "add" });
    }
    const note = added.thumbnail === "drawn" ? " The provider didn't answer, so a picture was drawn; edit the title if needed." : " It is first in the list and on your site; untick Published to hide it.";
    return toast(`Added “${added.item.title}”.${note}`);
  }

  if (intent === "reorder") {
    // A drag (or the handle's keyboard move) posts the whole order; the page stays as it is.
    const ids = parseOrder(form.get("order"));
    return Response.json(ids ? await reorderMediaItems(actor, ids) : { ok: false, message: "This form could not be read. Reload the page and try again." }, { status: ids ? 200 : 400 });
  }
  const withFlags = intent === "save-items";
  const saved = await saveMediaItems(form, actor, withFlags);
  if (!saved.ok) return formFailure({ section: "items", errors: saved.errors, input: formToObject(form) });
  if (withFlags) return toast(saved.changed ? "Changes saved." : "Nothing to save.");
  const r = await mediaItemAction(actor, intent, env().DATA_DIR);
  return toast(r.message, r.ok ? "success" : "error");
}

export const meta: Route.MetaFunction = () => studioMeta("Media");

export default function AdminMedia({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, uploadMaxMb } = loaderData;
  const failed = actionData;
  const add = failed?.section === "add" ? failed : undefined;
  const { key } = useLocation();
  return (
    <>
      <h1>Media</h1>
      <section aria-labelledby="add-url">
        <h2 id="add-url">Add from YouTube, Vimeo, SoundCloud, Spotify, Bandcamp or Mixcloud</h2>
        {/* Keyed by the navigation: after an Add the link field is empty again; after a refusal it keeps what was typed. */}
        <AdminForm key={add ? "failed" : key} errors={add?.errors} className="form" noValidate>
          <TextArea
            label="Link (or Bandcamp embed code)"
            name="url"
            rows={2}
            required
            maxLength={4000}
            defaultValue={inputValue(add?.input, "url")}
            error={add?.errors.url}
            hint="Paste the address from the Share button. For Bandcamp, paste the embed code (Share / Embed on Bandcamp)."
          />
          <p>
            <SubmitButton name="intent" value="add-url">
              <Plus aria-hidden="true" className="icon" /> Add
            </SubmitButton>
          </p>
        </AdminForm>
      </section>
      <section aria-labelledby="upload-media">
        <h2 id="upload-media">Upload audio or video</h2>
        <Uploader
          purpose="media"
          kinds={["audio", "video"]}
          uploadMaxMb={uploadMaxMb}
          label="Drop audio or video files here, or choose files"
          hint={`MP3, M4A, OGG or WAV audio and MP4 or WebM video, up to ${uploadMaxMb} MB each.`}
          back="/admin/media"
        />
      </section>
      <section aria-labelledby="media-items">
        <h2 id="media-items">Your media</h2>
        <p className="muted">Visitors see published items in this order; featured ones also appear on the home page.</p>
        <MediaItems rows={rows} errors={failed?.section === "items" ? failed.errors : undefined} input={failed?.section === "items" ? failed.input : undefined} />
      </section>
    </>
  );
}
