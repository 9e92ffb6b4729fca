/**
 * Duration of uploaded audio and video, read from the container without
 * decoding (there is no ffmpeg): MP4/M4A (mvhd box), WAV (data size / byte
 * rate) and OGG (last granule position / sample rate). MP3 and WebM return
 * null; the browser's native controls show their length anyway.
 */
import { open, type FileHandle } from "node:fs/promises";

export async function mediaDuration(file: string, ext: string): Promise<number | null> {
  const fh = await open(file, "r");
  try {
    const size = (await fh.stat()).size;
    let seconds: number | null = null;
    if (ext === "mp4" || ext === "m4a") seconds = await mp4Duration(fh, size);
    else if (ext === "wav") seconds = await wavDuration(fh, size);
    else if (ext === "ogg") seconds = await oggDuration(fh, size);
    return seconds !== null && Number.isFinite(seconds) && seconds > 0 && seconds < 48 * 3600
      ? Math.round(seconds * 10) / 10
      : null;
  } catch {
    return null;
  } finally {
    await fh.close();
  }
}

async function read(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

/** Walks boxes from `start` to `end` looking for `type`; returns its body's [start, end). */
async function findBox(fh: FileHandle, start: number, end: number, type: string): Promise<[number, number] | null> {
  let pos = start;
  for (let i = 0; i < 10_000 && pos + 8 <= end; i++) {
    const h = await read(fh, pos, 16);
    if (h.length < 8) return null;
    let size = h.readUInt32BE(0);
    let header = 8;
    if (size === 1) {
      size = Number(h.readBigUInt64BE(8));
      header = 16;
    } else if (size === 0) {
      size = end - pos;
    }
    if (size < header) return null;
    if (h.toString("latin1", 4, 8) === type) return [pos + header, Math.min(pos + size, end)];
    pos += size;
  }
  return null;
}

async function mp4Duration(fh: FileHandle, size: number): Promise<number | null> {
  const moov = await findBox(fh, 0, size, "moov");
  if (!moov) return null;
  const mvhd = await findBox(fh, moov[0], moov[1], "mvhd");
  if (!mvhd) return null;
  const b = await read(fh, mvhd[0], 32);
  const version = b[0];
  const timescale = version === 1 ? b.readUInt32BE(20) : b.readUInt32BE(12);
  const duration = version === 1 ? Number(b.readBigUInt64BE(24)) : b.readUInt32BE(16);
  return timescale > 0 ? duration / timescale : null;
}

async function wavDuration(fh: FileHandle, size: number): Promise<number | null> {
  const fmt = await findChunk(fh, size, "fmt ");
  const data = await findChunk(fh, size, "data");
  if (!fmt || !data) return null;
  const f = await read(fh, fmt[0], 16);
  const byteRate = f.readUInt32LE(8);
  return byteRate > 0 ? Math.min(data[1], size - data[0]) / byteRate : null;
}

/** RIFF chunks (little-endian sizes, padded to even): [body start, declared size]. */
async function findChunk(fh: FileHandle, size: number, id: string): Promise<[number, number] | null> {
  let pos = 12;
  for (let i = 0; i < 1000 && pos + 8 <= size; i++) {
    const h = await read(fh, pos, 8);
    const len = h.readUInt32LE(4);
    if (h.toString("latin1", 0, 4) === id) return [pos + 8, len];
    pos += 8 + len + (len % 2);
  }
  return null;
}

async function oggDuration(fh: FileHandle, size: number): Promise<number | null> {
  const first = await read(fh, 0, 512);
  if (first.toString("latin1", 0, 4) !== "OggS") return null;
  const segments = first[26]!;
  const packet = first.subarray(27 + segments);
  let rate = 0;
  if (packet.toString("latin1", 1, 7) === "vorbis") rate = packet.readUInt32LE(12);
  else if (packet.toString("latin1", 0, 8) === "OpusHead") rate = 48_000; // Opus granules always count 48 kHz samples
  if (!rate) return null;
  const tailLen = Math.min(size, 64 * 1024);
  const tail = await read(fh, size - tailLen, tailLen);
  const last = tail.lastIndexOf("OggS");
  if (last < 0 || last + 14 > tail.length) return null;
  const granule = Number(tail.readBigInt64LE(last + 6));
  return granule > 0 ? granule / rate : null;
}
