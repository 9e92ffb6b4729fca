/** The events capability: dates (single and recurring), their pages, the calendar feeds and the month grid. */
import { defineCapability, fill } from "~/core/capability.server.ts";
import { eventsCard, eventsHome, eventsLineup } from "./slots.ts";
import * as m0002 from "./migrations/0002-events.server.ts";
import { removeDemoEvents, seedEvents } from "./demo.server.ts";
import { eventsSitemapEntries } from "./server/sitemap.server.ts";
import { loadHomeEvents } from "./server/home.server.ts";
import { loadDashboardEvents } from "./server/dashboard.server.ts";
import { ownEventDone } from "./server/onboarding.server.ts";
import * as m0016 from "./migrations/0016-venues.server.ts";
import * as m0027 from "./migrations/0027-tickets.server.ts";
import { upgradeEventsBackup } from "./server/backup-upgrade.server.ts";
import { publicTicketUrl } from "./server/tickets.server.ts";
import * as m0028 from "./migrations/0028-event-imports.server.ts";
import { importJobs } from "./server/import/jobs.server.ts";
import { catalogueFiles } from "~/core/i18n/catalogues.server.ts";
import * as m0321 from "./migrations/0321-lineups.server.ts";
import { loadLineupPart } from "./server/lineup-part.server.tsx";

export default defineCapability({
  name: "events",
  // What a visitor reads of an event, in the site's other languages (issue 15, L2; core/i18n/content.server.ts).
  translatable: [
    { entity: "event", fields: ["title", "description"] },
    // Each ticket row's own words, by row (server/ticket-translations.server.ts).
    { entity: "event_ticket", fields: ["label", "note"] },
  ],
  messages: catalogueFiles(import.meta.glob("./messages/*.json", { eager: true, import: "default" })),
  studioMessages: catalogueFiles(import.meta.glob("./messages/studio/*.json", { eager: true, import: "default" })),
  nav: [{ to: "/events", label: "Events", labelKey: "events.nav", order: 20 }],
  errorLinks: [{ to: "/events", labelKey: "events.error.link", order: 20 }],
  studioNav: [
    {
      to: "/admin/events",
      label: "Events",
      labelKey: "events.studio.nav.events",
      icon: "events",
      role: "editor",
      order: 20,
      group: "content",
      tab: { order: 1 },
    },
    {
      to: "/admin/venues",
      label: "Venues",
      labelKey: "events.studio.nav.venues",
      icon: "venues",
      role: "editor",
      order: 22,
      group: "content",
      parent: "/admin/events",
    },
  ],
  migrations: {
    "0002-events": m0002,
    "0016-venues": m0016,
    "0027-tickets": m0027,
    "0028-event-imports": m0028,
    "0321-lineups": m0321,
  },
  // Calendar subscriptions are checked every hour (conditional requests); unconfirmed previews expire.
  jobs: () => importJobs(),
  // Exports from before saved venues carry the venue in each event, from before ticket links one
  // ticket URL and price text: made into venues and ticket links on import.
  backupUpgrade: upgradeEventsBackup,
  demo: { seed: seedEvents, remove: removeDemoEvents },
  sitemap: eventsSitemapEntries,
  home: [
    { ...fill(eventsHome, loadHomeEvents), label: "Next dates", labelKey: "events.studio.home.section", order: 20 },
  ],
  // The date's line-up and running order (issue 32 §1), before other capabilities' parts.
  eventPage: [{ ...fill(eventsLineup, loadLineupPart), order: 5 }],
  dashboard: [{ ...fill(eventsCard, loadDashboardEvents), order: 20, role: "editor" }],
  onboarding: [
    {
      id: "first-event",
      label: "Add your first own event",
      labelKey: "events.studio.onboarding.firstEvent",
      href: "/admin/events/new",
      order: 20,
      role: "editor",
      done: ownEventDone,
    },
  ],
  // Ticket links go through /go/ticket/<event id>-<link id> (a 302), so Insights can count each link's clicks (issues 13, 16).
  links: { ticket: { outcome: "ticket_click", resolve: publicTicketUrl } },
  outcomes: {
    ticket_click: {
      label: "Ticket-link clicks",
      labelKey: "events.studio.outcome.ticketClick",
      privacyKey: "events.privacy.outcome.ticketClick",
    },
    calendar_subscriber: {
      label: "Calendar subscribers (distinct calendar apps a day)",
      labelKey: "events.studio.outcome.calendarSubscriber",
      privacyKey: "events.privacy.outcome.calendarSubscriber",
    },
  },
  // The audit log's wording of each action: keys of the studio catalogue.
  audit: {
    "event.create": "events.studio.audit.eventCreate",
    "event.update": "events.studio.audit.eventUpdate",
    "event.delete": "events.studio.audit.eventDelete",
    "event.duplicate": "events.studio.audit.eventDuplicate",
    "event.image": "events.studio.audit.eventImage",
    "event.publish": "events.studio.audit.eventPublish",
    "event.unpublish": "events.studio.audit.eventUnpublish",
    "event.status": "events.studio.audit.eventStatus",
    "event.date_cancel": "events.studio.audit.eventDateCancel",
    "event.import": "events.studio.audit.eventImport",
    "event.unsubscribe": "events.studio.audit.eventUnsubscribe",
    "event.lineup": "events.studio.audit.eventLineup",
    "venue.create": "events.studio.audit.venueCreate",
    "venue.update": "events.studio.audit.venueUpdate",
    "venue.delete": "events.studio.audit.venueDelete",
  },
});
