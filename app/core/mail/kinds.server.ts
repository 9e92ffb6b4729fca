/**
 * The mail kinds the manifests declare (`mail`, keyed "<capability>.<kind>"),
 * found by name: the outbox composes a delivery with the kind its row names,
 * never by asking which capability it belongs to.
 */
import { capabilities, type Capability } from "../capability.server.ts";
import type { MailKind } from "./types.server.ts";

/** The core's own kinds, composed by core/mail itself: the studio's test e-mail (stored) and account mail (never stored). */
export const TEST_MAIL = "test";
export const ACCOUNT_MAIL = "account";

export interface DeclaredKind {
  name: string;
  kind: MailKind;
  /** The capability that declared it. */
  capability: string;
}

let cache: { from: readonly Capability[]; kinds: Map<string, DeclaredKind> } | undefined;

/** Every declared kind by name (rebuilt when another list of capabilities is registered: tests). */
export function mailKinds(): ReadonlyMap<string, DeclaredKind> {
  const from = capabilities();
  if (cache?.from !== from) {
    const kinds = new Map<string, DeclaredKind>();
    for (const c of from)
      for (const [name, kind] of Object.entries(c.mail ?? {})) kinds.set(name, { name, kind, capability: c.name });
    cache = { from, kinds };
  }
  return cache.kinds;
}

export const mailKind = (name: string): DeclaredKind | undefined => mailKinds().get(name);
