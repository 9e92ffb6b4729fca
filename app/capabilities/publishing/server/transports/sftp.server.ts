/**
 * Publishing over SFTP to any web host (ssh2's client): every new or changed file is uploaded into
 * a staging folder inside the target folder, and only when all have arrived is each renamed over
 * the live one (OpenSSH's atomic posix-rename where the server has it), then the files that
 * disappeared are removed. A publish that fails before that leaves the live folder untouched.
 *
 * A hostile or broken server can neither make us write elsewhere — every path is the target
 * folder joined with a checked site path, and we never act on a name the server sends (no
 * listings) — nor hang a publish: each step has a time limit, after which the connection ends.
 * The server's key is pinned at the first connection (trust on first use, as ssh does).
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { posix } from "node:path";
// ssh2 is CommonJS: Node's ESM loader sees only its default export.
import ssh2, { type Client as SshClient, type ConnectConfig, type SFTPWrapper } from "ssh2";
import { safeSitePath } from "../../lib/plan.ts";
import { type Limits, type Transport, type Upload, within } from "./types.server.ts";

export interface SftpSettings {
  host: string;
  port: number;
  username: string;
  /** The site's folder on the server: absolute, or relative to the user's home. */
  path: string;
  /** The server key's SHA-256 fingerprint this target trusts ("SHA256:…"); empty until the first connection. */
  hostKey: string;
}

export interface SftpSecret {
  password?: string;
  privateKey?: string;
}

export const fingerprintOf = (key: Buffer) =>
  `SHA256:${createHash("sha256").update(key).digest("base64").replace(/=+$/, "")}`;

/** The target folder as given, refused when it names `..` or is empty. */
export function sftpRoot(path: string): string {
  const p = path.trim().replace(/\/+$/, "") || (path.trim().startsWith("/") ? "/" : "");
  if (!p || p.split("/").some((s) => s === ".." || s === "."))
    throw new Error("The SFTP folder must be a plain path without . or ..");
  return p;
}

export function sftpTransport(
  s: SftpSettings,
  secret: SftpSecret,
  limits: Limits,
  /** Told the server key's fingerprint once a connection with it succeeded (to pin it). */
  onHostKey: (fingerprint: string) => void = () => {},
): Transport {
  const root = sftpRoot(s.path);
  let client: SshClient | undefined;
  let sftp: SFTPWrapper | undefined;
  let ended = false;

  const step = <T>(what: string, run: (cb: (err: Error | null | undefined, v?: T) => void) => void): Promise<T> =>
    ended
      ? Promise.reject(new Error(`${what}: the connection to the SFTP server was ended`))
      : within(
          new Promise<T>((done, fail) => run((err, v) => (err ? fail(err) : done(v as T)))),
          limits.timeoutMs,
          what,
        ).catch((e: unknown) => {
          // A server that stopped answering gets no second chance to hang us: the connection ends.
          if (e instanceof Error && /took longer/.test(e.message)) {
            ended = true;
            client?.end();
          }
          throw e;
        });

  async function connect(): Promise<SFTPWrapper> {
    if (sftp) return sftp;
    let seen = "";
    const c = new ssh2.Client();
    client = c;
    const config: ConnectConfig = {
      host: s.host,
      port: s.port,
      username: s.username,
      readyTimeout: limits.timeoutMs,
      keepaliveInterval: 10_000,
      keepaliveCountMax: 3,
      hostVerifier: (key: Buffer) => {
        seen = fingerprintOf(key);
        return !s.hostKey || s.hostKey === seen;
      },
      ...(secret.privateKey ? { privateKey: secret.privateKey } : { password: secret.password ?? "" }),
    };
    await within(
      new Promise<void>((done, fail) => {
        c.once("ready", () => done());
        c.once("error", (e) =>
          fail(
            s.hostKey && seen && seen !== s.hostKey
              ? new Error(
                  `The server's key is ${seen}, not the ${s.hostKey} this target trusts. If the server was reinstalled, clear the key in the target's settings.`,
                )
              : e,
          ),
        );
        c.connect(config);
        // SFTP is many small requests, each waiting for its reply: without this, Nagle's algorithm holds each one back.
        c.setNoDelay(true);
      }),
      limits.timeoutMs + 1000,
      "Connecting to the SFTP server",
    ).catch((e: unknown) => {
      c.end();
      throw e;
    });
    c.on("error", () => {}); // later errors surface through the step that was waiting
    sftp = await step<SFTPWrapper>("Opening SFTP", (cb) => c.sftp(cb));
    if (seen && !s.hostKey) onHostKey(seen);
    return sftp;
  }

  const made = new Set<string>();
  async function mkdirs(dir: string): Promise<void> {
    const sf = await connect();
    const parts = dir.split("/");
    for (let i = 1; i <= parts.length; i++) {
      const d = parts.slice(0, i).join("/");
      if (!d || d === "." || made.has(d)) continue;
      try {
        await step<void>(`Creating ${d}`, (cb) => sf.mkdir(d, cb));
      } catch (e) {
        const st = await step<{ isDirectory(): boolean }>(`Looking at ${d}`, (cb) => sf.stat(d, cb)).catch(() => null);
        if (!st?.isDirectory()) throw e;
      }
      made.add(d);
    }
  }

  const quietly = (p: Promise<unknown>) => p.catch(() => undefined);

  return {
    async test() {
      const sf = await connect();
      await mkdirs(root);
      const probe = posix.join(root, ".marquee-publish-test");
      await step<void>("Writing a test file", (cb) => {
        const w = sf.createWriteStream(probe);
        w.once("error", cb);
        w.once("close", () => cb(null));
        w.end("Marquee can publish here.\n");
      });
      await step<void>("Removing the test file", (cb) => sf.unlink(probe, cb));
      return `Connected to ${s.host} as ${s.username}, wrote and removed a test file in ${root}.`;
    },
    async begin({ runId }): Promise<Upload> {
      const sf = await connect();
      const staging = posix.join(root, `.marquee-staging-${runId}`);
      const staged: string[] = [];
      const stagedDirs = new Set<string>([staging]);
      await mkdirs(staging);
      const removeStaging = async () => {
        for (const p of staged)
          await quietly(step<void>("Removing a staged file", (cb) => sf.unlink(posix.join(staging, p), cb)));
        for (const d of [...stagedDirs].sort((a, b) => b.length - a.length))
          await quietly(step<void>("Removing the staging folder", (cb) => sf.rmdir(d, cb)));
      };
      return {
        async put(f) {
          const rel = safeSitePath(f.path);
          const dir = posix.dirname(posix.join(staging, rel));
          await mkdirs(dir);
          for (let d = dir; d.startsWith(staging); d = posix.dirname(d)) stagedDirs.add(d);
          await step<void>(`Uploading ${rel}`, (cb) => {
            const w = sf.createWriteStream(posix.join(staging, rel));
            const r = createReadStream(f.file);
            r.once("error", cb);
            w.once("error", cb);
            w.once("close", () => cb(null));
            r.pipe(w);
          });
          staged.push(rel);
        },
        async commit(gone) {
          const replaced: string[] = [];
          for (const rel of staged) {
            const live = posix.join(root, rel);
            await mkdirs(posix.dirname(live));
            const from = posix.join(staging, rel);
            try {
              await step<void>(`Switching ${rel}`, (cb) => sf.ext_openssh_rename(from, live, cb));
              continue;
            } catch (e) {
              if (!(e instanceof Error && /does not support/.test(e.message))) throw e;
            }
            // Without OpenSSH's posix-rename, SFTP's rename never replaces a file: the live one steps aside
            // under another name first (and comes back if the new one cannot take its place).
            const aside = `${live}.marquee-old-${runId}`;
            const moved = await step<void>(`Switching ${rel}`, (cb) => sf.rename(live, aside, cb)).then(
              () => true,
              (e: unknown) => {
                if (e instanceof Error && /no such file/i.test(e.message)) return false;
                throw e;
              },
            );
            try {
              await step<void>(`Switching ${rel}`, (cb) => sf.rename(from, live, cb));
            } catch (e) {
              if (moved) await quietly(step<void>(`Restoring ${rel}`, (cb) => sf.rename(aside, live, cb)));
              throw e;
            }
            if (moved) replaced.push(aside);
          }
          for (const aside of replaced)
            await quietly(step<void>("Removing a replaced file", (cb) => sf.unlink(aside, cb)));
          staged.length = 0;
          for (const rel of gone)
            await step<void>(`Removing ${rel}`, (cb) => sf.unlink(posix.join(root, safeSitePath(rel)), cb)).catch(
              (e: unknown) => {
                // Already gone is what we wanted.
                if (!(e instanceof Error && /no such file/i.test(e.message))) throw e;
              },
            );
          await removeStaging();
        },
        abort: removeStaging,
      };
    },
    async close() {
      client?.end();
      client = undefined;
      sftp = undefined;
    },
  };
}
