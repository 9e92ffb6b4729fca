/**
 * `npm run backup -- now|list|verify <id>|restore <id | file> --yes`: the
 * site's backups from the server's shell (docs/operations.md). Runs the
 * server build's code against the configured database, migrating it first
 * like `npm run user`. An encrypted backup's passphrase comes from
 * --passphrase-file, or is asked for (not shown as it is typed).
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createInterface } from "node:readline";
import { ensureBuild } from "./ensure-build.ts";

const root = resolve(import.meta.dirname, "..");
process.chdir(root);
const entry = ensureBuild(root);
const build = await import(pathToFileURL(entry).href);
const hooks = build.entry.module as {
  migrateOnly(): Promise<unknown>;
  runBackupCommand(argv: string[], ask: () => Promise<string | undefined>): Promise<{ code: number; lines: string[] }>;
  shutdown(): Promise<void>;
};

/** The passphrase: typed at a terminal without being shown, or one line of piped input. */
function ask(): Promise<string | undefined> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    return new Promise((done) => {
      const rl = createInterface({ input: stdin, terminal: false });
      let line: string | undefined;
      rl.once("line", (l) => {
        line = l;
        rl.close();
      });
      rl.once("close", () => done(line));
    });
  }
  return new Promise((done) => {
    process.stderr.write("Passphrase (not shown): ");
    let typed = "";
    stdin.setRawMode(true);
    stdin.resume();
    const onData = (chunk: Buffer) => {
      for (const ch of chunk.toString("utf8")) {
        if (ch === "\r" || ch === "\n" || ch === "\u0003") {
          stdin.off("data", onData);
          stdin.setRawMode(false);
          stdin.pause();
          process.stderr.write("\n");
          return done(ch === "\u0003" ? undefined : typed);
        }
        typed = ch === "\u007f" || ch === "\b" ? [...typed].slice(0, -1).join("") : typed + ch;
      }
    };
    stdin.on("data", onData);
  });
}

try {
  await hooks.migrateOnly();
  const { code, lines } = await hooks.runBackupCommand(process.argv.slice(2), ask);
  (code === 0 ? console.log : console.error)(lines.join("\n"));
  await hooks.shutdown();
  process.exitCode = code;
} catch (e) {
  console.error(e instanceof Error && e.name === "ConfigError" ? e.message : e);
  process.exitCode = 1;
}
