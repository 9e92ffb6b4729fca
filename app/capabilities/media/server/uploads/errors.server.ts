/** Upload refusals, each carrying the catalogue's status and message (SPEC §8). */
import { catalogueMessage } from "~/core/errors.ts";

export type UploadErrorCode = "too_large" | "unsupported_type" | "invalid";

export class UploadError extends Error {
  readonly status: number;
  readonly code: UploadErrorCode;
  /** What the logs get (never shown to the person). */
  readonly detail: string | undefined;
  constructor(code: UploadErrorCode, message: string, detail?: string) {
    super(message);
    this.name = "UploadError";
    this.code = code;
    this.detail = detail;
    this.status = code === "too_large" ? 413 : code === "unsupported_type" ? 415 : 400;
  }
}

export const tooLarge = (mb: number, detail?: string) => new UploadError("too_large", catalogueMessage("too_large", { mb }), detail);

/** The catalogue's 413, worded for the pixel limit instead of the byte limit. */
export const tooManyPixels = (megapixels: number, detail?: string) =>
  new UploadError("too_large", `This file is too large (max ${megapixels} megapixels).`, detail);

export const unsupportedType = (detail?: string) => new UploadError("unsupported_type", catalogueMessage("unsupported_type"), detail);

export const badUpload = (message: string, detail?: string) => new UploadError("invalid", message, detail);
