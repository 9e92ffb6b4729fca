/**
 * `npm run user -- <command>` (issue 11): the way back in for whoever has the
 * server's shell, and the users without the studio. Runs through the server
 * build (scripts/user.ts) against the configured database:
 *
 *   list                                   every account: e-mail, name, role, state, last sign-in
 *   add EMAIL [--owner] [--name "Name"]    a new account (editor unless --owner); prints a link to set its password
 *   reset-password EMAIL                   prints a one-time link to choose a new password (30 minutes)
 *   disable EMAIL / enable EMAIL           (the last active owner can't be disabled); disabling ends its sessions
 *
 * Every change is audited as made from the server's shell (no studio user).
 * Nothing secret is printed but the link, which is the point.
 */
import { randomBytes } from "node:crypto";
import { publicOrigin, env } from "~/core/env.server.ts";
import { emailSchema, displayNameSchema } from "~/core/auth/schemas.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";

/** The server's shell speaks English. */
const english = studioTranslatorFor("en");
import { findUserByEmail, listUsers } from "~/core/auth/data/users.server.ts";
import { addUser, changeUser } from "./users.server.ts";
import { RESET_VALID_MINUTES, issueResetLink } from "./password-reset.server.ts";

export interface CliResult {
  code: number;
  lines: string[];
}

export const USAGE = [
  "Usage: npm run user -- <command>",
  "  list                                  list the studio's accounts",
  '  add EMAIL [--owner] [--name "Name"]   add an account (an editor unless --owner) and print a link to set its password',
  "  reset-password EMAIL                  print a one-time link to choose a new password",
  "  disable EMAIL                         disable an account (its sessions end)",
  "  enable EMAIL                          enable it again",
];

const fail = (...lines: string[]): CliResult => ({ code: 1, lines });

function linkLines(link: string): string[] {
  const lines = [
    link,
    `The link works once, for ${RESET_VALID_MINUTES} minutes. Signing in with the new password ends every other session.`,
  ];
  if (!env().PUBLIC_URL)
    lines.push(
      `(PUBLIC_URL is not set: if the site is not at ${publicOrigin()}, put its address in front of /admin/reset/… instead.)`,
    );
  return lines;
}

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) =>
    r
      .map((c, i) => c.padEnd(widths[i]!))
      .join("  ")
      .trimEnd(),
  );
}

export async function runUserCommand(argv: readonly string[]): Promise<CliResult> {
  const [command, ...rest] = argv;
  const email = rest.find((a) => !a.startsWith("--") && rest[rest.indexOf(a) - 1] !== "--name");
  const needEmail = () => {
    const r = emailSchema(english).safeParse(email ?? "");
    return r.success ? r.data : null;
  };
  switch (command) {
    case "list": {
      const users = await listUsers();
      if (users.length === 0)
        return { code: 0, lines: ["No accounts yet. Add one: npm run user -- add you@example.com --owner"] };
      return {
        code: 0,
        lines: table([
          ["E-MAIL", "NAME", "ROLE", "STATE", "LAST SIGN-IN"],
          ...users.map((u) => [
            u.email,
            u.display_name,
            u.role,
            u.disabled ? "disabled" : "active",
            u.last_sign_in_at?.slice(0, 16).replace("T", " ") ?? "never",
          ]),
        ]),
      };
    }
    case "add": {
      const address = needEmail();
      if (!address) return fail("Give the new account's e-mail address: npm run user -- add you@example.com [--owner]");
      if (await findUserByEmail(address))
        return fail(`${address} already has an account. To get in: npm run user -- reset-password ${address}`);
      const nameAt = rest.indexOf("--name");
      const name = displayNameSchema(english).safeParse(nameAt >= 0 ? (rest[nameAt + 1] ?? "") : address.split("@")[0]);
      if (!name.success) return fail(`--name: ${name.error.issues[0]?.message ?? "Enter a name."}`);
      const role = rest.includes("--owner") ? "owner" : "editor";
      // A password nobody knows: the account is used once its owner has chosen one through the link.
      const created = await addUser(null, {
        email: address,
        display_name: name.data,
        role,
        password: randomBytes(32).toString("base64url"),
      });
      const link = await issueResetLink(null, created.email, publicOrigin());
      if (!link.ok) return fail(link.message);
      return {
        code: 0,
        lines: [`Added ${created.email} (${created.role}). To choose a password, open:`, ...linkLines(link.link)],
      };
    }
    case "reset-password": {
      const address = needEmail();
      if (!address) return fail("Give the account's e-mail address: npm run user -- reset-password you@example.com");
      const r = await issueResetLink(null, address, publicOrigin());
      if (!r.ok) return fail(r.message);
      return { code: 0, lines: [`To choose a new password for ${r.user.email}, open:`, ...linkLines(r.link)] };
    }
    case "disable":
    case "enable": {
      const address = needEmail();
      if (!address) return fail(`Give the account's e-mail address: npm run user -- ${command} you@example.com`);
      const user = await findUserByEmail(address);
      if (!user) return fail(`No studio account has the e-mail ${address}.`);
      const o = await changeUser(null, user.id, { disabled: command === "disable" });
      return o.ok
        ? { code: 0, lines: [o.message + (command === "disable" ? " Its sessions are signed out." : "")] }
        : fail(o.message);
    }
    default:
      return {
        code: command ? 1 : 0,
        lines:
          command && command !== "help" && command !== "--help" ? [`Unknown command: ${command}`, ...USAGE] : USAGE,
      };
  }
}
