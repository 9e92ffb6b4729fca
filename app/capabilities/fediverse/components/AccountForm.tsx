/**
 * The fediverse account's studio form (issue 31): the switch, the handle people search for and
 * whether each new follower waits for the owner. Saved with the studio's save bar.
 */
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { SaveBar } from "~/core/ui/SaveBar.tsx";
import { CheckboxField, TextField } from "~/core/ui/Field.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import type { FormInput } from "~/core/validation/forms.ts";
import { HANDLE_MAX } from "../lib/handle.ts";

export interface AccountValues {
  enabled: boolean;
  handle: string;
  approveFollows: boolean;
  /** The @domain part, when PUBLIC_URL is set. */
  domain: string | null;
}

export function AccountForm({
  values,
  input,
  errors,
}: {
  values: AccountValues;
  input?: FormInput;
  errors?: Record<string, string>;
}) {
  const { t } = useStudioI18n();
  // After a refused save the boxes show what was sent (an unticked box is absent from the form).
  const checked = (name: "enabled" | "approveFollows") => (input ? input[name] === "on" : values[name]);
  const handle = input ? String(input.handle ?? "") : values.handle;
  return (
    <AdminForm errors={errors} className="form fediverse-form" noValidate>
      <CheckboxField
        label={t("fediverse.studio.enabled")}
        name="enabled"
        defaultChecked={checked("enabled")}
        hint={t("fediverse.studio.enabledHint")}
      />
      <TextField
        label={t("fediverse.studio.handle")}
        name="handle"
        defaultValue={handle}
        maxLength={HANDLE_MAX + 1}
        autoComplete="off"
        spellCheck={false}
        error={errors?.handle}
        hint={
          values.domain
            ? t("fediverse.studio.handleHint", { address: `@${values.handle}@${values.domain}` })
            : t("fediverse.studio.handleHintNoDomain")
        }
      />
      <CheckboxField
        label={t("fediverse.studio.approve")}
        name="approveFollows"
        defaultChecked={checked("approveFollows")}
        hint={t("fediverse.studio.approveHint")}
      />
      <SaveBar>
        <SubmitButton name="intent" value="save">
          {t("fediverse.studio.save")}
        </SubmitButton>
      </SaveBar>
    </AdminForm>
  );
}
