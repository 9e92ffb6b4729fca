/**
 * The home page's "new release" block (issue 34, ADR 3402): the studio's
 * editor reads and saves it here (audited), and the home section builds what
 * visitors see — the cover, the listening buttons recognised from the pasted
 * links, and the first link a player can embed, loaded on the visitor's click.
 */
import { audit } from "~/core/audit/audit.server.ts";
import { brandIconHref } from "~/capabilities/site/index.server.ts";
import { parseMediaUrl, providerLabel } from "~/capabilities/media/lib/providers.ts";
import { streamingLink } from "~/capabilities/media/lib/streaming.ts";
import type { EmbedView } from "~/capabilities/media/lib/view.ts";
import type { ReleaseFormValue, ReleaseView } from "~/capabilities/media/lib/release.ts";
import { clearRelease, readRelease, writeRelease } from "./data/release.server.ts";
import { releaseCard } from "./release-files.server.ts";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { serverMarkup } from "~/core/ui/server-markup.server.ts";
import { ReleaseMarkup, type HomeReleaseData } from "~/capabilities/media/components/site/HomeRelease.tsx";

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

/** The block's view (null until the owner has filled it). */
export async function releaseView(): Promise<ReleaseView | null> {
  const r = await readRelease();
  const card = r ? await releaseCard(r) : null;
  if (!r || !card) return null;
  const links = linksOf(r.links);
  return {
    ...card,
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
