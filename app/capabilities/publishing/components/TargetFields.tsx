/**
 * The publish target form's fields (issue 28), phone-first: where to (three choices), then only
 * the chosen kind's fields (CSS :has). A saved secret is never sent back: its field says "Saved"
 * and takes a new one to replace it.
 */
import { CheckboxField, TextArea, TextField } from "~/core/ui/Field.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { KIND_LABELS, KINDS } from "../schemas.ts";

type Values = Record<string, string | string[] | undefined>;

export function TargetFields({
  values,
  errors,
  secretSaved,
}: {
  values: Values;
  errors: Record<string, string>;
  secretSaved: boolean;
}) {
  const { t } = useStudioI18n();
  const v = (name: string) => {
    const x = values[name];
    return Array.isArray(x) ? (x[0] ?? "") : (x ?? "");
  };
  const kind = v("kind") || "s3";
  const auth = v("sftp_auth") || "password";
  const text = (name: string, label: string, hint?: string, extra: Record<string, unknown> = {}) => (
    <TextField
      name={name}
      label={t(label)}
      hint={hint ? t(hint) : undefined}
      defaultValue={v(name)}
      error={errors[name]}
      {...extra}
    />
  );
  const secret = (name: string, label: string, hint?: string) => (
    <TextField
      name={name}
      type="password"
      autoComplete="new-password"
      label={t(label)}
      hint={secretSaved ? t("publishing.studio.form.secretSaved") : hint ? t(hint) : undefined}
      error={errors[name]}
    />
  );
  return (
    <>
      <fieldset>
        {text("name", "publishing.studio.form.name", "publishing.studio.form.nameHint", {
          required: true,
          maxLength: 80,
        })}
        <div role="radiogroup" aria-labelledby="kind-label" className="choice-list">
          <span id="kind-label" className="field-label">
            <strong>{t("publishing.studio.form.kind")}</strong>
          </span>
          {KINDS.map((k) => (
            <label key={k} className="choice">
              <input type="radio" name="kind" value={k} defaultChecked={kind === k} />
              <span>
                <strong>{t(KIND_LABELS[k].label)}</strong>
                <span className="hint">{t(KIND_LABELS[k].hint)}</span>
              </span>
            </label>
          ))}
          {errors.kind ? <span className="error">{errors.kind}</span> : null}
        </div>
        <div className="pair">
          {text("site_url", "publishing.studio.form.siteUrlLabel", "publishing.studio.form.siteUrlHint", {
            type: "url",
            required: true,
            placeholder: "https://band.example",
          })}
          {text("base_path", "publishing.studio.form.basePathLabel", "publishing.studio.form.basePathHint", {
            placeholder: "/",
          })}
        </div>
        <CheckboxField
          name="auto_publish"
          label={t("publishing.studio.form.autoLabel")}
          defaultChecked={v("auto_publish") === "on"}
        />
      </fieldset>

      <fieldset data-kind="s3">
        <legend>{t("publishing.studio.kind.s3")}</legend>
        <div className="pair">
          {text("s3_bucket", "publishing.studio.form.bucketLabel")}
          {text("s3_prefix", "publishing.studio.form.prefixLabel")}
        </div>
        {text("s3_endpoint", "publishing.studio.form.endpointLabel", "publishing.studio.form.endpointHint", {
          type: "url",
        })}
        <div className="pair">
          {text("s3_region", "publishing.studio.form.regionLabel", undefined, { placeholder: "us-east-1" })}
          {text("s3_access_key_id", "publishing.studio.form.accessKeyLabel", undefined, { autoComplete: "off" })}
        </div>
        {secret("s3_secret", "publishing.studio.form.secretKeyLabel")}
        <CheckboxField
          name="s3_path_style"
          label={t("publishing.studio.form.pathStyleLabel")}
          defaultChecked={v("s3_path_style") === "on"}
        />
      </fieldset>

      <fieldset data-kind="sftp">
        <legend>{t("publishing.studio.kind.sftp")}</legend>
        <div className="pair">
          {text("sftp_host", "publishing.studio.form.hostLabel", undefined, { autoComplete: "off" })}
          {text("sftp_port", "publishing.studio.form.portLabel", undefined, {
            inputMode: "numeric",
            placeholder: "22",
          })}
        </div>
        <div className="pair">
          {text("sftp_username", "publishing.studio.form.usernameLabel", undefined, { autoComplete: "off" })}
          {text("sftp_path", "publishing.studio.form.pathLabel", "publishing.studio.form.pathHint")}
        </div>
        <div role="radiogroup" aria-labelledby="auth-label" className="row">
          <span id="auth-label">
            <strong>{t("publishing.studio.form.authLabel")}</strong>
          </span>
          <label>
            <input type="radio" name="sftp_auth" value="password" defaultChecked={auth === "password"} />{" "}
            {t("publishing.studio.form.authPassword")}
          </label>
          <label>
            <input type="radio" name="sftp_auth" value="key" defaultChecked={auth === "key"} />{" "}
            {t("publishing.studio.form.authKey")}
          </label>
        </div>
        <div data-auth="password">{secret("sftp_secret", "publishing.studio.form.passwordLabel")}</div>
        <div data-auth="key">
          <TextArea
            name="sftp_key"
            label={t("publishing.studio.form.privateKeyLabel")}
            hint={secretSaved ? t("publishing.studio.form.secretSaved") : undefined}
            error={errors.sftp_key}
            spellCheck={false}
            autoComplete="off"
          />
        </div>
        {text("sftp_host_key", "publishing.studio.form.hostKeyLabel", "publishing.studio.form.hostKeyHint", {
          spellCheck: false,
        })}
      </fieldset>

      <fieldset data-kind="git">
        <legend>{t("publishing.studio.kind.git")}</legend>
        {text("git_url", "publishing.studio.form.gitUrlLabel", "publishing.studio.form.gitUrlHint", {
          type: "url",
          placeholder: "https://github.com/you/band.git",
        })}
        <div className="pair">
          {text("git_branch", "publishing.studio.form.branchLabel", "publishing.studio.form.branchHint", {
            placeholder: "gh-pages",
          })}
          {text("git_username", "publishing.studio.form.gitUserLabel", "publishing.studio.form.gitUserHint", {
            autoComplete: "off",
          })}
        </div>
        {secret("git_token", "publishing.studio.form.tokenLabel", "publishing.studio.form.tokenHint")}
      </fieldset>
    </>
  );
}
