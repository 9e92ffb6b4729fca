import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { expect, test } from "vitest";
import { decryptStream, encryptStream, isEncryptedBackup, keyIdOf, recipientFor } from "./envelope.server.ts";
import { BackupError } from "./errors.server.ts";

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** Feeds `bytes` in pieces of `piece` bytes, as a file or a network stream would. */
const source = (bytes: Buffer, piece = 10_000) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < bytes.length; i += piece) yield bytes.subarray(i, i + piece);
    })(),
  );

const encrypt = async (plain: Buffer, recipient: Awaited<ReturnType<typeof recipientFor>>) =>
  collect(source(plain).pipe(encryptStream(recipient)));
const decrypt = (sealed: Buffer, passphrase: string) => collect(source(sealed, 7_777).pipe(decryptStream(passphrase)));

const PASS = "correct horse battery staple";
const recipient = await recipientFor(PASS);

test("what is encrypted for a passphrase's key opens with that passphrase, whatever its length", async () => {
  for (const size of [0, 1, 65_536, 65_537, 3 * 65_536 + 5]) {
    const plain = randomBytes(size);
    const sealed = await encrypt(plain, recipient);
    expect(isEncryptedBackup(sealed)).toBe(true);
    expect(sealed.length).toBeGreaterThan(size);
    expect(await decrypt(sealed, PASS)).toEqual(plain);
  }
});

test("the stored key reveals nothing that opens a backup: only the passphrase does, and the key id names it", async () => {
  expect(recipient.publicKey).not.toContain(PASS);
  expect(keyIdOf(recipient.publicKey)).toMatch(/^[0-9a-f]{16}$/);
  const other = await recipientFor(PASS);
  expect(other.publicKey).not.toBe(recipient.publicKey); // a fresh salt each time the passphrase is set
  const sealed = await encrypt(Buffer.from("hello"), other);
  expect((await decrypt(sealed, PASS)).toString()).toBe("hello");
});

test("a wrong passphrase is refused by name, before any content is read", async () => {
  const sealed = await encrypt(randomBytes(200_000), recipient);
  const err = await decrypt(sealed, "wrong horse battery staple").catch((e: unknown) => e);
  expect(err).toBeInstanceOf(BackupError);
  expect((err as BackupError).reason).toBe("wrong_passphrase");
});

test("a changed byte, a missing or repeated chunk, a cut-short or extended file are all refused as tampered", async () => {
  const plain = randomBytes(3 * 65_536 + 100);
  const sealed = await encrypt(plain, recipient);
  const header = 98;
  const sealedChunk = 65_536 + 16;
  const flipped = Buffer.from(sealed);
  flipped[header + 70_000] = flipped[header + 70_000]! ^ 1;
  const cases: Record<string, Buffer> = {
    flipped,
    "header changed": Buffer.concat([sealed.subarray(0, 20), Buffer.from([sealed[20]! ^ 1]), sealed.subarray(21)]),
    "cut at a chunk boundary": sealed.subarray(0, header + 2 * sealedChunk),
    "cut mid-chunk": sealed.subarray(0, sealed.length - 5),
    "chunk removed": Buffer.concat([
      sealed.subarray(0, header + sealedChunk),
      sealed.subarray(header + 2 * sealedChunk),
    ]),
    "chunk repeated": Buffer.concat([
      sealed.subarray(0, header + sealedChunk),
      sealed.subarray(header, header + sealedChunk),
      sealed.subarray(header + sealedChunk),
    ]),
    "bytes appended": Buffer.concat([sealed, Buffer.from("more")]),
    "header only": sealed.subarray(0, header),
  };
  for (const [name, bad] of Object.entries(cases)) {
    const err = await decrypt(bad, PASS).catch((e: unknown) => e);
    expect(err, name).toBeInstanceOf(BackupError);
    expect((err as BackupError).reason, name).toMatch(/^(tampered|wrong_passphrase)$/);
  }
});

test("a header asking scrypt for gigabytes is refused without trying", async () => {
  const sealed = await encrypt(Buffer.from("x"), recipient);
  const greedy = Buffer.from(sealed);
  greedy[8] = 30;
  const err = await decrypt(greedy, PASS).catch((e: unknown) => e);
  expect((err as BackupError).reason).toBe("tampered");
});

test("a plain archive is not taken for an encrypted one", async () => {
  expect(isEncryptedBackup(Buffer.from([0x1f, 0x8b, 8, 0]))).toBe(false);
  const err = await decrypt(Buffer.alloc(200, 7), PASS).catch((e: unknown) => e);
  expect((err as BackupError).reason).toBe("not_encrypted_backup");
});
