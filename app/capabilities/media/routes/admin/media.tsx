/** /admin/media — add by URL (provider detected, title and thumbnail filled in), upload audio or video, order, feature, publish. */
import { data } from "react-router";
import { Plus } from "lucide-react";
import type { Route } from "./+types/media";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { TextArea } from "~/core/ui/Field.tsx";
import { Uploader } from "~/capabilities/media/components/admin/Uploader.tsx";
import { MediaItems } from "~/capabilities/media/components/admin/MediaItems.tsx";
import { mediaUrlSchema } from "~/capabilities/media/schemas.ts";
import { formToObject, parseSubmission } from "~/core/validation/forms.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { audit } from "~/core/audit/audit.server.ts";
import { getMediaItem, moveMediaItem } from "~/capabilities/media/server/data/media.server.ts";
import { env } from "~/core/env.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { addMediaByUrl, adminMediaRows, deleteMediaItem } from "~/capabilities/media/server/media-admin.server.ts";
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
    if (!sub.ok || !sub.value) return data({ section: "add", errors: sub.errors, input: sub.input }, { status: 400 });
    const r = await addMediaByUrl(sub.value.url, actor, env());
    if (!r.ok) return data({ section: "add", errors: { url: r.error }, input: sub.input }, { status: 400 });
    const note = r.thumbnail === "drawn" ? " The provider didn't answer, so a picture was drawn; edit the title if needed." : " Check the title, then publish it.";
    return toast(`Added “${r.item.title}”.${note}`);
  }

  const withFlags = intent === "save-items";
  const saved = await saveMediaItems(form, actor, withFlags);
  if (!saved.ok) return data({ section: "items", errors: saved.errors, input: formToObject(form) }, { status: 400 });
  if (withFlags) return toast(saved.changed ? "Changes saved." : "Nothing to save.");
  const m = /^(up|down|delete):([\w-]+)$/.exec(intent);
  const item = m ? await getMediaItem(m[2]!) : undefined;
  if (!m || !item) return toast("Unknown action.", "error");
  if (m[1] === "delete") {
    await deleteMediaItem(item.id, actor, env().DATA_DIR);
    return toast(`Deleted “${item.title}”.`);
  }
  await moveMediaItem(item.id, m[1] as "up" | "down");
  await audit(actor, "media.move", "media_item", item.id, { direction: m[1] });
  return toast(`Moved “${item.title}” ${m[1]}.`);
}

export const meta: Route.MetaFunction = () => [{ title: "Media · Studio" }];

export default function AdminMedia({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, uploadMaxMb } = loaderData;
  const failed = actionData as { section: string; errors: Record<string, string>; input: Record<string, string | string[]> } | undefined;
  const add = failed?.section === "add" ? failed : undefined;
  const addValue = add?.input.url;
  return (
    <>
      <h1>Media</h1>
      <section aria-labelledby="add-url">
        <h2 id="add-url">Add from YouTube, Vimeo, SoundCloud, Spotify, Bandcamp or Mixcloud</h2>
        <AdminForm errors={add?.errors} className="form" noValidate>
          <TextArea
            label="Link (or Bandcamp embed code)"
            name="url"
            rows={2}
            required
            maxLength={4000}
            defaultValue={Array.isArray(addValue) ? addValue[0] : (addValue ?? "")}
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
