/** Throwing catalogue errors from loaders and actions. */
import { data } from "react-router";
import { CATALOGUE, catalogueMessage, rateLimitMessage, type ErrorCode, type ErrorPayload } from "~/core/errors.ts";

export function appError(code: ErrorCode, vars: Record<string, string | number> = {}, headers?: HeadersInit) {
  const payload: ErrorPayload = { code, message: catalogueMessage(code, vars) };
  return data(payload, { status: CATALOGUE[code].status, headers });
}

export const notFound = () => appError("not_found");
export const forbidden = () => appError("forbidden");
export const csrfError = () => appError("csrf");

export function tooManyRequests(retryAfterSeconds: number) {
  const secs = Math.max(1, Math.ceil(retryAfterSeconds));
  const payload: ErrorPayload = { code: "rate_limited", message: rateLimitMessage(secs) };
  return data(payload, { status: 429, headers: { "Retry-After": String(secs) } });
}
