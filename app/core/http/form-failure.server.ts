/** The one failure answer of form actions (see FormFailure in app/core/validation/forms.ts). */
import { data } from "react-router";
import { AppError } from "~/core/errors.ts";
import type { FieldErrors, FormFailure, FormInput } from "~/core/validation/forms.ts";

export function formFailure(
  failure: { errors: FieldErrors; input?: FormInput; section?: string; target?: string },
  status: 400 | 413 | 415 | 429 = 400,
) {
  const body: FormFailure = { errors: failure.errors, input: failure.input ?? {} };
  if (failure.section) body.section = failure.section;
  if (failure.target) body.target = failure.target;
  return data(body, { status });
}

/**
 * A service's AppError shown on the form: under its field (or the whole form),
 * with the input kept, and the catalogue's status. Anything else is rethrown.
 */
export function formFailureFrom(
  error: unknown,
  input: FormInput = {},
  extra: { section?: string; target?: string } = {},
) {
  if (!(error instanceof AppError)) throw error;
  const status = error.status === 413 || error.status === 415 || error.status === 429 ? error.status : 400;
  return formFailure({ errors: { [error.field ?? "_form"]: error.message }, input, ...extra }, status);
}
