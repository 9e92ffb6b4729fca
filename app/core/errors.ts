/** The error catalogue (SPEC §8): codes, statuses and what the person sees. */

export const CATALOGUE = {
  invalid: { status: 400, message: "Please check the highlighted fields." },
  rate_limited: { status: 429, message: "Too many attempts. Try again in {minutes} minutes." },
  bad_credentials: { status: 401, message: "E-mail or password is incorrect." },
  forbidden: { status: 403, message: "You don't have access to this page." },
  csrf: { status: 403, message: "This form expired. Reload the page and try again." },
  too_large: { status: 413, message: "This file is too large (max {mb} MB)." },
  unsupported_type: { status: 415, message: "This file type isn't supported." },
  not_found: { status: 404, message: "We couldn't find that page." },
  server: { status: 500, message: "Something went wrong on our side." },
} as const;

export type ErrorCode = keyof typeof CATALOGUE;

export interface ErrorPayload {
  code: ErrorCode;
  message: string;
  ref?: string;
}

export function catalogueMessage(code: ErrorCode, vars: Record<string, string | number> = {}): string {
  return CATALOGUE[code].message.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ""));
}

/** "Too many attempts. Try again in N minutes." for a Retry-After in seconds. */
export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1 ? "Too many attempts. Try again in 1 minute." : catalogueMessage("rate_limited", { minutes });
}

export function isErrorPayload(v: unknown): v is ErrorPayload {
  return typeof v === "object" && v !== null && "code" in v && "message" in v;
}
