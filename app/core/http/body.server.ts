/**
 * Reading a request's form body, for every action: a body that is not a
 * readable form (none, broken multipart, an unknown charset, a method other
 * than POST) is the sender's mistake — 400 or 405 with the catalogue's
 * message — never a 500 (issue 18).
 */
import { AppError } from "~/core/errors.ts";

export async function readForm(request: Request): Promise<FormData> {
  if (request.method !== "POST") throw new AppError("method_not_allowed", { headers: { Allow: "GET, HEAD, POST" } });
  try {
    return await request.formData();
  } catch {
    throw new AppError("bad_request");
  }
}
