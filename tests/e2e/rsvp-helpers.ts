/** RSVP steps several journeys share: replies with a timing token that is old enough, without waiting on the clock. */
import type { Browser, Page } from "playwright-core";
import { formTokenAged, HUMAN } from "./contact-token.ts";
import { hydrated, openPage, type App } from "./harness.ts";

/** Replies from this page carry a timing token ten seconds old (the app must run with CONTACT_SECRET). */
export async function humanTokens(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith("/rsvp/"),
    async (route) => {
      const r = route.request();
      const body = r.postData();
      if (r.method() !== "POST" || body === null) return route.continue();
      const form = new URLSearchParams(body);
      if (form.has("rsvp_token")) form.set("rsvp_token", formTokenAged(HUMAN));
      return route.continue({
        postData: form.toString(),
        headers: { ...r.headers(), "content-type": "application/x-www-form-urlencoded" },
      });
    },
  );
}

export interface Guest {
  name: string;
  email: string;
  /** Answers to the date's questions, by the question's label. */
  answers?: Record<string, string>;
}

/**
 * A visitor RSVPs on an event's page (`eventPath`) and lands on the confirmation: the date's page, or — on a
 * site that cannot send e-mail — the reply's own page with its address to keep (issue 25 §1, ADR 2520).
 */
export async function rsvpAs(browser: Browser, app: App, eventPath: string, guest: Guest): Promise<void> {
  const { page, errors, context } = await openPage(browser);
  await humanTokens(page);
  await page.goto(`${app.url}${eventPath}`);
  await hydrated(page);
  const form = page.getByRole("region", { name: "RSVP", exact: true });
  await form.getByLabel("Name").fill(guest.name);
  await form.getByLabel("E-mail").fill(guest.email);
  for (const [question, answer] of Object.entries(guest.answers ?? {})) await form.getByLabel(question).fill(answer);
  await form.getByRole("button", { name: /^(RSVP|Join the waitlist)$/ }).click();
  await page.waitForURL(/\/rsvp\/(?:[\w-]+\/\d{4}-\d{2}-\d{2}\?|reply\?t=[^&]+&)done=/).catch(async (e: unknown) => {
    const said = await page.locator(".field-error, [role=alert], .error").allTextContents();
    throw new Error(`RSVP as ${guest.name} refused: ${said.join(" / ") || String(e)}`);
  });
  await context.close();
  // Thrown, not expected: journeys call this from their set-up too, where expect() is not available.
  if (errors.length) throw new Error(`RSVP as ${guest.name}: ${errors.join("\n")}`);
}
