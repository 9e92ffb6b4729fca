/**
 * Social links with brand icons (simple-icons; lucide has none) and a globe
 * for a plain website. The icons are symbols of the site's sprite
 * (server/social-icons.server.ts): neither in the page's JavaScript nor in its HTML.
 */
import { Globe } from "lucide-react";
import type { SocialPlatform } from "~/capabilities/site/schemas.ts";
export { PLATFORM_LABELS } from "../lib/platform-labels.ts";

export interface SocialLinkView {
  platform: SocialPlatform;
  url: string;
  /** Its name, for the link's accessible name ("Instagram"): from the loader, so the label table stays out of public pages' JavaScript. */
  label: string;
  /** The brand icon in the site's sprite ("/social-icons.svg?v=…#instagram"), or null for a globe. */
  icon: string | null;
}

export function SocialIcon({ icon }: { icon: string | null }) {
  if (!icon) return <Globe aria-hidden="true" />;
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <use href={icon} />
    </svg>
  );
}

export function SocialLinks({ links, className }: { links: SocialLinkView[]; className?: string }) {
  if (!links.length) return null;
  return (
    <ul className={className ? `social-list ${className}` : "social-list"}>
      {links.map((l, i) => (
        <li key={`${l.platform}-${i}`}>
          <a href={l.url} rel="me noopener" aria-label={l.label}>
            <SocialIcon icon={l.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
