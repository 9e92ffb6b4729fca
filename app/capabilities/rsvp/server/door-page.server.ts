/**
 * Other capabilities' parts of the studio's door page of a date (the ticket
 * scanner, issue 29). The RSVP capability, whose page it is, adds the manifest
 * field `doorPage` to the core's Capability by module augmentation, as the
 * events capability adds `eventPage`: the core knows nothing of door pages.
 */
import { contributions, type FilledSlot } from "~/core/capability.server.ts";
import { loadParts, type Slot } from "~/core/composition.server.ts";

/** What a door page part is given: the event and the date at the door, and the request. */
export interface DoorPageContext {
  eventId: string;
  date: string;
  request: Request;
}

/** A part of the door page of one date: its data, or null to show nothing; the component is in the capability's ui/door.tsx, on the same slot. */
export interface DoorPart extends FilledSlot<[ctx: DoorPageContext]> {
  order: number;
}

declare module "~/core/capability.server.ts" {
  interface Capability {
    /** Parts of the studio's door page of a date (app/capabilities/rsvp/server/door-page.server.ts). */
    doorPage?: DoorPart[];
  }
}

/** Every other capability's part of the door page of one date, with its data; a part whose data is null is left out. */
export async function loadDoorParts(ctx: DoorPageContext): Promise<Slot[]> {
  return (await loadParts(contributions("doorPage"), ctx)).map(({ id, data }) => ({ id, data }));
}
