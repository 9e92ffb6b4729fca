import { expect, test } from "vitest";
import { streamingLink } from "./streaming.ts";

test("pasted links name their service, whatever form the address takes", () => {
  const cases: [string, string | null][] = [
    ["https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy?si=x", "spotify"],
    ["https://spotify.link/abc", "spotify"],
    ["https://music.apple.com/de/album/paper-moons/123", "applemusic"],
    ["https://velvetlanterns.bandcamp.com/album/paper-moons", "bandcamp"],
    ["https://music.youtube.com/playlist?list=OLAK5uy", "youtubemusic"],
    ["https://www.youtube.com/watch?v=aqz-KE-bpKQ", "youtube"],
    ["https://youtu.be/aqz-KE-bpKQ", "youtube"],
    ["https://www.deezer.com/album/1", "deezer"],
    ["https://listen.tidal.com/album/1", "tidal"],
    ["https://tidal.com/browse/album/1", "tidal"],
    ["https://soundcloud.com/forss/flickermood", "soundcloud"],
    ["https://music.amazon.de/albums/B0", "amazonmusic"],
    ["https://www.qobuz.com/album/x", "qobuz"],
    ["https://label.example/releases/paper-moons", null],
  ];
  for (const [url, service] of cases) expect(streamingLink(url)?.service, url).toBe(service);
  expect(streamingLink("https://label.example/x")!.label).toBe("label.example");
  expect(streamingLink("https://open.spotify.com/album/1")!.label).toBe("Spotify");
});

test("look-alike hosts are not the service, and non-web addresses are no link", () => {
  expect(streamingLink("https://notspotify.com/album/1")?.service).toBeNull();
  expect(streamingLink("https://spotify.com.evil.example/x")?.service).toBeNull();
  expect(streamingLink("https://apple.com/music")?.service).toBeNull();
  expect(streamingLink("javascript:alert(1)")).toBeNull();
  expect(streamingLink("ftp://example.com/x")).toBeNull();
  expect(streamingLink("not a link")).toBeNull();
});
