/**
 * Pictures for the demo act, drawn with sharp at seed time (nothing is
 * downloaded or checked in): stage scenes with lights, haze and silhouettes.
 */
import sharp from "sharp";

export interface Scene {
  hue: number;
  lights: number;
  crowd: boolean;
  seed: number;
}

function rand(seed: number) {
  let s = seed * 9301 + 49297;
  return () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
}

export function sceneSvg(width: number, height: number, scene: Scene): string {
  const r = rand(scene.seed);
  const beams = Array.from({ length: scene.lights }, (_, i) => {
    const x = ((i + 0.5) / scene.lights) * width + (r() - 0.5) * width * 0.1;
    const spread = width * (0.08 + r() * 0.1);
    const hue = (scene.hue + i * 35 + r() * 30) % 360;
    return `<polygon points="${x},0 ${x - spread},${height} ${x + spread},${height}" fill="hsl(${hue} 90% 65%)" fill-opacity="0.28"/><circle cx="${x}" cy="${height * 0.04}" r="${width * 0.018}" fill="hsl(${hue} 100% 85%)"/>`;
  }).join("");
  const band = Array.from({ length: 5 }, (_, i) => {
    const x = width * (0.22 + i * 0.14);
    const h = height * (0.28 + r() * 0.08);
    const y = height * 0.62 - h;
    return `<rect x="${x - width * 0.025}" y="${y + h * 0.18}" width="${width * 0.05}" height="${h * 0.82}" rx="${width * 0.02}" fill="#0b0910"/><circle cx="${x}" cy="${y + h * 0.1}" r="${width * 0.022}" fill="#0b0910"/>`;
  }).join("");
  const crowd = scene.crowd
    ? Array.from({ length: 26 }, (_, i) => {
        const x = (i / 25) * width + (r() - 0.5) * 30;
        const y = height * (0.84 + r() * 0.06);
        return `<circle cx="${x}" cy="${y}" r="${width * (0.022 + r() * 0.01)}" fill="#050407"/>`;
      }).join("") + `<rect x="0" y="${height * 0.88}" width="${width}" height="${height * 0.12}" fill="#050407"/>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${scene.hue} 55% 12%)"/><stop offset="1" stop-color="hsl(${(scene.hue + 40) % 360} 60% 22%)"/></linearGradient>
  <radialGradient id="haze" cx="0.5" cy="0.55" r="0.6"><stop offset="0" stop-color="hsl(${(scene.hue + 200) % 360} 70% 60%)" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<rect width="100%" height="100%" fill="url(#haze)"/>
${beams}
<rect x="0" y="${height * 0.62}" width="${width}" height="${height * 0.05}" fill="#1a1420"/>
${band}${crowd}
</svg>`;
}

/** A JPEG, as a camera or phone would deliver it. */
export async function drawScene(width: number, height: number, scene: Scene): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(width, height, scene))).jpeg({ quality: 86 }).toBuffer();
}
