/**
 * "Your time: …" — only after hydration (the server can't know the visitor's
 * zone) and only when the visitor's clock differs from the event's.
 */
import { useEffect, useState } from "react";
import { formatVisitorTime } from "~/core/dates/format.ts";

export function VisitorTime({ startMs, tz, allDay }: { startMs: number; tz: string; allDay: boolean }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (allDay) return;
    let visitor: string;
    try {
      visitor = Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
    } catch {
      return;
    }
    setText(formatVisitorTime(startMs, tz, visitor, navigator.language || undefined));
  }, [startMs, tz, allDay]);
  if (!text) return null;
  return (
    <p className="event-visitor-time" data-testid="visitor-time">
      Your time: {text}
    </p>
  );
}
