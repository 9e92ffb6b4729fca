/**
 * Other capabilities' parts of a public event date's page (the RSVP form, the
 * mailing list's sign-up, the Buy form). The events capability adds the manifest field
 * `eventPage` to the core's Capability by module augmentation, as core/observe
 * adds `observe`: the core knows nothing of event pages.
 */
import { contributions, type FilledSlot } from "~/core/capability.server.ts";
import { loadParts, type Slot } from "~/core/composition.server.ts";

/** What an event page part is given: the event and the date the page shows, and the request. */
export interface EventPageContext {
  eventId: string;
  date: string;
  request: Request;
}

/** Where on the page a part goes (EventPagePart's `placement`). */
export type EventPagePlacement = "main" | "end" | "actions" | "tickets";

/**
 * A part of a public event page: its data for one date of one event, or null to show nothing; the
 * component is in the capability's ui/event.tsx, on the same slot.
 */
export interface EventPagePart extends FilledSlot<[ctx: EventPageContext]> {
  order: number;
  /**
   * "main" (default): after the description, with the date's own content (the RSVP form); "end": after the whole
   * date, full width (the mailing list's sign-up); "actions": beside the tickets, a call to action (RSVP's button);
   * "tickets": in the tickets section, under its ticket links (the Buy form).
   */
  placement?: EventPagePlacement;
  /** schema.org `Offer`s this part sells for the date, added to the page's JSON-LD (issue 29). */
  offers?(ctx: { eventId: string; date: string; origin: string }): Promise<Record<string, unknown>[]>;
}

declare module "~/core/capability.server.ts" {
  interface Capability {
    /** Parts of the public event page, under the description (app/capabilities/events/server/event-page.server.ts). */
    eventPage?: EventPagePart[];
  }
}

/** Every other capability's part of one date's page, with its data; a part whose data is null is left out. */
export async function loadEventPageParts(ctx: EventPageContext): Promise<(Slot & { placement: EventPagePlacement })[]> {
  return (await loadParts(contributions("eventPage"), ctx)).map(({ id, data, part }) => ({
    id,
    data,
    placement: part.placement ?? "main",
  }));
}

/** schema.org `Offer`s other capabilities sell for one date of an event (tickets), for its JSON-LD. */
export async function loadEventOffers(ctx: {
  eventId: string;
  date: string;
  origin: string;
}): Promise<Record<string, unknown>[]> {
  const parts = contributions("eventPage").filter((p) => p.offers);
  return (await Promise.all(parts.map((p) => p.offers!(ctx)))).flat();
}
