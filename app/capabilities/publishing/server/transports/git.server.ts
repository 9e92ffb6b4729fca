/**
 * Publishing to a git remote over HTTPS with a token (GitHub Pages, Codeberg Pages, any host of
 * the smart HTTP protocol): the export becomes one commit on the branch, pushed in one push —
 * the switch is atomic, and git sends only the objects the remote does not have yet. We never
 * force: our commit's parent is the branch's current tip (fetched once, shallow, when our local
 * copy does not have it), so nothing on the branch is lost, and a push that loses a race fails.
 *
 * The local copy is a bare repository in DATA_DIR with no work tree: nothing a server sends is
 * ever checked out, so a hostile server cannot write files here. Every git command has a time
 * limit, a fetch a size limit, the token travels in the environment (not argv or config), and
 * redirects, credential helpers, hooks and the user's git configuration are all off.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Limits, Transport, Upload } from "./types.server.ts";

export interface GitSettings {
  /** https://host/owner/repo.git (http:// for a server on this machine or network). */
  url: string;
  branch: string;
  /** For HTTP basic authentication with the token (GitHub accepts any name; Codeberg wants yours). */
  username: string;
}

/** A remote URL we will talk to: http(s), no credentials in it, a plain branch name. */
export function checkGitSettings(s: GitSettings): string | null {
  let u: URL;
  try {
    u = new URL(s.url);
  } catch {
    return "The repository must be an https:// URL (like https://github.com/you/band.git).";
  }
  if (u.protocol !== "https:" && u.protocol !== "http:")
    return "The repository must be an https:// URL (like https://github.com/you/band.git).";
  if (u.username || u.password) return "Put the token in its own field, not in the repository's URL.";
  if (
    !/^[A-Za-z0-9._/-]{1,100}$/.test(s.branch) ||
    s.branch.includes("..") ||
    s.branch.startsWith("-") ||
    s.branch.endsWith(".lock")
  )
    return "The branch must be a plain name like gh-pages or pages.";
  return null;
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Bytes under a folder (the local copy's objects), for the fetch's size limit. */
function bytesUnder(dir: string): number {
  if (!existsSync(dir)) return 0;
  let n = 0;
  for (const d of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (d.isFile()) n += statSync(join(d.parentPath, d.name)).size;
  return n;
}

export function gitTransport(
  s: GitSettings,
  token: string,
  limits: Limits,
  /** The local bare repository for this target (kept between publishes: what the remote already has). */
  repo: string,
): Transport {
  const problem = checkGitSettings(s);
  if (problem) throw new Error(problem);
  const ref = `refs/heads/${s.branch}`;
  const auth = token
    ? `Authorization: Basic ${Buffer.from(`${s.username || "marquee"}:${token}`).toString("base64")}`
    : "";

  function git(
    args: string[],
    opts: {
      env?: Record<string, string>;
      watchBytes?: { dir: string; from: number };
      input?: string;
      cwd?: string;
    } = {},
  ): Promise<Run> {
    const config: [string, string][] = [
      ["core.hooksPath", "/dev/null"],
      ["credential.helper", ""],
      ["http.followRedirects", "false"],
      ["http.lowSpeedLimit", "1000"],
      ["http.lowSpeedTime", String(Math.max(1, Math.round(limits.timeoutMs / 1000)))],
      ["protocol.allow", "never"],
      ["protocol.https.allow", "always"],
      ["protocol.http.allow", "always"],
      ["transfer.fsckObjects", "true"],
      ...(auth ? ([["http.extraHeader", auth]] as [string, string][]) : []),
    ];
    const env: Record<string, string> = {
      PATH: "/usr/local/bin:/usr/bin:/bin",
      HOME: repo,
      GIT_DIR: repo,
      GIT_TERMINAL_PROMPT: "0",
      GIT_CONFIG_NOSYSTEM: "1",
      GIT_CONFIG_GLOBAL: "/dev/null",
      GIT_CONFIG_COUNT: String(config.length),
      ...Object.fromEntries(
        config.flatMap(([k, v], i) => [
          [`GIT_CONFIG_KEY_${i}`, k],
          [`GIT_CONFIG_VALUE_${i}`, v],
        ]),
      ),
      ...opts.env,
    };
    return new Promise((done, fail) => {
      const child = spawn("git", args, { env, cwd: opts.cwd ?? repo, stdio: ["pipe", "pipe", "pipe"] });
      let stdout = "";
      let stderr = "";
      let killed = "";
      const stop = (why: string) => {
        killed ||= why;
        child.kill("SIGKILL");
      };
      const cap = (s: string) =>
        s.length > 1_000_000 ? (stop("git printed more than 1 MB"), s.slice(0, 1_000_000)) : s;
      child.stdout.on("data", (d: Buffer) => (stdout = cap(stdout + d.toString())));
      child.stderr.on("data", (d: Buffer) => (stderr = cap(stderr + d.toString())));
      const timer = setTimeout(
        () => stop(`git ${args[0]} took longer than ${Math.round(limits.timeoutMs / 1000)} s`),
        limits.timeoutMs,
      );
      const watcher = opts.watchBytes
        ? setInterval(() => {
            if (bytesUnder(opts.watchBytes!.dir) - opts.watchBytes!.from > limits.maxFetchBytes)
              stop(`the git server sent more than ${Math.round(limits.maxFetchBytes / 1024 / 1024)} MB`);
          }, 250)
        : undefined;
      child.once("error", fail);
      child.once("close", (code) => {
        clearTimeout(timer);
        if (watcher) clearInterval(watcher);
        if (killed) fail(new Error(`Stopped: ${killed}.`));
        else done({ code, stdout, stderr });
      });
      child.stdin.on("error", () => {}); // git may exit without reading its input (a failed command)
      child.stdin.end(opts.input ?? "");
    });
  }

  const must = async (args: string[], what: string, opts?: Parameters<typeof git>[1]) => {
    const r = await git(args, opts);
    if (r.code === 0) return r.stdout.trim();
    const said = (r.stderr.trim().split("\n").pop() ?? "").replace(auth, "…");
    // A host that refuses the token answers 401; git, unable to ask anyone for another, says only that it
    // "could not read Username": say what the host meant.
    if (/could not read (Username|Password)|Authentication failed/i.test(said))
      throw new Error(
        `${what}: the host refused the user name and token (HTTP 401). Check that the token may push to this repository and has not expired.`,
      );
    throw new Error(`${what}: ${said}`);
  };

  async function ensureRepo() {
    if (existsSync(join(repo, "HEAD"))) return;
    mkdirSync(repo, { recursive: true });
    await must(["init", "--bare", "--quiet"], "Preparing the local copy");
  }

  /** The branch's tip on the remote, or null when the branch does not exist yet. */
  async function remoteTip(): Promise<string | null> {
    const out = await must(["ls-remote", "--", s.url, ref], "Reading the repository");
    const line = out.split("\n").find((l) => l.endsWith(`\t${ref}`));
    const sha = line?.split("\t")[0] ?? null;
    if (sha !== null && !/^[0-9a-f]{40}$/.test(sha))
      throw new Error("The repository answered with an unreadable branch.");
    return sha;
  }

  const have = async (sha: string) => (await git(["cat-file", "-e", `${sha}^{commit}`])).code === 0;

  return {
    async test() {
      await ensureRepo();
      const tip = await remoteTip();
      // A dry run of a push asks for write access (GitHub and Codeberg check the token here) and sends nothing.
      const tree = await must(["mktree"], "Preparing a test commit", { input: "" });
      const commit = await must(["commit-tree", tree, "-m", "Marquee: test"], "Preparing a test commit", {
        env: {
          GIT_AUTHOR_NAME: "Marquee",
          GIT_AUTHOR_EMAIL: "marquee@localhost",
          GIT_COMMITTER_NAME: "Marquee",
          GIT_COMMITTER_EMAIL: "marquee@localhost",
        },
      });
      const probe = `refs/heads/marquee-test-${commit.slice(0, 8)}`;
      await must(["push", "--dry-run", "--porcelain", "--", s.url, `${commit}:${probe}`], "Checking write access");
      return tip
        ? `The repository answers and accepts pushes; the branch ${s.branch} exists (publishing adds a commit on top).`
        : `The repository answers and accepts pushes; the branch ${s.branch} will be created at the first publish.`;
    },
    async begin({ dir, message }): Promise<Upload> {
      await ensureRepo();
      return {
        async put() {
          // Nothing to send file by file: commit() adds the whole export as one tree.
        },
        async commit() {
          const tip = await remoteTip();
          if (tip && !(await have(tip))) {
            const objects = join(repo, "objects");
            const from = bytesUnder(objects);
            await must(
              ["fetch", "--depth=1", "--no-tags", "--quiet", "--", s.url, `+${ref}:refs/marquee/remote`],
              "Fetching the branch",
              {
                watchBytes: { dir: objects, from },
              },
            );
            // A fetch quicker than the watcher's first look is measured once more when it is done.
            if (bytesUnder(objects) - from > limits.maxFetchBytes) {
              rmSync(repo, { recursive: true, force: true });
              throw new Error(
                `Stopped: the git server sent more than ${Math.round(limits.maxFetchBytes / 1024 / 1024)} MB.`,
              );
            }
          }
          const index = join(repo, `marquee-index-${process.pid}`);
          const env = { GIT_INDEX_FILE: index, GIT_WORK_TREE: dir };
          try {
            rmSync(index, { force: true });
            await must(["add", "--all", "--force", "--", "."], "Adding the site", { env, cwd: dir });
            const tree = await must(["write-tree"], "Adding the site", { env });
            if (tip && (await must(["rev-parse", `${tip}^{tree}`], "Reading the branch")) === tree) return; // nothing changed
            const who = {
              GIT_AUTHOR_NAME: "Marquee",
              GIT_AUTHOR_EMAIL: "marquee@localhost",
              GIT_COMMITTER_NAME: "Marquee",
              GIT_COMMITTER_EMAIL: "marquee@localhost",
            };
            const commit = await must(
              ["commit-tree", tree, ...(tip ? ["-p", tip] : []), "-m", message],
              "Making the commit",
              { env: who },
            );
            await must(["push", "--porcelain", "--", s.url, `${commit}:${ref}`], "Pushing");
            await must(["update-ref", "refs/marquee/published", commit], "Remembering the commit");
          } finally {
            rmSync(index, { force: true });
          }
        },
        async abort() {},
      };
    },
    async close() {},
  };
}
