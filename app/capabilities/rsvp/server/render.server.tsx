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

export function manageHtml(view: ManageView): Html {
  return { html: renderToStaticMarkup(<ManageReply {...view} />) };
}
