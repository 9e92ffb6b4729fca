/** Home page sections from the media capability: the hero image, featured media, gallery preview. */
import type { HomeMediaData } from "~/server/home/media.server.ts";

export function HeroImage(_props: { data: HomeMediaData }) {
  return null;
}

export function HomeMedia(_props: { data: HomeMediaData }) {
  return null;
}
