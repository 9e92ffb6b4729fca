/**
 * The site's fediverse account (issue 31): whether federation is on, the handle and the follow
 * setting, and the studio's changes to them (audited). Federation is off until switched on — by
 * the studio, or by FEDIVERSE=true, which wins over the studio either way — and it needs PUBLIC_URL
 * (https, except in tests): an actor's id must never change or name an internal address.
 *
 * The state is read on every request that might be for the federation, so it is kept per content
 * version (known without a query; every studio change moves it on).
 */
import { contentChanged, contentVersion } from "~/core/db/content-version.server.ts";
import { env } from "~/core/env.server.ts";
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { AppError } from "~/core/errors.ts";
import { defaultHandle, readHandle } from "../lib/handle.ts";
import { createAccount, patchAccount, readAccount, type AccountRow } from "./data/account.server.ts";

/** Why federation is off although chosen, or null. */
export type Blocked = "no_public_url" | "not_https" | null;

export interface FederationState {
  /** Federating now. */
  on: boolean;
  /** The studio's choice (null: never chosen). */
  chosen: boolean | null;
  /** FEDIVERSE in the environment, when set: it decides whatever the studio says. */
  forced: boolean | null;
  blocked: Blocked;
  handle: string;
  /** The host of PUBLIC_URL: the @domain part (null without PUBLIC_URL). */
  domain: string | null;
  origin: string | null;
  approveFollows: boolean;
  firstEnabledAt: string | null;
}

/** The account row, made with a handle from the site's name the first time anyone asks. */
export async function accountRow(): Promise<AccountRow> {
  const row = await readAccount();
  if (row) return row;
  await createAccount(defaultHandle((await getSettings()).name), new Date().toISOString());
  return (await readAccount())!;
}

function blockedBy(): Blocked {
  const url = env().PUBLIC_URL;
  if (!url) return "no_public_url";
  if (!url.startsWith("https:") && env().NODE_ENV !== "test") return "not_https";
  return null;
}

function stateOf(row: AccountRow): FederationState {
  // The export's private copy of the site never federates (core/export/source.ts), whatever is chosen.
  const forced = env().MARQUEE_SITE_COPY ? false : (env().FEDIVERSE ?? null);
  const chosen = row.enabled === null ? null : row.enabled === 1;
  const blocked = blockedBy();
  const url = env().PUBLIC_URL;
  return {
    on: (forced ?? chosen ?? false) && blocked === null,
    chosen,
    forced,
    blocked,
    handle: row.handle,
    domain: url ? new URL(url).host : null,
    origin: url ? new URL(url).origin : null,
    approveFollows: row.approve_follows === 1,
    firstEnabledAt: row.first_enabled_at,
  };
}

let cached: { version: string; state: FederationState } | undefined;

/** The federation's state now (one query per content version). */
export async function federationState(): Promise<FederationState> {
  const version = await contentVersion();
  if (cached?.version === version) return cached.state;
  const state = stateOf(await accountRow());
  // Recorded the first time it is found on (switched on by FEDIVERSE=true, or by the studio).
  if (state.on && !state.firstEnabledAt) {
    const at = new Date().toISOString();
    await patchAccount({ first_enabled_at: at });
    state.firstEnabledAt = at;
  }
  cached = { version, state };
  return state;
}

/** Forgets the kept state (tests that change the environment between requests). */
export function forgetFederationState(): void {
  cached = undefined;
}

export interface AccountInput {
  enabled: boolean;
  handle: string;
  approveFollows: boolean;
}

/** The studio's account form: the switch, the handle and the follow setting. */
export async function saveAccount(actor: Actor, input: AccountInput): Promise<FederationState> {
  const read = readHandle(input.handle);
  if (!read.ok) throw new AppError("invalid", { field: "handle", message: `handle.${read.reason}` });
  const before = await accountRow();
  const now = new Date().toISOString();
  await patchAccount({
    enabled: input.enabled ? 1 : 0,
    handle: read.handle,
    approve_follows: input.approveFollows ? 1 : 0,
    updated_at: now,
  });
  await audit(actor, "fediverse.account", "fediverse_account", "site", {
    enabled: input.enabled,
    handle: read.handle,
    approveFollows: input.approveFollows,
    ...(before.handle !== read.handle ? { previousHandle: before.handle } : {}),
  });
  // The public pages gain or lose their rel="me" and ActivityPub links.
  await contentChanged();
  forgetFederationState();
  return federationState();
}
