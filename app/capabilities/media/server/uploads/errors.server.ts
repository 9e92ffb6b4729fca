/**
 * Upload refusals (SPEC §8): catalogue errors (AppError) with the catalogue's
 * status and message — thrown out of an action they are a 400, 413 or 415 like
 * any other — plus a detail for the logs.
 */
import { AppError, catalogueMessage } from "~/core/errors.ts";

export type UploadErrorCode = "too_large" | "unsupported_type" | "invalid";

export class UploadError extends AppError {
  declare readonly code: UploadErrorCode;
  /** What the logs get (never shown to the person). */
  readonly detail: string | undefined;
  constructor(code: UploadErrorCode, message: string, detail?: string) {
    super(code, { message });
    this.name = "UploadError";
    this.detail = detail;
  }
}

export const tooLarge = (mb: number, detail?: string) =>
  new UploadError("too_large", catalogueMessage("too_large", { mb }), detail);

/** The catalogue's 413, worded for the pixel limit instead of the byte limit. */
export const tooManyPixels = (megapixels: number, detail?: string) =>
  new UploadError("too_large", `This file is too large (max ${megapixels} megapixels).`, detail);

export const unsupportedType = (detail?: string) =>
  new UploadError("unsupported_type", catalogueMessage("unsupported_type"), detail);

export const badUpload = (message: string, detail?: string) => new UploadError("invalid", message, detail);
