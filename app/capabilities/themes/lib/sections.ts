/** The stored choice of home sections, read defensively (the arranging itself is the core's: composition.server.ts). */
import type { SectionChoice } from "~/core/composition.server.ts";

/** Reads the stored JSON; anything malformed counts as "no choice made". */
export function parseSections(json: string): SectionChoice[] {
  try {
    const v = JSON.parse(json) as unknown;
    if (!Array.isArray(v)) return [];
    return v
      .filter((x): x is SectionChoice => !!x && typeof x === "object" && typeof (x as SectionChoice).id === "string")
      .map((x) => ({ id: x.id, visible: x.visible !== false }));
  } catch {
    return [];
  }
}
