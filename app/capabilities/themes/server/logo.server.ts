/**
 * The owner's logo (issue 10): PNG or WebP, re-encoded by sharp (metadata
 * gone, at most 800×320), or SVG cleaned by DOMPurify — a maintained
 * sanitizer, on jsdom, never regular expressions — with everything that could
 * run or fetch removed: scripts, handlers, links, <style>, <use>, <image>,
 * foreignObject and any url() that is not a fragment. The SVG is shown with
 * <img> (where nothing in it runs anyway) and served with a CSP that forbids
 * everything but its inline styles.
 */
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import createDOMPurify from "dompurify";
import type { JSDOM as Dom } from "jsdom";
import sharp from "sharp";
import { AppError } from "~/core/errors.ts";

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const SVG_MAX_BYTES = 200 * 1024;

export interface CleanLogo {
  type: "image/png" | "image/webp" | "image/svg+xml";
  data: Buffer;
  width: number;
  height: number;
  hash: string;
}

// jsdom takes about a second to load: it is loaded by the first SVG to clean, not by every start of the
// server and every test that imports the app. Synchronously, so sanitizeSvg stays a plain function.
const load = createRequire(import.meta.url);

let purifier: ReturnType<typeof createDOMPurify> | null = null;
function purify() {
  if (!purifier) {
    const { JSDOM } = load("jsdom") as { JSDOM: typeof Dom };
    purifier = createDOMPurify(new JSDOM("").window as unknown as Window & typeof globalThis);
    // Any attribute pointing outside the document (href, xlink:href, src, url(...) in style or fill) goes.
    purifier.addHook("uponSanitizeAttribute", (_node, data) => {
      const v = data.attrValue.trim().toLowerCase();
      const name = data.attrName.toLowerCase();
      if ((name === "href" || name === "xlink:href" || name === "src") && !v.startsWith("#")) data.keepAttr = false;
      if (/url\s*\(\s*['"]?\s*(?!#)/.test(v)) data.keepAttr = false;
      if (v.includes("javascript:") || v.includes("data:")) data.keepAttr = false;
    });
  }
  return purifier;
}

const FORBID_TAGS = [
  "style",
  "script",
  "a",
  "use",
  "image",
  "foreignObject",
  "feImage",
  "iframe",
  "embed",
  "object",
  "audio",
  "video",
  "animate",
  "set",
  "animateMotion",
  "animateTransform",
];

/** The SVG with nothing left that could run or fetch; throws when nothing usable remains. */
export function sanitizeSvg(text: string): string {
  const clean = purify().sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS,
    FORBID_ATTR: ["style"],
  });
  if (!/^\s*<svg[\s>]/i.test(clean))
    throw new AppError("unsupported_type", {
      field: "logo",
      message: "This SVG file has no drawing we can use. Export it again as plain SVG, or upload a PNG.",
    });
  return clean;
}

function svgSize(svg: string): { width: number; height: number } {
  const vb = /viewBox\s*=\s*"\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(svg);
  const w = Number(/\swidth\s*=\s*"([\d.]+)/i.exec(svg)?.[1] ?? vb?.[1] ?? 240);
  const h = Number(/\sheight\s*=\s*"([\d.]+)/i.exec(svg)?.[1] ?? vb?.[2] ?? 80);
  return { width: Math.round(w) || 240, height: Math.round(h) || 80 };
}

const hashOf = (b: Buffer) => createHash("sha256").update(b).digest("base64url").slice(0, 16);

/** A logo made safe to store and serve, from the uploaded bytes (the type is decided by the bytes, never the name). */
export async function cleanLogo(bytes: Buffer): Promise<CleanLogo> {
  if (bytes.length === 0) throw new AppError("invalid", { field: "logo", message: "Choose a logo file." });
  if (bytes.length > LOGO_MAX_BYTES)
    throw new AppError("too_large", { field: "logo", message: "The logo may be at most 2 MB." });
  const head = bytes
    .subarray(0, 512)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (
    head.startsWith("<?xml") ||
    head.startsWith("<svg") ||
    head.startsWith("<!--") ||
    head.startsWith("<!DOCTYPE svg")
  ) {
    if (bytes.length > SVG_MAX_BYTES)
      throw new AppError("too_large", { field: "logo", message: "An SVG logo may be at most 200 KB." });
    const svg = sanitizeSvg(bytes.toString("utf8"));
    const data = Buffer.from(svg);
    return { type: "image/svg+xml", data, ...svgSize(svg), hash: hashOf(data) };
  }
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw new AppError("unsupported_type", { field: "logo", message: "The logo must be a PNG, WebP or SVG file." });
  }
  if (meta.format !== "png" && meta.format !== "webp") {
    throw new AppError("unsupported_type", { field: "logo", message: "The logo must be a PNG, WebP or SVG file." });
  }
  const out = await sharp(bytes)
    .resize({ width: 800, height: 320, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 90, alphaQuality: 100 })
    .toBuffer({ resolveWithObject: true });
  return { type: "image/webp", data: out.data, width: out.info.width, height: out.info.height, hash: hashOf(out.data) };
}
