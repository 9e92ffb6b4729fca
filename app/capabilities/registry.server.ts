/**
 * Every capability's manifest (capability.server.ts), in the order of
 * registry.ts. The server entry hands this list to the core at start
 * (registerCapabilities); tests do the same in tests/setup/db.ts.
 */
import type { Capability } from "~/core/capability.server.ts";
import { CAPABILITY_NAMES } from "./registry.ts";

const manifests = import.meta.glob<Capability>("./*/capability.server.ts", { eager: true, import: "default" });

function ordered(): Capability[] {
  const byPath = new Map(Object.entries(manifests));
  const list = CAPABILITY_NAMES.map((name) => {
    const path = `./${name}/capability.server.ts`;
    const m = byPath.get(path);
    if (!m) throw new Error(`app/capabilities/registry.ts names "${name}", but ${path.slice(2)} is missing.`);
    if (m.name !== name) throw new Error(`${path.slice(2)} declares the name "${m.name}"; it must be "${name}".`);
    byPath.delete(path);
    return m;
  });
  const stray = [...byPath.keys()];
  if (stray.length)
    throw new Error(`Add these capabilities to app/capabilities/registry.ts (or remove them): ${stray.join(", ")}`);
  return list;
}

export const CAPABILITIES: readonly Capability[] = ordered();
