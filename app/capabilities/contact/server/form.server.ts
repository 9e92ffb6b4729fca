/**
 * Reads the contact form's body: urlencoded, or multipart when a booking
 * carries a file. The file is streamed with a hard size limit and its type
 * decided by its bytes (PDF, JPEG or PNG), never by its name or the browser's
 * claim (SPEC §5).
 */
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import busboy from "busboy";
import { fileTypeFromBuffer } from "file-type";
import { CONTACT_LIMITS } from "~/capabilities/contact/schemas.ts";
import { ATTACHMENT_FIELD } from "~/capabilities/contact/lib/fields.ts";
import { AppError } from "~/core/errors.ts";

export const ATTACHMENT_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;

/** Text fields are small; this only stops a body from filling memory. */
const MAX_FIELD_BYTES = 1024 * 1024;
/** A form without a file (urlencoded): its whole body. A file has its own limit (CONTACT_LIMITS.attachmentMaxBytes). */
export const MAX_URLENCODED_BYTES = 2 * 1024 * 1024;

export interface ContactFile {
  filename: string;
  contentType: (typeof ATTACHMENT_TYPES)[number];
  data: Buffer;
  sha256: string;
}

export type FileProblem = "too_large" | "unsupported";

export interface ContactForm {
  fields: URLSearchParams;
  file: ContactFile | null;
  fileProblem: FileProblem | null;
}

/**
 * A form without a file over its limit: the catalogue's too_large (413) in
 * words about the form and its own limit, not the attachment's 5 MB.
 */
export function formTooLarge(maxBytes: number): AppError {
  return new AppError("too_large", {
    message: `This form is too large (max ${maxBytes / 1024 / 1024} MB). Shorten it and try again.`,
  });
}

async function readLimited(stream: ReadableStream<Uint8Array> | null, max: number): Promise<Buffer> {
  if (!stream) return Buffer.alloc(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return Buffer.concat(chunks);
      size += value.byteLength;
      // Over the limit: stop reading, without cancelling the stream. Cancelling destroys the request
      // and its connection, so the 413 would never arrive; the server reads the rest away first (server.ts).
      if (size > max) throw formTooLarge(max);
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
}

/** The sniffed attachment type, or null when it is not one we accept. */
export async function sniffAttachment(data: Buffer): Promise<ContactFile["contentType"] | null> {
  const t = await fileTypeFromBuffer(data);
  return t && (ATTACHMENT_TYPES as readonly string[]).includes(t.mime) ? (t.mime as ContactFile["contentType"]) : null;
}

export async function readContactForm(request: Request): Promise<ContactForm> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    const body = await readLimited(request.body, MAX_URLENCODED_BYTES);
    return { fields: new URLSearchParams(body.toString("utf8")), file: null, fileProblem: null };
  }

  const fields = new URLSearchParams();
  let file: { filename: string; data: Buffer } | null = null;
  let fileProblem: FileProblem | null = null;

  await new Promise<void>((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: Object.fromEntries(request.headers),
        defParamCharset: "utf8",
        limits: {
          files: 1,
          fileSize: CONTACT_LIMITS.attachmentMaxBytes,
          fields: 40,
          fieldSize: MAX_FIELD_BYTES,
          parts: 50,
        },
      });
    } catch (e) {
      reject(e);
      return;
    }
    bb.on("field", (name, value) => fields.append(name, value));
    bb.on("file", (name, stream, info) => {
      // A body that ends inside a file part fails that part's stream too: without a listener that
      // 'error' would be unhandled and end the whole process. busboy's own error settles the promise.
      stream.on("error", reject);
      if (name !== ATTACHMENT_FIELD) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let truncated = false;
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("limit", () => {
        truncated = true;
      });
      stream.on("end", () => {
        const data = Buffer.concat(chunks);
        // An empty file input still sends a part with no name and no bytes.
        if (!info.filename && data.length === 0) return;
        if (truncated) fileProblem = "too_large";
        else file = { filename: info.filename || "attachment", data };
      });
    });
    bb.on("close", () => resolve());
    bb.on("error", (e) => reject(e instanceof Error ? e : new Error(String(e))));
    if (!request.body) {
      bb.end();
      return;
    }
    Readable.fromWeb(request.body as unknown as NodeWebStream<Uint8Array>)
      .on("error", reject)
      .pipe(bb);
  });

  let accepted: ContactFile | null = null;
  const f = file as { filename: string; data: Buffer } | null;
  if (f && !fileProblem) {
    const sniffed = await sniffAttachment(f.data);
    if (!sniffed) fileProblem = "unsupported";
    else
      accepted = {
        filename: f.filename,
        contentType: sniffed,
        data: f.data,
        sha256: createHash("sha256").update(f.data).digest("hex"),
      };
  }
  return { fields, file: accepted, fileProblem };
}
