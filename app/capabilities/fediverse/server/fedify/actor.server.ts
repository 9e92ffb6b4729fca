/**
 * The site as a fediverse account (issue 31): its profile is the act — the name, the about text as
 * the bio, the logo (or the hero picture) as the avatar, the hero picture as the header, and profile
 * fields for the website, the dates, the press kit and the social links. Mastodon marks a field
 * verified when the linked page links back with rel="me"; the site's pages carry
 * <link rel="me" href="{origin}/"> while federating (the manifest's feeds), and the actor's url is
 * that home page. Persons are `Person`, every other act an `Organization`, never a bot.
 */
import type { Context } from "@fedify/fedify";
import { Endpoints, Image, Organization, Person, PropertyValue } from "@fedify/vocab";
import { heroImage } from "~/capabilities/media/index.server.ts";
import { publicPressPath } from "~/capabilities/press/index.server.ts";
import { publicThemeBits } from "~/capabilities/themes/index.server.ts";
import { renderMarkdown } from "~/core/markdown.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { escapeHtml } from "../../lib/text.ts";
import { ACTOR_IDENTIFIER } from "../../lib/paths.ts";
import type { FederationState } from "../account.server.ts";

/** A profile field's value as Mastodon writes one: a link, shown without its scheme. */
function linkField(name: string, href: string): PropertyValue {
  const shown = href.replace(/^https?:\/\//, "").replace(/\/$/, "");
  return new PropertyValue({
    name,
    value: `<a href="${escapeHtml(href)}" rel="me nofollow noopener" target="_blank">${escapeHtml(shown)}</a>`,
  });
}

const PLATFORM_NAMES: Record<string, string> = { bandcamp: "Bandcamp", soundcloud: "SoundCloud", youtube: "YouTube" };
const title = (p: string) => PLATFORM_NAMES[p] ?? p.charAt(0).toUpperCase() + p.slice(1);

export async function siteActor(ctx: Context<void>, state: FederationState): Promise<Person | Organization> {
  const origin = state.origin!;
  const [s, hero, bits, press, keys] = await Promise.all([
    getSettings(),
    heroImage(),
    publicThemeBits(),
    publicPressPath(),
    ctx.getActorKeyPairs(ACTOR_IDENTIFIER),
  ]);
  // Mastodon shows raster avatars only: an SVG logo gives way to the hero picture.
  const logo = bits.logo && !bits.logo.src.includes(".svg") ? bits.logo.src : null;
  const avatar = logo ?? hero?.src ?? null;
  const fields = [
    linkField("Website", `${origin}/`),
    linkField("Dates", `${origin}/events`),
    ...(press ? [linkField("Press kit", `${origin}${press}`)] : []),
    // Mastodon shows four fields; the social links fill what is left.
    ...s.social_links.slice(0, 1).map((l) => linkField(title(l.platform), l.url)),
  ].slice(0, 4);
  const values = {
    id: ctx.getActorUri(ACTOR_IDENTIFIER),
    preferredUsername: state.handle,
    name: s.name,
    summary: s.about ? renderMarkdown(s.about) : s.tagline ? `<p>${escapeHtml(s.tagline)}</p>` : null,
    url: new URL(`${origin}/`),
    icon: avatar ? new Image({ url: new URL(avatar, origin), mediaType: mediaTypeOf(avatar) }) : null,
    image: hero ? new Image({ url: new URL(hero.full, origin), mediaType: "image/webp" }) : null,
    inbox: ctx.getInboxUri(ACTOR_IDENTIFIER),
    outbox: ctx.getOutboxUri(ACTOR_IDENTIFIER),
    followers: ctx.getFollowersUri(ACTOR_IDENTIFIER),
    endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
    publicKey: keys[0]?.cryptographicKey ?? null,
    assertionMethods: keys.map((k) => k.multikey),
    manuallyApprovesFollowers: state.approveFollows,
    discoverable: true,
    indexable: true,
    attachments: fields,
  };
  return s.act_type === "Person" ? new Person(values) : new Organization(values);
}

function mediaTypeOf(path: string): string {
  if (/\.png(\?|$)/.test(path)) return "image/png";
  if (/\.jpe?g(\?|$)/.test(path)) return "image/jpeg";
  return "image/webp";
}
