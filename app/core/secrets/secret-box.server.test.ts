import { expect, test } from "vitest";
import { isSealed, openSecret, sealSecret } from "./secret-box.server.ts";

const SECRET = "a-session-secret-of-at-least-32-characters";
const OTHER = "another-installations-secret-of-32-characters";

test("a sealed value opens with the same secret and purpose, and hides the plain text", () => {
  const sealed = sealSecret("app-password-123", "email.smtp_password", SECRET);
  expect(isSealed(sealed)).toBe(true);
  expect(sealed).not.toContain("app-password");
  expect(Buffer.from(sealed.split(".")[2]!, "base64url").toString("latin1")).not.toContain("app-password");
  expect(openSecret(sealed, "email.smtp_password", SECRET)).toBe("app-password-123");
  // A fresh IV each time: the same secret never looks the same twice.
  expect(sealSecret("app-password-123", "email.smtp_password", SECRET)).not.toBe(sealed);
  expect(openSecret(sealSecret("", "x", SECRET), "x", SECRET)).toBe("");
  expect(openSecret(sealSecret("ünïcödé 🔑", "x", SECRET), "x", SECRET)).toBe("ünïcödé 🔑");
});

test("another key, another purpose, a changed byte or junk: null, never an exception", () => {
  const sealed = sealSecret("private-key", "email.emailjs_private_key", SECRET);
  expect(openSecret(sealed, "email.emailjs_private_key", OTHER)).toBeNull();
  expect(openSecret(sealed, "email.smtp_password", SECRET)).toBeNull();
  const [v, iv, body] = sealed.split(".");
  const bytes = Buffer.from(body!, "base64url");
  bytes[0] = bytes[0]! ^ 1;
  expect(openSecret(`${v}.${iv}.${bytes.toString("base64url")}`, "email.emailjs_private_key", SECRET)).toBeNull();
  for (const junk of [
    "",
    "plain text",
    "v1..",
    "v1.abc.def",
    "v2.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAA",
    `${sealed}.x`,
  ]) {
    expect(openSecret(junk, "email.emailjs_private_key", SECRET)).toBeNull();
  }
});
