/**
 * Publish targets in the studio (issue 28, owners): the list with each one's state, the form's
 * values (never a secret), saving (the secret sealed as the e-mail settings' are, ADR 0013, bound
 * to the target), removing, and "Test" — with the form's values, before they are saved.
 */
import type { Translator } from "~/core/i18n/translator.ts";
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import type { Outcome } from "~/core/errors.ts";
import { openSecret, sealSecret } from "~/core/secrets/secret-box.server.ts";
import { type FieldErrors, type FormInput, parseSubmission } from "~/core/validation/forms.ts";
import { normaliseBase } from "~/core/export/urls.ts";
import { type TargetForm, targetSchema } from "../schemas.ts";
import type { Progress } from "./send.server.ts";
import { type TargetConfig, isKind, transportFor, whereOf } from "./transport-for.server.ts";
import * as data from "./data/targets.server.ts";

const purpose = (id: string) => `publish_target.${id}.secret`;

export interface TargetView {
  id: string;
  name: string;
  kind: TargetConfig["kind"];
  where: string;
  siteUrl: string;
  auto: boolean;
  running: Progress | { phase: "export" } | null;
  lastOutcome: "ok" | "failed" | null;
  lastMessage: string;
  lastCounts: { uploaded?: number; bytes?: number; removed?: number; unchanged?: number };
  publishedAt: string | null;
  lastAttemptAt: string | null;
}

export const configOf = (row: data.TargetRow): TargetConfig => {
  if (!isKind(row.kind)) throw new Error(`Unknown publish target kind ${row.kind}`);
  return { kind: row.kind, settings: JSON.parse(row.settings) } as TargetConfig;
};

const json = <T>(s: string, fallback: T): T => {
  try {
    return JSON.parse(s) as T;
  } catch {
    return fallback;
  }
};

export function viewOf(row: data.TargetRow, now = Date.now()): TargetView {
  const c = configOf(row);
  const live = row.run_id !== null && row.run_lease_until !== null && Date.parse(row.run_lease_until) > now;
  return {
    id: row.id,
    name: row.name,
    kind: c.kind,
    where: whereOf(c),
    siteUrl: row.site_url,
    auto: row.auto_publish === 1,
    running: live ? json(row.run_progress, { phase: "export" as const }) : null,
    lastOutcome: row.last_outcome === "ok" || row.last_outcome === "failed" ? row.last_outcome : null,
    lastMessage: row.last_message,
    lastCounts: json(row.last_counts, {}),
    publishedAt: row.published_at,
    lastAttemptAt: row.last_attempt_at,
  };
}

export const listTargets = async () => (await data.listTargetRows()).map((r) => viewOf(r));

/** A saved target's row (the studio's actions look it up by the id a form posted). */
export const findTarget = (id: string) => data.targetRow(id);

/** The form's values for a saved target: its settings as fields, no secret. */
export async function targetFormValues(
  id: string,
): Promise<{ values: Record<string, string>; secretSaved: boolean } | null> {
  const row = await data.targetRow(id);
  if (!row) return null;
  const c = configOf(row);
  const v: Record<string, string> = {
    name: row.name,
    kind: row.kind,
    site_url: row.site_url,
    base_path: row.base_path,
    auto_publish: row.auto_publish ? "on" : "",
  };
  if (c.kind === "s3")
    Object.assign(v, {
      s3_endpoint: c.settings.endpoint,
      s3_region: c.settings.region,
      s3_bucket: c.settings.bucket,
      s3_prefix: c.settings.prefix,
      s3_access_key_id: c.settings.accessKeyId,
      s3_path_style: c.settings.forcePathStyle ? "on" : "",
    });
  if (c.kind === "sftp")
    Object.assign(v, {
      sftp_host: c.settings.host,
      sftp_port: String(c.settings.port),
      sftp_username: c.settings.username,
      sftp_path: c.settings.path,
      sftp_auth: c.settings.auth,
      sftp_host_key: c.settings.hostKey,
    });
  if (c.kind === "git")
    Object.assign(v, { git_url: c.settings.url, git_branch: c.settings.branch, git_username: c.settings.username });
  return { values: v, secretSaved: row.secret !== "" };
}

const SECRET_FIELDS = ["s3_secret", "sftp_secret", "sftp_key", "git_token"] as const;

/** What was posted, to show again: never a secret. */
export function withoutSecrets(input: FormInput): FormInput {
  const copy: FormInput = { ...input };
  for (const f of SECRET_FIELDS) delete copy[f];
  delete copy.csrf;
  delete copy.intent;
  return copy;
}

export interface ReadTarget {
  config: TargetConfig;
  name: string;
  siteUrl: string;
  basePath: string;
  auto: boolean;
  /** The typed secret, or "" to keep the saved one. */
  typedSecret: string;
}

function toTarget(v: TargetForm): ReadTarget {
  const config: TargetConfig =
    v.kind === "s3"
      ? {
          kind: "s3",
          settings: {
            endpoint: v.s3_endpoint.replace(/\/+$/, ""),
            region: v.s3_region || "us-east-1",
            bucket: v.s3_bucket,
            prefix: v.s3_prefix.replace(/^\/+|\/+$/g, ""),
            accessKeyId: v.s3_access_key_id,
            forcePathStyle: v.s3_path_style,
          },
        }
      : v.kind === "sftp"
        ? {
            kind: "sftp",
            settings: {
              host: v.sftp_host,
              port: v.sftp_port ? Number(v.sftp_port) : 22,
              username: v.sftp_username,
              path: v.sftp_path,
              auth: v.sftp_auth,
              hostKey: v.sftp_host_key,
            },
          }
        : { kind: "git", settings: { url: v.git_url, branch: v.git_branch || "gh-pages", username: v.git_username } };
  const typedSecret =
    v.kind === "s3"
      ? v.s3_secret
      : v.kind === "sftp"
        ? v.sftp_auth === "key"
          ? v.sftp_key
          : v.sftp_secret
        : v.git_token;
  return {
    config,
    name: v.name,
    siteUrl: new URL(v.site_url).origin,
    basePath: normaliseBase(v.base_path),
    auto: v.auto_publish,
    // A pasted key keeps its final line break (some parsers want it); a password or token is taken as typed.
    typedSecret:
      v.kind === "sftp" && v.sftp_auth === "key" && typedSecret.trim() ? typedSecret.trim() + "\n" : typedSecret.trim(),
  };
}

export async function readTargetForm(
  form: FormData,
  tr: Pick<Translator, "t">,
  id: string | null,
): Promise<{ ok: true; target: ReadTarget } | { ok: false; errors: FieldErrors; input: FormInput }> {
  const saved = id ? await data.targetRow(id) : undefined;
  const sub = parseSubmission(targetSchema(tr.t, saved?.secret !== undefined && saved.secret !== ""), form);
  if (!sub.ok || !sub.value) return { ok: false, errors: sub.errors, input: withoutSecrets(sub.input) };
  return { ok: true, target: toTarget(sub.value) };
}

/** Saves a new target (id null) or changes one; the kind of a saved target may change (its secret must then be typed). */
export async function saveTarget(actor: Actor, id: string | null, t: ReadTarget): Promise<string> {
  const before = id ? await data.targetRow(id) : undefined;
  const targetId = before?.id ?? newId();
  const kindChanged = before !== undefined && before.kind !== t.config.kind;
  const secret =
    t.typedSecret !== "" ? sealSecret(t.typedSecret, purpose(targetId)) : kindChanged ? "" : (before?.secret ?? "");
  const row = {
    name: t.name,
    settings: JSON.stringify(t.config.settings),
    secret,
    site_url: t.siteUrl,
    base_path: t.basePath,
    auto_publish: t.auto ? 1 : 0,
  };
  if (before) {
    // Somewhere else (another bucket, host or repository) holds none of what was published: start afresh.
    const moved = kindChanged || whereOf(configOf(before)) !== whereOf(t.config) || before.base_path !== t.basePath;
    await data.updateTarget(targetId, { ...row, kind: t.config.kind, ...(moved ? { hash_map: "{}" } : {}) });
  } else await data.insertTarget({ id: targetId, kind: t.config.kind, ...row });
  await audit(actor, "publish.target", "publish_target", targetId, {
    kind: t.config.kind,
    created: !before,
    secretChanged: t.typedSecret !== "",
  });
  return targetId;
}

export async function removeTarget(actor: Actor, id: string): Promise<void> {
  const row = await data.targetRow(id);
  if (!row) return;
  await data.deleteTarget(id);
  await audit(actor, "publish.target_delete", "publish_target", id, { kind: row.kind });
}

/** The saved secret of a target, or null when it no longer opens (SESSION_SECRET changed). */
export async function savedSecret(id: string): Promise<string | null> {
  const row = await data.targetRow(id);
  if (!row || row.secret === "") return null;
  return openSecret(row.secret, purpose(id));
}

/** "Test": connects with the form's values (the saved secret when none was typed) and tries a write. */
export async function testTarget(
  actor: Actor,
  id: string | null,
  t: ReadTarget,
  tr: Pick<Translator, "t">,
): Promise<Outcome> {
  const secret = t.typedSecret || (id ? await savedSecret(id) : null);
  if (!secret) return { ok: false, message: tr.t("publishing.studio.test.noSecret") };
  let transport;
  try {
    transport = transportFor(id ?? "unsaved", t.config, secret, {
      limits: { timeoutMs: 20_000, maxFetchBytes: 0 },
    });
    const said = await transport.test();
    await audit(actor, "publish.test", "publish_target", id, { ok: true, kind: t.config.kind });
    return { ok: true, message: tr.t("publishing.studio.test.ok", { details: said }) };
  } catch (e) {
    await audit(actor, "publish.test", "publish_target", id, { ok: false, kind: t.config.kind });
    return {
      ok: false,
      message: tr.t("publishing.studio.test.failed", { reason: e instanceof Error ? e.message : String(e) }),
    };
  } finally {
    await transport?.close();
  }
}
