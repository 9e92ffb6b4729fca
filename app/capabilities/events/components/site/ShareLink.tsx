/**
 * Share: the page's address, always visible and selectable; with JavaScript a
 * button uses the system share sheet, or copies the link.
 */
import { useEffect, useState } from "react";
import { Share2 } from "lucide-react";
import { toast } from "~/core/ui/toast.tsx";
import { useI18n } from "~/core/i18n/react.tsx";

export function ShareLink({ url, title }: { url: string; title: string }) {
  const [ready, setReady] = useState(false);
  const { t } = useI18n();
  useEffect(() => setReady(true), []);
  async function share() {
    try {
      if (navigator.share) {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast.success(t("events.share.copied"));
    } catch (e) {
      if ((e as Error)?.name !== "AbortError") toast.error(t("events.share.failed"));
    }
  }
  return (
    <section className="event-share" aria-labelledby="share-heading">
      <h2 id="share-heading">{t("events.share.heading")}</h2>
      <div className="row">
        <input
          className="event-share__url"
          type="url"
          readOnly
          value={url}
          aria-label={t("events.share.url")}
          onFocus={(e) => e.currentTarget.select()}
        />
        {ready ? (
          <button type="button" className="button secondary small" onClick={share}>
            <Share2 className="icon" aria-hidden="true" /> {t("events.share.button")}
          </button>
        ) : null}
      </div>
    </section>
  );
}
