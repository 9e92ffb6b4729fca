/**
 * The whole URL map. Each capability lists its routes in
 * app/capabilities/<name>/routes.ts, in up to four sections, and this file
 * places them, in the order of app/capabilities/registry.ts:
 *
 *   resources   outside any layout (feeds, files, search-engine files)
 *   site        inside the public layout
 *   admin       inside the studio layout, under /admin (signed in)
 *   adminBare   under /admin without the studio layout (setup, sign-in)
 *
 * The two layouts, the home page, the dashboard and the 404 are placed here.
 */
import { type RouteConfig, type RouteConfigEntry, index, layout, prefix, route } from "@react-router/dev/routes";
import { existsSync } from "node:fs";
import { CAPABILITY_NAMES } from "./capabilities/registry.ts";

interface CapabilityRoutes {
  resources?: RouteConfigEntry[];
  site?: RouteConfigEntry[];
  admin?: RouteConfigEntry[];
  adminBare?: RouteConfigEntry[];
}

// A capability without routes has no routes.ts.
const tables: CapabilityRoutes[] = await Promise.all(
  CAPABILITY_NAMES.filter((name) => existsSync(new URL(`./capabilities/${name}/routes.ts`, import.meta.url))).map(
    (name) => import(`./capabilities/${name}/routes.ts`) as Promise<CapabilityRoutes>,
  ),
);
const all = (section: keyof CapabilityRoutes) => tables.flatMap((t) => t[section] ?? []);

export default [
  route("healthz", "core/routes/healthz.ts"),
  // Tracked outbound links and browser beacons (core/observe.server.ts): a 302 or a 204 whoever counts them.
  route("go/beacon/:kind/:subject", "core/routes/go-beacon.ts"),
  route("go/:kind/:subject", "core/routes/go.ts"),
  // The site language's whole message catalogue, fetched after hydration (ADR 0902).
  route("i18n/:file", "core/routes/catalogue.ts"),
  // A fresh form token for a static export's forms that post here (--api-origin; server/cross-origin.ts).
  route("api/form-token", "core/routes/form-token.ts"),
  ...all("resources"),

  layout("capabilities/site/routes/layout.tsx", { id: "site" }, [
    index("capabilities/site/routes/home.tsx"),
    ...all("site"),
  ]),

  ...prefix("admin", [
    ...all("adminBare"),
    // The core's studio endpoints: the Markdown editor's preview and the end of a page preview (core/preview).
    route("markdown-preview", "core/routes/markdown-preview.ts"),
    route("preview/end", "core/routes/preview-end.ts"),
    layout("capabilities/studio/routes/layout.tsx", { id: "studio" }, [
      index("capabilities/studio/routes/dashboard.tsx"),
      ...all("admin"),
    ]),
  ]),

  route("*", "capabilities/site/routes/not-found.tsx"),
] satisfies RouteConfig;
