/** Other capabilities' parts of the event form (RSVP), from the glue's component map (app/capabilities/ui.event-form.tsx). */
import { EVENT_FORM_PARTS } from "~/capabilities/ui.event-form.tsx";
import type { EventFormPartData } from "~/capabilities/event-form.server.ts";

export function EventFormParts({
  parts,
  errors,
  input,
}: {
  parts: EventFormPartData[];
  errors?: Record<string, string> | undefined;
  input?: Record<string, string | string[]> | undefined;
}) {
  return parts.map((p) => {
    const Part = EVENT_FORM_PARTS[p.id];
    return Part ? <Part key={p.id} data={p.data} errors={errors} input={input} /> : null;
  });
}
