/**
 * The event form's parts from other capabilities (issue 25: RSVP is set up in the event form, not apart
 * from it). Until the manifests have a field for them, by convention: a capability's
 * `server/event-form.server.ts` default-exports `{ [id]: EventFormPart }`, and its `ui/event-form.tsx`
 * the component under the same id (app/capabilities/ui.event-form.tsx). The events capability's new and
 * edit pages call these around their own save — load for the form, check before anything is saved, save
 * once the event has its id — and never name the capability.
 */
import type { Actor } from "~/core/audit/audit.server.ts";
import type { Translator } from "~/core/i18n/translator.ts";

export interface EventFormPart {
  /** The part's data for the form; `eventId` null for a new event. */
  load(eventId: string | null): Promise<unknown>;
  /** Messages by field (the part's own field names) for what was posted, before the event is saved. */
  check(form: FormData, eventId: string | null, t: Translator["t"]): Promise<Record<string, string>>;
  /** After the event is saved (created or updated): stores the part's fields. */
  save(actor: Actor, eventId: string, form: FormData): Promise<void>;
}

const modules = import.meta.glob<Record<string, EventFormPart>>("./*/server/event-form.server.ts", {
  eager: true,
  import: "default",
});
const PARTS: [string, EventFormPart][] = Object.values(modules).flatMap((m) => Object.entries(m));

export interface EventFormPartData {
  id: string;
  data: unknown;
}

export const loadEventFormParts = (eventId: string | null): Promise<EventFormPartData[]> =>
  Promise.all(PARTS.map(async ([id, part]) => ({ id, data: await part.load(eventId) })));

export async function checkEventFormParts(
  form: FormData,
  eventId: string | null,
  t: Translator["t"],
): Promise<Record<string, string>> {
  const all = await Promise.all(PARTS.map(([, part]) => part.check(form, eventId, t)));
  return Object.assign({}, ...all) as Record<string, string>;
}

export async function saveEventFormParts(actor: Actor, eventId: string, form: FormData): Promise<void> {
  for (const [, part] of PARTS) await part.save(actor, eventId, form);
}
