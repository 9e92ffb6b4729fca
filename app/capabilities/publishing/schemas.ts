/**
 * The publish target form (issue 28): the fields every target has, then the chosen kind's. One
 * schema for the browser's hints and the action's parse; secrets are only ever posted to replace
 * the saved one (an empty field keeps it).
 */
import { isLoopbackHost } from "~/core/http/loopback.ts";
import { z } from "zod";

type T = (key: string, values?: Record<string, string | number | null | undefined>) => string;

export const KINDS = ["s3", "sftp", "git"] as const;
export type Kind = (typeof KINDS)[number];

/** Each kind's name and hint in the studio catalogue. */
export const KIND_LABELS: Record<Kind, { label: string; hint: string }> = {
  s3: { label: "publishing.studio.kind.s3", hint: "publishing.studio.kind.s3Hint" },
  sftp: { label: "publishing.studio.kind.sftp", hint: "publishing.studio.kind.sftpHint" },
  git: { label: "publishing.studio.kind.git", hint: "publishing.studio.kind.gitHint" },
};

// eslint-disable-next-line no-control-regex -- control characters are what is refused
const oneLine = (v: string) => !/[\u0000-\u001f\u007f]/.test(v);
const HOST_RE =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return (u.protocol === "https:" || u.protocol === "http:") && !u.username && !u.password;
  } catch {
    return false;
  }
};
/**
 * Where the site's files and the keys that sign them go: https, or plain http only to a server on this very
 * machine (a local MinIO or git server; ADR 2814). A token or signed upload over http to another host could
 * be read or replayed on the way.
 */
const isSafeServerUrl = (v: string) =>
  isHttpUrl(v) && (new URL(v).protocol === "https:" || isLoopbackHost(new URL(v).hostname));
const ticked = z.preprocess((v) => v === "on" || v === "true", z.boolean());
const text = (max: number, t: T) =>
  z
    .string()
    .trim()
    .max(max, { message: t("publishing.studio.form.tooLong", { max }) })
    .refine(oneLine, { message: t("publishing.studio.form.oneLine") })
    .default("");

export function targetSchema(t: T, hasSecret: boolean) {
  const needSecret = (v: string) => hasSecret || v !== "";
  return z
    .object({
      name: text(80, t).refine((v) => v !== "", { message: t("publishing.studio.form.nameRequired") }),
      kind: z.enum(KINDS, { message: t("publishing.studio.form.kindRequired") }),
      site_url: text(300, t).refine(isHttpUrl, { message: t("publishing.studio.form.siteUrl") }),
      base_path: text(100, t).refine((v) => v === "" || /^\/?[A-Za-z0-9._~\-/]*$/.test(v), {
        message: t("publishing.studio.form.basePath"),
      }),
      auto_publish: ticked.default(false),
      s3_endpoint: text(300, t).refine((v) => v === "" || isSafeServerUrl(v), {
        message: t("publishing.studio.form.endpoint"),
      }),
      s3_region: text(32, t).refine((v) => v === "" || /^[a-z0-9-]{2,32}$/.test(v), {
        message: t("publishing.studio.form.region"),
      }),
      s3_bucket: text(63, t),
      s3_prefix: text(200, t).refine(
        (v) => v === "" || (/^[A-Za-z0-9._\-/]+$/.test(v) && !v.split("/").includes("..")),
        {
          message: t("publishing.studio.form.prefix"),
        },
      ),
      s3_access_key_id: text(200, t),
      s3_secret: z.string().max(1000).default(""),
      s3_path_style: ticked.default(false),
      sftp_host: text(253, t),
      sftp_port: text(5, t),
      sftp_username: text(100, t),
      sftp_path: text(500, t),
      sftp_auth: z.enum(["password", "key"]).default("password"),
      sftp_secret: z.string().max(1000).default(""),
      sftp_key: z.string().max(20_000).default(""),
      sftp_host_key: text(100, t).refine((v) => v === "" || /^SHA256:[A-Za-z0-9+/]{43}$/.test(v), {
        message: t("publishing.studio.form.hostKey"),
      }),
      git_url: text(500, t),
      git_branch: text(100, t),
      git_username: text(100, t),
      git_token: z.string().max(1000).default(""),
    })
    .superRefine((v, ctx) => {
      const need = (path: string, ok: boolean, key: string) => {
        if (!ok) ctx.addIssue({ code: "custom", path: [path], message: t(key) });
      };
      if (v.kind === "s3") {
        need("s3_bucket", /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v.s3_bucket), "publishing.studio.form.bucket");
        need("s3_access_key_id", v.s3_access_key_id !== "", "publishing.studio.form.accessKey");
        need("s3_secret", needSecret(v.s3_secret), "publishing.studio.form.secretKey");
      }
      if (v.kind === "sftp") {
        need("sftp_host", HOST_RE.test(v.sftp_host), "publishing.studio.form.host");
        need(
          "sftp_port",
          v.sftp_port === "" ||
            (/^\d{1,5}$/.test(v.sftp_port) && Number(v.sftp_port) >= 1 && Number(v.sftp_port) <= 65535),
          "publishing.studio.form.port",
        );
        need("sftp_username", v.sftp_username !== "", "publishing.studio.form.username");
        need(
          "sftp_path",
          v.sftp_path !== "" && !v.sftp_path.split("/").some((s) => s === ".." || s === "."),
          "publishing.studio.form.path",
        );
        if (v.sftp_auth === "key") need("sftp_key", needSecret(v.sftp_key.trim()), "publishing.studio.form.privateKey");
        else need("sftp_secret", needSecret(v.sftp_secret), "publishing.studio.form.password");
      }
      if (v.kind === "git") {
        need("git_url", /^https?:\/\//.test(v.git_url) && isSafeServerUrl(v.git_url), "publishing.studio.form.gitUrl");
        need(
          "git_branch",
          v.git_branch === "" ||
            (/^[A-Za-z0-9._/-]{1,100}$/.test(v.git_branch) &&
              !v.git_branch.includes("..") &&
              !v.git_branch.startsWith("-")),
          "publishing.studio.form.branch",
        );
        need("git_token", needSecret(v.git_token), "publishing.studio.form.token");
      }
    });
}

export type TargetForm = z.output<ReturnType<typeof targetSchema>>;
