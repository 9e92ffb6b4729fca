/**
 * Where scheduled backups go, how often, what is kept, and the passphrase
 * (issue 28). Without JavaScript every field is there; a stylesheet rule
 * shows only the chosen place's fields. Secrets come back as "saved", never
 * as text.
 */
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { TextField } from "~/core/ui/Field.tsx";
import { inputValue, type FormFailure } from "~/core/validation/forms.ts";
import type { TargetView } from "~/capabilities/operations/server/backups.server.ts";

/** Studio keys, listed literally for the catalogue check. */
const FREQUENCY = {
  off: "operations.studio.form.frequencyOff",
  "6h": "operations.studio.form.frequency6h",
  "12h": "operations.studio.form.frequency12h",
  daily: "operations.studio.form.frequencyDaily",
  weekly: "operations.studio.form.frequencyWeekly",
} as const;
const KEEP = [
  ["keep_daily", "operations.studio.form.keepDaily", 7],
  ["keep_weekly", "operations.studio.form.keepWeekly", 4],
  ["keep_monthly", "operations.studio.form.keepMonthly", 6],
] as const;
const WEEKDAYS = [
  "operations.studio.form.day0",
  "operations.studio.form.day1",
  "operations.studio.form.day2",
  "operations.studio.form.day3",
  "operations.studio.form.day4",
  "operations.studio.form.day5",
  "operations.studio.form.day6",
] as const;

function Select({
  id,
  name,
  label,
  value,
  options,
  error,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: [string, string][];
  error?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
      {error ? (
        <span className="error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function ScheduleForm({
  target,
  timeZone,
  defaultFolder,
  failure,
}: {
  target: TargetView | null;
  timeZone: string;
  defaultFolder: string;
  failure?: FormFailure;
}) {
  const { t } = useStudioI18n();
  const e = failure?.errors ?? {};
  const typed = failure?.input;
  const val = (name: keyof TargetView & string, fallback: string | number | boolean) =>
    typed ? inputValue(typed, name) : String(target?.[name] ?? fallback);
  const ticked = (name: string, saved: boolean) => (typed ? inputValue(typed, name) === "on" : saved);
  const kind = val("kind", "folder");
  const encrypt = ticked("encrypt", target?.encrypted ?? false);
  return (
    <AdminForm errors={e} className="form backup-form" noValidate>
      <fieldset>
        <legend>{t("operations.studio.form.where")}</legend>
        <div className="check">
          <input id="kind-folder" type="radio" name="kind" value="folder" defaultChecked={kind === "folder"} />
          <label htmlFor="kind-folder">{t("operations.studio.form.kindFolder")}</label>
        </div>
        <div className="check">
          <input id="kind-s3" type="radio" name="kind" value="s3" defaultChecked={kind === "s3"} />
          <label htmlFor="kind-s3">{t("operations.studio.form.kindS3")}</label>
        </div>
        <div className="backup-folder-fields">
          <TextField
            id="backup-folder"
            label={t("operations.studio.form.folder")}
            name="folder"
            defaultValue={val("folder", defaultFolder)}
            hint={t("operations.studio.form.folderHint", { default: defaultFolder })}
            error={e.folder}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <div className="backup-s3-fields">
          <TextField
            id="backup-endpoint"
            label={t("operations.studio.form.endpoint")}
            name="s3_endpoint"
            defaultValue={val("s3_endpoint", "")}
            hint={t("operations.studio.form.endpointHint")}
            error={e.s3_endpoint}
            inputMode="url"
            spellCheck={false}
          />
          <div className="row">
            <TextField
              id="backup-bucket"
              label={t("operations.studio.form.bucket")}
              name="s3_bucket"
              defaultValue={val("s3_bucket", "")}
              error={e.s3_bucket}
              spellCheck={false}
            />
            <TextField
              id="backup-region"
              label={t("operations.studio.form.region")}
              name="s3_region"
              defaultValue={val("s3_region", "")}
              hint={t("operations.studio.form.regionHint")}
              error={e.s3_region}
              spellCheck={false}
            />
          </div>
          <TextField
            id="backup-prefix"
            label={t("operations.studio.form.prefix")}
            name="s3_prefix"
            defaultValue={val("s3_prefix", "")}
            hint={t("operations.studio.form.prefixHint")}
            error={e.s3_prefix}
            spellCheck={false}
          />
          <div className="row">
            <TextField
              id="backup-key"
              label={t("operations.studio.form.accessKey")}
              name="s3_access_key_id"
              defaultValue={val("s3_access_key_id", "")}
              error={e.s3_access_key_id}
              autoComplete="off"
              spellCheck={false}
            />
            <TextField
              id="backup-secret"
              label={t("operations.studio.form.secret")}
              name="s3_secret"
              type="password"
              autoComplete="new-password"
              hint={
                target?.secret === "saved"
                  ? t("operations.studio.form.secretSaved")
                  : target?.secret === "unreadable"
                    ? t("operations.studio.form.secretUnreadable")
                    : undefined
              }
              error={e.s3_secret}
            />
          </div>
          {target?.secret === "saved" ? (
            <div className="check">
              <input
                id="backup-secret-replace"
                type="checkbox"
                name="s3_secret_replace"
                defaultChecked={ticked("s3_secret_replace", false)}
              />
              <label htmlFor="backup-secret-replace">{t("operations.studio.form.secretReplace")}</label>
            </div>
          ) : null}
          <div className="check">
            <input
              id="backup-path-style"
              type="checkbox"
              name="s3_path_style"
              defaultChecked={ticked("s3_path_style", target?.s3_path_style ?? false)}
            />
            <label htmlFor="backup-path-style">{t("operations.studio.form.pathStyle")}</label>
          </div>
        </div>
      </fieldset>
      <fieldset>
        <legend>{t("operations.studio.form.when")}</legend>
        <div className="row">
          <Select
            id="backup-frequency"
            name="frequency"
            label={t("operations.studio.form.frequency")}
            value={val("frequency", "daily")}
            options={Object.entries(FREQUENCY).map(([v, k]) => [v, t(k)])}
            error={e.frequency}
          />
          <Select
            id="backup-hour"
            name="hour"
            label={t("operations.studio.form.hour", { zone: timeZone })}
            value={val("hour", 3)}
            options={Array.from({ length: 24 }, (_, h) => [String(h), `${String(h).padStart(2, "0")}:00`])}
            error={e.hour}
          />
          <Select
            id="backup-weekday"
            name="weekday"
            label={t("operations.studio.form.weekday")}
            value={val("weekday", 0)}
            options={WEEKDAYS.map((k, i) => [String(i), t(k)])}
            error={e.weekday}
          />
        </div>
        <p className="hint">{t("operations.studio.form.keepIntro")}</p>
        <div className="row">
          {KEEP.map(([name, label, fallback]) => (
            <TextField
              key={name}
              id={`backup-${name}`}
              label={t(label)}
              name={name}
              inputMode="numeric"
              defaultValue={val(name, fallback)}
              error={e[name]}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t("operations.studio.form.encryption")}</legend>
        <div className="check">
          <input id="backup-encrypt" type="checkbox" name="encrypt" defaultChecked={encrypt} />
          <label htmlFor="backup-encrypt">{t("operations.studio.form.encrypt")}</label>
        </div>
        <p className="hint">{t("operations.studio.form.encryptHint")}</p>
        {target?.encrypted ? (
          <div className="check">
            <input
              id="backup-new-passphrase"
              type="checkbox"
              name="new_passphrase"
              defaultChecked={ticked("new_passphrase", false)}
            />
            <label htmlFor="backup-new-passphrase">{t("operations.studio.form.newPassphrase")}</label>
          </div>
        ) : null}
        <div className="row backup-passphrase">
          <TextField
            id="backup-passphrase"
            label={t("operations.studio.form.passphrase")}
            name="passphrase"
            type="password"
            autoComplete="new-password"
            error={e.passphrase}
          />
          <TextField
            id="backup-passphrase-again"
            label={t("operations.studio.form.passphraseAgain")}
            name="passphrase_again"
            type="password"
            autoComplete="new-password"
            error={e.passphrase_again}
          />
        </div>
      </fieldset>
      <p>
        <SubmitButton name="intent" value="save">
          {t("operations.studio.form.save")}
        </SubmitButton>
      </p>
    </AdminForm>
  );
}
