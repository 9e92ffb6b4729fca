/** What every kind of publish target does (issue 28, ADR 2812); s3, sftp and git implement it. */

/** One file of the export to send: its path inside the site and where it is on this machine. */
export interface SiteFile {
  path: string;
  file: string;
  size: number;
}

/** How long one network step may take, and how much a server may send us, before we give up. */
export interface Limits {
  /** Per operation (a connection, one file, one git command). */
  timeoutMs: number;
  /** The most bytes a git server may send into our local copy (a fetch). */
  maxFetchBytes: number;
}

export const DEFAULT_LIMITS: Limits = { timeoutMs: 60_000, maxFetchBytes: 2 * 1024 * 1024 * 1024 };

export interface Upload {
  /** Sends one new or changed file — where the target allows, out of sight of the live site. */
  put(f: SiteFile): Promise<void>;
  /** Makes everything sent live (all at once where the target allows), then removes `gone`. */
  commit(gone: string[]): Promise<void>;
  /** After a failure: removes what was staged; the published site stays as it was. */
  abort(): Promise<void>;
}

export interface Transport {
  /** Connects and checks that the site can be written there; says what it checked, in a sentence. */
  test(): Promise<string>;
  /** Starts sending one publish. `dir` is the whole export (git commits it as one tree). */
  begin(run: { dir: string; runId: string; message: string }): Promise<Upload>;
  close(): Promise<void>;
}

/** Rejects with `what timed out` when `p` takes longer than `ms` (the operation is left to fail on its own). */
export function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const guard = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what} took longer than ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([p, guard]).finally(() => clearTimeout(timer));
}
