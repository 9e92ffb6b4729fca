/**
 * The release page's form (issue 30): the fan's price when it is pay what you
 * want, name and e-mail, and for a free download the mailing list's box
 * (unticked: joining is a choice, confirmed by its own e-mail). A plain form:
 * it works without JavaScript up to the provider's page.
 */
import type { FieldErrors, FormInput } from "~/core/validation/forms.ts";
import { CheckboxField, TextField } from "~/core/ui/Field.tsx";
import { F, NAME_MAX } from "../../lib/fields.ts";

export interface ReleaseFormData {
  mode: "off" | "price" | "pwyw" | "free";
  suggested: string;
  token: string;
  testMode: string | null;
  words: { amount: string; amountHint: string; name: string; email: string; submit: string; join: string };
}

const val = (input: FormInput | undefined, k: string) => {
  const v = input?.[k];
  return typeof v === "string" ? v : Array.isArray(v) ? (v[0] ?? "") : "";
};

export function ReleaseBuyForm({
  d,
  failure,
}: {
  d: ReleaseFormData;
  failure: { errors: FieldErrors; input: FormInput } | null;
}) {
  const e = failure?.errors ?? {};
  const input = failure?.input;
  return (
    <form method="post" className="form support-form" aria-labelledby="buy-heading">
      {d.testMode ? <p className="buy__test">{d.testMode}</p> : null}
      {e._form ? (
        <p className="notice error" role="alert">
          {e._form}
        </p>
      ) : null}
      <input type="hidden" name={F.token} value={d.token} />
      {d.mode === "pwyw" ? (
        <TextField
          id="release-amount"
          label={d.words.amount}
          name={F.support}
          inputMode="decimal"
          autoComplete="off"
          maxLength={10}
          required
          defaultValue={val(input, F.support) || d.suggested}
          hint={d.words.amountHint}
          error={e[F.support]}
        />
      ) : null}
      <div className="buy__who">
        <TextField
          id="release-name"
          label={d.words.name}
          name={F.name}
          required
          autoComplete="name"
          maxLength={NAME_MAX}
          defaultValue={val(input, F.name)}
          error={e[F.name]}
        />
        <TextField
          id="release-email"
          label={d.words.email}
          name={F.email}
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          defaultValue={val(input, F.email)}
          error={e[F.email]}
        />
      </div>
      {d.mode === "free" ? (
        <CheckboxField
          id="release-join"
          label={d.words.join}
          name="join"
          defaultChecked={val(input, "join") === "on"}
        />
      ) : null}
      <div className="visually-hidden" aria-hidden="true">
        <label>
          website
          <input type="text" name={F.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <p>
        <button type="submit" className="button">
          {d.words.submit}
        </button>
      </p>
    </form>
  );
}
