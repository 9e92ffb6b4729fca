/** Form helpers shared by the post editor's routes (browser-safe). */
import type { Post } from "./model.ts";

/** The form's starting values for a stored post (`publishLocal`: its scheduled time in the site's zone). */
export function postValues(p: Post, publishLocal: string): Record<string, string> {
  return {
    title: p.title,
    slug: p.slug,
    body: p.body,
    image_upload_id: p.imageUploadId ?? "",
    state: p.status,
    publish_at: publishLocal,
    ...(p.sendToSubscribers ? { send_to_subscribers: "on" } : {}),
  };
}

/** A copy of the form without the image picker's alt text (a preview must not store it). */
export function withoutAltTexts(form: FormData): FormData {
  const copy = new FormData();
  for (const [k, v] of form) if (!k.endsWith("_alt")) copy.append(k, v);
  return copy;
}
