/** Reading the studio's RSVP settings form (pure, so it is tested directly). */
import { isLocalDateTime } from "~/core/dates/civil.ts";
import { entryExamples, parseDateTimeEntry } from "~/core/dates/entry.ts";
import { CAPACITY_MAX, MAX_QUESTIONS, PARTY_MAX, QUESTION_MAX, REMINDER_CHOICES } from "./fields.ts";

export interface RsvpSettingsValue {
  enabled: boolean;
  capacity: number;
  maxParty: number;
  opensLocal: string | null;
  closesLocal: string | null;
  questions: string[];
  reminderHours: number;
}

export type SettingsInput = Record<string, string>;

const str = (form: FormData, k: string) => {
  const v = form.get(k);
  return typeof v === "string" ? v.trim().slice(0, 400) : "";
};

const whole = (s: string, min: number, max: number) =>
  /^\d{1,6}$/.test(s) && Number(s) >= min && Number(s) <= max ? Number(s) : null;

/**
 * `intl`: the studio language's tag — the times come as it writes them ("05.12.2026 20:00", ADR 2710) or as
 * ISO (the event form's part passes the stored values); something unreadable is kept as typed and refused.
 */
export function readSettingsForm(
  form: FormData,
  intl = "en",
): { ok: true; value: RsvpSettingsValue } | { ok: false; errors: Record<string, string>; input: SettingsInput } {
  const input: SettingsInput = {};
  for (const k of ["enabled", "capacity", "maxParty", "opens", "closes", "reminderHours", "q0", "q1", "q2"])
    input[k] = str(form, k);
  const errors: Record<string, string> = {};
  const capacity = whole(input.capacity!, 1, CAPACITY_MAX);
  if (capacity === null)
    errors.capacity = `Enter the number of places, from 1 to ${CAPACITY_MAX.toLocaleString("en")}.`;
  const maxParty = whole(input.maxParty || "1", 1, PARTY_MAX);
  if (maxParty === null) errors.maxParty = `Enter the largest party, from 1 to ${PARTY_MAX}.`;
  const when = (typed: string) => (typed ? (parseDateTimeEntry(typed, intl) ?? typed) : null);
  const opens = when(input.opens!);
  const closes = when(input.closes!);
  const like = entryExamples(intl).exampleDateTime;
  if (opens && !isLocalDateTime(opens))
    errors.opens = `Write the date and time like ${like}, or leave it empty to open at once.`;
  if (closes && !isLocalDateTime(closes))
    errors.closes = `Write the date and time like ${like}, or leave it empty to take replies until the event starts.`;
  if (opens && closes && !errors.opens && !errors.closes && closes <= opens)
    errors.closes = "Replies must close after they open.";
  const questions = [input.q0!, input.q1!, input.q2!]
    .map((q) => q.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .slice(0, MAX_QUESTIONS);
  ["q0", "q1", "q2"].forEach((k) => {
    if ((input[k] ?? "").length > QUESTION_MAX) errors[k] = `Keep a question under ${QUESTION_MAX} characters.`;
  });
  if (new Set(questions.map((q) => q.toLowerCase())).size !== questions.length)
    errors.q1 = "Two questions are the same.";
  const reminder = Number(input.reminderHours || "0");
  if (!(REMINDER_CHOICES as readonly number[]).includes(reminder))
    errors.reminderHours = "Choose when the reminder goes out.";
  if (Object.keys(errors).length) return { ok: false, errors, input };
  return {
    ok: true,
    value: {
      enabled: input.enabled === "on" || input.enabled === "1",
      capacity: capacity!,
      maxParty: Math.min(maxParty!, capacity!),
      opensLocal: opens,
      closesLocal: closes,
      questions,
      reminderHours: reminder,
    },
  };
}
