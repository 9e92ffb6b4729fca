/**
 * Date and time fields in the studio language's conventions (issue 27, ADR 2710): a text input showing
 * "05.12.2026" / "20:00" in German, "05/12/2026" in British English, with the pattern ("TT.MM.JJJJ") as its
 * placeholder — not <input type="date">, whose display follows the browser's locale (mm/dd/yyyy, 08:00 PM).
 * The server reads what is posted (core/dates/entry.ts; ISO too), so the form works without JavaScript; with
 * it, the field tidies what was typed when it loses focus ("5.12.26" → "05.12.2026") or says at once what
 * it could not read, under the field. A stored ISO value is shown the locale's way; a refused post as typed.
 */
import { useId, useState, type FocusEvent, type InputHTMLAttributes, type ReactNode } from "react";
import { useStudioI18n } from "../i18n/studio.tsx";
import {
  datePattern,
  entryExamples,
  formatDateEntry,
  formatDateTimeEntry,
  formatTimeEntry,
  parseDateEntry,
  parseDateTimeEntry,
  parseTimeEntry,
  timePattern,
} from "../dates/entry.ts";

type Kind = "date" | "time" | "datetime";

const UNREADABLE: Record<Kind, string> = {
  date: "core.studio.dateEntry.unreadable.date",
  time: "core.studio.dateEntry.unreadable.time",
  datetime: "core.studio.dateEntry.unreadable.datetime",
};

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "defaultValue" | "value"> {
  label: ReactNode;
  name: string;
  /** ISO ("2026-12-05", "20:00", "2026-12-05T20:00") from the store, or what was posted. */
  defaultValue?: string;
  error?: string | undefined;
  hint?: ReactNode;
}

function EntryField({
  kind,
  label,
  name,
  defaultValue = "",
  error,
  hint,
  id: idProp,
  onBlur,
  ...rest
}: Props & { kind: Kind }) {
  const { t, intl } = useStudioI18n();
  const auto = useId();
  const id = idProp ?? `f-${name}-${auto}`.replace(/[^\w-]/g, "");
  const [typedError, setTypedError] = useState<string | null>(null);
  const shown =
    kind === "date"
      ? formatDateEntry(defaultValue, intl)
      : kind === "time"
        ? formatTimeEntry(defaultValue, intl)
        : formatDateTimeEntry(defaultValue, intl);
  const letters = {
    day: t("core.studio.dateEntry.day"),
    month: t("core.studio.dateEntry.month"),
    year: t("core.studio.dateEntry.year"),
  };
  const placeholder =
    kind === "date"
      ? datePattern(intl, letters)
      : kind === "time"
        ? timePattern(intl)
        : `${datePattern(intl, letters)} ${timePattern(intl)}`;
  const tidy = (e: FocusEvent<HTMLInputElement>) => {
    onBlur?.(e);
    const input = e.currentTarget;
    const text = input.value.trim();
    if (text === "") return setTypedError(null);
    const parsed =
      kind === "date"
        ? parseDateEntry(text, intl)
        : kind === "time"
          ? parseTimeEntry(text)
          : parseDateTimeEntry(text, intl);
    if (parsed === null) {
      setTypedError(t(UNREADABLE[kind], entryExamples(intl)));
      return;
    }
    setTypedError(null);
    input.value =
      kind === "date"
        ? formatDateEntry(parsed, intl)
        : kind === "time"
          ? formatTimeEntry(parsed, intl)
          : formatDateTimeEntry(parsed, intl);
  };
  // The server's message after a post; until then what the browser saw on leaving the field.
  const message = error ?? typedError ?? undefined;
  const described = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={`field field--${kind}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        name={name}
        // Digits and a separator: a phone's number pad is enough ("05122026" and "2000" are read too).
        inputMode={kind === "time" ? "numeric" : "text"}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        defaultValue={shown}
        size={kind === "datetime" ? 18 : kind === "date" ? 11 : 6}
        aria-invalid={message ? true : undefined}
        aria-describedby={described || undefined}
        onBlur={tidy}
        {...rest}
      />
      {hint ? (
        <span className="hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {message ? (
        <span className="error" id={`${id}-error`} aria-live="polite">
          {message}
        </span>
      ) : null}
    </div>
  );
}

/** A calendar date ("05.12.2026"); posts what was typed, read by `parseDateEntry` on the server. */
export const DateField = (props: Props) => <EntryField kind="date" {...props} />;
/** A time of day ("20:00"); read by `parseTimeEntry`. */
export const TimeField = (props: Props) => <EntryField kind="time" {...props} />;
/** A date and a time in one field ("05.12.2026 20:00"); read by `parseDateTimeEntry`. */
export const DateTimeField = (props: Props) => <EntryField kind="datetime" {...props} />;
