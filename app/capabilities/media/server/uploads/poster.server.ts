/**
 * Posters for uploaded video. Taking a frame needs a video decoder (ffmpeg),
 * which Marquee does not ship (ADR 0301), so the poster is drawn: a gradient
 * in colours derived from the file's hash, with a play symbol. An admin can
 * replace it with an image of their own.
 */
import sharp from "sharp";
import type { ObjectStore } from "~/core/storage/store.server.ts";
import { placeholderFrom } from "./image.server.ts";

export interface Poster {
  path: string;
  width: number;
  height: number;
  placeholder: string;
}

/** Two colours from a hex hash, dark enough for a white play symbol to stand out. */
export function posterColours(sha256: string): [string, string] {
  const hue = Number.parseInt(sha256.slice(0, 4), 16) % 360;
  return [`hsl(${hue} 45% 22%)`, `hsl(${(hue + 40) % 360} 55% 38%)`];
}

export function posterSvg(sha256: string, width = 1280, height = 720): string {
  const [a, b] = posterColours(sha256);
  const r = Math.round(height * 0.12);
  const cx = width / 2;
  const cy = height / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="rgba(0,0,0,0.35)" stroke="white" stroke-width="${Math.round(r / 10)}"/>
<path d="M ${cx - r * 0.3} ${cy - r * 0.45} L ${cx + r * 0.5} ${cy} L ${cx - r * 0.3} ${cy + r * 0.45} Z" fill="white"/>
</svg>`;
}

/** Stores `uploads/<relDir>/<baseName>-poster.webp` in `store`. */
export async function drawPoster(
  store: ObjectStore,
  relDir: string,
  baseName: string,
  sha256: string,
): Promise<Poster> {
  const name = `${baseName}-poster.webp`;
  const png = await sharp(Buffer.from(posterSvg(sha256)))
    .png()
    .toBuffer();
  await store.put(`uploads/${relDir}/${name}`, await sharp(png).webp({ quality: 80 }).toBuffer(), {
    contentType: "image/webp",
  });
  return { path: `${relDir}/${name}`, width: 1280, height: 720, placeholder: await placeholderFrom(png) };
}
