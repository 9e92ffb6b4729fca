/**
 * Demo content: each capability seeds its part of the demo act and can remove
 * exactly what it added (the ids are kept in app_meta under `demo:<entity>`).
 */
import { getMeta, setMeta, deleteMeta } from "~/core/db/meta.server.ts";

export interface DemoContext {
  now: Date;
  dataDir: string;
  timeZone: string;
}

export async function rememberDemo(entity: string, ids: string[]): Promise<void> {
  const prev = await demoIds(entity);
  await setMeta(`demo:${entity}`, JSON.stringify([...new Set([...prev, ...ids])]));
}

export async function demoIds(entity: string): Promise<string[]> {
  const raw = await getMeta(`demo:${entity}`);
  try {
    return raw ? (JSON.parse(raw) as string[]) : [];
  } catch {
    return [];
  }
}

export async function forgetDemo(entity: string): Promise<void> {
  await deleteMeta(`demo:${entity}`);
}
