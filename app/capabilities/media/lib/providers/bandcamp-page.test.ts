/** A Bandcamp album or track page address, and the player id, title and cover its head names (issue 25 §5). */
import { expect, test } from "vitest";
import { LANTERN_SONG, NIGHT_DRIVE, bandcampPageHtml } from "~tests/fixtures/bandcamp-pages.ts";
import { bandcampPageUrl, buildMedia, parseMediaUrl, PROVIDERS } from "../providers.ts";
import { titleFromLink } from "../fallback-title.ts";
import { readBandcampPage } from "./bandcamp-page.ts";

const page = "https://owls.bandcamp.com/album/night-drive";

test("album and track page addresses as people copy them, with or without https://, query or slash", () => {
  const cases: [string, string][] = [
    ["https://owls.bandcamp.com/album/night-drive", page],
    ["owls.bandcamp.com/album/night-drive?from=embed#lyrics", page],
    ["http://Owls.Bandcamp.com/album/Night-Drive/", page],
    ["https://owls.bandcamp.com/track/lantern-song", "https://owls.bandcamp.com/track/lantern-song"],
    // An artist's own domain (Bandcamp serves custom domains): the page decides whether it is Bandcamp.
    ["https://music.owls.example/album/night-drive", "https://music.owls.example/album/night-drive"],
  ];
  for (const [typed, url] of cases) expect([typed, bandcampPageUrl(typed)?.href]).toEqual([typed, url]);
  for (const other of [
    "https://owls.bandcamp.com/",
    "https://owls.bandcamp.com/music",
    "https://owls.bandcamp.com/album/",
    "https://owls.bandcamp.com/album/night-drive/extra",
    "https://bandcamp.com/album/night-drive",
    "https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy",
    "https://user:pw@owls.bandcamp.com/album/night-drive",
    "https://owls.bandcamp.com:8443/album/night-drive",
    "javascript:alert(1)//owls.bandcamp.com/album/x",
    "localhost/album/x",
    '<iframe src="https://bandcamp.com/EmbeddedPlayer/album=1/"></iframe>',
  ])
    expect([other, bandcampPageUrl(other)]).toEqual([other, null]);
  // The synchronous parser still says what Bandcamp needs when it meets a page; the server reads it instead.
  expect(parseMediaUrl(page)).toMatchObject({ ok: false });
});

test("the head's bc-page-properties, og:video or twitter:player each give the player; og:title and og:image come along", () => {
  for (const only of [undefined, "properties", "og:video", "twitter:player"] as const) {
    expect([only, readBandcampPage(bandcampPageHtml(NIGHT_DRIVE, only), page)]).toEqual([
      only,
      {
        id: `album/${NIGHT_DRIVE.id}`,
        canonicalUrl: page,
        titleHint: "Night Drive, by The Night Owls",
        imageUrl: `https://f4.bcbits.com/img/a${NIGHT_DRIVE.id}_5.jpg`,
      },
    ]);
  }
  const track = readBandcampPage(bandcampPageHtml(LANTERN_SONG), "https://owls.bandcamp.com/track/lantern-song");
  expect(track).toMatchObject({ id: `track/${LANTERN_SONG.id}` });
  const media = PROVIDERS.bandcamp.build(track as { id: string; canonicalUrl: string })!;
  expect(media.embedUrl).toMatch(/^https:\/\/bandcamp\.com\/EmbeddedPlayer\/track=1933512207\//);
  expect(media.canonicalUrl).toBe("https://owls.bandcamp.com/track/lantern-song");
});

test("a page without a player, or one whose player is not Bandcamp's, names none", () => {
  expect(readBandcampPage("<html><head><title>Hi</title></head><body></body></html>", page)).toBe("no-player");
  const evil = bandcampPageHtml(NIGHT_DRIVE, "og:video").replace(
    /https:\/\/bandcamp\.com\/EmbeddedPlayer/g,
    "https://evil.example/EmbeddedPlayer",
  );
  expect(readBandcampPage(evil, page)).toBe("no-player");
  const broken = bandcampPageHtml(NIGHT_DRIVE, "properties").replace(
    /item_id&quot;:\d+/,
    "item_id&quot;:&quot;12ab&quot;",
  );
  expect(readBandcampPage(broken, page)).toBe("no-player");
  // Meta tags after the head (in the body, where a visitor's comment could sit) are not read.
  const late = `<html><head><title>x</title></head><body>${bandcampPageHtml(NIGHT_DRIVE)}</body></html>`;
  expect(readBandcampPage(late, page)).toBe("no-player");
});

test("an item keeps a useful name from its link when the host can't be asked", () => {
  const bc = buildMedia("bandcamp", `album/${NIGHT_DRIVE.id}`, { canonicalUrl: page })!;
  expect(titleFromLink(bc)).toBe("Night drive — owls");
  const sc = parseMediaUrl("https://soundcloud.com/the-night-owls/lantern_song-live");
  expect(sc.ok && titleFromLink(sc.media)).toBe("Lantern song live — the-night-owls");
  const set = parseMediaUrl("https://soundcloud.com/the-night-owls/sets/tour-2025/s-AbC123");
  expect(set.ok && titleFromLink(set.media)).toBe("Tour 2025 — the-night-owls");
  const mc = parseMediaUrl("https://www.mixcloud.com/owlsradio/sunday-sessions-12/");
  expect(mc.ok && titleFromLink(mc.media)).toBe("Sunday sessions 12 — owlsradio");
  for (const idOnly of [
    "https://youtu.be/dQw4w9WgXcQ",
    "https://vimeo.com/76979871",
    "https://api.soundcloud.com/tracks/123",
  ]) {
    const r = parseMediaUrl(idOnly);
    expect([idOnly, r.ok && titleFromLink(r.media)]).toEqual([idOnly, null]);
  }
});
