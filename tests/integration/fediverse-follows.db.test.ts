/**
 * Following the site from a Fedify-built fan server on SQLite and PostgreSQL (issue 31): the fan
 * finds @handle@domain by WebFinger and follows; the site accepts (signed, verified by the fan's
 * server) or waits for the owner's approval; Undo ends it; removing and blocking tell the follower's
 * server. Forgeries are refused before anything is stored: no signature, a body changed after
 * signing, a key of another actor; a blocked server's activities are dropped.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Actor } from "@fedify/vocab";
import { setTestEnv, useTestDatabase } from "~tests/setup/db.ts";
import { startFanServer, type FanServer } from "~tests/fixtures/fediverse-server.ts";
import { startSiteServer, type SiteServer } from "~tests/fixtures/fediverse-site.ts";
import { db } from "~/core/db/client.server.ts";
import { federationState, forgetFederationState, saveAccount } from "~/capabilities/fediverse/server/account.server.ts";
import { drainDeliveries } from "~/capabilities/fediverse/server/deliver.server.ts";
import { getFederation } from "~/capabilities/fediverse/server/fedify/federation.server.ts";
import { approveFollower, block, removeFollower } from "~/capabilities/fediverse/server/follows.server.ts";
import { findFollower, listBlocks } from "~/capabilities/fediverse/server/data/followers.server.ts";

useTestDatabase();
const owner = { id: "u1", email: "owner@example.com" };
let site: SiteServer;
let fans: FanServer;
let blocked: FanServer;
let siteActor: Actor;
const queue = new AbortController();

beforeAll(async () => {
  site = await startSiteServer();
  fans = await startFanServer({ people: ["ada", "bo", "cy"] });
  blocked = await startFanServer({ people: ["troll"] });
  setTestEnv({ PUBLIC_URL: site.origin, FEDIVERSE: "true", FEDIVERSE_TEST_PEERS: `${fans.origin} ${blocked.origin}` });
  forgetFederationState();
  await saveAccount(owner, { enabled: true, handle: "harbour_band", approveFollows: false });
  // What the job does in the server: Fedify's inbound queue, listened to.
  void getFederation().startQueue(undefined, { signal: queue.signal, queue: "inbox" });
  // What a fan's server does with @harbour_band@host: WebFinger (over http here, as its tests allow), then the actor.
  const jrd = (await (
    await fetch(`${site.origin}/.well-known/webfinger?resource=acct:harbour_band@${new URL(site.origin).host}`)
  ).json()) as { links: { rel: string; href: string }[] };
  siteActor = (await fans.lookup(jrd.links.find((l) => l.rel === "self")!.href)) as Actor;
});
afterAll(async () => {
  queue.abort();
  await Promise.all([site?.close(), fans?.close(), blocked?.close()]);
});

// The inbound queue verifies each signature by fetching the sender's key: on a loaded machine that takes
// more than expect.poll's default second, so the states are waited for longer (still a state, not a time).
const SLOW = { timeout: 15_000 };
const stateOf = async (fan: FanServer, name: string) => (await findFollower(fan.actorUri(name)))?.state ?? null;

test("a fan finds the site by its handle, follows, and hears Accept signed by the site", async () => {
  expect(siteActor.id?.href).toBe(`${site.origin}/ap/actors/site`);
  // Pasting the site's address in a fan's search box finds the same account (the home page's ActivityPub form).
  expect((await fans.lookup(`${site.origin}/`))?.id?.href).toBe(`${site.origin}/ap/actors/site`);
  const followId = await fans.follow("ada", siteActor);
  await expect.poll(() => stateOf(fans, "ada"), SLOW).toBe("accepted");
  const f = (await findFollower(fans.actorUri("ada")))!;
  expect(f).toMatchObject({ handle: `@ada@${new URL(fans.origin).host}`, shared_inbox: `${fans.origin}/inbox` });
  await drainDeliveries();
  const accept = await fans.waitFor((r) => r.type === "Accept");
  expect(accept.actor).toBe(`${site.origin}/ap/actors/site`);
  expect((accept.json.object as { id: string }).id).toBe(followId);
  // Undo ends it.
  await fans.unfollow("ada", siteActor, followId);
  await expect.poll(() => stateOf(fans, "ada"), SLOW).toBeNull();
});

test("with approval on, a follow waits for the owner; approving accepts it, declining rejects it", async () => {
  await saveAccount(owner, { enabled: true, handle: "harbour_band", approveFollows: true });
  await fans.follow("bo", siteActor);
  await fans.follow("cy", siteActor);
  await expect.poll(() => stateOf(fans, "bo"), SLOW).toBe("pending");
  await expect.poll(() => stateOf(fans, "cy"), SLOW).toBe("pending");
  expect(await approveFollower(owner, (await findFollower(fans.actorUri("bo")))!.id)).toMatch(/^@bo@/);
  expect(await removeFollower(owner, (await findFollower(fans.actorUri("cy")))!.id)).toMatch(/^@cy@/);
  await drainDeliveries();
  await fans.waitFor((r) => r.type === "Accept" && r.raw.to?.toString() === fans.actorUri("bo"));
  await fans.waitFor((r) => r.type === "Reject" && r.raw.to?.toString() === fans.actorUri("cy"));
  expect(await stateOf(fans, "bo")).toBe("accepted");
  expect(await stateOf(fans, "cy")).toBeNull();
  await saveAccount(owner, { enabled: true, handle: "harbour_band", approveFollows: false });
});

test("forgeries are refused before anything is stored", async () => {
  const inbox = `${site.origin}/ap/inbox`;
  const follow = (actor: string) => ({
    "@context": "https://www.w3.org/ns/activitystreams",
    id: `${fans.origin}/forged/${Math.random()}`,
    type: "Follow",
    actor,
    object: `${site.origin}/ap/actors/site`,
  });
  const before = await db().selectFrom("fediverse_activities").select("id").execute();
  expect(await fans.rawPost("ada", inbox, follow(fans.actorUri("ada")), { unsigned: true })).toBe(401);
  expect(await fans.rawPost("ada", inbox, follow(fans.actorUri("ada")), { tamper: true })).toBe(401);
  // Signed with ada's key, claiming to be bo.
  expect(await fans.rawPost("ada", inbox, follow(fans.actorUri("bo")))).toBe(401);
  expect((await db().selectFrom("fediverse_activities").select("id").execute()).length).toBe(before.length);
  expect(await stateOf(fans, "ada")).toBeNull();
});

test("blocking a server removes its followers; what it sends afterwards is dropped", async () => {
  await blocked.follow("troll", siteActor);
  await expect.poll(() => stateOf(blocked, "troll"), SLOW).toBe("accepted");
  expect(await block(owner, "domain", new URL(blocked.origin).host)).toBe(1);
  expect(await stateOf(blocked, "troll")).toBeNull();
  expect((await listBlocks()).map((b) => b.kind)).toEqual(["domain"]);
  await blocked.follow("troll", siteActor);
  await drainDeliveries();
  expect(await stateOf(blocked, "troll")).toBeNull();
  // The Reject of the old follow went out; no Accept of the new one ever does.
  await blocked.waitFor((r) => r.type === "Reject");
  expect(blocked.received.filter((r) => r.type === "Accept")).toHaveLength(1);
  expect((await federationState()).on).toBe(true);
});
