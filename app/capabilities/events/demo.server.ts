/**
 * Demo events for The Velvet Lanterns, placed relative to the day the site
 * starts so the demo always has past and upcoming dates: one cancelled, one
 * postponed, one rescheduled, one sold out, a weekly jam with a skipped and a
 * moved date, a show in New York's zone and a late set that belongs to the
 * night before. The club night has a running order and the summer festival
 * a timetable on two stages (server/demo-lineup.server.ts).
 */
import { addDays, isoWeekday } from "~/core/dates/civil.ts";
import { todayIn } from "~/core/dates/zoned.ts";
import type { Weekday } from "~/capabilities/events/lib/recurrence.ts";
import type { EventFormValue } from "./schemas.ts";
import { createEvent, setStatus, updateEvent } from "~/capabilities/events/server/events.server.ts";
import { createVenue } from "~/capabilities/events/server/venues.server.ts";
import { removeEvents } from "~/capabilities/events/server/data/changes.server.ts";
import { eventCounts, removeVenue } from "~/capabilities/events/server/data/venues.server.ts";
import type { TicketLink } from "~/capabilities/events/lib/tickets.ts";
import { newTicketId } from "~/capabilities/events/lib/ticket-rows.ts";
import { ticketsFromLegacy } from "~/capabilities/events/lib/legacy-tickets.ts";
import type { VenueInput } from "~/capabilities/events/lib/venue-schema.ts";
import { type DemoContext, demoIds, forgetDemo, rememberDemo } from "~/core/demo/registry.server.ts";
import { seedDemoPicture } from "~/capabilities/media/index.server.ts";
import { seedClubLineup, seedFestivalLineup } from "./server/demo-lineup.server.ts";

/** The demo act's saved venues (issue 11): Lantern Hall is home, several dates share it. */
const VENUES = {
  hall: {
    name: "Lantern Hall",
    address: "Oranienstraße 25\n10999 Berlin\nGermany",
    latitude: 52.50116,
    longitude: 13.42235,
    website: "https://lantern-hall.velvet-lanterns.example/",
  },
  park: {
    name: "Görlitzer Park",
    address: "Görlitzer Park\n10997 Berlin\nGermany",
    latitude: 52.4966,
    longitude: 13.4372,
    website: "",
  },
  terrace: {
    name: "Osthafen Terrace",
    address: "Stralauer Allee 1\n10245 Berlin\nGermany",
    latitude: 52.5003,
    longitude: 13.4459,
    website: "",
  },
  conne: {
    name: "Conne Island",
    address: "Koburger Str. 3\n04277 Leipzig\nGermany",
    latitude: 51.3112,
    longitude: 12.3857,
    website: "",
  },
  backRoom: {
    name: "Lantern Hall, back room",
    address: "Oranienstraße 25\n10999 Berlin\nGermany",
    latitude: 52.50116,
    longitude: 13.42235,
    website: "",
  },
  rockwood: {
    name: "Rockwood Music Hall",
    address: "196 Allen St\nNew York, NY 10002\nUSA",
    latitude: 40.7223,
    longitude: -73.9886,
    website: "",
  },
  church: {
    name: "St. Thomas Church",
    address: "Mariannenplatz 28\n10997 Berlin\nGermany",
    latitude: 52.5047,
    longitude: 13.4266,
    website: "",
  },
  vault: {
    name: "Vinyl Vault",
    address: "Wiener Str. 20\n10999 Berlin\nGermany",
    latitude: null,
    longitude: null,
    website: "",
  },
  nachtfalter: {
    name: "Klub Nachtfalter",
    address: "Revaler Str. 99\n10245 Berlin\nGermany",
    latitude: null,
    longitude: null,
    website: "",
  },
} satisfies Record<string, VenueInput>;

/** A demo link (ids are made the way the studio makes them). */
function link(v: Partial<TicketLink>): TicketLink {
  return {
    id: newTicketId(),
    date: null,
    kind: "tickets",
    label: "",
    url: "",
    onSale: null,
    offSale: null,
    priceMin: null,
    priceMax: null,
    currency: "",
    note: "",
    ...v,
  };
}
const legacy = (url: string, price: string) => ticketsFromLegacy(url, price, newTicketId);

function base(tz: string, hall: string): Omit<EventFormValue, "title" | "startLocal"> {
  return {
    slug: "",
    description: "",
    allDay: false,
    endLocal: null,
    tz,
    venue: { id: hall },
    tickets: [],
    nightBefore: false,
    rule: null,
  };
}

export async function seedEvents(ctx: DemoContext): Promise<void> {
  const tz = ctx.timeZone;
  const today = todayIn(tz, ctx.now);
  const day = (n: number) => addDays(today, n);
  const venue = {} as Record<keyof typeof VENUES, { id: string }>;
  for (const key of Object.keys(VENUES) as (keyof typeof VENUES)[])
    venue[key] = { id: (await createVenue(null, VENUES[key])).id };
  await rememberDemo(
    "venue",
    Object.values(venue).map((v) => v.id),
  );
  const b = base(tz, venue.hall.id);
  const ids: string[] = [];
  const add = async (
    v: Partial<EventFormValue> & Pick<EventFormValue, "title" | "startLocal">,
    imageUploadId: string | null = null,
  ) => {
    const e = await createEvent(null, { ...b, ...v }, { visibility: "published", imageUploadId });
    ids.push(e.id);
    return e;
  };

  // A poster per coming show (issue 34): the lists, the event pages and their link previews show them. Six
  // pictures for eight dates (two shows share one): each is drawn and encoded at start, and the demo must
  // not make a fresh site (or a test's) much slower to boot.
  const picture = (scene: Parameters<typeof seedDemoPicture>[1], alt: string) => seedDemoPicture(ctx, scene, alt);
  const clubPicture = await picture(
    { hue: 290, lights: 6, crowd: true, seed: 41, players: 1, booth: true },
    "A DJ behind the decks, lasers and a crowd with raised hands.",
  );
  const jamPicture = await picture(
    { hue: 200, lights: 5, crowd: true, seed: 44, players: 3 },
    "Three musicians on a small stage in blue light.",
  );
  const harbourPicture = await picture(
    { hue: 18, lights: 4, crowd: true, seed: 43, players: 4, sky: true },
    "An open-air stage at dusk, the sky orange behind the band.",
  );
  const leipzigPicture = await picture(
    { hue: 20, lights: 4, crowd: true, seed: 45, players: 5 },
    "Five musicians under warm orange spotlights, a packed floor.",
  );
  const latePicture = await picture(
    { hue: 320, lights: 7, crowd: true, seed: 48, players: 3 },
    "Pink and violet beams over a late-night crowd.",
  );
  const acousticPicture = await picture(
    { hue: 30, lights: 3, crowd: false, seed: 42, players: 1 },
    "A singer alone at the microphone in warm candlelight.",
  );

  await add({
    title: "Album release show: “Paper Moons”",
    startLocal: `${day(-20)}T20:00`,
    endLocal: `${day(-20)}T23:00`,
    description: "The night we played **Paper Moons** front to back. Thank you for singing along.",
    tickets: legacy("", "€18"),
  });
  const festival = await add({
    title: "Kreuzberg Summer Festival",
    startLocal: `${day(-45)}T00:00`,
    endLocal: `${day(-44)}T00:00`,
    allDay: true,
    venue: venue.park,
    description: "Two days, three stages. We played the Sunday evening slot.",
    tickets: legacy("", "Free entry"),
  });
  await seedFestivalLineup(festival.id, day(-45), day(-44));
  const club = await add(
    {
      title: "Club night with DJ Halcyon",
      startLocal: `${day(3)}T21:00`,
      endLocal: `${day(4)}T01:00`,
      // Issue 13: the fan-club presale has ended (it no longer shows), the main sale is on, the VIP package too.
      tickets: [
        link({
          kind: "presale",
          label: "Fan-club presale",
          url: "https://tickets.example.com/velvet-lanterns/club-night/presale",
          onSale: `${day(-9)}T10:00`,
          offSale: `${day(-2)}T10:00`,
          priceMin: "12",
          currency: "EUR",
        }),
        link({
          url: "https://tickets.example.com/velvet-lanterns/club-night",
          onSale: `${day(-2)}T10:00`,
          priceMin: "15",
          currency: "EUR",
          note: "€12 concessions",
        }),
        link({
          kind: "vip",
          label: "VIP: meet the band",
          url: "https://tickets.example.com/velvet-lanterns/club-night/vip",
          priceMin: "45",
          currency: "EUR",
        }),
      ],
      description: "Our full live set, then **DJ Halcyon** until late. There is a cloakroom.",
    },
    clubPicture,
  );
  await seedClubLineup(club.id, day(3));
  const harbour = await add(
    {
      title: "Harbour open-air",
      startLocal: `${day(10)}T19:00`,
      endLocal: `${day(10)}T22:00`,
      venue: venue.terrace,
      description: "An open-air evening by the river.",
    },
    harbourPicture,
  );
  await setStatus(null, harbour.id, "cancelled");
  const leipzig = await add(
    {
      title: "Spring tour: Leipzig",
      startLocal: `${day(17)}T20:00`,
      venue: venue.conne,
      tickets: legacy("https://tickets.example.com/velvet-lanterns/leipzig", ""),
      description: "Your tickets stay valid for the new date.",
    },
    leipzigPicture,
  );
  await setStatus(null, leipzig.id, "postponed");

  // A weekly jam on tomorrow's weekday: twelve weeks, one skipped, one moved to the next evening.
  const jamStart = day(1);
  const wd = isoWeekday(jamStart) as Weekday;
  await add(
    {
      title: "Open jam session",
      startLocal: `${jamStart}T20:00`,
      endLocal: `${jamStart}T23:00`,
      venue: venue.backRoom,
      tickets: legacy("", "Free"),
      description: "Bring an instrument, or just your ears. The house band starts at 20:00.",
      rule: {
        freq: "weekly",
        interval: 1,
        weekdays: [wd],
        count: 12,
        skip: [addDays(jamStart, 14)],
        moves: [{ date: addDays(jamStart, 28), to: `${addDays(jamStart, 29)}T20:00` }],
      },
    },
    jamPicture,
  );

  await add(
    {
      title: "New York showcase",
      startLocal: `${day(24)}T19:30`,
      endLocal: `${day(24)}T21:00`,
      tz: "America/New_York",
      venue: venue.rockwood,
      // Not on sale yet: the page says when it will be.
      tickets: [
        link({
          url: "https://tickets.example.com/velvet-lanterns/nyc",
          onSale: `${day(2)}T10:00`,
          priceMin: "20",
          currency: "USD",
        }),
      ],
      description: "Our first show in New York. Times are New York time.",
    },
    jamPicture,
  );
  const acoustic = await add(
    {
      title: "Acoustic evening",
      startLocal: `${day(31)}T19:30`,
      endLocal: `${day(31)}T21:30`,
      venue: venue.church,
      tickets: legacy("", "€22"),
      description: "A seated, unplugged set in candlelight.",
    },
    acousticPicture,
  );
  await setStatus(null, acoustic.id, "sold_out");
  const record = await add(
    {
      title: "Record store session",
      startLocal: `${day(5)}T17:00`,
      endLocal: `${day(5)}T18:00`,
      venue: venue.vault,
      description: "A short in-store set and signing.",
    },
    acousticPicture,
  );
  // Moved after it was announced: the page shows "rescheduled" with the earlier date.
  await updateEvent(null, record.id, {
    ...b,
    title: record.title,
    startLocal: `${day(12)}T17:00`,
    endLocal: `${day(12)}T18:00`,
    venue: venue.vault,
    description: record.description,
  });
  await add(
    {
      title: "Late set at Klub Nachtfalter",
      startLocal: `${day(39)}T01:30`,
      endLocal: `${day(39)}T03:00`,
      nightBefore: true,
      venue: venue.nachtfalter,
      tickets: legacy("", "€10 at the door"),
      description: "We go on at half past one — it's the night before's party.",
    },
    latePicture,
  );
  await rememberDemo("event", ids);
}

export async function removeDemoEvents(): Promise<void> {
  const ids = await demoIds("event");
  await removeEvents(ids);
  await forgetDemo("event");
  // The demo's venues go too, except one the owner has since used for an event of their own.
  const used = await eventCounts();
  for (const id of await demoIds("venue")) if (!used.has(id)) await removeVenue(id);
  await forgetDemo("venue");
}
