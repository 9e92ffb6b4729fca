/** The RSVP capability (issue 13): free replies with capacity and waitlist, confirmations with the date's .ics, guest lists and a door page. */
import { defineCapability, fill } from "~/core/capability.server.ts";
import { rsvpCta, rsvpEvent } from "./slots.ts";
import { catalogueFiles } from "~/core/i18n/catalogues.server.ts";
import * as m0026 from "./migrations/0026-rsvp.server.ts";
import * as m0034 from "./migrations/0034-reply-language.server.ts";
import * as m0291 from "./migrations/0291-place-claims.server.ts";
import * as m0293 from "./migrations/0293-rsvp-mail-kinds.server.ts";
import { RSVP_MAIL } from "./lib/mail-kind.ts";
import { upgradeRsvpMail } from "./lib/legacy-mail.ts";
import { composeRsvpMail } from "./server/compose.server.ts";
import { loadRsvpCtaHtml, loadRsvpPartHtml } from "./server/event-part.server.ts";
import { rsvpJobs } from "./server/jobs.server.ts";
import { RSVP_OUTCOME } from "./server/reply.server.ts";
import { rsvpPrivacy } from "./server/privacy.server.ts";

export default defineCapability({
  name: "rsvp",
  // Public words in every shipped language (docs/languages.md).
  messages: catalogueFiles(import.meta.glob("./messages/*.json", { eager: true, import: "default" })),
  // The form and the reply pages are rendered to HTML on the server: no message of ours goes to the browser.
  serverMessages: true,
  studioNav: [
    {
      to: "/admin/rsvp",
      label: "RSVP",
      labelKey: "rsvp.studio.nav.rsvp",
      icon: "guests",
      role: "editor",
      order: 25,
      group: "content",
      parent: "/admin/events",
      tab: { order: 3, label: "Guests", labelKey: "rsvp.studio.nav.guests" },
    },
  ],
  studioMessages: catalogueFiles(import.meta.glob("./messages/studio/*.json", { eager: true, import: "default" })),
  migrations: {
    "0026-rsvp": m0026,
    "0034-reply-language": m0034,
    "0291-place-claims": m0291,
    "0293-rsvp-mail-kinds": m0293,
  },
  eventPage: [
    { ...fill(rsvpEvent, loadRsvpPartHtml), order: 10 },
    // A solid button down to the form, beside the tickets, with the date's state (issue 34).
    { ...fill(rsvpCta, loadRsvpCtaHtml), order: 10, placement: "actions" },
  ],
  jobs: () => rsvpJobs(),
  mail: { [RSVP_MAIL]: { compose: composeRsvpMail } },
  backupUpgrade: upgradeRsvpMail,
  privacy: rsvpPrivacy,
  outcomes: {
    [RSVP_OUTCOME]: { label: "RSVPs", labelKey: "rsvp.studio.outcome.rsvp", privacyKey: "rsvp.privacy.outcome.rsvp" },
  },
  audit: {
    "rsvp.settings": "rsvp.studio.audit.rsvpSettings",
    "rsvp.checkin": "rsvp.studio.audit.rsvpCheckin",
    "rsvp.checkin.undo": "rsvp.studio.audit.rsvpCheckinUndo",
    "rsvp.export": "rsvp.studio.audit.rsvpExport",
    "rsvp.cancel": "rsvp.studio.audit.rsvpCancel",
  },
});
