/**
 * The demo act's media: a hero image and an album drawn with sharp, one media
 * item per provider (thumbnails drawn locally: seeding never touches the
 * network) and one uploaded track synthesised as a WAV. Everything goes
 * through the real upload pipeline. Removing the demo deletes exactly these.
 */
import { parseMediaUrl } from "~/capabilities/media/lib/providers.ts";
import { createAlbum, getAlbum, updateAlbum } from "~/capabilities/media/server/data/albums.server.ts";
import { deleteMediaItemRow, getMediaItem, insertMediaItem } from "~/capabilities/media/server/data/media.server.ts";
import { getSettings, updateSettings } from "~/core/settings/settings.server.ts";
import { updateUploadText } from "~/capabilities/media/server/data/uploads.server.ts";
import { env } from "~/core/env.server.ts";
import { deleteAlbum } from "~/capabilities/media/server/gallery-admin.server.ts";
import { deleteUpload, ingestBuffer } from "~/capabilities/media/server/ingest.server.ts";
import { synthWav } from "~/capabilities/media/server/synth.server.ts";
import { drawCover, drawScene, type Scene } from "./demo-art.server.ts";
import { clearRelease, readRelease, writeRelease } from "./server/data/release.server.ts";
import { addDays } from "~/core/dates/civil.ts";
import { todayIn } from "~/core/dates/zoned.ts";
import { type DemoContext, demoIds, forgetDemo, rememberDemo } from "~/core/demo/registry.server.ts";

const PHOTOS = [
  {
    hue: 280,
    lights: 5,
    crowd: true,
    alt: "The band on a purple-lit stage, the crowd in silhouette in front.",
    caption: "Lantern Hall, opening night.",
  },
  {
    hue: 20,
    lights: 4,
    crowd: true,
    alt: "Warm orange spotlights over five musicians and a packed floor.",
    caption: "Sold out in Leipzig.",
  },
  {
    hue: 200,
    lights: 6,
    crowd: false,
    alt: "Six blue beams cutting through stage haze during a soundcheck.",
    caption: "Soundcheck, Hamburg.",
  },
  {
    hue: 330,
    lights: 3,
    crowd: true,
    alt: "Pink light and three beams as the horn section takes a bow.",
    caption: "Encore.",
  },
];

// Public items whose owners use them as examples in their own documentation.
// The Bandcamp id is a placeholder in the shape of Bandcamp's embed code.
const ITEMS = [
  {
    input: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    title: "Demo video: Big Buck Bunny (Blender Foundation)",
    featured: true,
  },
  { input: "https://vimeo.com/76979871", title: "Demo video on Vimeo", featured: false },
  { input: "https://soundcloud.com/forss/flickermood", title: "Demo track: Flickermood by Forss", featured: false },
  { input: "https://open.spotify.com/track/11dFghVXANMlKmJXsNCbNl", title: "Demo track on Spotify", featured: false },
  {
    input:
      '<iframe style="border: 0; width: 100%; height: 120px;" src="https://bandcamp.com/EmbeddedPlayer/album=1536701931/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/artwork=small/transparent=true/" seamless><a href="https://velvetlanterns.bandcamp.com/album/lantern-light">Lantern Light by The Velvet Lanterns</a></iframe>',
    title: "Lantern Light (demo album on Bandcamp)",
    featured: false,
  },
  { input: "https://www.mixcloud.com/spartacus/party-time/", title: "Demo mix on Mixcloud", featured: false },
];

export async function seedMedia(ctx: DemoContext): Promise<void> {
  const dataDir = ctx.dataDir;
  const uploads: string[] = [];

  // Hero image: the first thing on the home page.
  const hero = await ingestBuffer(
    await drawScene(1440, 900, { hue: 260, lights: 5, crowd: true, seed: 11 }),
    "hero.jpg",
    {
      dataDir,
      purpose: "hero",
      alt: "The Velvet Lanterns on stage under purple and gold lights.",
    },
  );
  uploads.push(hero.upload.id);
  await updateSettings({ hero_upload_id: hero.upload.id });

  const album = await createAlbum({
    title: "On tour",
    description: "Pictures from the road (drawn for the demo).",
    published: true,
  });
  for (const [i, p] of PHOTOS.entries()) {
    const jpg = await drawScene(1200, 800, { hue: p.hue, lights: p.lights, crowd: p.crowd, seed: i + 1 });
    const { upload } = await ingestBuffer(jpg, `tour-${i + 1}.jpg`, {
      dataDir,
      purpose: "gallery",
      albumId: album.id,
      alt: p.alt,
      caption: p.caption,
    });
    if (upload.state === "ready") await updateUploadText(upload.id, { published: true });
    uploads.push(upload.id);
    if (i === 0) await updateAlbum(album.id, { cover_upload_id: upload.id });
  }

  const items: string[] = [];
  for (const [i, it] of ITEMS.entries()) {
    const parsed = parseMediaUrl(it.input);
    if (!parsed.ok) throw new Error(`demo media: ${parsed.error}`);
    const m = parsed.media;
    // A still from the show for a video, a sleeve for a record: never a placeholder as the first impression (issue 10).
    const art =
      m.kind === "video"
        ? await drawScene(960, 540, { hue: [200, 330, 20][i % 3]!, lights: 4 + (i % 3), crowd: true, seed: 20 + i })
        : await drawCover(640, [38, 190, 330, 12][i % 4]!, 30 + i);
    const thumb = await ingestBuffer(art, `${m.provider}-demo.jpg`, { dataDir, purpose: "thumbnail" });
    uploads.push(thumb.upload.id);
    const item = await insertMediaItem({
      kind: m.kind,
      source: m.provider,
      original_url: it.input.startsWith("<") ? m.embedUrl : it.input,
      url: m.canonicalUrl,
      provider_id: m.id,
      start_seconds: m.start ?? null,
      title: it.title,
      description: "",
      thumbnail_upload_id: thumb.upload.id,
      upload_id: null,
      duration: null,
      featured: it.featured,
      published: true,
    });
    items.push(item.id);
  }

  // One uploaded track, made here: it plays on in the persistent player.
  const wav = await ingestBuffer(synthWav({ seconds: 24, sampleRate: 22_050, bpm: 104 }), "lantern-light.wav", {
    dataDir,
    purpose: "media",
    published: true,
  });
  uploads.push(wav.upload.id);
  const sleeve = await ingestBuffer(await drawCover(640, 38, 3), "lantern-light-cover.jpg", {
    dataDir,
    purpose: "thumbnail",
  });
  uploads.push(sleeve.upload.id);
  const track = await insertMediaItem({
    kind: "audio",
    source: "upload",
    original_url: "",
    url: "",
    provider_id: null,
    start_seconds: null,
    title: "Lantern Light (demo track)",
    description: "A short synthesised loop, uploaded like any track.",
    thumbnail_upload_id: sleeve.upload.id,
    upload_id: wav.upload.id,
    duration: wav.upload.duration,
    featured: true,
    published: true,
  });
  items.push(track.id);

  // The new release (issue 34): the record the demo act's release show was for, with its listening links.
  if (!(await readRelease())) {
    const cover = await ingestBuffer(await drawCover(800, 330, 7), "paper-moons.jpg", {
      dataDir,
      purpose: "event",
      alt: "Paper Moons: a glowing lantern of rings on deep violet.",
    });
    uploads.push(cover.upload.id);
    await writeRelease({
      title: "Paper Moons",
      kind: "album",
      release_date: addDays(todayIn(ctx.timeZone, ctx.now), -20),
      description: "Ten songs recorded live at Lantern Hall over three nights: horns, Hammond and two voices.",
      cover_upload_id: cover.upload.id,
      links: JSON.stringify([
        "https://open.spotify.com/track/11dFghVXANMlKmJXsNCbNl",
        "https://music.apple.com/de/album/paper-moons/1000000000",
        "https://velvetlanterns.bandcamp.com/album/paper-moons",
        "https://music.youtube.com/playlist?list=OLAK5uy_demo",
        "https://www.deezer.com/album/100000000",
      ]),
    });
    await rememberDemo("release", ["1"]);
  }

  await rememberDemo("albums", [album.id]);
  await rememberDemo("uploads", uploads);
  await rememberDemo("media_items", items);
}

/**
 * A drawn stage picture for another capability's demo (an event's poster), through the real pipeline; removed
 * with the rest of the demo's uploads.
 */
export async function seedDemoPicture(ctx: DemoContext, scene: Scene, alt: string): Promise<string> {
  const { upload } = await ingestBuffer(await drawScene(640, 800, scene), "poster.jpg", {
    dataDir: ctx.dataDir,
    purpose: "event",
    alt,
  });
  await rememberDemo("uploads", [upload.id]);
  return upload.id;
}

export async function removeDemoMedia(): Promise<void> {
  const dataDir = env().DATA_DIR;
  if ((await demoIds("release")).length) {
    await clearRelease();
    await forgetDemo("release");
  }
  for (const id of await demoIds("media_items")) if (await getMediaItem(id)) await deleteMediaItemRow(id);
  for (const id of await demoIds("albums")) if (await getAlbum(id)) await deleteAlbum(id, null, dataDir);
  const uploads = await demoIds("uploads");
  const settings = await getSettings();
  if (settings.hero_upload_id && uploads.includes(settings.hero_upload_id))
    await updateSettings({ hero_upload_id: null });
  for (const id of uploads) await deleteUpload(id, dataDir);
  await forgetDemo("media_items");
  await forgetDemo("albums");
  await forgetDemo("uploads");
}
