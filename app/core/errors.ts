/** The error catalogue (SPEC §8): codes, statuses and what the person sees. */
import { isErrorPayload as isPayload, type ErrorPayload as BasePayload } from "./error-payload.ts";

export const CATALOGUE = {
  invalid: { status: 400, message: "Please check the highlighted fields." },
  bad_request: { status: 400, message: "This form could not be read. Reload the page and try again." },
  method_not_allowed: { status: 405, message: "This page does not accept that kind of request." },
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

export interface ErrorPayload extends BasePayload {
  code: ErrorCode;
}

export function catalogueMessage(code: ErrorCode, vars: Record<string, string | number> = {}): string {
  return CATALOGUE[code].message.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ""));
}

/** "Too many attempts. Try again in N minutes." for a Retry-After in seconds. */
export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1 ? "Too many attempts. Try again in 1 minute." : catalogueMessage("rate_limited", { minutes });
}

export const isErrorPayload = isPayload as (v: unknown) => v is ErrorPayload;

/**
 * The one error that services throw for a situation of the catalogue (not
 * found, no access, too large, unsupported type, a field that breaks a rule
 * only the server can check…). It carries the code, the person-facing message
 * and the status; `field` names the form field it belongs to, if any.
 *
 * Thrown out of a loader or action, React Router treats it exactly like a
 * thrown `data(payload, { status })` — it recognises that shape by its `type`,
 * `data` and `init` fields (react-router's isDataWithResponseInit) — so the
 * error page shows the catalogue's message with the right status, and the
 * logs see no stack for a person's mistake. tests: app/core/errors.test.ts.
 */
export class AppError extends Error {
  readonly type = "DataWithResponseInit" as const;
  readonly code: ErrorCode;
  readonly status: number;
  readonly field: string | undefined;
  readonly data: ErrorPayload;
  readonly init: { status: number; headers?: HeadersInit };

  constructor(
    code: ErrorCode,
    opts: { vars?: Record<string, string | number>; message?: string; field?: string; headers?: HeadersInit } = {},
  ) {
    const message = opts.message ?? catalogueMessage(code, opts.vars);
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = CATALOGUE[code].status;
    this.field = opts.field;
    this.data = { code, message };
    this.init = { status: this.status, ...(opts.headers ? { headers: opts.headers } : {}) };
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

/**
 * What a service returns for an operation whose result the studio shows as a
 * toast ("Message re-sent", "Test e-mail failed: …"): one shape everywhere.
 */
export type Outcome<T extends object = object> =
  | ({ ok: true; message: string } & T)
  | { ok: false; message: string; field?: string };
