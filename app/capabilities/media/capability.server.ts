/** The media capability: video and audio, gallery albums, uploads and their processing. */
import { defineCapability, fill } from "~/core/capability.server.ts";
import { galleryHome, heroSettings, mediaHome, releaseHome } from "./slots.ts";
import envPart from "./env.server.ts";
import { catalogueFiles } from "~/core/i18n/catalogues.server.ts";
import { intervalJob } from "~/core/jobs/jobs.server.ts";
import * as m0004 from "./migrations/0004-media.server.ts";
import * as m0035 from "./migrations/0035-featured-release.server.ts";
import { loadHomeRelease } from "./server/release.server.ts";
import { removeDemoMedia, seedMedia } from "./demo.server.ts";
import { mediaSitemapEntries } from "./server/sitemap.server.ts";
import { loadHomeGallery, loadHomeMedia } from "./server/home.server.ts";
import { resumeInterrupted } from "./server/ingest.server.ts";
import { sweepUploadTmp } from "./server/storage.server.ts";
import { heroImagePatch, imageChoices } from "./server/picker.server.ts";
import { providerFrameOrigins } from "./lib/providers.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { env } from "~/core/env.server.ts";
import { playableItem } from "./server/plays.server.ts";
import { MEDIA_TRANSLATABLE } from "./lib/entities.ts";
import { mediaPrivacy } from "./server/privacy.server.ts";

export default defineCapability({
  name: "media",
  env: envPart,
  privacy: mediaPrivacy,
  messages: catalogueFiles(import.meta.glob("./messages/*.json", { eager: true, import: "default" })),
  studioMessages: catalogueFiles(import.meta.glob("./messages/studio/*.json", { eager: true, import: "default" })),
  nav: [
    { to: "/media", label: "Media", labelKey: "media.nav.media", order: 30 },
    { to: "/gallery", label: "Gallery", labelKey: "media.nav.gallery", order: 40 },
  ],
  studioNav: [
    {
      to: "/admin/media",
      label: "Media",
      labelKey: "media.studio.nav.media",
      icon: "media",
      role: "editor",
      order: 30,
      group: "content",
    },
    {
      to: "/admin/gallery",
      label: "Gallery",
      labelKey: "media.studio.nav.gallery",
      icon: "gallery",
      role: "editor",
      order: 40,
      group: "content",
    },
  ],
  migrations: { "0004-media": m0004, "0035-featured-release": m0035 },
  // Titles, descriptions and captions per language (issue 15): public reads in server/public.server.ts.
  translatable: [...MEDIA_TRANSLATABLE],
  // Right after start, then every 10 minutes: temporary files a crash or a lost connection left behind are
  // deleted, and an upload a crash or restart left in "processing" (older than 10 minutes) is finished from
  // its kept original, or marked failed with a reason: hero, event and media files have no "Try again" of their own.
  jobs: (env) => [
    intervalJob("uploads", 10 * 60 * 1000, async () => {
      await sweepUploadTmp(env.DATA_DIR);
      await resumeInterrupted(env.DATA_DIR);
    }),
  ],
  demo: { seed: seedMedia, remove: removeDemoMedia },
  sitemap: mediaSitemapEntries,
  home: [
    // The block appears once the owner has filled it (Media → New release).
    {
      ...fill(releaseHome, loadHomeRelease),
      label: "New release",
      labelKey: "media.studio.home.release",
      order: 22,
    },
    { ...fill(mediaHome, loadHomeMedia), label: "Watch and listen", labelKey: "media.studio.home.media", order: 30 },
    {
      ...fill(galleryHome, loadHomeGallery),
      label: "Gallery preview",
      labelKey: "media.studio.home.gallery",
      order: 40,
    },
  ],
  settings: [
    {
      ...fill(heroSettings, async () => ({
        choices: await imageChoices((await getSettings()).hero_upload_id),
        uploadMaxMb: env().UPLOAD_MAX_MB,
      })),
      placement: "home",
      order: 10,
      patch: heroImagePatch,
    },
  ],
  // Players load only after the visitor's click.
  csp: () => ({ "frame-src": providerFrameOrigins() }),
  // The embed player's click reports a play with sendBeacon, after the visitor's consent (issue 16).
  beacons: { play: playableItem },
  outcomes: {
    play: {
      label: "Plays (after the visitor's consent)",
      labelKey: "media.studio.outcome.play",
      privacyKey: "media.privacy.outcome.play",
    },
  },
  audit: {
    "media.create": "media.studio.audit.mediaCreate",
    "release.save": "media.studio.audit.releaseSave",
    "release.remove": "media.studio.audit.releaseRemove",
    "media.save": "media.studio.audit.mediaSave",
    "media.delete": "media.studio.audit.mediaDelete",
    "media.move": "media.studio.audit.mediaMove",
    "media.thumbnail": "media.studio.audit.mediaThumbnail",
    "album.create": "media.studio.audit.albumCreate",
    "album.update": "media.studio.audit.albumUpdate",
    "album.publish": "media.studio.audit.albumPublish",
    "album.unpublish": "media.studio.audit.albumUnpublish",
    "album.delete": "media.studio.audit.albumDelete",
    "album.move": "media.studio.audit.albumMove",
    "gallery.item.move": "media.studio.audit.galleryItemMove",
    "gallery.items.save": "media.studio.audit.galleryItemsSave",
    "gallery.items.publish": "media.studio.audit.galleryItemsPublish",
    "gallery.item.publish": "media.studio.audit.galleryItemPublish",
    "gallery.item.unpublish": "media.studio.audit.galleryItemUnpublish",
    "gallery.album.cover": "media.studio.audit.albumCover",
    "media.publish": "media.studio.audit.mediaPublish",
    "media.unpublish": "media.studio.audit.mediaUnpublish",
    "upload.create": "media.studio.audit.uploadCreate",
    "upload.delete": "media.studio.audit.uploadDelete",
    "upload.retry": "media.studio.audit.uploadRetry",
  },
});
