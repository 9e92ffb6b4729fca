/**
 * The public contact form. Posts to /contact and works without JavaScript
 * (the server answers with the form again, or a redirect and a status line);
 * with JavaScript the same action runs without a reload, a toast answers, and
 * focus moves to the first field that needs attention.
 */
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { toast } from "~/core/ui/toast.tsx";
import { CheckboxField, SelectField, TextArea, TextField } from "~/core/ui/Field.tsx";
import { useFocusFirstError } from "~/core/ui/forms.tsx";
import { ATTACHMENT_FIELD, HONEYPOT_FIELD, IDEMPOTENCY_FIELD, TOKEN_FIELD } from "~/capabilities/contact/lib/fields.ts";
import { CONTACT_LIMITS, PHONE_PATTERN, TOPICS, type Topic } from "~/capabilities/contact/lib/limits.ts";
import { useI18n } from "~/core/i18n/react.tsx";
import { formatNumber } from "~/core/i18n/format.ts";

const TOPIC_KEYS: Record<Topic, string> = {
  booking: "contact.topic.booking",
  press: "contact.topic.press",
  general: "contact.topic.general",
};

export interface ContactFormProps {
  /** The signed timing token issued when the page was rendered. */
  token: string;
  /** One random key per rendered form: a double submit stores one message. */
  submissionId: string;
  /** Today in the site's time zone (YYYY-MM-DD), the earliest date wanted. */
  today: string;
  /** The site's privacy notice; when set, consent is required. */
  privacyNotice: string;
  errors?: Record<string, string>;
  input?: Record<string, string | string[]>;
}

const value = (input: ContactFormProps["input"], key: string, fallback = "") => {
  const v = input?.[key];
  return Array.isArray(v) ? (v[0] ?? fallback) : (v ?? fallback);
};

export function ContactForm({ token, submissionId, today, privacyNotice, errors, input }: ContactFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const nav = useNavigation();
  const busy = nav.state === "submitting" && nav.formAction === "/contact";
  const initialTopic = (TOPICS as readonly string[]).includes(value(input, "topic"))
    ? (value(input, "topic") as Topic)
    : "booking";
  const [topic, setTopic] = useState<Topic>(initialTopic);
  const booking = topic === "booking";
  useFocusFirstError(errors, ref);
  const { t, intl } = useI18n();

  // With JavaScript, a failed send also answers with a toast (the status line below is for everyone).
  useEffect(() => {
    if (!errors) return;
    const message = errors._form ?? t("contact.form.checkFields");
    toast.error(message);
  }, [errors, t]);

  return (
    <Form
      method="post"
      action="/contact"
      encType="multipart/form-data"
      ref={ref}
      className="form contact-form"
      aria-describedby="contact-form-note"
    >
      <input type="hidden" name={TOKEN_FIELD} value={token} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={submissionId} />
      {errors?._form ? (
        <p className="notice error" role="alert" tabIndex={-1} id="contact-form-error">
          {errors._form}
        </p>
      ) : errors && Object.keys(errors).length ? (
        <p className="notice error" role="alert">
          {t("contact.form.checkFields")}
        </p>
      ) : null}
      <p className="muted" id="contact-form-note">
        {t("contact.form.note")}
      </p>
      <TextField
        label={t("contact.form.name")}
        name="name"
        autoComplete="name"
        required
        maxLength={CONTACT_LIMITS.nameMax}
        defaultValue={value(input, "name")}
        error={errors?.name}
      />
      <TextField
        label={t("contact.form.email")}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={CONTACT_LIMITS.emailMax}
        defaultValue={value(input, "email")}
        error={errors?.email}
        hint={t("contact.form.emailHint")}
      />
      <TextField
        label={t("contact.form.phone")}
        name="phone"
        type="tel"
        autoComplete="tel"
        maxLength={CONTACT_LIMITS.phoneMax}
        pattern={PHONE_PATTERN}
        defaultValue={value(input, "phone")}
        error={errors?.phone}
      />
      <SelectField
        label={t("contact.form.topic")}
        name="topic"
        required
        options={TOPICS.map((topic) => ({ value: topic, label: t(TOPIC_KEYS[topic]) }))}
        defaultValue={initialTopic}
        onChange={(e) => setTopic(e.currentTarget.value as Topic)}
        error={errors?.topic}
      />
      {/* Booking-only fields: hidden (and not sent) for other topics once JavaScript runs; without it they stay visible. */}
      <div className="contact-form__booking" hidden={!booking}>
        <TextField
          label={t("contact.form.dateWanted")}
          name="dateWanted"
          type="date"
          min={today}
          disabled={!booking}
          defaultValue={value(input, "dateWanted")}
          error={errors?.dateWanted}
          hint={t("contact.form.dateWantedHint")}
        />
        <TextField
          label={t("contact.form.attachment")}
          name={ATTACHMENT_FIELD}
          type="file"
          accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
          disabled={!booking}
          error={errors?.attachment}
          hint={t("contact.form.attachmentHint", {
            mb: formatNumber(intl, CONTACT_LIMITS.attachmentMaxBytes / 1024 / 1024),
          })}
        />
      </div>
      <TextArea
        label={t("contact.form.message")}
        name="message"
        required
        rows={8}
        minLength={CONTACT_LIMITS.messageMin}
        maxLength={CONTACT_LIMITS.messageMax}
        defaultValue={value(input, "message")}
        error={errors?.message}
        hint={t("contact.form.messageHint", {
          min: formatNumber(intl, CONTACT_LIMITS.messageMin),
          max: formatNumber(intl, CONTACT_LIMITS.messageMax),
        })}
      />
      {privacyNotice ? (
        <>
          <div className="contact-form__privacy notice" id="contact-privacy">
            {privacyNotice.split(/\n{2,}/).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
          <CheckboxField
            label={t("contact.form.consent")}
            name="consent"
            required
            defaultChecked={value(input, "consent") === "on"}
            error={errors?.consent}
          />
        </>
      ) : null}
      {/* The honeypot: off-screen and out of the tab order; people never fill it, many bots do. */}
      <div className="contact-form__hp" aria-hidden="true">
        <label>
          {t("contact.form.honeypot")}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <p>
        <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t("contact.form.sending") : t("contact.form.send")}
        </button>
      </p>
    </Form>
  );
}
