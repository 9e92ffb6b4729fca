/**
 * The one-field sign-up in the footer and on event pages (issue 12): the
 * address and the button (all news), a link to /subscribe for a name or
 * "only shows near me", and the consent notice. It is on every public page, so
 * it is plain markup with its words from the server (no form library, no
 * message module in the page's JavaScript) and posts to /subscribe as a
 * document, with or without JavaScript.
 */
import { F } from "../../lib/fields.ts";

export interface QuickSignupData {
  token: string;
  source: "footer" | "event";
  heading: string;
  intro: string;
  email: string;
  submit: string;
  nearLink: string;
  /** The consent notice around its link to /privacy. */
  consent: [before: string, link: string, after: string];
  honeypot: string;
}

export function QuickSignup({
  data: d,
  idPrefix: p,
  headingClass,
}: {
  data: QuickSignupData;
  idPrefix: string;
  headingClass?: string;
}) {
  return (
    <section aria-labelledby={p} className={`fans-${d.source}`}>
      <h2 id={p} className={headingClass}>
        {d.heading}
      </h2>
      {d.intro ? <p>{d.intro}</p> : null}
      <form method="post" action="/subscribe" className="form fans-form" aria-describedby={`${p}-consent`}>
        <input type="hidden" name={F.token} value={d.token} />
        <input type="hidden" name={F.source} value={d.source} />
        <div className="field">
          <label htmlFor={`${p}-email`}>{d.email}</label>
          <input id={`${p}-email`} type="email" name={F.email} required autoComplete="email" maxLength={254} />
        </div>
        {/* The honeypot: off-screen and out of the tab order; people never fill it, many bots do. */}
        <div className="visually-hidden" aria-hidden="true">
          <label>
            {d.honeypot}
            <input type="text" name={F.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <p>
          <button type="submit" className="button">
            {d.submit}
          </button>
        </p>
        <p>
          <a href="/subscribe">{d.nearLink}</a>
        </p>
        <p className="hint" id={`${p}-consent`}>
          {d.consent[0]}
          <a href="/privacy">{d.consent[1]}</a>
          {d.consent[2]}
        </p>
      </form>
    </section>
  );
}
