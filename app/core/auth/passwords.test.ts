import { expect, test } from "vitest";
import { passwordProblem } from "./passwords.ts";
import { studioTranslatorFor } from "../i18n/studio.server.ts";

const en = studioTranslatorFor("en");

test.each([
  ["short", "Use at least 12 characters."],
  ["x".repeat(257), "Use at most 256 characters."],
  ["owner@example.com", "Don't use your e-mail address as the password."],
  ["password1234", "This password is too common. Choose another."],
  ["aaaaaaaaaaaaaaaa", "This password is too common. Choose another."],
  ["123456789012345", "This password is too common. Choose another."],
  ["correct horse battery staple", "This password is too common. Choose another."],
  ["Password 1234", "This password is too common. Choose another."],
])("%s → %s", (pw, message) => {
  expect(passwordProblem(pw, "owner@example.com", en)).toBe(message);
});

test("a long unusual passphrase is accepted", () => {
  expect(passwordProblem("violet-lantern-brass-1987", "owner@example.com", en)).toBeNull();
  expect(passwordProblem("x".repeat(256), undefined, en)).toBe("This password is too common. Choose another.");
});

test("the rules speak the studio language they are given", () => {
  const de = studioTranslatorFor("de");
  expect(passwordProblem("short", undefined, de)).toBe("Verwenden Sie mindestens 12 Zeichen.");
  expect(passwordProblem("password1234", undefined, de)).toBe(
    "Dieses Passwort ist zu verbreitet. Wählen Sie ein anderes.",
  );
});
