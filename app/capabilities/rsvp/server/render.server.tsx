/**
 * The public RSVP markup is rendered here, on the server only, and handed to
 * the pages as HTML: the form needs no JavaScript (a plain form post), so none
 * of its code reaches a visitor's browser — the event page's first load stays
 * as it was (ADR 0500, ADR 1300).
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { FieldErrors, FormInput } from "~/core/validation/forms.ts";
import { RsvpForm, type RsvpFormData } from "../components/site/RsvpForm.tsx";
import { ManageReply, type ManageView } from "../components/site/ManageReply.tsx";
import type { T } from "../lib/messages.ts";

export interface Html {
  html: string;
}

export function rsvpFormHtml(t: T, data: RsvpFormData, failure?: { errors?: FieldErrors; input?: FormInput }): Html {
  return {
    html: renderToStaticMarkup(
      <RsvpForm t={t} data={data} errors={failure?.errors} input={failure?.input} formError={failure?.errors?._form} />,
    ),
  };
}

/** Few enough places that a visitor should hurry: at most 10, or a tenth of a large room. */
export const fewPlaces = (left: number, capacity: number) => left > 0 && left <= Math.max(10, capacity / 10);

export function rsvpCtaHtml(t: T, d: RsvpFormData & { left: number; capacity: number }): Html {
  const note =
    d.state === "closed"
      ? t("rsvp.form.closed")
      : d.state === "not_yet"
        ? t("rsvp.form.notYet", { when: d.opensText ?? "" })
        : d.full
          ? t("rsvp.cta.full")
          : fewPlaces(d.left, d.capacity)
            ? t("rsvp.cta.few", { count: d.left })
            : t("rsvp.cta.free");
  const button = d.state === "open";
  return {
    html: renderToStaticMarkup(
      <div className={`rsvp-cta${button ? "" : " rsvp-cta--state"}`}>
        {button ? (
          <a className={`button rsvp-cta__button${d.full ? " secondary" : ""}`} href={`#rsvp-${d.date}-heading`}>
            {d.full ? t("rsvp.form.submitWaitlist") : t("rsvp.cta.button")}
          </a>
        ) : null}
        <p className={`rsvp-cta__note${!d.full && fewPlaces(d.left, d.capacity) ? " rsvp-cta__note--few" : ""}`}>
          {note}
        </p>
      </div>,
    ),
  };
}

export function manageHtml(view: ManageView): Html {
  return { html: renderToStaticMarkup(<ManageReply {...view} />) };
}
