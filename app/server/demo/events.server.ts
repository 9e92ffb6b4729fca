/** Demo events (filled by the events capability). */
import type { DemoContext } from "./registry.server.ts";

export async function seedEvents(_ctx: DemoContext): Promise<void> {}
export async function removeDemoEvents(): Promise<void> {}
