/** Repeated rows of the press-kit form: "Add a row" once hydrated, and the "played at" rows (the home page's logo strip). */
import { useEffect, useState } from "react";
import { TextField } from "~/core/ui/Field.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { PRESS_LIMITS } from "~/capabilities/press/lib/form.ts";

/** "Add a row" once the page runs JavaScript (without it, the form always has empty rows; saving gives more). */
export function useExtraRows(): [number, (() => void) | null] {
  const [ready, setReady] = useState(false);
  const [extra, setExtra] = useState(0);
  useEffect(() => setReady(true), []);
  return [extra, ready ? () => setExtra((n) => n + 1) : null];
}

/** "Add …" once hydrated (the new row's first field gets the focus, so a keyboard user types straight into it); a hint before. */
export function AddRow({
  add,
  focusId,
  label,
  hint,
}: {
  add: (() => void) | null;
  focusId: string;
  label: string;
  hint: string;
}) {
  if (!add) return <p className="hint">{hint}</p>;
  return (
    <button
      type="button"
      className="button secondary"
      onClick={() => {
        add();
        requestAnimationFrame(() => document.getElementById(focusId)?.focus());
      }}
    >
      {label}
    </button>
  );
}

/** Festivals and venues the act has played: a name and an optional link per row (two empty rows to fill). */
export function PlayedRows({
  names,
  links,
  errors,
}: {
  names: string[];
  links: string[];
  errors: Record<string, string>;
}) {
  const { t } = useStudioI18n();
  const [extra, add] = useExtraRows();
  const rows = Math.max(names.length, links.length) + 2 + extra;
  return (
    <fieldset>
      <legend>{t("press.studio.form.played")}</legend>
      <p className="hint">{t("press.studio.form.playedHint")}</p>
      {Array.from({ length: rows }, (_, i) => (
        <fieldset key={i} className="press-form__quote press-form__played">
          <legend>{t("press.studio.form.playedRow", { n: i + 1 })}</legend>
          <TextField
            id={`played-${i}`}
            label={t("press.studio.form.playedName")}
            name="played_name[]"
            maxLength={PRESS_LIMITS.name}
            defaultValue={names[i] ?? ""}
            error={errors[`played_name.${i}`]}
          />
          <TextField
            label={t("press.studio.form.playedLink")}
            name="played_link[]"
            type="url"
            maxLength={PRESS_LIMITS.link}
            defaultValue={links[i] ?? ""}
            error={errors[`played_link.${i}`]}
          />
        </fieldset>
      ))}
      <AddRow
        add={add}
        focusId={`played-${rows}`}
        label={t("press.studio.form.addPlayed")}
        hint={t("press.studio.form.addPlayedHint")}
      />
    </fieldset>
  );
}
