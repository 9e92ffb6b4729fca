/**
 * The line under an event's date: the server says which zone its times are in
 * ("Times are Central European Time"); after hydration a visitor whose clock
 * differs reads "Your time: …" in its place. The line is always there, with
 * room for two lines on a phone, so the change moves nothing (layout shift 0,
 * issue 34). The formatting code loads only for a visitor in another zone.
 */
import { useEffect, useState } from "react";
import { useI18n } from "~/core/i18n/react.tsx";

export function VisitorTime(props: { startMs: number; tz: string; allDay: boolean; zoneNote: string }) {
  const { startMs, tz, allDay } = props;
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
  return (
    <p className="event-visitor-time" data-testid={text ? "visitor-time" : undefined}>
      {text ? t("events.visitorTime", { time: text }) : props.zoneNote}
    </p>
  );
}
