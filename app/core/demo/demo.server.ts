/**
 * Fills an empty site with the demo act, and removes it in one click. Each
 * capability seeds its own part (its manifest's `demo`), in registry order,
 * and removes it again in reverse order.
 */
import { getMeta, setMeta, deleteMeta } from "~/core/db/meta.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { capabilities } from "~/core/capability.server.ts";

export async function seedDemo(dataDir: string, now = new Date()): Promise<void> {
  for (const c of capabilities()) {
    if (!c.demo) continue;
    // Read per capability: the site's part sets the time zone the others use.
    const { time_zone } = await getSettings();
    await c.demo.seed({ now, dataDir, timeZone: time_zone });
  }
  await setMeta("demo_content", now.toISOString());
}

export async function hasDemoContent(): Promise<boolean> {
  return (await getMeta("demo_content")) !== undefined;
}

export async function removeDemo(): Promise<void> {
  for (const c of [...capabilities()].reverse()) await c.demo?.remove();
  await deleteMeta("demo_content");
}
