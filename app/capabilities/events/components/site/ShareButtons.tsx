/**
 * Share an event: icons, not an address field (issue 34). E-mail is a plain
 * mailto: link (works without JavaScript); after hydration a second icon
 * appears at the end of the row, so nothing moves: the share sheet where the
 * browser has one (phones: it copies too), "Copy link" where it has not. One
 * icon for both keeps the event page within its JavaScript budget (ADR 0500).
 */
import { useEffect, useState } from "react";
import { Mail, Share2 } from "lucide-react";
import { toast } from "~/core/ui/toast.tsx";
import { useI18n } from "~/core/i18n/react.tsx";

export function ShareButtons({ url, title }: { url: string; title: string }) {
  const [can, setCan] = useState<{ share: boolean } | null>(null);
  const { t } = useI18n();
  useEffect(() => setCan({ share: typeof navigator.share === "function" }), []);
  const run = (f: () => Promise<unknown>, done?: string) => async () => {
    try {
      await f();
      if (done) toast.success(done);
    } catch (e) {
      if ((e as Error)?.name !== "AbortError") toast.error(t("events.share.failed"));
    }
  };
  return (
    <section className="event-share" aria-labelledby="share-heading">
      <h2 id="share-heading">{t("events.share.heading")}</h2>
      <ul className="share-icons">
        <li>
          <a
            href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}
            aria-label={t("events.share.email")}
            title={t("events.share.email")}
          >
            <Mail className="icon" aria-hidden="true" />
          </a>
        </li>
        {can ? (
          <li>
            <button
              type="button"
              onClick={
                can.share
                  ? run(() => navigator.share({ title, url }))
                  : run(() => navigator.clipboard.writeText(url), t("events.share.copied"))
              }
              aria-label={can.share ? t("events.share.button") : t("events.share.copy")}
              title={can.share ? t("events.share.button") : t("events.share.copy")}
            >
              <Share2 className="icon" aria-hidden="true" />
            </button>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
