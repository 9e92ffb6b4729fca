/** Throwing catalogue errors from loaders, actions and services (see AppError in app/core/errors.ts). */
import { AppError, rateLimitMessage, type ErrorCode } from "~/core/errors.ts";

export function appError(code: ErrorCode, vars: Record<string, string | number> = {}, headers?: HeadersInit): AppError {
  return new AppError(code, { vars, headers });
}

export const notFound = () => new AppError("not_found");
export const forbidden = () => new AppError("forbidden");
export const csrfError = () => new AppError("csrf");

export function tooManyRequests(retryAfterSeconds: number): AppError {
  const secs = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError("rate_limited", { message: rateLimitMessage(secs), headers: { "Retry-After": String(secs) } });
}
