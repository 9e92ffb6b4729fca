/** Demo album, media items and audio (filled by the media capability). */
import type { DemoContext } from "./registry.server.ts";

export async function seedMedia(_ctx: DemoContext): Promise<void> {}
export async function removeDemoMedia(): Promise<void> {}
