/**
 * The mailing-list sign-up form (issue 12): a plain form that works without
 * JavaScript, on /subscribe and the home page (in its one-field version; the
 * footer's and event pages' is QuickSignup). Hidden: the timing token and a honeypot.
 */
import { Form } from "react-router";
import type { FieldErrors, FormInput } from "~/core/validation/forms.ts";
import { SelectField, TextField } from "~/core/ui/Field.tsx";
import { F } from "../../lib/fields.ts";
import { RADII_KM, DEFAULT_RADIUS_KM } from "../../lib/geo.ts";
import { consentNotice, signupWords, type T } from "../../lib/messages.ts";
import { useI18n } from "~/core/i18n/react.tsx";

export interface SignupFormProps {
  token: string;
  siteName: string;
  source: "home" | "event" | "subscribe";
  /** Distinguishes the form's ids when a page has two. */
  idPrefix: string;
  errors?: FieldErrors;
  input?: FormInput;
  choices?: { id: string; label: string }[];
  /**
   * The home page's short form: the address and the button (all news), with a link to /subscribe for a
   * name or "only shows near me". A sign-up box on a home page is one field on every site people know,
   * and the whole form cost the home page 0.6 KB of its 14 KB.
   */
  compact?: boolean;
  /** A plain <form> (markup rendered on the server and placed as it is, outside the router: the home page's section). */
  plain?: boolean;
  /** The server's translator, for markup rendered outside the page's React tree (no I18nProvider there). */
  t?: T;
}

/** The notice as stored in the consent record, its "privacy notice" a link to /privacy (where the mailing list's part says what is kept). */
function ConsentNotice({ siteName, t }: { siteName: string; t: T }) {
  const text = consentNotice(t, siteName);
  const link = t("fans.signup.privacyLink");
  const at = text.lastIndexOf(link);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <a href="/privacy">{link}</a>
      {text.slice(at + link.length)}
    </>
  );
}

const val = (input: FormInput | undefined, k: string) => {
  const v = input?.[k];
  return typeof v === "string" ? v : Array.isArray(v) ? (v[0] ?? "") : "";
};

export function SignupForm({
  token,
  siteName,
  source,
  idPrefix: p,
  errors,
  input,
  choices,
  compact,
  plain,
  t: serverT,
}: SignupFormProps) {
  const pageT = useI18n().t;
  const t = serverT ?? pageT;
  const SIGNUP = signupWords(t);
  const FormElement = (plain ? "form" : Form) as typeof Form;
  const e = errors ?? {};
  const wants = val(input, F.wants) === "near" ? "near" : "all";
  const radius = Number(val(input, F.radius)) || DEFAULT_RADIUS_KM;
  return (
    <FormElement method="post" action="/subscribe" className="form fans-form" aria-describedby={`${p}-consent`}>
      <input type="hidden" name={F.token} value={token} />
      <input type="hidden" name={F.source} value={source} />
      <TextField
        id={`${p}-email`}
        label={SIGNUP.email}
        name={F.email}
        type="email"
        required
        autoComplete="email"
        maxLength={254}
        defaultValue={val(input, F.email)}
        error={e[F.email]}
      />
      {compact ? null : (
        <>
          <TextField
            id={`${p}-name`}
            label={SIGNUP.name}
            name={F.name}
            autoComplete="name"
            maxLength={100}
            defaultValue={val(input, F.name)}
            error={e[F.name]}
          />
          <fieldset className="field fans-form__wants">
            <legend>{SIGNUP.wantsLegend}</legend>
            <div className="check">
              <input type="radio" id={`${p}-all`} name={F.wants} value="all" defaultChecked={wants === "all"} />
              <label htmlFor={`${p}-all`}>{SIGNUP.wantsAll}</label>
            </div>
            <div className="check">
              <input type="radio" id={`${p}-near`} name={F.wants} value="near" defaultChecked={wants === "near"} />
              <label htmlFor={`${p}-near`}>{SIGNUP.wantsNear}</label>
            </div>
            <div className="row fans-form__near">
              <TextField
                id={`${p}-town`}
                label={SIGNUP.town}
                name={F.town}
                autoComplete="address-level2"
                maxLength={120}
                defaultValue={val(input, F.town)}
                hint={SIGNUP.townHint}
                error={e[F.town]}
              />
              <SelectField
                id={`${p}-radius`}
                label={SIGNUP.radius}
                name={F.radius}
                defaultValue={String(radius)}
                options={RADII_KM.map((km) => ({ value: String(km), label: SIGNUP.radiusLabel(km) }))}
              />
            </div>
            {choices?.length ? (
              <fieldset className="field">
                <legend>{SIGNUP.townChoose}</legend>
                {choices.map((c, i) => (
                  <div className="check" key={c.id}>
                    <input
                      type="radio"
                      id={`${p}-town-${c.id}`}
                      name={F.townId}
                      value={c.id}
                      defaultChecked={i === 0}
                    />
                    <label htmlFor={`${p}-town-${c.id}`}>{c.label}</label>
                  </div>
                ))}
              </fieldset>
            ) : null}
          </fieldset>
        </>
      )}
      {/* The honeypot: off-screen and out of the tab order; people never fill it, many bots do. */}
      <div className="visually-hidden" aria-hidden="true">
        <label>
          {SIGNUP.honeypot}
          <input type="text" name={F.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <p>
        <button type="submit" className="button">
          {SIGNUP.submit}
        </button>
      </p>
      {compact ? (
        <p>
          <a href="/subscribe">{SIGNUP.nearLink}</a>
        </p>
      ) : null}
      <p className="hint" id={`${p}-consent`}>
        <ConsentNotice siteName={siteName} t={t} />
      </p>
    </FormElement>
  );
}
