import { expect, test } from "vitest";
import { passwordProblem } from "./passwords.ts";

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
  expect(passwordProblem(pw, "owner@example.com")).toBe(message);
});

test("a long unusual passphrase is accepted", () => {
  expect(passwordProblem("violet-lantern-brass-1987", "owner@example.com")).toBeNull();
  expect(passwordProblem("x".repeat(256))).toBe("This password is too common. Choose another.");
});
