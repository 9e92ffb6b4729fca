/**
 * The site actor's key pairs (issue 31): RSA (RSASSA-PKCS1-v1_5, 2048 bits) for HTTP signatures —
 * what Mastodon verifies — and Ed25519 for object integrity proofs. Made by Fedify the first time
 * they are needed, the private halves sealed with the installation's secret (ADR 0013); kept in
 * memory once read.
 */
import { exportJwk, generateCryptoKeyPair, importJwk } from "@fedify/fedify";
import { openSecret, sealSecret } from "~/core/secrets/secret-box.server.ts";
import { insertKey, readKeys } from "./data/account.server.ts";

const PURPOSE = "fediverse_keys.private_jwk";
const KINDS = [
  { id: "rsa", algorithm: "RSASSA-PKCS1-v1_5" },
  { id: "ed25519", algorithm: "Ed25519" },
] as const;

let kept: Promise<CryptoKeyPair[]> | undefined;

async function load(): Promise<CryptoKeyPair[]> {
  let rows = await readKeys();
  for (const kind of KINDS) {
    if (rows.some((r) => r.id === kind.id)) continue;
    // RSA at 2048 bits, as Mastodon's own keys: Fedify's default of 4096 costs seconds to make and ~5× to sign.
    const pair =
      kind.algorithm === "RSASSA-PKCS1-v1_5"
        ? ((await crypto.subtle.generateKey(
            { name: kind.algorithm, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
            true,
            ["sign", "verify"],
          )) as CryptoKeyPair)
        : await generateCryptoKeyPair(kind.algorithm);
    await insertKey({
      id: kind.id,
      public_jwk: JSON.stringify(await exportJwk(pair.publicKey)),
      private_jwk: sealSecret(JSON.stringify(await exportJwk(pair.privateKey)), PURPOSE),
      created_at: new Date().toISOString(),
    });
    rows = await readKeys();
  }
  const pairs: CryptoKeyPair[] = [];
  for (const kind of KINDS) {
    const row = rows.find((r) => r.id === kind.id)!;
    const opened = openSecret(row.private_jwk, PURPOSE);
    // A key sealed by another installation's secret (a restored backup) cannot be opened: the site needs new ones.
    if (opened === null) throw new Error(`The fediverse ${kind.id} key cannot be opened with this SESSION_SECRET.`);
    pairs.push({
      publicKey: await importJwk(JSON.parse(row.public_jwk) as JsonWebKey, "public"),
      privateKey: await importJwk(JSON.parse(opened) as JsonWebKey, "private"),
    });
  }
  return pairs;
}

/** [RSA, Ed25519]: the first signs HTTP requests. */
export function actorKeyPairs(): Promise<CryptoKeyPair[]> {
  kept ??= load().catch((e: unknown) => {
    kept = undefined;
    throw e;
  });
  return kept;
}

/** Forgets the keys held in memory (tests that start from an empty database). */
export function forgetKeys(): void {
  kept = undefined;
}
