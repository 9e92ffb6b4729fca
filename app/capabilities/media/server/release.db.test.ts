/**
 * The home page's "new release" block on both databases (issue 34): the form's refusals under their fields, a
 * save read back with each pasted link recognised (service, name, brand icon) and the first embeddable one as
 * the click-to-load player, the cover's markup rendered on the server, "Out 12 March" before the date and
 * "Out now" from it, removal, and the audit.
 */
import { expect, test } from "vitest";
import { publishedImageUpload } from "~tests/factories/uploads.ts";
import { useTestDatabase } from "~tests/setup/db.ts";
import { listAudit } from "~/core/audit/audit.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { parseSubmission } from "~/core/validation/forms.ts";
import { releaseFormSchema } from "~/capabilities/media/lib/release.ts";
import { loadHomeRelease, releaseForStudio, releaseView, removeRelease, saveRelease } from "./release.server.ts";

const getDb = useTestDatabase();
const actor = { id: "u1", email: "owner@example.com" };
const tr = studioTranslatorFor("en");
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return parseSubmission(releaseFormSchema(tr.t), f, tr);
};

test("bad input is refused under its field, and nothing is saved", async () => {
  const sub = form({
    title: "",
    kind: "boxset",
    release_date: "12/03/2027",
    links: "https://open.spotify.com/x\nnot a link",
  });
  expect(sub.value).toBeUndefined();
  expect(Object.keys(sub.errors).sort()).toEqual(["kind", "links", "release_date", "title"]);
  expect(sub.errors.links).toContain("“not a link” is not a web address");
  expect(await releaseView()).toBeNull();
});

test("a saved release shows its links as named buttons and its first embeddable link as the player", async () => {
  const cover = await publishedImageUpload(getDb().dataDir, "Paper Moons: rings of light on violet.");
  const sub = form({
    title: "Paper Moons",
    kind: "album",
    release_date: "2999-03-12",
    description: "Ten songs, live.",
    links:
      "https://label.example/paper-moons\nhttps://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy\n\nhttps://music.apple.com/de/album/x/1",
  });
  expect(sub.value!.links).toHaveLength(3);
  await saveRelease(actor, sub.value!, cover.id);

  const r = (await releaseView())!;
  expect(r).toMatchObject({ title: "Paper Moons", kind: "New album", when: "Out 12 March 2999" });
  expect(r.links.map((l) => [l.label, l.icon !== null])).toEqual([
    ["label.example", false],
    ["Spotify", true],
    ["Apple Music", true],
  ]);
  expect(r.player).toMatchObject({
    provider: "spotify",
    embedSrc: expect.stringMatching(/^https:\/\/open\.spotify\.com\/embed\/album\//),
  });
  // The cover and the words are markup; the player's data is all the page hydrates.
  const home = (await loadHomeRelease(new Request("http://x/")))!;
  expect(home.html).toContain("Paper Moons");
  expect(home.html).toContain('href="https://music.apple.com/de/album/x/1"');
  expect(home.player?.provider).toBe("spotify");
  expect((await releaseForStudio()).values.links.split("\n")).toHaveLength(3);

  // From its date on: "Out now". Without a player link: buttons only.
  await saveRelease(
    actor,
    { ...sub.value!, release_date: "2001-01-01", links: ["https://tidal.com/browse/album/1"] },
    undefined,
  );
  const now = (await releaseView())!;
  expect(now.when).toBe("Out now");
  expect(now.player).toBeNull();
  expect(now.cover).not.toBeNull(); // undefined kept the stored cover

  await removeRelease(actor);
  expect(await releaseView()).toBeNull();
  expect((await listAudit({ limit: 10 })).map((a) => a.action)).toEqual(
    expect.arrayContaining(["release.save", "release.remove"]),
  );
});
