import { expect, test } from "vitest";
import { footerSignupWanted } from "./home.server.ts";

test("the footer's sign-up: on pages without one of their own, the same for a page and its client-navigation data", () => {
  for (const p of ["/events", "/events.data", "/events/past", "/events/past.data", "/contact", "/contact.data", "/news/a-post", "/press"]) expect(footerSignupWanted(p), p).toBe(true);
  for (const p of ["/", "/_root.data", "/subscribe", "/subscribe/thanks", "/unsubscribe", "/events/open-jam-session", "/events/open-jam-session.data", "/events/open-jam-session/2026-11-25", "/events/open-jam-session/2026-11-25.data"])
    expect(footerSignupWanted(p), p).toBe(false);
});
