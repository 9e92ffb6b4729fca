/**
 * The demo act's press kit: both biographies, three of the demo gallery's
 * pictures with credits, three quotes, the festivals and venues played (the home page's strip), a booking and a
 * press contact; public, so /press is in the sitemap and
 * the crawling quality gates check it. Seeded only when the site has no kit
 * of its own, and removed only when it is still the demo's.
 */
import { type DemoContext, demoIds, forgetDemo, rememberDemo } from "~/core/demo/registry.server.ts";
import { imageChoices } from "~/capabilities/media/index.server.ts";
import { pressKitHasContent } from "~/capabilities/press/lib/model.ts";
import { deletePressKit, readPressKit, writePressKit } from "./server/data/press.server.ts";

export async function seedPress(_ctx: DemoContext): Promise<void> {
  const k = await readPressKit();
  if (pressKitHasContent(k)) return;
  // Landscape band shots: the events' posters (portrait) and the record's sleeve (square) are not press photos.
  const photos = (await imageChoices(null, 60)).filter((i) => i.published && i.width > i.height).slice(0, 3);
  await writePressKit({
    ...k,
    shortBio:
      "The Velvet Lanterns are a six-piece soul band from Berlin: **horns, a Hammond organ and two voices**, on stage since 2016.",
    longBio:
      "The Velvet Lanterns met at a Tuesday jam at Lantern Hall in 2016 and never left the stage.\n\nTheir second record, *Paper Moons*, was recorded live in one room over three nights. They play clubs, festivals and the occasional church, and they bring their own backline.",
    photos: photos.map((p, i) => ({ id: p.id, credit: i === 0 ? "Photo: Mara Lindqvist" : "Photo: Jonas Brandt" })),
    quotes: [
      {
        quote: "A band that makes a Tuesday feel like a Saturday.",
        source: "Berliner Abendblatt",
        link: "https://velvet-lanterns.example/press/abendblatt",
        date: "2025-03-14",
      },
      { quote: "Warm, loud and completely unhurried.", source: "Soul Notes", link: "", date: "" },
      {
        quote: "The horn section alone is worth the ticket.",
        source: "Radio Kreuzberg",
        link: "",
        date: "2025-06-02",
      },
    ],
    played: [
      { name: "Fusion Festival", link: "" },
      { name: "Jazzfest Berlin", link: "" },
      { name: "Conne Island", link: "" },
      { name: "Roskilde", link: "" },
      { name: "Lantern Hall", link: "" },
      { name: "Rockwood Music Hall", link: "" },
    ],
    contacts: [
      { role: "booking", name: "Lena Hoffmann", email: "booking@velvet-lanterns.example", phone: "+49 30 1234 5678" },
      { role: "press", name: "Tom Becker", email: "press@velvet-lanterns.example", phone: "" },
    ],
    visibility: "public",
  });
  await rememberDemo("press", ["1"]);
}

export async function removeDemoPress(): Promise<void> {
  if ((await demoIds("press")).length === 0) return;
  await deletePressKit();
  await forgetDemo("press");
}
