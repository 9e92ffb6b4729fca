/**
 * Share: the page's address, always visible and selectable; with JavaScript a
 * button uses the system share sheet, or copies the link.
 */
import { useEffect, useState } from "react";
import { Share2 } from "lucide-react";
import { toast } from "~/core/ui/toast.tsx";

export function ShareLink({ url, title }: { url: string; title: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  async function share() {
    try {
      if (navigator.share) {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast.success("Link copied.");
    } catch (e) {
      if ((e as Error)?.name !== "AbortError") toast.error("Couldn't share. Copy the address instead.");
    }
  }
  return (
    <section className="event-share" aria-labelledby="share-heading">
      <h2 id="share-heading">Share</h2>
      <div className="row">
        <input className="event-share__url" type="url" readOnly value={url} aria-label="Link to this event" onFocus={(e) => e.currentTarget.select()} />
        {ready ? (
          <button type="button" className="button secondary small" onClick={share}>
            <Share2 className="icon" aria-hidden="true" /> Share
          </button>
        ) : null}
      </div>
    </section>
  );
}
