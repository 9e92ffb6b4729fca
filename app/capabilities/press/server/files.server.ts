/**
 * The press kit's files (issue 14): a logo (PNG, or SVG cleaned by the same
 * sanitiser as the theme's logo — DOMPurify, nothing that runs or fetches
 * survives), the technical rider and the stage plot (PDF). The type is decided
 * by the bytes, never by the name or the browser's claim; too large is 413,
 * another type 415, with the catalogue's messages (SPEC §8). Checked and
 * audited here, stored by data/files.server.ts.
 */
import { type Actor, audit } from "~/core/audit/audit.server.ts";
import { AppError } from "~/core/errors.ts";
import { sanitizeSvg } from "~/capabilities/themes/index.server.ts";
import type { PressFileSlot } from "~/capabilities/press/lib/model.ts";
import { deletePressFile, writePressFile } from "./data/files.server.ts";

/** SPEC §11: logos ≤ 2 MB, PDFs ≤ 20 MB. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const PDF_MAX_BYTES = 20 * 1024 * 1024;
/** The files form's body cap: the largest file and the form around it. */
export const FILES_FORM_MAX_BYTES = PDF_MAX_BYTES + 512 * 1024;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const tooLarge = (field: string, max: number) =>
  new AppError("too_large", { field, vars: { mb: Math.round(max / 1024 / 1024) } });
const unsupported = (field: string) => new AppError("unsupported_type", { field });

export const isPdf = (b: Buffer) => b.subarray(0, 5).toString("latin1") === "%PDF-";
export const isPng = (b: Buffer) => b.length >= 24 && b.subarray(0, 8).equals(PNG_MAGIC);
const looksLikeSvg = (b: Buffer) => {
  const head = b
    .subarray(0, 512)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  return (
    head.startsWith("<?xml") || head.startsWith("<svg") || head.startsWith("<!--") || head.startsWith("<!DOCTYPE svg")
  );
};

/** An SVG's drawn size from its width/height or viewBox (for the page's width and height attributes). */
function svgSize(svg: string): { width: number; height: number } {
  const open = /<svg[^>]*>/i.exec(svg)?.[0] ?? "";
  const vb = /viewBox\s*=\s*"\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(open);
  const w = Number(/\swidth\s*=\s*"([\d.]+)(px)?"/i.exec(open)?.[1] ?? vb?.[1] ?? 240);
  const h = Number(/\sheight\s*=\s*"([\d.]+)(px)?"/i.exec(open)?.[1] ?? vb?.[2] ?? 80);
  return { width: Math.round(w) || 240, height: Math.round(h) || 80 };
}

export interface CheckedFile {
  slot: PressFileSlot;
  mime: string;
  data: Buffer;
  width: number;
  height: number;
}

/** A logo upload: PNG (kept as uploaded — it is the owner's master file) or SVG (sanitised). */
export function checkLogo(bytes: Buffer, field = "logo"): CheckedFile {
  if (bytes.length === 0) throw new AppError("invalid", { field, message: "Choose a file." });
  if (bytes.length > LOGO_MAX_BYTES) throw tooLarge(field, LOGO_MAX_BYTES);
  if (isPng(bytes))
    return {
      slot: "logo_png",
      mime: "image/png",
      data: bytes,
      width: bytes.readUInt32BE(16),
      height: bytes.readUInt32BE(20),
    };
  if (looksLikeSvg(bytes)) {
    let svg: string;
    try {
      svg = sanitizeSvg(bytes.toString("utf8"));
    } catch {
      throw unsupported(field);
    }
    return { slot: "logo_svg", mime: "image/svg+xml", data: Buffer.from(svg), ...svgSize(svg) };
  }
  throw unsupported(field);
}

/** A rider or stage plot: a PDF by its first bytes (`%PDF-`), at most 20 MB. */
export function checkPdf(slot: "rider" | "stage_plot", bytes: Buffer): CheckedFile {
  if (bytes.length === 0) throw new AppError("invalid", { field: slot, message: "Choose a file." });
  if (bytes.length > PDF_MAX_BYTES) throw tooLarge(slot, PDF_MAX_BYTES);
  if (!isPdf(bytes)) throw unsupported(slot);
  return { slot, mime: "application/pdf", data: bytes, width: 0, height: 0 };
}

/** Stores a checked file in its slot (replacing the one before) and audits it. */
export async function savePressFile(actor: Actor, f: CheckedFile): Promise<void> {
  await writePressFile(f.slot, f);
  await audit(actor, "press.file", "press_file", f.slot, { type: f.mime, bytes: f.data.length });
}

export async function removePressFile(actor: Actor, slot: PressFileSlot): Promise<void> {
  if (await deletePressFile(slot)) await audit(actor, "press.file_remove", "press_file", slot);
}
