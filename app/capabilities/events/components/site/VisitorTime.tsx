/**
 * "Your time: …" — only after hydration (the server can't know the visitor's
 * zone) and only when the visitor's clock differs from the event's. The
 * formatting code loads then, and only for a visitor in another zone: it is
 * not part of the page's first load.
 */
import { useEffect, useState } from "react";
import { useI18n } from "~/core/i18n/react.tsx";

export function VisitorTime({ startMs, tz, allDay }: { startMs: number; tz: string; allDay: boolean }) {
  const [text, setText] = useState<string | null>(null);
  const { t } = useI18n();
  useEffect(() => {
    if (allDay) return;
    let visitor: string;
    try {
      visitor = Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
    } catch {
      return;
    }
    if (!visitor || visitor === tz) return;
    let live = true;
    import("~/core/dates/format.ts").then(
      ({ formatVisitorTime }) => {
        // The visitor's own clock, written the way their browser writes dates (their language, 12 or 24 hours).
        if (live) setText(formatVisitorTime(startMs, tz, visitor, navigator.language || undefined));
      },
      () => undefined, // offline after the page loaded: the event's own time is on the page
    );
    return () => {
      live = false;
    };
  }, [startMs, tz, allDay]);
  if (!text) return null;
  return (
    <p className="event-visitor-time" data-testid="visitor-time">
      {t("events.visitorTime", { time: text })}
    </p>
  );
}
