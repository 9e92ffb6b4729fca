/**
 * The change/cancel page's body (/rsvp/reply?t=…): the reply, a form to change
 * it, a button to cancel it — two plain form posts. Rendered on the server
 * only (server/render.server.tsx).
 */
import { TextField } from "~/core/ui/Field.tsx";
import type { FieldErrors, FormInput } from "~/core/validation/forms.ts";
import { ANSWER_MAX, F, NAME_MAX } from "../../lib/fields.ts";
import type { T } from "../../lib/messages.ts";

export interface ManageView {
  token: string;
  done: "updated" | "cancelled" | "confirmed" | "waitlisted" | null;
  /** This page's address, shown to keep when no e-mail carries it (ADR 2520); null when mail works. */
  keepUrl: string | null;
  reply: { name: string; party: number; status: "confirmed" | "waitlisted" | "cancelled"; answers: string[] } | null;
  event: { title: string; whenText: string; path: string } | null;
  maxParty: number;
  questions: string[];
  canChange: boolean;
  canCancel: boolean;
  errors?: FieldErrors;
  input?: FormInput;
  t: T;
}

/** What just happened, worded by whether an e-mail can follow (keepUrl is set when none can). */
function doneText(v: ManageView, party: number): string {
  const t = v.t;
  const mails = v.keepUrl === null;
  switch (v.done) {
    case "confirmed":
      return t(mails ? "rsvp.done.confirmed" : "rsvp.done.confirmedNoMail", { count: party });
    case "waitlisted":
      return t(mails ? "rsvp.done.waitlisted" : "rsvp.done.waitlistedNoMail");
    case "updated":
      return t(mails ? "rsvp.done.updated" : "rsvp.done.updatedNoMail");
    default:
      return t("rsvp.done.cancelled");
  }
}

export function ManageReply(v: ManageView) {
  const t = v.t;
  const e = v.errors ?? {};
  const given = (k: string, fallback: string) => (typeof v.input?.[k] === "string" ? (v.input[k] as string) : fallback);
  if (!v.reply || !v.event) return <p role="alert">{t("rsvp.manage.invalid")}</p>;
  const r = v.reply;
  return (
    <>
      <p>
        <a href={v.event.path}>{v.event.title}</a> — {v.event.whenText}
      </p>
      {v.done ? (
        <p className="notice success" role="status">
          {doneText(v, r.party)}
        </p>
      ) : null}
      {v.keepUrl && r.status !== "cancelled" ? (
        <div className="rsvp__keep">
          <p>{t("rsvp.manage.keep")}</p>
          <p>
            <a href={v.keepUrl}>{v.keepUrl}</a>
          </p>
        </div>
      ) : null}
      <p>
        {r.status === "confirmed"
          ? t("rsvp.manage.statusConfirmed", { count: r.party })
          : r.status === "waitlisted"
            ? t("rsvp.manage.statusWaitlisted", { count: r.party })
            : t("rsvp.manage.statusCancelled")}
      </p>
      {e._form ? (
        <p className="notice error" role="alert">
          {e._form}
        </p>
      ) : null}
      {v.canChange ? (
        <section className="rsvp" aria-labelledby="rsvp-change">
          <h2 id="rsvp-change">{t("rsvp.manage.change")}</h2>
          <form method="post" className="form">
            <input type="hidden" name="t" value={v.token} />
            <TextField
              id="rsvp-name"
              label={t("rsvp.form.name")}
              name={F.name}
              required
              autoComplete="name"
              maxLength={NAME_MAX}
              defaultValue={given(F.name, r.name)}
              error={e[F.name]}
            />
            {v.maxParty > 1 ? (
              <div className="rsvp__party">
                <TextField
                  id="rsvp-party"
                  label={t("rsvp.form.party")}
                  name={F.party}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={v.maxParty}
                  required
                  defaultValue={given(F.party, String(r.party))}
                  hint={t("rsvp.form.partyHint", { max: v.maxParty })}
                  error={e[F.party]}
                />
              </div>
            ) : (
              <input type="hidden" name={F.party} value="1" />
            )}
            {v.questions.map((q, i) => (
              <TextField
                key={q}
                id={`rsvp-a${i}`}
                label={q}
                name={F.answer(i)}
                maxLength={ANSWER_MAX}
                defaultValue={given(F.answer(i), r.answers[i] ?? "")}
                error={e[F.answer(i)]}
              />
            ))}
            <p>
              <button type="submit" className="button" name="intent" value="change">
                {t("rsvp.manage.change")}
              </button>
            </p>
          </form>
        </section>
      ) : null}
      {v.canCancel ? (
        <form method="post">
          <input type="hidden" name="t" value={v.token} />
          <p className="hint">{t("rsvp.manage.cancelHint")}</p>
          <p>
            <button type="submit" className="button secondary" name="intent" value="cancel">
              {t("rsvp.manage.cancel")}
            </button>
          </p>
        </form>
      ) : r.status === "cancelled" ? (
        <p>
          <a className="button" href={v.event.path}>
            {t("rsvp.manage.again")}
          </a>
        </p>
      ) : null}
    </>
  );
}
