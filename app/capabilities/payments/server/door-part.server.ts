/** The ticket scanner's part of the door page, and the words of an admission in the studio language. */
import { getEventDate } from "~/capabilities/events/index.server.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import { db } from "~/core/db/client.server.ts";
import type { Admission } from "./door.server.ts";
import { doorCounts } from "./door.server.ts";
import { typesForDate } from "./data/types.server.ts";

export const admitPath = (eventId: string, date: string) =>
  `/admin/tickets/${encodeURIComponent(eventId)}/${date}/admit`;

export async function loadDoorPart(ctx: { eventId: string; date: string }) {
  const [types, any, d] = await Promise.all([
    typesForDate(ctx.eventId, ctx.date),
    db()
      .selectFrom("tickets")
      .select("id")
      .where("event_id", "=", ctx.eventId)
      .where("date", "=", ctx.date)
      .executeTakeFirst(),
    getEventDate(ctx.eventId, ctx.date),
  ]);
  if (!d || (!types.length && !any)) return null;
  return {
    eventId: ctx.eventId,
    date: ctx.date,
    admitUrl: admitPath(ctx.eventId, ctx.date),
    counts: await doorCounts(ctx.eventId, ctx.date),
    tz: d.tz,
  };
}

export function admissionText(a: Admission, tr: Translator, tz: string): string {
  const time = (iso: string) =>
    new Intl.DateTimeFormat(tr.intl, { timeStyle: "short", timeZone: tz }).format(new Date(iso));
  switch (a.kind) {
    case "admitted":
      return tr.t("payments.studio.door.admitted", { name: a.name, type: a.type });
    case "already":
      return tr.t("payments.studio.door.already", { at: time(a.at), by: a.by, name: a.name });
    case "void":
      return tr.t("payments.studio.door.void", { name: a.name });
    case "other_date":
      return tr.t("payments.studio.door.otherDate", { title: a.title, when: a.when });
    case "other_site":
      return tr.t("payments.studio.door.otherSite", { host: a.host });
    default:
      return tr.t("payments.studio.door.unknown");
  }
}
