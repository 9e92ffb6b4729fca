/**
 * The fediverse (issue 31): the site as an ActivityPub account, @handle@domain — followed from
 * Mastodon, Misskey, Mobilizon or gancio; new dates, changes and news delivered to followers; replies
 * moderated before they show; RSVP by Join. Built on Fedify (ADR 3100); off until switched on.
 */
import { defineCapability } from "~/core/capability.server.ts";
import { catalogueFiles } from "~/core/i18n/catalogues.server.ts";
import envPart from "./env.server.ts";
import * as m0311 from "./migrations/0311-fediverse.server.ts";
import { fediverseJobs } from "./server/jobs.server.ts";
import { federationLinks } from "./server/links.server.ts";
import { fediverseRepresentation } from "./server/represent.server.ts";

export default defineCapability({
  name: "fediverse",
  messages: catalogueFiles(import.meta.glob("./messages/*.json", { eager: true, import: "default" })),
  // Its public parts are rendered on the server only: none of its messages go to the browser.
  serverMessages: true,
  studioMessages: catalogueFiles(import.meta.glob("./messages/studio/*.json", { eager: true, import: "default" })),
  env: envPart,
  studioNav: [
    {
      to: "/admin/fediverse",
      label: "Fediverse",
      labelKey: "fediverse.studio.nav",
      icon: "handle",
      role: "owner",
      order: 58,
      group: "audience",
      // Under Fans (the people who follow the site), folded away elsewhere: the sidebar still fits 1280×800.
      parent: "/admin/fans",
    },
  ],
  migrations: { "0311-fediverse": m0311 },
  represent: fediverseRepresentation,
  jobs: () => fediverseJobs(),
  feeds: federationLinks,
  // Installation state, not content: caches, the inbound queue, delivery attempts, and keys sealed by this
  // installation's secret (a restored site makes new keys; followers' servers fetch them again).
  backupExclude: ["fediverse_kv", "fediverse_queue", "fediverse_deliveries", "fediverse_keys"],
  audit: {
    "fediverse.account": "fediverse.studio.audit.account",
    "fediverse.note": "fediverse.studio.audit.note",
    "fediverse.note_delete": "fediverse.studio.audit.noteDelete",
    "fediverse.follower_approve": "fediverse.studio.audit.followerApprove",
    "fediverse.follower_decline": "fediverse.studio.audit.followerDecline",
    "fediverse.follower_remove": "fediverse.studio.audit.followerRemove",
    "fediverse.block": "fediverse.studio.audit.block",
    "fediverse.unblock": "fediverse.studio.audit.unblock",
  },
});
