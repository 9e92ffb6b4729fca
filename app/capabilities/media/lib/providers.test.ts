import { expect, test } from "vitest";
import { buildMedia, isProviderId, parseMediaUrl, playerSrc, providerFrameOrigins, PROVIDERS } from "./providers.ts";

const ok = (input: string) => {
  const r = parseMediaUrl(input);
  if (!r.ok) throw new Error(`expected ${input} to parse, got: ${r.error}`);
  return r.media;
};
const refused = (input: string) => {
  const r = parseMediaUrl(input);
  if (r.ok) throw new Error(`expected ${input} to be refused, got ${r.media.provider} ${r.media.id}`);
  return r.error;
};

// [pasted link, provider, id, start]
const SHAPES: [string, string, string, number?][] = [
  // YouTube
  ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
  ["https://youtube.com/watch?v=dQw4w9WgXcQ&feature=share", "youtube", "dQw4w9WgXcQ"],
  [
    "http://www.youtube.com/watch?app=desktop&v=dQw4w9WgXcQ&list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs&index=2",
    "youtube",
    "dQw4w9WgXcQ",
  ],
  ["https://m.youtube.com/watch?v=dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
  ["https://music.youtube.com/watch?v=dQw4w9WgXcQ&si=abc", "youtube", "dQw4w9WgXcQ"],
  ["https://youtu.be/dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
  ["https://youtu.be/dQw4w9WgXcQ?si=B_RZg_I-lLaa7UU-&t=42", "youtube", "dQw4w9WgXcQ", 42],
  ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1h2m3s", "youtube", "dQw4w9WgXcQ", 3723],
  ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=90s", "youtube", "dQw4w9WgXcQ", 90],
  ["https://www.youtube.com/watch?v=dQw4w9WgXcQ#t=2m", "youtube", "dQw4w9WgXcQ", 120],
  ["https://www.youtube.com/shorts/aqz-KE-bpKQ", "youtube", "aqz-KE-bpKQ"],
  ["https://youtube.com/shorts/aqz-KE-bpKQ?feature=share", "youtube", "aqz-KE-bpKQ"],
  ["https://www.youtube.com/embed/dQw4w9WgXcQ?start=30", "youtube", "dQw4w9WgXcQ", 30],
  ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0", "youtube", "dQw4w9WgXcQ"],
  ["https://www.youtube.com/live/jfKfPfyJRdk?si=xyz", "youtube", "jfKfPfyJRdk"],
  ["https://www.youtube.com/v/dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
  ["www.youtube.com/watch?v=dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
  ["  https://WWW.YouTube.com./watch?v=dQw4w9WgXcQ  ", "youtube", "dQw4w9WgXcQ"],
  // Vimeo
  ["https://vimeo.com/76979871", "vimeo", "76979871"],
  ["https://www.vimeo.com/76979871?share=copy", "vimeo", "76979871"],
  ["https://vimeo.com/76979871/8272103f6e", "vimeo", "76979871/8272103f6e"],
  ["https://vimeo.com/76979871#t=1m30s", "vimeo", "76979871", 90],
  ["https://vimeo.com/channels/staffpicks/76979871", "vimeo", "76979871"],
  ["https://vimeo.com/groups/shortfilms/videos/76979871", "vimeo", "76979871"],
  ["https://vimeo.com/showcase/5551234/video/76979871", "vimeo", "76979871"],
  ["https://vimeo.com/album/5551234/video/76979871", "vimeo", "76979871"],
  ["https://player.vimeo.com/video/76979871", "vimeo", "76979871"],
  ["https://player.vimeo.com/video/76979871?h=8272103f6e&badge=0", "vimeo", "76979871/8272103f6e"],
  ["https://vimeo.com/manage/videos/76979871/8272103f6e", "vimeo", "76979871/8272103f6e"],
  // SoundCloud
  ["https://soundcloud.com/forss/flickermood", "soundcloud", "forss/flickermood"],
  ["https://m.soundcloud.com/forss/flickermood", "soundcloud", "forss/flickermood"],
  ["https://soundcloud.com/forss/flickermood?in=forss/sets/soulhack&si=abc", "soundcloud", "forss/flickermood"],
  ["https://soundcloud.com/forss/sets/soulhack", "soundcloud", "forss/sets/soulhack"],
  ["https://soundcloud.com/forss/flickermood/s-AbCdEf123", "soundcloud", "forss/flickermood/s-AbCdEf123"],
  ["https://soundcloud.com/forss/sets/soulhack/s-XyZ987", "soundcloud", "forss/sets/soulhack/s-XyZ987"],
  ["https://api.soundcloud.com/tracks/293", "soundcloud", "tracks/293"],
  [
    "https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/293&color=%23ff5500&auto_play=false",
    "soundcloud",
    "tracks/293",
  ],
  [
    "https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fforss%2Fflickermood",
    "soundcloud",
    "forss/flickermood",
  ],
  // Spotify
  ["https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC", "spotify", "track/4uLU6hMCjMI75M1A2tKUQC"],
  ["https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=1a2b3c4d5e6f", "spotify", "track/4uLU6hMCjMI75M1A2tKUQC"],
  ["https://open.spotify.com/intl-de/track/4uLU6hMCjMI75M1A2tKUQC", "spotify", "track/4uLU6hMCjMI75M1A2tKUQC"],
  ["https://open.spotify.com/intl-pt-br/album/1DFixLWuPkv3KT3TnV35m3", "spotify", "album/1DFixLWuPkv3KT3TnV35m3"],
  ["https://open.spotify.com/album/1DFixLWuPkv3KT3TnV35m3", "spotify", "album/1DFixLWuPkv3KT3TnV35m3"],
  ["https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M", "spotify", "playlist/37i9dQZF1DXcBWIGoYBM5M"],
  ["https://open.spotify.com/episode/512ojhOuo1ktJprKbVcKyQ", "spotify", "episode/512ojhOuo1ktJprKbVcKyQ"],
  ["https://open.spotify.com/show/2mTUnDkuKUkhiueKcVWoP0", "spotify", "show/2mTUnDkuKUkhiueKcVWoP0"],
  ["https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF", "spotify", "artist/0OdUWJ0sBjDrqHygGUXeCF"],
  [
    "https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC?utm_source=generator",
    "spotify",
    "track/4uLU6hMCjMI75M1A2tKUQC",
  ],
  [
    "https://open.spotify.com/user/spotify/playlist/37i9dQZF1DXcBWIGoYBM5M",
    "spotify",
    "playlist/37i9dQZF1DXcBWIGoYBM5M",
  ],
  ["spotify:track:4uLU6hMCjMI75M1A2tKUQC", "spotify", "track/4uLU6hMCjMI75M1A2tKUQC"],
  ["spotify:episode:512ojhOuo1ktJprKbVcKyQ", "spotify", "episode/512ojhOuo1ktJprKbVcKyQ"],
  // Bandcamp (embed src and embed code)
  [
    "https://bandcamp.com/EmbeddedPlayer/album=1536701931/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/transparent=true/",
    "bandcamp",
    "album/1536701931",
  ],
  ["https://bandcamp.com/EmbeddedPlayer/track=2989345432/size=small/bgcol=333333/", "bandcamp", "track/2989345432"],
  [
    "https://bandcamp.com/EmbeddedPlayer/album=1536701931/size=large/track=2989345432/transparent=true/",
    "bandcamp",
    "album/1536701931/track/2989345432",
  ],
  ["http://bandcamp.com/EmbeddedPlayer/v=2/album=1536701931/size=venti/", "bandcamp", "album/1536701931"],
  // Mixcloud
  ["https://www.mixcloud.com/spartacus/party-time/", "mixcloud", "spartacus/party-time"],
  ["https://mixcloud.com/spartacus/party-time", "mixcloud", "spartacus/party-time"],
  [
    "https://m.mixcloud.com/NTSRadio/floating-points-4th-april-2024/",
    "mixcloud",
    "NTSRadio/floating-points-4th-april-2024",
  ],
  [
    "https://player-widget.mixcloud.com/widget/iframe/?hide_cover=1&feed=%2Fspartacus%2Fparty-time%2F",
    "mixcloud",
    "spartacus/party-time",
  ],
  [
    "https://www.mixcloud.com/widget/iframe/?feed=https%3A%2F%2Fwww.mixcloud.com%2Fspartacus%2Fparty-time%2F&hide_cover=1",
    "mixcloud",
    "spartacus/party-time",
  ],
];

test(`parses ${SHAPES.length} real URL shapes to provider, id and start`, () => {
  expect(SHAPES.length).toBeGreaterThanOrEqual(40);
  for (const [input, provider, id, start] of SHAPES) {
    const m = ok(input);
    expect({ input, provider: m.provider, id: m.id, start: m.start }).toEqual({ input, provider, id, start });
  }
});

test("YouTube embeds use youtube-nocookie.com, with the start time", () => {
  const m = ok("https://youtu.be/dQw4w9WgXcQ?t=1m5s");
  expect(m.kind).toBe("video");
  expect(m.embedUrl).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=65");
  expect(m.canonicalUrl).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=65s");
  expect(m.oembedUrl).toBe(
    "https://www.youtube.com/oembed?format=json&url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DdQw4w9WgXcQ",
  );
  expect(playerSrc(m)).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=65&autoplay=1");
});

test("Vimeo embeds carry dnt=1 and the private hash", () => {
  const m = ok("https://vimeo.com/76979871/8272103f6e#t=10s");
  expect(m.embedUrl).toBe("https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1#t=10s");
  expect(m.canonicalUrl).toBe("https://vimeo.com/76979871/8272103f6e#t=10s");
  expect(m.oembedUrl).toBe("https://vimeo.com/api/oembed.json?url=https%3A%2F%2Fvimeo.com%2F76979871%2F8272103f6e");
  expect(playerSrc(m)).toBe("https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1&autoplay=1#t=10s");
});

test("SoundCloud, Spotify and Mixcloud build their players and oEmbed requests", () => {
  const sc = ok("https://soundcloud.com/forss/sets/soulhack");
  expect(sc.kind).toBe("audio");
  expect(sc.frame.height).toBe(450);
  expect(new URL(sc.embedUrl).searchParams.get("url")).toBe("https://soundcloud.com/forss/sets/soulhack");
  expect(sc.oembedUrl).toBe(
    "https://soundcloud.com/oembed?format=json&url=https%3A%2F%2Fsoundcloud.com%2Fforss%2Fsets%2Fsoulhack",
  );
  const sp = ok("https://open.spotify.com/intl-fr/episode/512ojhOuo1ktJprKbVcKyQ?si=x");
  expect(sp.embedUrl).toBe("https://open.spotify.com/embed/episode/512ojhOuo1ktJprKbVcKyQ");
  expect(sp.canonicalUrl).toBe("https://open.spotify.com/episode/512ojhOuo1ktJprKbVcKyQ");
  expect(sp.frame.height).toBe(152);
  const mc = ok("https://www.mixcloud.com/spartacus/party-time/");
  expect(mc.embedUrl).toBe(
    "https://player-widget.mixcloud.com/widget/iframe/?hide_cover=1&feed=%2Fspartacus%2Fparty-time%2F",
  );
  expect(mc.oembedUrl).toBe(
    "https://www.mixcloud.com/oembed/?format=json&url=https%3A%2F%2Fwww.mixcloud.com%2Fspartacus%2Fparty-time%2F",
  );
});

test("Bandcamp: the numeric id, page link and title come from the pasted embed code", () => {
  const code =
    '<iframe style="border: 0; width: 100%; height: 120px;" src="https://bandcamp.com/EmbeddedPlayer/album=1536701931/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/artwork=small/transparent=true/" seamless><a href="https://cloudkicker.bandcamp.com/album/beacons">Beacons by Cloudkicker &amp; Friends</a></iframe>';
  const m = ok(code);
  expect(m).toMatchObject({
    provider: "bandcamp",
    kind: "audio",
    id: "album/1536701931",
    titleHint: "Beacons by Cloudkicker & Friends",
  });
  expect(m.canonicalUrl).toBe("https://cloudkicker.bandcamp.com/album/beacons");
  expect(m.embedUrl).toMatch(/^https:\/\/bandcamp\.com\/EmbeddedPlayer\/album=1536701931\//);
  expect(m.oembedUrl).toBeUndefined();
  // A link to somewhere else inside the code is not taken as the canonical URL.
  const sneaky = ok(
    code.replace("https://cloudkicker.bandcamp.com/album/beacons", "https://evil.example/album/beacons"),
  );
  expect(sneaky.canonicalUrl).toBe("https://bandcamp.com/EmbeddedPlayer/album=1536701931/");
  // Embed code whose player is not Bandcamp's is refused.
  expect(refused('<iframe src="https://evil.example/EmbeddedPlayer/album=1/"></iframe>')).toMatch(/Only Bandcamp/);
  expect(refused("<script>alert(1)</script>")).toMatch(/no player address/);
});

test("links that cannot be resolved offline are refused with a way forward", () => {
  expect(refused("https://on.soundcloud.com/AbCdEf")).toMatch(/short links.*full soundcloud\.com address/);
  expect(refused("https://spotify.link/abcdef")).toMatch(/short links/);
  expect(refused("https://cloudkicker.bandcamp.com/album/beacons")).toMatch(/embed code/);
  expect(refused("https://bandcamp.com/")).toMatch(/embed code/);
});

test("known hosts with links that are not a single item say what is wrong", () => {
  expect(refused("https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs")).toMatch(/playlists/);
  expect(refused("https://www.youtube.com/@rickastley")).toMatch(/channel/);
  expect(refused("https://www.youtube.com/watch?v=short")).toMatch(/malformed/);
  expect(refused("https://www.youtube.com/")).toMatch(/doesn't point to a video/);
  expect(refused("https://vimeo.com/user12345")).toMatch(/doesn't point to a video/);
  expect(refused("https://soundcloud.com/forss")).toMatch(/profile/);
  expect(refused("https://soundcloud.com/forss/likes")).toMatch(/profile/);
  expect(refused("https://soundcloud.com/discover")).toMatch(/track or set/);
  expect(refused("https://open.spotify.com/track/tooShort")).toMatch(/malformed/);
  expect(refused("https://open.spotify.com/search/foo")).toMatch(/doesn't point/);
  expect(refused("https://www.mixcloud.com/spartacus/")).toMatch(/profile/);
  expect(refused("https://www.mixcloud.com/discover/techno/")).toMatch(/doesn't point to a show/);
});

test("hostile and unknown input is refused with a clear message", () => {
  const unsupported = /isn't from a supported service/;
  expect(refused("javascript:alert(document.cookie)")).toMatch(/Only http/);
  expect(refused("JaVaScRiPt:alert(1)//https://youtu.be/dQw4w9WgXcQ")).toMatch(/Only http/);
  expect(refused("data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==")).toMatch(/Only http/);
  expect(refused("file:///etc/passwd")).toMatch(/Only http/);
  expect(refused("ftp://youtube.com/watch?v=dQw4w9WgXcQ")).toMatch(/Only http/);
  expect(refused("vbscript:msgbox(1)")).toMatch(/Only http/);
  expect(refused("https://youtube.com.evil.com/watch?v=dQw4w9WgXcQ")).toMatch(unsupported);
  expect(refused("https://evil-youtube.com/watch?v=dQw4w9WgXcQ")).toMatch(unsupported);
  expect(refused("https://notyoutube.com/watch?v=dQw4w9WgXcQ")).toMatch(unsupported);
  expect(refused("https://www.yоutube.com/watch?v=dQw4w9WgXcQ")).toMatch(unsupported); // Cyrillic "о"
  expect(refused("https://vimeo.com.attacker.net/76979871")).toMatch(unsupported);
  expect(refused("https://open.spotify.com.evil.com/track/4uLU6hMCjMI75M1A2tKUQC")).toMatch(unsupported);
  expect(refused("https://evilbandcamp.com/EmbeddedPlayer/album=1/")).toMatch(unsupported);
  expect(refused("https://youtube.com@evil.com/watch?v=dQw4w9WgXcQ")).toMatch(/@ before the host/);
  expect(refused("https://evil.com@youtube.com/watch?v=dQw4w9WgXcQ")).toMatch(/@ before the host/);
  expect(refused("https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ")).toMatch(/@ before the host/);
  expect(refused("https://evil.com\\@youtube.com/watch?v=dQw4w9WgXcQ")).toMatch(unsupported);
  expect(refused("https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ")).toMatch(/port/);
  expect(refused("https://127.0.0.1/watch?v=dQw4w9WgXcQ")).toMatch(unsupported);
  expect(refused("https://www.youtube.com/watch?v=dQw4w9WgXcQ\n<script>")).toMatch(/doesn't look like a link/);
  expect(refused("https://www.you\ttube.com/watch?v=dQw4w9WgXcQ")).toMatch(/doesn't look like a link/);
  expect(refused("https://example.com/song.mp3")).toMatch(unsupported);
  expect(refused("")).toMatch(/Paste the link/);
  expect(refused("not a link at all")).toMatch(/doesn't look like a link/);
  expect(refused(`https://youtu.be/dQw4w9WgXcQ?x=${"a".repeat(3000)}`)).toMatch(/too long/);
  expect(refused("https://w.soundcloud.com/player/?url=https%3A%2F%2Fevil.com%2Fforss%2Fflickermood")).toMatch(
    /doesn't name/,
  );
  expect(refused("https://player-widget.mixcloud.com/widget/iframe/?feed=https%3A%2F%2Fevil.com%2Fa%2Fb%2F")).toMatch(
    /doesn't name a show/,
  );
});

test("buildMedia rebuilds an item from stored fields and rejects tampered ids", () => {
  for (const [input] of SHAPES) {
    const m = ok(input);
    const again = buildMedia(m.provider, m.id, { start: m.start, canonicalUrl: m.canonicalUrl });
    const { titleHint: _hint, ...withoutHint } = m;
    expect(again).toEqual(withoutHint);
  }
  expect(buildMedia("youtube", 'dQw4w9WgXcQ"><script>')).toBeNull();
  expect(buildMedia("vimeo", "abc")).toBeNull();
  expect(buildMedia("spotify", "track/../../x")).toBeNull();
  expect(buildMedia("bandcamp", "album/1/size=large")).toBeNull();
  expect(buildMedia("mixcloud", "a/b/c")).toBeNull();
  expect(buildMedia("soundcloud", "a b/c")).toBeNull();
  // A stored source that names something on Object.prototype is no provider (it used to throw).
  for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"]) {
    expect([name, isProviderId(name), buildMedia(name as never, "x")]).toEqual([name, false, null]);
  }
  // @ts-expect-error: an unknown provider from a tampered row
  expect(buildMedia("evil", "x")).toBeNull();
});

test("every provider's player origin is https and listed for the CSP", () => {
  const origins = providerFrameOrigins();
  expect(origins).toEqual(
    expect.arrayContaining([
      "https://www.youtube-nocookie.com",
      "https://player.vimeo.com",
      "https://w.soundcloud.com",
      "https://open.spotify.com",
      "https://bandcamp.com",
      "https://player-widget.mixcloud.com",
    ]),
  );
  for (const p of Object.values(PROVIDERS)) {
    for (const o of p.frameOrigins) expect(new URL(o).protocol).toBe("https:");
  }
});

test("the small label table matches the registry", async () => {
  const { PROVIDER_LABELS } = await import("./labels.ts");
  expect(PROVIDER_LABELS).toEqual(Object.fromEntries(Object.values(PROVIDERS).map((p) => [p.id, p.label])));
});
