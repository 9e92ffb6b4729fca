/** The studio event form's parts from other capabilities, from each capability's ui/event-form.tsx (ids match app/capabilities/event-form.server.ts). */
import { slotMap, type SlotComponent } from "~/core/ui/slots.ts";

export interface EventFormPartProps {
  /** After a refused save: the messages by field, and what was posted. */
  errors?: Record<string, string> | undefined;
  input?: Record<string, string | string[]> | undefined;
}

export const EVENT_FORM_PARTS = slotMap<EventFormPartProps>(
  import.meta.glob<Record<string, SlotComponent<EventFormPartProps>>>("./*/ui/event-form.tsx", {
    eager: true,
    import: "default",
  }),
);
