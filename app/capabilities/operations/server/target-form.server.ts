/**
 * The scheduled-backups form (issue 28): where (a folder or a bucket), how
 * often, what to keep, and the optional passphrase. One message per field, in
 * the owner's studio language. Secrets — the bucket's secret key, the
 * passphrase — are never shown again and never kept in a re-shown form.
 */
import { z } from "zod";
import { formToObject, issuesToErrors, type FieldErrors, type FormInput } from "~/core/validation/forms.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import type { BackupTarget } from "~/core/backup/data/backups.server.ts";

type Tr = Pick<Translator, "t">;

/** Fields never sent back to the browser. */
export const SECRET_FIELDS = ["s3_secret", "passphrase", "passphrase_again"] as const;

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;
const ticked = z.preprocess((v) => v === "on" || v === "true", z.boolean());

function schema({ t }: Tr) {
  const line = (max: number) =>
    z
      .string()
      .trim()
      .max(max, { message: t("operations.studio.form.error.tooLong", { max }) })
      // eslint-disable-next-line no-control-regex -- control characters are what is refused
      .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), { message: t("operations.studio.form.error.oneLine") })
      .default("");
  const count = (max: number) =>
    z
      .string()
      .trim()
      .default("")
      .refine((v) => /^\d{1,3}$/.test(v) && Number(v) <= max, {
        message: t("operations.studio.form.error.count", { max }),
      })
      .transform(Number);
  return z
    .object({
      kind: z.enum(["folder", "s3"], { message: t("operations.studio.form.error.chooseKind") }),
      folder: line(1000),
      s3_endpoint: line(500).refine(
        (v) => v === "" || (URL.canParse(v) && /^https?:$/.test(new URL(v).protocol) && !new URL(v).username),
        {
          message: t("operations.studio.form.error.endpoint"),
        },
      ),
      s3_region: line(32).refine((v) => v === "" || /^[a-z0-9-]{2,32}$/.test(v), {
        message: t("operations.studio.form.error.region"),
      }),
      s3_bucket: line(63),
      s3_prefix: line(300)
        .transform((v) => v.replace(/^\/+|\/+$/g, ""))
        .refine((v) => v === "" || (PREFIX.test(v) && !v.split("/").some((p) => p === "." || p === "..")), {
          message: t("operations.studio.form.error.prefix"),
        }),
      s3_access_key_id: line(200),
      s3_secret: z
        .string()
        .max(1000, { message: t("operations.studio.form.error.tooLong", { max: 1000 }) })
        .default(""),
      s3_secret_replace: ticked,
      s3_path_style: ticked,
      frequency: z.enum(["off", "6h", "12h", "daily", "weekly"], {
        message: t("operations.studio.form.error.chooseFrequency"),
      }),
      hour: z.coerce
        .number({ message: t("operations.studio.form.error.hour") })
        .int()
        .min(0, { message: t("operations.studio.form.error.hour") })
        .max(23, { message: t("operations.studio.form.error.hour") }),
      weekday: z.coerce
        .number({ message: t("operations.studio.form.error.weekday") })
        .int()
        .min(0, { message: t("operations.studio.form.error.weekday") })
        .max(6, { message: t("operations.studio.form.error.weekday") }),
      keep_daily: count(365),
      keep_weekly: count(260),
      keep_monthly: count(240),
      encrypt: ticked,
      new_passphrase: ticked,
      passphrase: z.string().default(""),
      passphrase_again: z.string().default(""),
    })
    .superRefine((v, ctx) => {
      const need = (path: string, ok: boolean, message: string) => {
        if (!ok) ctx.addIssue({ code: "custom", path: [path], message });
      };
      if (v.kind === "folder") need("folder", v.folder.startsWith("/"), t("operations.studio.form.error.folder"));
      if (v.kind === "s3") {
        need("s3_bucket", BUCKET.test(v.s3_bucket), t("operations.studio.form.error.bucket"));
        need("s3_access_key_id", v.s3_access_key_id !== "", t("operations.studio.form.error.accessKey"));
      }
    });
}

export type TargetForm = z.output<ReturnType<typeof schema>>;

export type TargetFormResult =
  | { ok: true; values: TargetForm; input: FormInput }
  | { ok: false; errors: FieldErrors; input: FormInput };

/**
 * Reads the form. What depends on what is saved — a secret key the bucket
 * needs, a passphrase when encryption is turned on — is checked against `before`.
 */
export function readTargetForm(form: FormData, tr: Tr, before: BackupTarget | undefined): TargetFormResult {
  const raw = formToObject(form);
  const input: FormInput = Object.fromEntries(
    Object.entries(raw).filter(([k]) => !(SECRET_FIELDS as readonly string[]).includes(k)),
  );
  const parsed = schema(tr).safeParse(raw);
  if (!parsed.success) return { ok: false, errors: issuesToErrors(parsed.error.issues), input };
  const v = parsed.data;
  const errors: FieldErrors = {};
  const { t } = tr;
  if (v.kind === "s3") {
    const keeps = before?.kind === "s3" && before.s3_secret !== "" && !v.s3_secret_replace;
    if (!keeps && v.s3_secret === "") errors.s3_secret = t("operations.studio.form.error.secret");
  }
  const settingPassphrase = v.encrypt && (v.new_passphrase || !before?.encrypt_public_key);
  if (settingPassphrase) {
    if ([...v.passphrase].length < 12) errors.passphrase = t("operations.studio.form.error.passphraseShort");
    else if (v.passphrase !== v.passphrase_again)
      errors.passphrase_again = t("operations.studio.form.error.passphraseDiffers");
  }
  return Object.keys(errors).length ? { ok: false, errors, input } : { ok: true, values: v, input };
}
