/**
 * Pictures for the demo act, drawn with sharp at seed time (nothing is
 * downloaded or checked in). They should pass for concert photography at a
 * glance (issue 10: the demo is the first impression of every theme): haze
 * and light beams with bloom, backlit silhouettes with instruments, a crowd
 * with raised hands and phone screens, bokeh, a vignette and film grain. No
 * text is drawn (fonts differ between machines).
 */
import sharp from "sharp";

export interface Scene {
  hue: number;
  lights: number;
  crowd: boolean;
  seed: number;
  /** How many on stage (5 by default): 1 is a singer or a DJ seen closer. */
  players?: number;
  /** An open-air stage at dusk: a sky instead of a dark hall. */
  sky?: boolean;
  /** A DJ's table in front of the one player. */
  booth?: boolean;
}

function rand(seed: number) {
  let s = seed * 9301 + 49297;
  return () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
}

const f = (n: number) => n.toFixed(1);

/** A standing figure seen from the front, feet at (x, y), `h` tall; `pose` picks the instrument. */
function figure(x: number, y: number, h: number, pose: number): string {
  const w = h * 0.28;
  const head = h * 0.075;
  const top = y - h;
  const body = `<path d="M${f(x - w * 0.45)} ${f(top + h * 0.2)} Q${f(x)} ${f(top + h * 0.13)} ${f(x + w * 0.45)} ${f(top + h * 0.2)} L${f(x + w * 0.36)} ${f(top + h * 0.56)} L${f(x + w * 0.26)} ${f(y)} L${f(x + w * 0.06)} ${f(y)} L${f(x)} ${f(top + h * 0.62)} L${f(x - w * 0.06)} ${f(y)} L${f(x - w * 0.26)} ${f(y)} L${f(x - w * 0.36)} ${f(top + h * 0.56)} Z"/><ellipse cx="${f(x)}" cy="${f(top + head * 1.1)}" rx="${f(head * 0.85)}" ry="${f(head)}"/>`;
  let prop: string;
  if (pose % 4 === 0) {
    // Guitar across the body, neck up to the left.
    prop = `<g transform="rotate(-28 ${f(x)} ${f(top + h * 0.5)})"><ellipse cx="${f(x + w * 0.1)}" cy="${f(top + h * 0.5)}" rx="${f(w * 0.42)}" ry="${f(w * 0.3)}"/><rect x="${f(x - w * 1.5)}" y="${f(top + h * 0.49)}" width="${f(w * 1.5)}" height="${f(h * 0.022)}"/></g>`;
  } else if (pose % 4 === 1) {
    // Trumpet raised.
    prop = `<g transform="rotate(-12 ${f(x)} ${f(top + head)})"><rect x="${f(x)}" y="${f(top + head * 1.4)}" width="${f(w * 1.4)}" height="${f(h * 0.018)}"/><path d="M${f(x + w * 1.35)} ${f(top + head * 1.4 - w * 0.18)} L${f(x + w * 1.7)} ${f(top + head * 1.4 - w * 0.3)} L${f(x + w * 1.7)} ${f(top + head * 1.4 + w * 0.34)} L${f(x + w * 1.35)} ${f(top + head * 1.4 + w * 0.2)} Z"/></g>`;
  } else if (pose % 4 === 2) {
    // Microphone stand in front.
    prop = `<rect x="${f(x + w * 0.05)}" y="${f(top + head * 2)}" width="${f(h * 0.012)}" height="${f(h - head * 2)}"/><ellipse cx="${f(x + w * 0.08)}" cy="${f(top + head * 2)}" rx="${f(h * 0.014)}" ry="${f(h * 0.028)}"/>`;
  } else {
    // Saxophone hanging low.
    prop = `<path d="M${f(x)} ${f(top + h * 0.25)} Q${f(x + w * 0.2)} ${f(top + h * 0.45)} ${f(x + w * 0.1)} ${f(top + h * 0.62)} Q${f(x + w * 0.45)} ${f(top + h * 0.66)} ${f(x + w * 0.5)} ${f(top + h * 0.52)}" stroke="#07060a" stroke-width="${f(h * 0.035)}" fill="none"/>`;
  }
  return `<g>${body}${prop}</g>`;
}

/** A head and shoulders from behind, some with a hand (and a phone) in the air. */
function fan(x: number, y: number, s: number, r: () => number): string {
  const arm = r() < 0.28;
  const phone = arm && r() < 0.5;
  const ax = x + (r() - 0.5) * s * 0.8;
  return `<ellipse cx="${f(x)}" cy="${f(y - s * 0.55)}" rx="${f(s * 0.34)}" ry="${f(s * 0.4)}"/><path d="M${f(x - s)} ${f(y + s)} Q${f(x - s * 0.9)} ${f(y - s * 0.15)} ${f(x)} ${f(y - s * 0.12)} Q${f(x + s * 0.9)} ${f(y - s * 0.15)} ${f(x + s)} ${f(y + s)} Z"/>${
    arm
      ? `<path d="M${f(x + s * 0.35)} ${f(y)} Q${f((x + ax) / 2 + s * 0.3)} ${f(y - s * 1.2)} ${f(ax)} ${f(y - s * 2.3)}" stroke="#030205" stroke-width="${f(s * 0.3)}" stroke-linecap="round" fill="none"/><ellipse cx="${f(ax)}" cy="${f(y - s * 2.45)}" rx="${f(s * 0.2)}" ry="${f(s * 0.26)}"/>`
      : ""
  }${phone ? `<rect x="${f(ax - s * 0.16)}" y="${f(y - s * 2.75)}" width="${f(s * 0.32)}" height="${f(s * 0.5)}" rx="${f(s * 0.05)}" fill="#dfe8ff" fill-opacity="0.9"/>` : ""}`;
}

export function sceneSvg(width: number, height: number, scene: Scene): string {
  const r = rand(scene.seed);
  const W = width;
  const H = height;
  const hue = (n: number) => `hsl(${(scene.hue + n + 360) % 360} 90% 62%)`;
  const beams = Array.from({ length: scene.lights }, (_, i) => {
    const x = ((i + 0.5) / scene.lights) * W + (r() - 0.5) * W * 0.12;
    const spread = W * (0.05 + r() * 0.09);
    const tilt = (r() - 0.5) * W * 0.35;
    const c = hue(i * 28 + r() * 24);
    return `<polygon points="${f(x)},${f(-H * 0.02)} ${f(x + tilt - spread)},${f(H)} ${f(x + tilt + spread)},${f(H)}" fill="${c}" fill-opacity="${f(0.12 + r() * 0.14)}"/><circle cx="${f(x)}" cy="${f(H * 0.02)}" r="${f(W * 0.03)}" fill="${c}" fill-opacity="0.9"/>`;
  }).join("");
  const lamps = Array.from({ length: scene.lights }, (_, i) => {
    const x = ((i + 0.5) / scene.lights) * W;
    return `<circle cx="${f(x)}" cy="${f(H * 0.02)}" r="${f(W * 0.009)}" fill="#fffaf0"/>`;
  }).join("");
  const bokeh = Array.from({ length: 22 }, () => {
    const x = r() * W;
    const y = r() * H * 0.7;
    const s = W * (0.008 + r() * 0.03);
    return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s)}" fill="${hue(r() * 120 - 60)}" fill-opacity="${f(0.15 + r() * 0.35)}"/>`;
  }).join("");
  const stageY = H * 0.66;
  const spots: [number, number][] = [];
  const n = scene.players ?? 5;
  // Fewer players stand taller (seen closer), spread over the middle of the stage.
  const tall = n === 1 ? Math.min(0.5, (W / H) * 0.34) : n <= 3 ? 0.3 : 0.22;
  const players = Array.from({ length: n }, (_, i) => {
    const x = n === 1 ? W * 0.52 : W * (0.2 + (i * 0.6) / (n - 1) + (r() - 0.5) * 0.04);
    spots.push([x, stageY - H * tall * 0.8]);
    return figure(
      x,
      stageY,
      H * (tall + r() * 0.04),
      n === 1 ? (scene.booth ? 1 : 2) : i % 2 === 1 ? 2 : i + Math.floor(r() * 3) * 4,
    );
  }).join("");
  const booth = scene.booth
    ? `<rect x="${f(W * 0.3)}" y="${f(stageY - H * 0.12)}" width="${f(W * 0.44)}" height="${f(H * 0.14)}" fill="#050408"/>` +
      Array.from(
        { length: 14 },
        (_, i) =>
          `<circle cx="${f(W * (0.33 + i * 0.028))}" cy="${f(stageY - H * (0.095 - (i % 3) * 0.012))}" r="${f(W * 0.003)}" fill="${hue(i * 20)}"/>`,
      ).join("")
    : "";
  const sky = scene.sky
    ? `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${(scene.hue + 220) % 360} 55% 14%)"/><stop offset="0.45" stop-color="hsl(${(scene.hue + 300) % 360} 45% 32%)"/><stop offset="0.66" stop-color="hsl(${scene.hue} 85% 58%)"/><stop offset="1" stop-color="hsl(${(scene.hue + 340) % 360} 60% 20%)"/></linearGradient>`
    : "";
  // Back light behind each player: the silhouettes stand in their own glow.
  const halos = spots
    .map(
      ([x, y], i) =>
        `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(W * 0.09)}" ry="${f(H * 0.22)}" fill="hsl(${(scene.hue + 40 + i * 12) % 360} 60% 78%)" fill-opacity="0.3"/>`,
    )
    .join("");
  const haze = Array.from(
    { length: 6 },
    () =>
      `<ellipse cx="${f(r() * W)}" cy="${f(H * (0.35 + r() * 0.4))}" rx="${f(W * (0.2 + r() * 0.2))}" ry="${f(H * (0.08 + r() * 0.1))}" fill="#fff" fill-opacity="${f(0.04 + r() * 0.05)}"/>`,
  ).join("");
  const crowd = scene.crowd
    ? Array.from({ length: 18 }, (_, i) =>
        fan((i / 17) * W + (r() - 0.5) * W * 0.05, H * (0.88 + r() * 0.08), W * (0.05 + r() * 0.025), r),
      ).join("") + `<rect x="0" y="${f(H * 0.95)}" width="${W}" height="${f(H * 0.06)}" fill="#030205"/>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${scene.hue} 45% 7%)"/><stop offset="0.6" stop-color="hsl(${(scene.hue + 30) % 360} 55% 16%)"/><stop offset="1" stop-color="hsl(${(scene.hue + 50) % 360} 40% 8%)"/></linearGradient>
  <radialGradient id="back" cx="0.5" cy="0.5" r="0.55"><stop offset="0" stop-color="${hue(180)}" stop-opacity="0.55"/><stop offset="0.5" stop-color="${hue(20)}" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
  <radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/></radialGradient>
  ${sky}
  <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${f(W * 0.012)}"/></filter>
  <filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(W * 0.006)}"/></filter>
  <filter id="bokeh" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(W * 0.004)}"/></filter>
  <filter id="rim" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${f(W * 0.0035)}"/></filter>
  <filter id="fig" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${f(W * 0.0018)}"/></filter>
  <filter id="crowd" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${f(W * 0.006)}"/></filter>
</defs>
<rect width="100%" height="100%" fill="url(#${scene.sky ? "sky" : "bg"})"/>
<rect width="100%" height="100%" fill="url(#back)"/>
<g filter="url(#soft)">${beams}</g>
<g filter="url(#bokeh)">${bokeh}</g>
<g filter="url(#glow)">${lamps}</g>
<g filter="url(#soft)">${halos}</g>
<rect x="0" y="${f(stageY)}" width="${W}" height="${f(H * 0.06)}" fill="#040306" fill-opacity="0.92"/>
<g fill="hsl(${(scene.hue + 40) % 360} 80% 80%)" fill-opacity="0.45" filter="url(#rim)">${players}</g>
<g fill="#07060a" filter="url(#fig)">${players}</g>${booth}
<g filter="url(#soft)">${haze}</g>
<g fill="#030205" filter="url(#crowd)">${crowd}</g>
<rect width="100%" height="100%" fill="url(#vig)"/>
</svg>`;
}

/** An abstract record sleeve: a glowing lantern (a sun of rings) on a deep colour, square. */
export function coverSvg(size: number, hueBase: number, seed: number): string {
  const r = rand(seed);
  const rings = Array.from(
    { length: 7 },
    (_, i) =>
      `<circle cx="${f(size * 0.5)}" cy="${f(size * 0.56)}" r="${f(size * (0.08 + i * 0.055))}" fill="none" stroke="hsl(${(hueBase + i * 9) % 360} 90% ${70 - i * 6}%)" stroke-opacity="${f(0.9 - i * 0.11)}" stroke-width="${f(size * 0.012)}"/>`,
  ).join("");
  const dust = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${f(r() * size)}" cy="${f(r() * size)}" r="${f(size * 0.002 + r() * size * 0.004)}" fill="#fff" fill-opacity="${f(0.2 + r() * 0.5)}"/>`,
  ).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${(hueBase + 200) % 360} 60% 12%)"/><stop offset="1" stop-color="hsl(${(hueBase + 250) % 360} 55% 22%)"/></linearGradient>
  <radialGradient id="sun" cx="0.5" cy="0.56" r="0.35"><stop offset="0" stop-color="hsl(${hueBase} 100% 80%)"/><stop offset="0.35" stop-color="hsl(${hueBase} 95% 60%)" stop-opacity="0.8"/><stop offset="1" stop-color="hsl(${hueBase} 90% 50%)" stop-opacity="0"/></radialGradient>
  <filter id="glow"><feGaussianBlur stdDeviation="${f(size * 0.01)}"/></filter>
</defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<circle cx="${f(size * 0.5)}" cy="${f(size * 0.56)}" r="${f(size * 0.42)}" fill="url(#sun)"/>
<g filter="url(#glow)">${rings}</g>${dust}
<rect x="${f(size * 0.08)}" y="${f(size * 0.9)}" width="${f(size * 0.84)}" height="${f(size * 0.004)}" fill="#fff" fill-opacity="0.5"/>
</svg>`;
}

/** Grain over a drawn picture, as a sensor would add it. */
async function grain(svg: string, width: number, height: number): Promise<ReturnType<typeof sharp>> {
  const noise = await sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 22 } },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg)).composite([{ input: noise, blend: "soft-light" }]);
}

/** A JPEG, as a camera or phone would deliver it. */
export async function drawScene(width: number, height: number, scene: Scene): Promise<Buffer> {
  return (await grain(sceneSvg(width, height, scene), width, height)).jpeg({ quality: 86 }).toBuffer();
}

/** A square sleeve for a track, as a JPEG. */
export async function drawCover(size: number, hue: number, seed: number): Promise<Buffer> {
  return (await grain(coverSvg(size, hue, seed), size, size)).jpeg({ quality: 88 }).toBuffer();
}
