/**
 * "Support us" (issue 29): pay what you want — a suggested amount or your
 * own — with an optional message to the owner. A plain form (no JavaScript),
 * rendered on the server for /support.
 */
import type { FieldErrors, FormInput } from "~/core/validation/forms.ts";
import { TextArea, TextField } from "~/core/ui/Field.tsx";
import { F, MESSAGE_MAX, NAME_MAX } from "../../lib/fields.ts";

type T = (key: string, values?: Record<string, string | number>) => string;

export interface SupportFormData {
  amounts: { value: string; label: string }[];
  minText: string;
  token: string;
  testMode: boolean;
  action: string;
  /** Pre-chosen amount (from the home block's buttons), as a decimal. */
  chosen: string;
}

const val = (input: FormInput | undefined, k: string) => {
  const v = input?.[k];
  return typeof v === "string" ? v : Array.isArray(v) ? (v[0] ?? "") : "";
};

export function SupportForm({
  d,
  t,
  errors,
  input,
}: {
  d: SupportFormData;
  t: T;
  errors?: FieldErrors;
  input?: FormInput;
}) {
  const e = errors ?? {};
  const chosen = val(input, F.support) || d.chosen || d.amounts[1]?.value || d.amounts[0]?.value || "other";
  return (
    <form method="post" action={d.action} className="form support-form">
      {d.testMode ? <p className="buy__test">{t("payments.buy.testMode")}</p> : null}
      {e._form ? (
        <p className="notice error" role="alert">
          {e._form}
        </p>
      ) : null}
      <input type="hidden" name={F.token} value={d.token} />
      <fieldset className="support-form__amounts" aria-describedby={e[F.support] ? "support-amount-error" : undefined}>
        <legend>{t("payments.support.amount")}</legend>
        {d.amounts.map((a) => (
          <label key={a.value} className="support-form__choice">
            <input type="radio" name={F.support} value={a.value} defaultChecked={chosen === a.value} /> {a.label}
          </label>
        ))}
        <label className="support-form__choice">
          <input
            type="radio"
            name={F.support}
            value="other"
            defaultChecked={!d.amounts.some((a) => a.value === chosen)}
          />{" "}
          {t("payments.support.other")}
        </label>
        <TextField
          id="support-other"
          label={t("payments.support.otherAmount")}
          name={F.supportOther}
          inputMode="decimal"
          autoComplete="off"
          maxLength={10}
          defaultValue={
            val(input, F.supportOther) ||
            (d.amounts.some((a) => a.value === chosen) ? "" : chosen === "other" ? "" : chosen)
          }
          hint={t("payments.support.min", { min: d.minText })}
          error={e[F.supportOther]}
        />
        {e[F.support] ? (
          <p className="field-error" id="support-amount-error">
            {e[F.support]}
          </p>
        ) : null}
      </fieldset>
      <div className="buy__who">
        <TextField
          id="support-name"
          label={t("payments.buy.name")}
          name={F.name}
          required
          autoComplete="name"
          maxLength={NAME_MAX}
          defaultValue={val(input, F.name)}
          error={e[F.name]}
        />
        <TextField
          id="support-email"
          label={t("payments.buy.email")}
          name={F.email}
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          defaultValue={val(input, F.email)}
          error={e[F.email]}
          hint={t("payments.support.emailHint")}
        />
      </div>
      <TextArea
        id="support-message"
        label={t("payments.support.message")}
        name={F.message}
        maxLength={MESSAGE_MAX}
        rows={3}
        defaultValue={val(input, F.message)}
        error={e[F.message]}
        hint={t("payments.support.messageHint")}
      />
      <div className="visually-hidden" aria-hidden="true">
        <label>
          {t("payments.buy.honeypot")}
          <input type="text" name={F.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <p>
        <button type="submit" className="button">
          {t("payments.support.submit")}
        </button>
      </p>
      <p className="hint">{t("payments.buy.note")}</p>
    </form>
  );
}
