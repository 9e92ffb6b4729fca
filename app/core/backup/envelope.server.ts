/**
 * Backup encryption with a passphrase that is never stored (issue 28, ADR 2801).
 *
 * A scheduled backup must be encrypted while nobody is there to type the
 * passphrase, so the passphrase is turned, once, into an X25519 key pair
 * (scrypt → private key); only the public half and the salt are kept. Each
 * backup gets a fresh ephemeral key pair; the two give an AES-256-GCM key
 * (HKDF-SHA256). Opening a backup needs the passphrase again.
 *
 * The file: a header, then the archive in 64 KiB chunks, each sealed with
 * its own nonce (a prefix, the chunk's number and a last-chunk flag — the
 * STREAM construction) and the header as additional data. So a changed byte,
 * a chunk moved, removed or added, a file cut short at any point, or a changed
 * header is refused; a wrong passphrase is recognised before any chunk, by the
 * public key it leads to.
 *
 *   "MQBKENC1" | logN r p (1 byte each) | salt 16 | recipient public 32 | ephemeral public 32 | nonce prefix 7
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  diffieHellman,
  hkdfSync,
  randomBytes,
  scrypt,
  createCipheriv,
  createDecipheriv,
  type KeyObject,
} from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import { BackupError } from "./errors.server.ts";

const MAGIC = Buffer.from("MQBKENC1", "ascii");
const HEADER_BYTES = MAGIC.length + 3 + 16 + 32 + 32 + 7;
const CHUNK = 64 * 1024;
const TAG = 16;
/** scrypt with N = 2^15, r = 8: 32 MB and ~0.1 s, once per backup opened. Headers may ask for up to 2^20. */
const LOG_N = 15;
const MAX_LOG_N = 20;
const PKCS8_X25519 = Buffer.from("302e020100300506032b656e04220420", "hex");

export interface Recipient {
  /** base64url of the raw 32-byte X25519 public key. */
  publicKey: string;
  /** base64url, 16 bytes. */
  salt: string;
}

function scryptKey(passphrase: string, salt: Buffer, logN: number): Promise<Buffer> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) =>
    scrypt(passphrase.normalize("NFC"), salt, 32, { N, r: 8, p: 1, maxmem: 256 * N * 8 }, (e, k) =>
      e ? reject(e) : resolve(k),
    ),
  );
}

const rawPublic = (key: KeyObject): Buffer =>
  Buffer.from((createPublicKey(key).export({ format: "jwk" }) as { x: string }).x, "base64url");
const privateFromRaw = (raw: Buffer): KeyObject =>
  createPrivateKey({ key: Buffer.concat([PKCS8_X25519, raw]), format: "der", type: "pkcs8" });
const publicFromRaw = (raw: Buffer): KeyObject =>
  createPublicKey({ key: { kty: "OKP", crv: "X25519", x: raw.toString("base64url") }, format: "jwk" });

async function privateKeyFor(passphrase: string, salt: Buffer, logN: number): Promise<KeyObject> {
  return privateFromRaw(await scryptKey(passphrase, salt, logN));
}

/** The public key (and its salt) a passphrase stands for; the passphrase itself goes nowhere. */
export async function recipientFor(passphrase: string): Promise<Recipient> {
  const salt = randomBytes(16);
  const key = await privateKeyFor(passphrase, salt, LOG_N);
  return { publicKey: rawPublic(key).toString("base64url"), salt: salt.toString("base64url") };
}

/** A short fingerprint of a public key, stored with each backup (which passphrase opens it). */
export const keyIdOf = (publicKey: string): string =>
  createHash("sha256").update(Buffer.from(publicKey, "base64url")).digest("hex").slice(0, 16);

function symmetricKey(shared: Buffer, ephemeral: Buffer, recipient: Buffer): Buffer {
  return Buffer.from(
    hkdfSync("sha256", shared, Buffer.concat([ephemeral, recipient]), "marquee backup v1 aes-256-gcm", 32),
  );
}

function nonce(prefix: Buffer, counter: number, last: boolean): Buffer {
  const n = Buffer.alloc(12);
  prefix.copy(n, 0);
  n.writeUInt32BE(counter, 7);
  n[11] = last ? 1 : 0;
  return n;
}

/** Collects bytes and hands out whole chunks, keeping `keep` bytes back until the end. */
class Chunker {
  private parts: Buffer[] = [];
  length = 0;
  push(b: Buffer) {
    this.parts.push(b);
    this.length += b.length;
  }
  take(n: number): Buffer {
    const all = this.parts.length === 1 ? this.parts[0]! : Buffer.concat(this.parts, this.length);
    const out = all.subarray(0, n);
    const rest = all.subarray(n);
    this.parts = rest.length ? [rest] : [];
    this.length = rest.length;
    return out;
  }
}

/** Encrypts a stream for `recipient` (no passphrase needed). */
export function encryptStream(recipient: Recipient): Transform {
  const recipientRaw = Buffer.from(recipient.publicKey, "base64url");
  const salt = Buffer.from(recipient.salt, "base64url");
  if (recipientRaw.length !== 32 || salt.length !== 16) throw new Error("Not a backup encryption key");
  const eph = generateEphemeral();
  const ephRaw = rawPublic(eph);
  const shared = diffieHellman({ privateKey: eph, publicKey: publicFromRaw(recipientRaw) });
  const key = symmetricKey(shared, ephRaw, recipientRaw);
  const prefix = randomBytes(7);
  const header = Buffer.concat([MAGIC, Buffer.from([LOG_N, 8, 1]), salt, recipientRaw, ephRaw, prefix]);
  const pending = new Chunker();
  let counter = 0;
  const seal = (plain: Buffer, last: boolean): Buffer => {
    const c = createCipheriv("aes-256-gcm", key, nonce(prefix, counter++, last));
    c.setAAD(header);
    return Buffer.concat([c.update(plain), c.final(), c.getAuthTag()]);
  };
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      if (!started) {
        started = true;
        this.push(header);
      }
      pending.push(chunk);
      // A full chunk goes out only once more follows: the last one, whatever its size, carries the flag.
      while (pending.length > CHUNK) this.push(seal(pending.take(CHUNK), false));
      done();
    },
    flush(done: TransformCallback) {
      if (!started) this.push(header);
      this.push(seal(pending.take(pending.length), true));
      done();
    },
  });
}

function generateEphemeral(): KeyObject {
  return privateFromRaw(randomBytes(32));
}

/** Whether these first bytes are an encrypted backup's (else a plain .tar.gz, or something else). */
export const isEncryptedBackup = (head: Buffer): boolean =>
  head.length >= MAGIC.length && head.subarray(0, MAGIC.length).equals(MAGIC);

/** Bytes of the header: enough of the file to tell whether a passphrase opens it (passphraseOpens). */
export const ENVELOPE_HEADER_BYTES = HEADER_BYTES;

/**
 * Whether the passphrase opens a backup with this header (its first
 * ENVELOPE_HEADER_BYTES bytes), so a restore can refuse a wrong one before it
 * reads, or backs up, anything.
 */
export async function passphraseOpens(head: Buffer, passphrase: string): Promise<boolean> {
  if (head.length < HEADER_BYTES || !isEncryptedBackup(head)) return false;
  const logN = head[8]!;
  if (logN < 10 || logN > MAX_LOG_N || head[9] !== 8 || head[10] !== 1) return false;
  const priv = await privateKeyFor(passphrase, head.subarray(11, 27), logN);
  return rawPublic(priv).equals(head.subarray(27, 59));
}

const tampered = () =>
  new BackupError(
    "tampered",
    "This backup has been changed or damaged since it was written (its encryption does not check out); nothing was restored.",
  );

/**
 * Decrypts a backup with the passphrase. A wrong passphrase fails at the
 * header, before anything else is read; a changed or cut-short file fails at
 * the first chunk that does not check out (callers restore nothing until the
 * whole archive has been read).
 */
export function decryptStream(passphrase: string): Transform {
  const pending = new Chunker();
  let header: Buffer | undefined;
  let key: Buffer | undefined;
  let prefix: Buffer | undefined;
  let counter = 0;
  const open = (sealed: Buffer, last: boolean): Buffer => {
    if (sealed.length < TAG) throw tampered();
    try {
      const d = createDecipheriv("aes-256-gcm", key!, nonce(prefix!, counter++, last));
      d.setAAD(header!);
      d.setAuthTag(sealed.subarray(sealed.length - TAG));
      return Buffer.concat([d.update(sealed.subarray(0, sealed.length - TAG)), d.final()]);
    } catch {
      throw tampered();
    }
  };
  const start = async (h: Buffer) => {
    if (!isEncryptedBackup(h)) throw new BackupError("not_encrypted_backup", "This file is not an encrypted backup.");
    const [logN, r, p] = [h[8]!, h[9]!, h[10]!];
    if (logN < 10 || logN > MAX_LOG_N || r !== 8 || p !== 1) throw tampered();
    const salt = h.subarray(11, 27);
    const recipientRaw = h.subarray(27, 59);
    const ephRaw = h.subarray(59, 91);
    const priv = await privateKeyFor(passphrase, salt, logN);
    if (!rawPublic(priv).equals(recipientRaw))
      throw new BackupError("wrong_passphrase", "The passphrase does not open this backup.");
    let shared: Buffer;
    try {
      shared = diffieHellman({ privateKey: priv, publicKey: publicFromRaw(ephRaw) });
    } catch {
      throw tampered();
    }
    key = symmetricKey(shared, ephRaw, recipientRaw);
    prefix = h.subarray(91, 98);
    header = h;
  };
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      pending.push(chunk);
      const work = async () => {
        if (!header) {
          if (pending.length < HEADER_BYTES) return;
          await start(Buffer.from(pending.take(HEADER_BYTES)));
        }
        while (pending.length > CHUNK + TAG) this.push(open(pending.take(CHUNK + TAG), false));
      };
      work().then(() => done(), done);
    },
    flush(done: TransformCallback) {
      try {
        if (!header) throw pending.length ? tampered() : new BackupError("tampered", "This backup is empty.");
        this.push(open(pending.take(pending.length), true));
        done();
      } catch (e) {
        done(e as Error);
      }
    },
  });
}
