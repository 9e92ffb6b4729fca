import { expect, test } from "vitest";
import { checkFormToken, issueFormToken } from "./form-token.server.ts";

const SECRET = "test-secret-that-is-long-enough-0123456789";
const T0 = Date.UTC(2030, 0, 1);

test("a token 3 s to 24 h old is accepted", () => {
  const t = issueFormToken(SECRET, T0);
  expect(checkFormToken(t, SECRET, T0 + 3_000)).toBeNull();
  expect(checkFormToken(t, SECRET, T0 + 60 * 60 * 1000)).toBeNull();
  expect(checkFormToken(t, SECRET, T0 + 24 * 60 * 60 * 1000)).toBeNull();
});

test("a token younger than 3 s is too fast; older than 24 h has expired", () => {
  const t = issueFormToken(SECRET, T0);
  expect(checkFormToken(t, SECRET, T0)).toBe("too_fast");
  expect(checkFormToken(t, SECRET, T0 + 2_999)).toBe("too_fast");
  expect(checkFormToken(t, SECRET, T0 + 24 * 60 * 60 * 1000 + 1)).toBe("token_expired");
});

test("missing, forged, re-timed or foreign-secret tokens are refused", () => {
  const t = issueFormToken(SECRET, T0);
  expect(checkFormToken(undefined, SECRET, T0 + 5000)).toBe("token_missing");
  expect(checkFormToken("", SECRET, T0 + 5000)).toBe("token_missing");
  expect(checkFormToken(["a", "b"], SECRET, T0 + 5000)).toBe("token_missing");
  expect(checkFormToken("garbage", SECRET, T0 + 5000)).toBe("token_invalid");
  // A bot that rewrites the timestamp to look older cannot re-sign it.
  const [, sig] = t.split(".");
  const older = `${(T0 - 60_000).toString(36)}.${sig}`;
  expect(checkFormToken(older, SECRET, T0 + 5000)).toBe("token_invalid");
  expect(checkFormToken(issueFormToken("another-secret-entirely-0123456789abc", T0), SECRET, T0 + 5000)).toBe(
    "token_invalid",
  );
  // Issued in the future (by a forged secret-holder or a bad clock): refused.
  expect(checkFormToken(issueFormToken(SECRET, T0 + 60_000), SECRET, T0)).toBe("token_invalid");
});
