/**
 * "Your time: …" — only after hydration (the server can't know the visitor's
 * zone) and only when the visitor's clock differs from the event's.
 */
import { useEffect, useState } from "react";
import { formatVisitorTime } from "~/core/dates/format.ts";
import { useI18n } from "~/core/i18n/react.tsx";

export function VisitorTime({ startMs, tz, allDay }: { startMs: number; tz: string; allDay: boolean }) {
  const [text, setText] = useState<string | null>(null);
  const { t, intl } = useI18n();
  useEffect(() => {
    if (allDay) return;
    let visitor: string;
    try {
      visitor = Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
    } catch {
      return;
    }
    setText(formatVisitorTime(startMs, tz, visitor, intl));
  }, [startMs, tz, allDay, intl]);
  if (!text) return null;
  return (
    <p className="event-visitor-time" data-testid="visitor-time">
      {t("events.visitorTime", { time: text })}
    </p>
  );
}
