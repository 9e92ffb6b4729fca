/**
 * A minimal ustar writer and streaming reader (regular files only), so the
 * export needs no dependency. Archives are gzip-compressed by the caller.
 */
import { PassThrough, Transform, Writable, type Readable } from "node:stream";

const BLOCK = 512;

function octal(n: number, width: number): string {
  return n.toString(8).padStart(width - 1, "0") + "\0";
}

/** One 512-byte header for a regular file. Names up to 255 bytes (prefix + name). */
export function tarHeader(name: string, size: number, mtime = Math.floor(Date.now() / 1000)): Buffer {
  const h = Buffer.alloc(BLOCK);
  let prefix = "";
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf("/", 155);
    if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100) throw new Error(`Path too long for the archive: ${name}`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  h.write(base, 0, 100, "utf8");
  h.write(octal(0o644, 8), 100, "ascii");
  h.write(octal(0, 8), 108, "ascii");
  h.write(octal(0, 8), 116, "ascii");
  h.write(octal(size, 12), 124, "ascii");
  h.write(octal(mtime, 12), 136, "ascii");
  h.write("        ", 148, "ascii"); // checksum placeholder: spaces
  h.write("0", 156, "ascii");
  h.write("ustar\0", 257, "ascii");
  h.write("00", 263, "ascii");
  h.write(prefix, 345, 155, "utf8");
  let sum = 0;
  for (const b of h) sum += b;
  h.write(octal(sum, 7) + " ", 148, "ascii");
  return h;
}

export const tarPadding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
export const tarEnd = () => Buffer.alloc(BLOCK * 2);

/**
 * Reads a tar stream and calls `onEntry` for each regular file with a stream of
 * its bytes, one entry at a time, respecting back-pressure (bodies are never
 * held whole in memory).
 */
export function tarReader(onEntry: (name: string, size: number, body: Readable) => Promise<void>): Writable {
  let buf: Buffer = Buffer.alloc(0);
  let current: { remaining: number; pad: number; body: PassThrough; done: Promise<void> } | null = null;
  let ended = false;

  const write = async (body: PassThrough, chunk: Buffer) => {
    if (!body.write(chunk)) await new Promise<void>((r) => body.once("drain", r));
  };

  async function pump(): Promise<void> {
    for (;;) {
      if (current) {
        if (current.remaining > 0) {
          if (!buf.length) return;
          const take = Math.min(current.remaining, buf.length);
          const chunk = buf.subarray(0, take);
          buf = buf.subarray(take);
          current.remaining -= take;
          await write(current.body, chunk);
          if (current.remaining > 0) return;
          current.body.end();
        }
        if (buf.length < current.pad) return;
        buf = buf.subarray(current.pad);
        await current.done;
        current = null;
      }
      if (ended || buf.length < BLOCK) return;
      const header = buf.subarray(0, BLOCK);
      if (header.every((b) => b === 0)) {
        ended = true;
        return;
      }
      const field = (start: number, len: number) => header.subarray(start, start + len).toString("utf8").replace(/\0.*$/s, "");
      const size = parseInt(field(124, 12).trim() || "0", 8);
      if (!Number.isFinite(size) || size < 0) throw new Error("The archive is damaged.");
      const type = field(156, 1) || "0";
      const prefix = field(345, 155);
      const name = (prefix ? prefix + "/" : "") + field(0, 100);
      buf = buf.subarray(BLOCK);
      const body = new PassThrough();
      const done = type === "0" ? onEntry(name, size, body) : new Promise<void>((r) => body.on("end", r).resume());
      current = { remaining: size, pad: (BLOCK - (size % BLOCK)) % BLOCK, body, done };
      if (size === 0) body.end();
    }
  }

  return new Writable({
    write(chunk: Buffer, _enc, cb) {
      buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
      pump().then(() => cb(), cb);
    },
    final(cb) {
      pump().then(async () => {
        if (current && current.remaining > 0) return cb(new Error("The archive is truncated."));
        if (current) await current.done;
        cb();
      }, cb);
    },
  });
}

/** Pass-through that counts bytes and stops past `max`. */
export function byteLimit(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      seen += chunk.length;
      if (seen > max) cb(new Error("too_large"));
      else cb(null, chunk);
    },
  });
}
