/**
 * What the server prints once it listens, last, in a box (issue 25: the first `npm start` buried the
 * setup code after hundreds of lines of build output): where the site is, and while no account exists
 * the page and the one-time code to create the owner. Plain ASCII-safe box characters, no colours (a
 * log file or a process manager's journal shows it as it is). The line "setup code: XXXX-XXXX" is what
 * people and tests look for.
 */
export interface StartInfo {
  port: number;
  /** "sqlite" or "postgres" (as the boot names it). */
  dialect: string;
  seeded: boolean;
  setupCode: string | null;
}

const DIALECTS: Record<string, string> = { sqlite: "SQLite", postgres: "PostgreSQL" };

export function startBanner(info: StartInfo): string {
  const url = `http://localhost:${info.port}`;
  const lines = [
    `Marquee is running at ${url}`,
    `(${DIALECTS[info.dialect] ?? info.dialect}${info.seeded ? ", demo content added" : ""})`,
  ];
  if (info.setupCode)
    lines.push(
      "",
      "No studio account yet. To create the owner, open",
      `  ${url}/admin/setup`,
      `and enter the one-time setup code: ${info.setupCode}`,
    );
  const width = Math.max(...lines.map((l) => l.length));
  const row = (l: string) => `│  ${l.padEnd(width)}  │`;
  return [`┌${"─".repeat(width + 4)}┐`, ...lines.map(row), `└${"─".repeat(width + 4)}┘`].join("\n");
}
