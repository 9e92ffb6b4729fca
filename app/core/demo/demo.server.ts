/** Fills an empty site with the demo act, and removes it in one click. */
import { getMeta, setMeta, deleteMeta } from "~/core/db/meta.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { seedSite, removeDemoSite } from "~/capabilities/site/demo.server.ts";
import { seedEvents, removeDemoEvents } from "~/capabilities/events/demo.server.ts";
import { seedMedia, removeDemoMedia } from "~/capabilities/media/demo.server.ts";
import { seedMessages, removeDemoMessages } from "~/capabilities/contact/demo.server.ts";

export async function seedDemo(dataDir: string, now = new Date()): Promise<void> {
  await seedSite();
  const { time_zone } = await getSettings();
  const ctx = { now, dataDir, timeZone: time_zone };
  await seedMedia(ctx);
  await seedEvents(ctx);
  await seedMessages(ctx);
  await setMeta("demo_content", now.toISOString());
}

export async function hasDemoContent(): Promise<boolean> {
  return (await getMeta("demo_content")) !== undefined;
}

export async function removeDemo(): Promise<void> {
  await removeDemoEvents();
  await removeDemoMessages();
  await removeDemoMedia();
  await removeDemoSite();
  await deleteMeta("demo_content");
}
