/**
 * The change/cancel page's body (/rsvp/reply?t=…): the reply, a form to change
 * it, a button to cancel it — two plain form posts. Rendered on the server
 * only (server/render.server.tsx).
 */
import { TextField } from "~/core/ui/Field.tsx";
import type { FieldErrors, FormInput } from "~/core/validation/forms.ts";
import { ANSWER_MAX, F, NAME_MAX } from "../../lib/fields.ts";
import { DONE, FORM, MANAGE } from "../../lib/messages.ts";

export interface ManageView {
  token: string;
  done: "updated" | "cancelled" | null;
  reply: { name: string; party: number; status: "confirmed" | "waitlisted" | "cancelled"; answers: string[] } | null;
  event: { title: string; whenText: string; path: string } | null;
  maxParty: number;
  questions: string[];
  canChange: boolean;
  canCancel: boolean;
  errors?: FieldErrors;
  input?: FormInput;
}

export function ManageReply(v: ManageView) {
  const e = v.errors ?? {};
  const given = (k: string, fallback: string) => (typeof v.input?.[k] === "string" ? (v.input[k] as string) : fallback);
  if (!v.reply || !v.event) return <p role="alert">{MANAGE.invalid}</p>;
  const r = v.reply;
  return (
    <>
      <p>
        <a href={v.event.path}>{v.event.title}</a> — {v.event.whenText}
      </p>
      {v.done ? (
        <p className="notice success" role="status">
          {DONE[v.done]}
        </p>
      ) : null}
      <p>{r.status === "confirmed" ? MANAGE.statusConfirmed(r.party) : r.status === "waitlisted" ? MANAGE.statusWaitlisted(r.party) : MANAGE.statusCancelled}</p>
      {e._form ? (
        <p className="notice error" role="alert">
          {e._form}
        </p>
      ) : null}
      {v.canChange ? (
        <section className="rsvp" aria-labelledby="rsvp-change">
          <h2 id="rsvp-change">{MANAGE.change}</h2>
          <form method="post" className="form">
            <input type="hidden" name="t" value={v.token} />
            <TextField id="rsvp-name" label={FORM.name} name={F.name} required autoComplete="name" maxLength={NAME_MAX} defaultValue={given(F.name, r.name)} error={e[F.name]} />
            {v.maxParty > 1 ? (
              <div className="rsvp__party">
                <TextField id="rsvp-party" label={FORM.party} name={F.party} type="number" inputMode="numeric" min={1} max={v.maxParty} required defaultValue={given(F.party, String(r.party))} hint={FORM.partyHint(v.maxParty)} error={e[F.party]} />
              </div>
            ) : (
              <input type="hidden" name={F.party} value="1" />
            )}
            {v.questions.map((q, i) => (
              <TextField key={q} id={`rsvp-a${i}`} label={q} name={F.answer(i)} maxLength={ANSWER_MAX} defaultValue={given(F.answer(i), r.answers[i] ?? "")} error={e[F.answer(i)]} />
            ))}
            <p>
              <button type="submit" className="button" name="intent" value="change">
                {MANAGE.change}
              </button>
            </p>
          </form>
        </section>
      ) : null}
      {v.canCancel ? (
        <form method="post">
          <input type="hidden" name="t" value={v.token} />
          <p className="hint">{MANAGE.cancelHint}</p>
          <p>
            <button type="submit" className="button secondary" name="intent" value="cancel">
              {MANAGE.cancel}
            </button>
          </p>
        </form>
      ) : r.status === "cancelled" ? (
        <p>
          <a className="button" href={v.event.path}>
            {MANAGE.again}
          </a>
        </p>
      ) : null}
    </>
  );
}
