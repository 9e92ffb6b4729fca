/**
 * Helpers to read a form into a zod schema and turn issues into one message
 * per field. Used by every action (server) and form (browser hints).
 */
import type { z } from "zod";
import type { Translator } from "~/core/i18n/translator.ts";
import { zodErrorMap } from "~/core/i18n/zod.ts";

export type FieldErrors = Record<string, string>;

export interface Submission<T> {
  ok: boolean;
  value?: T;
  /** What the person typed, to show again. */
  input: Record<string, string | string[]>;
  errors: FieldErrors;
}

/**
 * FormData (or URLSearchParams) to a plain object; repeated keys become arrays.
 * A name ending in "[]" marks a list of rows in the markup (so validators know
 * the repetition is meant) and is read without the brackets.
 */
export function formToObject(form: FormData | URLSearchParams): Record<string, string | string[]> {
  // No prototype: a field named "__proto__" or "constructor" is just a field (issue 18).
  const out: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [name, raw] of form.entries()) {
    if (typeof raw !== "string") continue;
    const key = name.endsWith("[]") ? name.slice(0, -2) : name;
    const value = raw;
    const prev = out[key];
    if (prev === undefined) out[key] = value;
    else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * A shared field schema's own message (core/validation/fields.ts) carries its catalogue key in
 * `params.i18n` beside the English: with a translator, the key's message replaces the English.
 */
function translatedIssue(issue: z.core.$ZodIssue, tr: Translator): z.core.$ZodIssue {
  const params = issue.code === "custom" ? (issue.params as Record<string, string | number> | undefined) : undefined;
  return typeof params?.i18n === "string" ? { ...issue, message: tr.t(params.i18n, params) } : issue;
}

/** With a translator, the messages zod writes itself are in its language (core/i18n/zod.ts). */
export function parseSubmission<S extends z.ZodType>(
  schema: S,
  form: FormData | URLSearchParams,
  tr?: Translator,
): Submission<z.output<S>> {
  const input = formToObject(form);
  delete input.csrf;
  const result = schema.safeParse(input, tr ? { error: zodErrorMap(tr) } : undefined);
  if (result.success) return { ok: true, value: result.data, input, errors: {} };
  return {
    ok: false,
    input,
    errors: issuesToErrors(tr ? result.error.issues.map((i) => translatedIssue(i, tr)) : result.error.issues),
  };
}

/** Strings only: a single value out of the submitted input. */
export const inputValue = (input: Record<string, string | string[]> | undefined, key: string): string => {
  const v = input?.[key];
  return Array.isArray(v) ? (v[0] ?? "") : (v ?? "");
};

/** What the person typed, as forms keep it across a failed submission. */
export type FormInput = Record<string, string | string[]>;

/**
 * The one shape every form action returns when it cannot accept the input:
 * one message per field (`_form` for the whole form), the input to show again,
 * and, on pages with several forms, which one failed (`section`) or which row
 * (`target`). Actions return it with `formFailure()` (status 400, or 413/415
 * for files); success is a redirect with a toast.
 */
export interface FormFailure {
  errors: FieldErrors;
  input: FormInput;
  section?: string;
  target?: string;
}
