/**
 * E-mail settings in an export only when the owner ticks them (the manifest's
 * backupOptional, issue 11): left out by default; with them, the secrets are
 * readable in the file (this installation's key can't travel) and sealed again
 * by the import; an export without them leaves the importing site's own.
 */
import { Readable } from "node:stream";
import { gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { setTestEnv, useTestDatabase } from "~tests/setup/db.ts";
import { createUser } from "~/core/auth/data/users.server.ts";
import { exportSite, importSite } from "~/core/backup/backup.server.ts";
import { readEmailSettings } from "~/core/mail/data/email-settings.server.ts";
import { readEmailSettingsForm, saveEmailSettings } from "./email-settings.server.ts";
import { emailSettingsView } from "./email-settings.server.ts";

const getDb = useTestDatabase();
const owner = { id: "o", email: "owner@example.com" };

async function archive(include?: string[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of exportSite({ include })) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

function dataOf(gz: Buffer): { tables: Record<string, Record<string, unknown>[]> } {
  const tar = gunzipSync(gz);
  const size = parseInt(tar.subarray(124, 136).toString("ascii"), 8);
  return JSON.parse(tar.subarray(512, 512 + size).toString("utf8")) as {
    tables: Record<string, Record<string, unknown>[]>;
  };
}

async function saveSmtp(password: string, host: string) {
  const f = new FormData();
  for (const [k, v] of Object.entries({
    transport: "smtp",
    smtp_host: host,
    smtp_user: "web@owls.example",
    smtp_password: password,
    mail_from: "web@owls.example",
  }))
    f.append(k, v);
  const r = await readEmailSettingsForm(f);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  await saveEmailSettings(owner, r.values, r.before);
}

test("left out unless ticked; ticked, the secret travels readable and is sealed again with the importing key", async () => {
  await createUser({
    email: "owner@example.com",
    displayName: "Owner",
    passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$AAAA$BBBB",
    role: "owner",
  });
  await saveSmtp("s3cret-app-password", "smtp.owls.example");

  const plain = await archive();
  expect(Object.keys(dataOf(plain).tables)).not.toContain("email_settings");
  expect(plain.includes(Buffer.from("s3cret"))).toBe(false);

  const withMail = await archive(["email-settings"]);
  expect(dataOf(withMail).tables.email_settings).toEqual([
    expect.objectContaining({ smtp_host: "smtp.owls.example", smtp_password: "s3cret-app-password" }),
  ]);

  // Another installation (another SESSION_SECRET) imports it: sealed with its own key, and it opens there.
  setTestEnv({ DATA_DIR: getDb().dataDir, SESSION_SECRET: "another-installation-secret-0123456789" });
  await saveSmtp("the-other-sites-password", "smtp.other.example");
  await importSite(Readable.from(withMail));
  const row = await readEmailSettings();
  expect(row?.smtp_host).toBe("smtp.owls.example");
  expect(row?.smtp_password).toMatch(/^v1\./);
  expect((await emailSettingsView()).secrets.smtp_password).toBe("set");

  // An export without them replaces the content but leaves these e-mail settings alone.
  await saveSmtp("kept-password", "smtp.kept.example");
  await importSite(Readable.from(plain));
  expect((await readEmailSettings())?.smtp_host).toBe("smtp.kept.example");
});
