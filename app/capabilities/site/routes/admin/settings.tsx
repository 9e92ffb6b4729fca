import { data } from "react-router";
import type { Route } from "./+types/settings";
import { SelectField, TextArea, TextField } from "~/core/ui/Field.tsx";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { PLATFORM_LABELS } from "~/capabilities/site/components/SocialIcon.tsx";
import { ACT_TYPES, SOCIAL_PLATFORMS, settingsSchema, type SocialLink } from "~/capabilities/site/schemas.ts";
import { formToObject, parseSubmission } from "~/core/validation/forms.ts";
import { zoneChoices } from "~/core/dates/zones.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { getSettings, updateSettings } from "~/core/settings/settings.server.ts";
import { audit } from "~/core/audit/audit.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { PinMap } from "~/capabilities/location/components/PinMap.tsx";
import { mapClientConfig } from "~/capabilities/location/lib/config.ts";
import { env } from "~/core/env.server.ts";
import { EmailDeliveryPanel } from "~/capabilities/contact/components/admin/EmailDeliveryPanel.tsx";
import { emailStatus } from "~/capabilities/contact/server/email-status.server.ts";
import { sendTestEmail } from "~/capabilities/contact/server/inbox.server.ts";
import { ImagePicker } from "~/capabilities/media/components/admin/ImagePicker.tsx";
import { heroImagePatch, imageChoices } from "~/capabilities/media/server/picker.server.ts";

const ACT_LABELS: Record<(typeof ACT_TYPES)[number], string> = {
  MusicGroup: "Band or music group",
  PerformingGroup: "Performing group",
  TheaterGroup: "Theatre group",
  DanceGroup: "Dance group",
  Person: "Solo artist or DJ",
  Organization: "Organisation, club or church",
  LocalBusiness: "Venue",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "owner");
  const s = await getSettings();
  // The site's own zone is always offered, under today's name, however this Node lists zones (docs/events.md).
  return { settings: s, zones: zoneChoices(s.time_zone), mapConfig: mapClientConfig(env()), email: await emailStatus(), heroImages: await imageChoices(s.hero_upload_id), uploadMaxMb: env().UPLOAD_MAX_MB };
}

/** Applies a "move up/down" on the social link rows (works without JavaScript). */
function moveRow(links: SocialLink[], move: string | null): SocialLink[] {
  const m = /^(up|down):(\d+)$/.exec(move ?? "");
  if (!m) return links;
  const i = Number(m[2]);
  const j = m[1] === "up" ? i - 1 : i + 1;
  if (i < 0 || j < 0 || i >= links.length || j >= links.length) return links;
  const next = [...links];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "owner");
  const intent = String(form.get("intent") ?? "save");
  // --- other capabilities' intents on this page go here (e.g. "test-email") ---
  if (intent === "test-email") {
    const o = await sendTestEmail();
    await audit({ id: user.id, email: user.email }, "email.test", "site", null, { ok: o.ok });
    return redirectWithToast("/admin/settings#email", { type: o.ok ? "success" : "error", message: o.message }, context);
  }
  if (intent !== "save" && !String(form.get("move") ?? "")) {
    return redirectWithToast("/admin/settings", { type: "error", message: "Unknown action." }, context);
  }
  const sub = parseSubmission(settingsSchema, form);
  if (!sub.ok || !sub.value) return data({ errors: sub.errors, input: formToObject(form) }, { status: 400 });
  const value = { ...sub.value, social_links: moveRow(sub.value.social_links, form.get("move") as string | null), ...(await heroImagePatch(form)) };
  await updateSettings(value);
  await audit({ id: user.id, email: user.email }, "settings.update", "site", null, { fields: Object.keys(value) });
  return redirectWithToast("/admin/settings", { type: "success", message: "Settings saved." }, context);
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const s = loaderData.settings;
  const failed = actionData as { errors: Record<string, string>; input: Record<string, string | string[]> } | undefined;
  const errors = failed?.errors;
  const input = failed?.input;
  const v = (key: string, fallback: string | number | null) => {
    const x = input?.[key];
    return Array.isArray(x) ? (x[0] ?? "") : (x ?? (fallback === null ? "" : String(fallback)));
  };
  const arr = (key: string) => {
    const x = input?.[key];
    return x === undefined ? undefined : Array.isArray(x) ? x : [x];
  };
  const platforms = arr("social_platform") ?? s.social_links.map((l) => l.platform);
  const urls = arr("social_url") ?? s.social_links.map((l) => l.url);
  const rows = Math.max(platforms.length, urls.length) + 2;
  const platformOptions = SOCIAL_PLATFORMS.map((p) => ({ value: p, label: PLATFORM_LABELS[p] }));

  return (
    <>
      <h1>Settings</h1>
      {/* slot: e-mail delivery status and "Send test e-mail" (contact capability) */}
      <EmailDeliveryPanel status={loaderData.email} />
      {/* Keyed by the saved version: after a save (or a move) the fields show what was stored, not what was typed. */}
      <AdminForm key={s.updated_at} errors={errors} className="form" noValidate>
        <fieldset>
          <legend>Identity</legend>
          <TextField label="Name" name="name" required maxLength={100} defaultValue={v("name", s.name)} error={errors?.name} />
          <TextField label="Tagline" name="tagline" maxLength={200} defaultValue={v("tagline", s.tagline)} error={errors?.tagline} />
          <SelectField
            label="What are you?"
            name="act_type"
            options={ACT_TYPES.map((t) => ({ value: t, label: ACT_LABELS[t] }))}
            defaultValue={v("act_type", s.act_type)}
            error={errors?.act_type}
            hint="Helps search engines describe you."
          />
          <TextField label="Accent colour" name="accent_color" type="color" defaultValue={v("accent_color", s.accent_color)} error={errors?.accent_color} hint="Adjusted automatically where needed so text stays readable." />
          {/* slot: hero image (media capability) */}
          <ImagePicker name="hero_upload_id" label="Hero image" value={s.hero_upload_id} choices={loaderData.heroImages} purpose="hero" uploadMaxMb={loaderData.uploadMaxMb} back="/admin/settings" hint="The big picture at the top of the home page." />
        </fieldset>
        <fieldset>
          <legend>About</legend>
          <TextArea label="About text" name="about" rows={10} maxLength={20000} defaultValue={v("about", s.about)} error={errors?.about} hint="Markdown: **bold**, *italic*, [links](https://example.com), lists and headings." />
        </fieldset>
        <fieldset>
          <legend>Contact details</legend>
          <TextField label="Contact e-mail" name="contact_email" type="email" defaultValue={v("contact_email", s.contact_email)} error={errors?.contact_email} hint="Messages from the contact form go here unless MAIL_TO is set." />
          <TextField label="Phone" name="phone" type="tel" maxLength={30} defaultValue={v("phone", s.phone)} error={errors?.phone} />
          <TextArea label="Address" name="address" rows={2} maxLength={500} defaultValue={v("address", s.address)} error={errors?.address} />
          <TextArea label="Opening hours" name="opening_hours" rows={2} maxLength={1000} defaultValue={v("opening_hours", s.opening_hours)} error={errors?.opening_hours} />
          <TextArea label="Privacy notice" name="privacy_notice" rows={3} maxLength={5000} defaultValue={v("privacy_notice", s.privacy_notice)} error={errors?.privacy_notice} hint="When set, the contact form asks for consent." />
        </fieldset>
        <fieldset>
          <legend>Location</legend>
          <div className="row">
            <TextField label="Latitude" name="latitude" inputMode="decimal" defaultValue={v("latitude", s.latitude)} error={errors?.latitude} />
            <TextField label="Longitude" name="longitude" inputMode="decimal" defaultValue={v("longitude", s.longitude)} error={errors?.longitude} />
          </div>
          {/* slot: map to place the pin (maps capability) */}
          <PinMap config={loaderData.mapConfig} name={s.name} latitude={s.latitude} longitude={s.longitude} />
          <SelectField label="Time zone" name="time_zone" options={loaderData.zones.map((z) => ({ value: z, label: z.replace(/_/g, " ") }))} defaultValue={v("time_zone", s.time_zone)} error={errors?.time_zone} />
        </fieldset>
        <fieldset>
          <legend>Social links</legend>
          <ol style={{ paddingLeft: "1.2rem", display: "grid", gap: "0.75rem" }}>
            {Array.from({ length: rows }, (_, i) => (
              <li key={i}>
                <div className="social-row">
                  <SelectField label={`Platform ${i + 1}`} name="social_platform[]" options={platformOptions} defaultValue={platforms[i] ?? "instagram"} error={errors?.[`social_platform.${i}`]} />
                  <TextField label={`Link ${i + 1}`} name="social_url[]" type="url" placeholder="https://" defaultValue={urls[i] ?? ""} error={errors?.[`social_url.${i}`]} />
                  <div className="row">
                    {i > 0 && i < rows - 2 ? (
                      <button type="submit" name="move" value={`up:${i}`} className="button secondary small" aria-label={`Move link ${i + 1} up`}>
                        ↑
                      </button>
                    ) : null}
                    {i < rows - 3 ? (
                      <button type="submit" name="move" value={`down:${i}`} className="button secondary small" aria-label={`Move link ${i + 1} down`}>
                        ↓
                      </button>
                    ) : null}
                  </div>
                </div>
              </li>
            ))}
          </ol>
          <p className="hint muted">Leave a link empty to remove it. Save to get more empty rows.</p>
        </fieldset>
        <p>
          <SubmitButton name="intent" value="save">
            Save settings
          </SubmitButton>
        </p>
      </AdminForm>
    </>
  );
}
