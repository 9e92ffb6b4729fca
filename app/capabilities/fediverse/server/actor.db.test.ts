/**
 * The site's fediverse account at its own addresses (issue 31), on SQLite and PostgreSQL: off until
 * switched on; then WebFinger finds @handle@domain, the actor carries the profile and its keys,
 * NodeInfo says what it is, and the home page answers a fediverse server's Accept with the actor
 * while a browser's request falls through to the HTML page.
 */
import { beforeEach, expect, test } from "vitest";
import { setTestEnv, useTestDatabase } from "~tests/setup/db.ts";
import { updateSettings } from "~/core/settings/settings.server.ts";
import { federationState, forgetFederationState, saveAccount } from "./account.server.ts";
import { fediverseRepresentation } from "./represent.server.ts";

useTestDatabase();
const ORIGIN = "https://band.example";
const owner = { id: "u1", email: "owner@example.com" };
const AP = "application/activity+json";
const BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";
const MASTODON =
  'application/activity+json, application/ld+json; profile="https://www.w3.org/ns/activitystreams", text/html;q=0.1';

const ask = (path: string, accept = AP) =>
  fediverseRepresentation.answer(new Request(ORIGIN + path, { headers: { accept } }));

beforeEach(() => {
  setTestEnv({ PUBLIC_URL: ORIGIN, FEDIVERSE: "true" });
  forgetFederationState();
});

test("off until switched on: no WebFinger, no actor, the home page is HTML for everyone", async () => {
  setTestEnv({ PUBLIC_URL: ORIGIN });
  forgetFederationState();
  expect((await federationState()).on).toBe(false);
  expect(await ask("/.well-known/webfinger?resource=acct:x@band.example")).toBeNull();
  expect(await ask("/", MASTODON)).toBeNull();
  // FEDIVERSE=true without PUBLIC_URL: an actor's id must not depend on who asks.
  setTestEnv({ FEDIVERSE: "true" });
  forgetFederationState();
  expect(await federationState()).toMatchObject({ on: false, blocked: "no_public_url" });
});

test("WebFinger finds @handle@domain (made from the site's name), and the actor is the act's profile", async () => {
  await updateSettings({ name: "Die Ärzte & Co", about: "Three people, **loud**.", act_type: "MusicGroup" });
  forgetFederationState();
  const state = await federationState();
  expect(state).toMatchObject({ on: true, domain: "band.example" });
  const handle = state.handle;
  expect(handle).toMatch(/^[a-z0-9_]+$/);

  const wf = await ask(`/.well-known/webfinger?resource=acct:${handle}@band.example`, "application/jrd+json");
  expect(wf!.status).toBe(200);
  const jrd = (await wf!.json()) as { subject: string; links: { rel: string; type?: string; href?: string }[] };
  expect(jrd.subject).toBe(`acct:${handle}@band.example`);
  const self = jrd.links.find((l) => l.rel === "self")!;
  expect(self).toMatchObject({ type: "application/activity+json", href: `${ORIGIN}/ap/actors/site` });
  expect((await ask("/.well-known/webfinger?resource=acct:nobody@band.example"))!.status).toBe(404);

  const actor = (await (await ask("/ap/actors/site"))!.json()) as Record<string, unknown>;
  expect(actor).toMatchObject({
    id: `${ORIGIN}/ap/actors/site`,
    type: "Organization",
    preferredUsername: handle,
    name: "Die Ärzte & Co",
    url: `${ORIGIN}/`,
    inbox: `${ORIGIN}/ap/actors/site/inbox`,
    endpoints: { sharedInbox: `${ORIGIN}/ap/inbox` },
    followers: `${ORIGIN}/ap/actors/site/followers`,
    manuallyApprovesFollowers: false,
  });
  expect(String(actor.summary)).toContain("<strong>loud</strong>");
  expect((actor.publicKey as { publicKeyPem: string }).publicKeyPem).toContain("BEGIN PUBLIC KEY");
  const fields = actor.attachment as { type: string; name: string; value: string }[];
  expect(fields.map((f) => f.name)).toEqual(["Website", "Dates"]);
  expect(fields[0]!.value).toContain('href="https://band.example/"');

  // The home page answers a fediverse server with the actor (Mastodon's Accept, with text/html at q=0.1) …
  const home = await ask("/", MASTODON);
  expect(home!.headers.get("content-type")).toContain("application/activity+json");
  expect(((await home!.json()) as { id: string }).id).toBe(`${ORIGIN}/ap/actors/site`);
  expect((await ask("/es", MASTODON))!.status).toBe(200);
  // … and a browser gets the page.
  expect(await ask("/", BROWSER)).toBeNull();
  expect(await ask("/", "*/*")).toBeNull();
  expect(await fediverseRepresentation.varies!(new URL(`${ORIGIN}/`))).toBe(true);
  expect(await fediverseRepresentation.varies!(new URL(`${ORIGIN}/contact`))).toBe(false);
  // A browser following a link to the actor's address lands on the home page.
  expect((await ask("/ap/actors/site", BROWSER))!.status).toBe(302);
});

test("a new handle is found by WebFinger; the actor's id stays the same", async () => {
  await saveAccount(owner, { enabled: true, handle: "@The_Band", approveFollows: true });
  const wf = await ask("/.well-known/webfinger?resource=acct:the_band@band.example");
  expect(wf!.status).toBe(200);
  const actor = (await (await ask("/ap/actors/site"))!.json()) as Record<string, unknown>;
  expect(actor).toMatchObject({
    id: `${ORIGIN}/ap/actors/site`,
    preferredUsername: "the_band",
    manuallyApprovesFollowers: true,
  });
});

test("NodeInfo says what the site runs and that it speaks ActivityPub", async () => {
  const links = (await (await ask("/.well-known/nodeinfo", "application/json"))!.json()) as {
    links: { rel: string; href: string }[];
  };
  expect(links.links[0]!.href).toBe(`${ORIGIN}/nodeinfo/2.1`);
  const info = (await (await ask("/nodeinfo/2.1", "application/json"))!.json()) as Record<string, unknown>;
  expect(info).toMatchObject({ software: { name: "marquee" }, protocols: ["activitypub"], openRegistrations: false });
});
