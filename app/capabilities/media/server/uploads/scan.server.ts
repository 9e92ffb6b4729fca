/**
 * Polyglot detection: files that are a valid image (or audio/video) AND
 * something a browser or another program would run — HTML or SVG with script,
 * PHP, a PDF, a ZIP/JAR appended at the end (GIFAR). file-type only looks at
 * the first bytes, so these pass it; this scanner reads the bytes as they
 * stream by. Images are scanned whole (≤ 25 MB); audio and video in their
 * first megabyte (where metadata and text tags live) and their last 64 KB.
 * Markers are long enough that compressed pixel data practically never
 * contains them by chance (≥ 5 specific bytes).
 */

const MARKERS = [
  "<script",
  "<html",
  "<svg",
  "<iframe",
  "<!doctype",
  "<body",
  "<?php",
  "<object",
  "<embed",
  "<frameset",
  "<meta http-equiv",
];
const LONGEST = Math.max(...MARKERS.map((m) => m.length));
const TAIL_BYTES = 64 * 1024 + 22; // ZIP end-of-central-directory lives in the last 64 KB + its own 22 bytes
const ZIP_EOCD = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

export class PolyglotScanner {
  private carry = "";
  private scanned = 0;
  private tail: Buffer = Buffer.alloc(0);
  private head: Buffer = Buffer.alloc(0);
  private found: string | undefined;
  private readonly scanLimit: number;

  constructor(scanLimit: number) {
    this.scanLimit = scanLimit;
  }

  push(chunk: Buffer): void {
    if (this.head.length < 1024) this.head = Buffer.concat([this.head, chunk.subarray(0, 1024 - this.head.length)]);
    const joined = Buffer.concat([this.tail, chunk]);
    this.tail = joined.length > TAIL_BYTES ? Buffer.from(joined.subarray(-TAIL_BYTES)) : joined;
    if (this.found || this.scanned >= this.scanLimit) return;
    const part = chunk.subarray(0, Math.max(0, this.scanLimit - this.scanned));
    this.scanned += part.length;
    const text = this.carry + part.toString("latin1").toLowerCase();
    for (const m of MARKERS) {
      if (text.includes(m)) {
        this.found = `contains ${m}`;
        return;
      }
    }
    this.carry = text.slice(-(LONGEST - 1));
  }

  /** Why the file is a polyglot, or undefined when it looks like only what it claims to be. */
  verdict(): string | undefined {
    if (this.found) return this.found;
    if (this.head.includes(Buffer.from("%PDF-"))) return "contains a PDF header";
    if (this.tail.subarray(-TAIL_BYTES).includes(ZIP_EOCD)) return "ends with a ZIP archive";
    return undefined;
  }
}
