import { expect, test } from "vitest";
import { crossOriginAllowed, FORM_TOKEN_PATH, preflightHeaders } from "./cross-origin.ts";

const ALLOWED = ["https://you.github.io"];

test("only an allowed origin, exactly, and only the sign-up, RSVP replies and the form token", () => {
  expect(crossOriginAllowed("POST", "/subscribe", "https://you.github.io", ALLOWED)).toBe(true);
  expect(crossOriginAllowed("POST", "/rsvp/abc123/2026-12-01", "https://you.github.io", ALLOWED)).toBe(true);
  expect(crossOriginAllowed("GET", FORM_TOKEN_PATH, "https://you.github.io", ALLOWED)).toBe(true);
  // A Buy form and support (issue 29): they go on to the provider's page.
  expect(crossOriginAllowed("POST", "/checkout/abc123/2026-12-01", "https://you.github.io", ALLOWED)).toBe(true);
  expect(crossOriginAllowed("POST", "/support", "https://you.github.io", ALLOWED)).toBe(true);
  // Another origin, a look-alike, another scheme or port, no origin: refused.
  for (const o of [
    "https://evil.example",
    "https://you.github.io.evil.example",
    "http://you.github.io",
    "https://you.github.io:8443",
    "null",
    undefined,
  ]) {
    expect(crossOriginAllowed("POST", "/subscribe", o, ALLOWED), String(o)).toBe(false);
  }
  // Every other endpoint stays same-origin: the contact form, the studio, sign-in.
  for (const p of [
    "/contact",
    "/admin/login",
    "/admin/events/new",
    "/subscribe/confirm",
    "/rsvp/reply",
    "/unsubscribe/one-click",
    "/webhooks/stripe",
    "/checkout/return/abc",
    "/admin/tickets/abc/2026-12-01/admit",
  ]) {
    expect(crossOriginAllowed("POST", p, "https://you.github.io", ALLOWED), p).toBe(false);
  }
  expect(crossOriginAllowed("GET", "/admin", "https://you.github.io", ALLOWED)).toBe(false);
  expect(crossOriginAllowed("POST", "/subscribe", "https://you.github.io", [])).toBe(false);
});

test("a preflight is answered for a POST to those endpoints from an allowed origin only", () => {
  expect(preflightHeaders("/subscribe", "https://you.github.io", "POST", ALLOWED)).toMatchObject({
    "Access-Control-Allow-Origin": "https://you.github.io",
    "Access-Control-Allow-Methods": "POST",
    Vary: "Origin",
  });
  expect(preflightHeaders("/subscribe", "https://evil.example", "POST", ALLOWED)).toBeNull();
  expect(preflightHeaders("/subscribe", "https://you.github.io", "DELETE", ALLOWED)).toBeNull();
  expect(preflightHeaders("/contact", "https://you.github.io", "POST", ALLOWED)).toBeNull();
});
