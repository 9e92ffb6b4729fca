/**
 * Reading a request's form body, for every action: a body that is not a
 * readable form (none, broken multipart, an unknown charset, a method other
 * than POST) is the sender's mistake — 400 or 405 with the catalogue's
 * message — never a 500 (issue 18). The body is read with a size cap before
 * it is parsed, so a huge multipart post to a page that needs no sign-in
 * cannot fill the memory. Uploads and the contact form stream their bodies
 * through their own parsers instead.
 */
import { AppError } from "~/core/errors.ts";

/** Studio forms and sign-in are small: the longest fields are 20,000-character texts. */
export const FORM_MAX_BYTES = 4 * 1024 * 1024;

async function readCapped(request: Request, maxBytes: number): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes)
    throw new AppError("too_large", { vars: { mb: Math.round(maxBytes / 1024 / 1024) } });
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Stop reading without cancelling: a cancel destroys the connection and the client would never see the 413.
      // server.ts reads away what is left (a bounded amount) before it answers.
      reader.releaseLock();
      throw new AppError("too_large", { vars: { mb: Math.round(maxBytes / 1024 / 1024) } });
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function readForm(request: Request, opts: { maxBytes?: number } = {}): Promise<FormData> {
  if (request.method !== "POST") throw new AppError("method_not_allowed", { headers: { Allow: "GET, HEAD, POST" } });
  let body: Buffer;
  try {
    body = await readCapped(request, opts.maxBytes ?? FORM_MAX_BYTES);
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError("bad_request");
  }
  try {
    return await new Request(request.url, {
      method: "POST",
      headers: request.headers,
      body: new Uint8Array(body),
    }).formData();
  } catch {
    throw new AppError("bad_request");
  }
}
