import { expect, test } from "vitest";
import { footerSignupWanted } from "./home.server.ts";

const wanted = (path: string) => footerSignupWanted(new Request(`http://site.test${path}`));

test("the footer's sign-up: on pages without one of their own, the same for a page and its client-navigation data", () => {
  for (const p of [
    "/events",
    "/events.data",
    "/events.data?_routes=root",
    "/events/past",
    "/events/past.data",
    "/contact",
    "/contact.data",
    "/news/a-post",
    "/press",
    "/es/events",
    "/es/events.data",
    "/de/press",
  ])
    expect(wanted(p), p).toBe(true);
  // The home page's data is /_.data (React Router's single fetch): the home page, which has its own section;
  // under another language's prefix the same pages.
  for (const p of [
    "/",
    "/_.data",
    "/_.data?_routes=root",
    "/subscribe",
    "/subscribe/thanks",
    "/unsubscribe",
    "/events/open-jam-session",
    "/events/open-jam-session.data",
    "/events/open-jam-session/2026-11-25",
    "/events/open-jam-session/2026-11-25.data",
    "/es",
    "/es/",
    "/es/_.data",
    "/de/events/open-jam-session/2026-11-25",
    "/de/subscribe",
  ])
    expect(wanted(p), p).toBe(false);
});
