/**
 * The home page's "new release" block (issue 34, ADR 3402): the studio's
 * editor reads and saves it here (audited), and the home section builds what
 * visitors see — the cover, the listening buttons recognised from the pasted
 * links, and the first link a player can embed, loaded on the visitor's click.
 */
import { audit } from "~/core/audit/audit.server.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { todayIn } from "~/core/dates/zoned.ts";
import { brandIconHref } from "~/capabilities/site/index.server.ts";
import { parseMediaUrl, providerLabel } from "~/capabilities/media/lib/providers.ts";
import { streamingLink } from "~/capabilities/media/lib/streaming.ts";
import { cardImage, leanImage, type EmbedView } from "~/capabilities/media/lib/view.ts";
import {
  RELEASE_KINDS,
  type ReleaseFormValue,
  type ReleaseKind,
  type ReleaseView,
} from "~/capabilities/media/lib/release.ts";
import { clearRelease, readRelease, writeRelease } from "./data/release.server.ts";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { serverMarkup } from "~/core/ui/server-markup.server.ts";
import { ReleaseMarkup, type HomeReleaseData } from "~/capabilities/media/components/site/HomeRelease.tsx";
import { imageViews } from "./picker.server.ts";

type Actor = { id: string; email: string };

const linksOf = (json: string): string[] => {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
};

/** The editor's values: what is stored, the links one per line. */
export async function releaseForStudio() {
  const r = await readRelease();
  return r
    ? {
        exists: true,
        values: {
          title: r.title,
          kind: r.kind,
          release_date: r.release_date ?? "",
          description: r.description,
          links: linksOf(r.links).join("\n"),
        },
        coverId: r.cover_upload_id,
      }
    : {
        exists: false,
        values: { title: "", kind: "album", release_date: "", description: "", links: "" },
        coverId: null,
      };
}

/** `coverId`: the picked image (undefined keeps the stored one, null removes it). */
export async function saveRelease(actor: Actor, v: ReleaseFormValue, coverId: string | null | undefined) {
  const before = await readRelease();
  await writeRelease({
    title: v.title,
    kind: v.kind,
    release_date: v.release_date || null,
    description: v.description,
    cover_upload_id: coverId === undefined ? (before?.cover_upload_id ?? null) : coverId,
    links: JSON.stringify(v.links),
  });
  await audit(actor, "release.save", "release", "1", { title: v.title, links: v.links.length });
}

export async function removeRelease(actor: Actor) {
  await clearRelease();
  await audit(actor, "release.remove", "release", "1");
}

/** The first link a provider's player can show (a track, an album, a video), as the click-to-load player's data. */
function playerOf(links: readonly string[], title: string): EmbedView | null {
  for (const url of links) {
    const r = parseMediaUrl(url);
    if (!r.ok) continue;
    const m = r.media;
    return {
      type: "embed",
      id: "release",
      provider: m.provider,
      providerLabel: providerLabel(m.provider),
      kind: m.kind,
      title,
      description: "",
      url: m.canonicalUrl,
      embedSrc: m.embedUrl,
      frame: m.frame,
      thumbnail: null,
    };
  }
  return null;
}

const KIND_KEYS: Record<ReleaseKind, string> = {
  album: "media.release.kind.album",
  ep: "media.release.kind.ep",
  single: "media.release.kind.single",
};

/** The block's view (null until the owner has filled it). */
export async function releaseView(): Promise<ReleaseView | null> {
  const r = await readRelease();
  if (!r) return null;
  const [tr, s, covers] = await Promise.all([siteI18n(), getSettings(), imageViews([r.cover_upload_id])]);
  const kind = (RELEASE_KINDS as readonly string[]).includes(r.kind) ? (r.kind as ReleaseKind) : "album";
  const cover = r.cover_upload_id ? covers.get(r.cover_upload_id) : undefined;
  const links = linksOf(r.links);
  const upcoming = r.release_date !== null && r.release_date > todayIn(s.time_zone);
  const date = r.release_date
    ? new Intl.DateTimeFormat(tr.intl, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
        Date.parse(`${r.release_date}T12:00:00Z`),
      )
    : "";
  return {
    title: r.title,
    kind: tr.t(KIND_KEYS[kind]),
    when: upcoming ? tr.t("media.release.outOn", { date }) : tr.t("media.release.outNow"),
    description: r.description,
    // Below the hero: a lean picture (no placeholder, no id, its src from its variants; ADR 3404).
    cover: cover ? leanImage(cardImage(cover), { alt: true }) : null,
    links: links.flatMap((url) => {
      const l = streamingLink(url);
      return l ? [{ href: l.url, label: l.label, icon: l.service ? brandIconHref(l.service) : null }] : [];
    }),
    player: playerOf(links, r.title),
  };
}

/** The home section: its cover and words as finished markup, the player's data for the click (ADR 3404). */
export async function loadHomeRelease(request: Request): Promise<HomeReleaseData | null> {
  const r = await releaseView();
  if (!r) return null;
  // Object.assign, not a spread: the markup is a non-enumerable property on a document request (ADR 0904).
  return Object.assign(serverMarkup(request, renderToStaticMarkup(createElement(ReleaseMarkup, { r }))), {
    player: r.player,
  });
}
