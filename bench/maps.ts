/**
 * Maps benchmark: what a visitor downloads before and after "Show map", and
 * how fast the pure location helpers run. Prints figures; asserts nothing.
 *
 *   node bench/maps.ts [buildDir]     (default: $MARQUEE_BUILD_DIR or ./build; built into .tmp/ when missing)
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import "./lib/app-modules.ts";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const ROOT = resolve(import.meta.dirname, "..");

function buildDir(): string {
  const dir = resolve(process.argv[2] ?? process.env.MARQUEE_BUILD_DIR ?? join(ROOT, "build"));
  if (existsSync(join(dir, "client/assets"))) return dir;
  const out = join(ROOT, ".tmp", "build-bench-maps");
  console.log(`No build at ${dir}; building into ${out} …`);
  const r = spawnSync(process.execPath, [join(ROOT, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    cwd: ROOT,
    env: { ...process.env, MARQUEE_BUILD_DIR: out, NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(r.stderr);
  return out;
}

interface RouteEntry {
  module: string;
  imports?: string[];
  css?: string[];
  parentId?: string;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function sizes(files: string[], base: string) {
  let raw = 0;
  let gz = 0;
  for (const f of new Set(files)) {
    const p = join(base, f);
    if (!existsSync(p)) continue;
    const buf = readFileSync(p);
    raw += buf.length;
    gz += gzipSync(buf, { level: 9 }).length;
  }
  return { raw, gz };
}

function transferReport(dir: string) {
  const client = join(dir, "client");
  const assets = join(client, "assets");
  const manifestFile = readdirSync(assets).find((f) => f.startsWith("manifest-"))!;
  const text = readFileSync(join(assets, manifestFile), "utf8");
  const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as {
    entry: RouteEntry;
    routes: Record<string, RouteEntry>;
  };
  const mapChunks = readdirSync(assets).filter((f) => /^(leaflet|leaflet-src|google)-[\w-]+\.js$/.test(f));
  const leaflet = mapChunks.filter((f) => f.startsWith("leaflet")).map((f) => `/assets/${f}`);
  const google = mapChunks.filter((f) => f.startsWith("google")).map((f) => `/assets/${f}`);

  console.log('\n== Bytes a visitor downloads (gzip -9), per page, before and after "Show map" ==');
  // The pages that render a map panel (contact, an event, a date of a recurring event) or the pin map.
  const pages = [
    "routes/site/contact",
    "routes/site/event",
    "routes/site/event-occurrence",
    "routes/admin/settings",
  ].filter((id) => manifest.routes[id]);
  let leaked = 0;
  for (const id of pages) {
    const chain: RouteEntry[] = [];
    for (
      let r: RouteEntry | undefined = manifest.routes[id];
      r;
      r = r.parentId ? manifest.routes[r.parentId] : undefined
    )
      chain.push(r);
    const files = [
      manifest.entry.module,
      ...(manifest.entry.imports ?? []),
      ...chain.flatMap((r) => [r.module, ...(r.imports ?? []), ...(r.css ?? [])]),
    ];
    const mapsInGraph = files.filter((f) => leaflet.includes(f) || google.includes(f));
    leaked += mapsInGraph.length;
    const s = sizes(files, client);
    console.log(
      `${id.padEnd(34)} JS+CSS before the click: ${kb(s.gz).padStart(9)} (${kb(s.raw)} raw); map code in it: ${mapsInGraph.length ? mapsInGraph.join(", ") : "none"}`,
    );
  }
  const publicLeaflet = [
    "leaflet.css",
    "images/marker-icon.png",
    "images/marker-icon-2x.png",
    "images/marker-shadow.png",
  ].map((f) => `/leaflet/${f}`);
  const osm = sizes([...leaflet, ...publicLeaflet], client);
  const g = sizes(google, client);
  console.log(
    `after the click, OSM: Leaflet chunks + CSS + marker images = ${kb(osm.gz)} gzip (${kb(osm.raw)} raw), then the tiles`,
  );
  console.log(
    `after the click, Google: our loader chunk = ${kb(g.gz)} gzip (${kb(g.raw)} raw), then Google's own script`,
  );
  const anyRoute = Object.values(manifest.routes)
    .flatMap((r) => [r.module, ...(r.imports ?? [])])
    .filter((f) => leaflet.includes(f) || google.includes(f));
  console.log(
    `map code in these pages' initial graphs: ${leaked === 0 ? "none" : `${leaked} file(s)!`}; in any route's: ${anyRoute.length === 0 ? "none" : anyRoute.join(", ")}`,
  );
  const tile = readdirSync(join(client, "leaflet/images")).reduce(
    (n, f) => n + statSync(join(client, "leaflet/images", f)).size,
    0,
  );
  console.log(`self-hosted Leaflet images: ${kb(tile)}`);
}

function timeIt(label: string, iterations: number, fn: (i: number) => unknown) {
  for (let i = 0; i < Math.min(1000, iterations); i++) fn(i); // warm up
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) fn(i);
  const ns = Number(process.hrtime.bigint() - t0);
  console.log(
    `${label.padEnd(44)} ${(iterations / (ns / 1e9)).toFixed(0).padStart(10)} ops/s  ${(ns / iterations / 1000).toFixed(2).padStart(7)} µs/op`,
  );
}

async function cpuReport() {
  const { parseLatLng } = await import("~/capabilities/location/lib/coordinates-parse.ts");
  const { directionsLinks, telHref, mailtoHref } = await import("~/capabilities/location/lib/directions.ts");
  const { parsePostalAddress } = await import("~/capabilities/location/lib/address.ts");
  const { parseOpeningHours } = await import("~/capabilities/location/lib/opening-hours.ts");
  const { placeJsonLdScript } = await import("~/capabilities/location/lib/place-jsonld.ts");
  console.log("\n== Pure helpers (run on every /contact render) ==");
  const pairs = ["52.52, 13.405", "40.7128° N, 74.0060° W", "geo:48.8584,2.2945;u=10", "-33.8568 151.2153"];
  timeIt("parseLatLng", 200_000, (i) => parseLatLng(pairs[i % pairs.length]!));
  const place = {
    address: "Lantern Hall, Oranienstraße 25, 10999 Berlin, Germany",
    latitude: 52.50116,
    longitude: 13.41932,
  };
  timeIt("directionsLinks (3 URLs)", 200_000, () => directionsLinks(place));
  timeIt("telHref + mailtoHref", 200_000, () => [
    telHref("+49 (0)30 1234 5678"),
    mailtoHref("hello@velvet-lanterns.example"),
  ]);
  timeIt("parsePostalAddress", 200_000, () => parsePostalAddress(place.address));
  timeIt("parseOpeningHours", 100_000, () => parseOpeningHours("Mon–Fri 10am–6pm; Sat 11–16\nSun closed"));
  timeIt("placeJsonLdScript (whole /contact JSON-LD)", 50_000, () =>
    placeJsonLdScript({
      actType: "MusicGroup",
      name: "The Velvet Lanterns",
      url: "https://velvet-lanterns.example/contact",
      ...place,
      openingHours: "Box office: Wed–Sat 18:00–23:00",
      phone: "+49 30 1234 5678",
      email: "hello@velvet-lanterns.example",
      socialLinks: [
        { url: "https://www.instagram.com/velvetlanterns" },
        { url: "https://velvetlanterns.bandcamp.com" },
      ],
    }),
  );
}

transferReport(buildDir());
await cpuReport();
