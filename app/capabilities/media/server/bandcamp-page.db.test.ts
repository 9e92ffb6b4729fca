/**
 * A Bandcamp album or track page's address becomes the player (issue 25 §5),
 * on SQLite and PostgreSQL: the page read through the SSRF-safe fetcher from
 * the local provider stand-in (OEMBED_BASE_URL) serving pages with Bandcamp's
 * documented head, its cover kept as the thumbnail; hostile pages (too large,
 * redirecting to a private address, without a player, never answering, not a
 * page) refused with their reason and nothing stored. And an item whose host
 * can't be reached keeps a useful name.
 */
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { startProviderServer, type ProviderServer } from "~tests/fixtures/provider-server.ts";
import { LANTERN_SONG, NIGHT_DRIVE, serveBandcampPages } from "~tests/fixtures/bandcamp-pages.ts";
import { setTestEnv, useTestDatabase } from "~tests/setup/db.ts";
import { db } from "~/core/db/client.server.ts";
import { env } from "~/core/env.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { getUpload } from "~/capabilities/media/server/data/uploads.server.ts";
import { fetchBandcampPage } from "./fetch/bandcamp-page.server.ts";
import { FetchRefused } from "./fetch/fetch.server.ts";
import { addMediaByUrl } from "./media-admin.server.ts";
import { mediaPage } from "./public.server.ts";

const getDb = useTestDatabase();
const actor = { id: "u1", email: "editor@example.com" };
let provider: ProviderServer;
beforeAll(async () => {
  provider = await startProviderServer();
});
afterAll(() => provider.close());
beforeEach(() => {
  provider.reset();
  serveBandcampPages(provider);
  setTestEnv({ DATA_DIR: getDb().dataDir, OEMBED_BASE_URL: provider.baseUrl });
});

const counts = async () => ({
  items: (await db().selectFrom("media_items").select("id").execute()).length,
  uploads: (await db().selectFrom("uploads").select("id").execute()).length,
});

test("an album page's address becomes the player, named and pictured by the page", async () => {
  const r = await addMediaByUrl("owls.bandcamp.com/album/night-drive?from=search", actor, env());
  expect(r.item).toMatchObject({
    source: "bandcamp",
    kind: "audio",
    provider_id: `album/${NIGHT_DRIVE.id}`,
    url: "https://owls.bandcamp.com/album/night-drive",
    title: "Night Drive, by The Night Owls",
    published: true,
  });
  expect(r.thumbnail).toBe("provider");
  expect(await getUpload(r.item.thumbnail_upload_id!)).toMatchObject({ state: "ready", width: 700, height: 700 });
  expect(provider.requests).toEqual([
    "/owls.bandcamp.com/album/night-drive",
    `/f4.bcbits.com/img/a${NIGHT_DRIVE.id}_5.jpg`,
  ]);
  const [view] = await mediaPage();
  expect(view).toMatchObject({
    type: "embed",
    provider: "bandcamp",
    embedSrc: expect.stringMatching(new RegExp(`^https://bandcamp\\.com/EmbeddedPlayer/album=${NIGHT_DRIVE.id}/`)),
  });
  // A track page, and a page that moved to the artist's own domain (each hop checked like the first).
  const track = await addMediaByUrl("https://owls.bandcamp.com/track/lantern-song", actor, env());
  expect(track.item).toMatchObject({
    provider_id: `track/${LANTERN_SONG.id}`,
    title: "Lantern Song, by The Night Owls",
  });
  await expect(addMediaByUrl("https://owls.bandcamp.com/album/moved", actor, env())).rejects.toMatchObject({
    field: "url",
    message: expect.stringMatching(/already in your media as “Night Drive, by The Night Owls”/),
  });
});

test("hostile pages are refused with the reason, in the editor's language, and nothing is stored", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  try {
    const before = await counts();
    const de = studioTranslatorFor("de").t;
    const refused = (path: string, t?: typeof de) =>
      addMediaByUrl(`https://owls.bandcamp.com/${path}`, actor, env(), t ? { t } : {}).then(
        () => "stored",
        (e: { field?: string; message: string }) => `${e.field}: ${e.message}`,
      );
    expect(await refused("album/huge")).toBe(
      "url: The page is larger than 2 MB, so it was not read. Paste its embed code (Share / Embed on Bandcamp) instead. Nothing was added.",
    );
    expect(await refused("album/metadata")).toBe(
      "url: The page sent us on to an address that may not be fetched (only public https addresses may). Nothing was added.",
    );
    expect(await refused("album/no-player", de)).toBe(
      "url: Auf dieser Seite wurde kein Bandcamp-Player gefunden. Ist es eine Album- oder Titelseite? Du kannst auch ihren Einbettungscode einfügen (Share / Embed auf Bandcamp). Es wurde nichts hinzugefügt.",
    );
    expect(await refused("track/not-html")).toMatch(/^url: This address is not a web page/);
    expect(await refused("album/gone")).toBe(
      "url: The page could not be read (HTTP 404). Check the address, or paste its embed code (Share / Embed on Bandcamp). Nothing was added.",
    );
    // Without the stand-in: a name that resolves to a private address is refused before any connection.
    setTestEnv({ DATA_DIR: getDb().dataDir });
    const privateDns = { resolve: async () => [{ address: "10.0.0.5", family: 4 }] };
    await expect(
      addMediaByUrl("https://owls.bandcamp.com/album/night-drive", actor, env(), privateDns),
    ).rejects.toMatchObject({ field: "url", message: expect.stringMatching(/private network/) });
    expect(await counts()).toEqual(before);
    // The metadata address was never asked (only the stand-in saw requests, none for 169.254…).
    expect(provider.requests.some((r) => r.includes("169.254"))).toBe(false);
  } finally {
    warn.mockRestore();
  }
});

test("a page that never answers is ended by the fetcher's time limit", async () => {
  const e = await fetchBandcampPage(new URL("https://owls.bandcamp.com/album/never"), {
    baseUrl: provider.baseUrl,
    timeoutMs: 300,
  }).catch((err: unknown) => err);
  expect(e).toBeInstanceOf(FetchRefused);
  expect((e as FetchRefused).reason).toBe("timeout");
});

test("when the host can't be reached an item keeps a useful name: the link's own words, else the provider and the id", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  try {
    for (const path of ["/soundcloud.com/oembed", "/www.youtube.com/oembed"])
      provider.route(path, (_q, res) => void res.writeHead(503).end());
    const sc = await addMediaByUrl("https://soundcloud.com/the-night-owls/lantern_song-live", actor, env());
    expect([sc.thumbnail, sc.item.title]).toEqual(["drawn", "Lantern song live — the-night-owls"]);
    const yt = await addMediaByUrl("https://www.youtube.com/watch?v=aqz-KE-bpKQ", actor, env(), {
      t: studioTranslatorFor("de").t,
    });
    // YouTube's own thumbnail address still answered; the title names the provider and the video.
    expect(yt.item.title).toBe("YouTube-Video aqz-KE-bpKQ");
  } finally {
    warn.mockRestore();
  }
});
