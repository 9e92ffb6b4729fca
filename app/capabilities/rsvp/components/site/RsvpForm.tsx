/**
 * The RSVP form (issue 13): a plain form that works without JavaScript, on an
 * event's page and on /rsvp/:event/:date (where a mistake comes back with a
 * message under the field and the input kept). Hidden: the contact form's
 * timing token and a honeypot.
 */
import type { FieldErrors, FormInput } from "~/core/validation/forms.ts";
import { TextField } from "~/core/ui/Field.tsx";
import { ANSWER_MAX, F, NAME_MAX } from "../../lib/fields.ts";
import type { T } from "../../lib/messages.ts";

export interface RsvpFormData {
  eventId: string;
  date: string;
  state: "open" | "not_yet" | "closed";
  opensText: string | null;
  full: boolean;
  maxParty: number;
  questions: string[];
  token: string;
}

const val = (input: FormInput | undefined, k: string) => {
  const v = input?.[k];
  return typeof v === "string" ? v : Array.isArray(v) ? (v[0] ?? "") : "";
};

export function RsvpForm({
  data: d,
  errors,
  input,
  formError,
  t,
}: {
  data: RsvpFormData;
  errors?: FieldErrors;
  input?: FormInput;
  formError?: string;
  t: T;
}) {
  const e = errors ?? {};
  const p = `rsvp-${d.date}`;
  return (
    <section className="rsvp" aria-labelledby={`${p}-heading`}>
      <h2 id={`${p}-heading`}>{t("rsvp.form.heading")}</h2>
      {d.state === "closed" ? (
        <p>{t("rsvp.form.closed")}</p>
      ) : d.state === "not_yet" ? (
        <p>{t("rsvp.form.notYet", { when: d.opensText ?? "" })}</p>
      ) : (
        <>
          <p>{d.full ? t("rsvp.form.full") : t("rsvp.form.intro")}</p>
          {formError ? (
            <p className="notice error" role="alert">
              {formError}
            </p>
          ) : null}
          <form
            method="post"
            action={`/rsvp/${encodeURIComponent(d.eventId)}/${d.date}`}
            className="form"
            aria-describedby={`${p}-privacy`}
          >
            <input type="hidden" name={F.token} value={d.token} />
            <div className="rsvp__who">
              <TextField
                id={`${p}-name`}
                label={t("rsvp.form.name")}
                name={F.name}
                required
                autoComplete="name"
                maxLength={NAME_MAX}
                defaultValue={val(input, F.name)}
                error={e[F.name]}
              />
              <TextField
                id={`${p}-email`}
                label={t("rsvp.form.email")}
                name={F.email}
                type="email"
                required
                autoComplete="email"
                maxLength={254}
                defaultValue={val(input, F.email)}
                error={e[F.email]}
                hint={t("rsvp.form.emailHint")}
              />
            </div>
            {d.maxParty > 1 ? (
              <div className="rsvp__party">
                <TextField
                  id={`${p}-party`}
                  label={t("rsvp.form.party")}
                  name={F.party}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={d.maxParty}
                  required
                  defaultValue={val(input, F.party) || "1"}
                  hint={t("rsvp.form.partyHint", { max: d.maxParty })}
                  error={e[F.party]}
                />
              </div>
            ) : (
              <input type="hidden" name={F.party} value="1" />
            )}
            {d.questions.map((q, i) => (
              <TextField
                key={q}
                id={`${p}-a${i}`}
                label={q}
                name={F.answer(i)}
                maxLength={ANSWER_MAX}
                defaultValue={val(input, F.answer(i))}
                error={e[F.answer(i)]}
              />
            ))}
            {/* The honeypot: off-screen and out of the tab order; people never fill it, many bots do. */}
            <div className="visually-hidden" aria-hidden="true">
              <label>
                {t("rsvp.form.honeypot")}
                <input type="text" name={F.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
              </label>
            </div>
            <p>
              <button type="submit" className="button">
                {d.full ? t("rsvp.form.submitWaitlist") : t("rsvp.form.submit")}
              </button>
            </p>
            <p className="hint" id={`${p}-privacy`}>
              {t("rsvp.form.privacy")}
            </p>
          </form>
        </>
      )}
    </section>
  );
}
