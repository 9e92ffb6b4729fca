/**
 * No own page may take an address the site already answers: every first path
 * segment of the real route table (app/routes.ts, all capabilities) and every
 * top-level entry of public/ must be reserved. Fails when a capability adds a
 * route the list in reserved.ts does not know.
 */
import { readdirSync } from "node:fs";
import { expect, test } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/routes.ts";
import { slugify } from "~/core/text/slug.ts";
import { isReservedSlug, RESERVED_SLUGS } from "./reserved.ts";

function firstSegments(entries: readonly RouteConfigEntry[], prefix = ""): string[] {
  const out: string[] = [];
  for (const e of entries) {
    const path = [prefix, e.path ?? ""].filter(Boolean).join("/");
    const first = path.split("/")[0] ?? "";
    if (e.children?.length) out.push(...firstSegments(e.children, path));
    else if (first) out.push(first);
  }
  return out;
}

test("every built-in route's first segment is reserved, except the own pages' :slug and the 404's *", () => {
  const segments = new Set(firstSegments(routes));
  expect(segments.has(":slug")).toBe(true);
  const missing = [...segments].filter((s) => s !== ":slug" && s !== "*" && !RESERVED_SLUGS.has(s));
  expect(missing, "add these to app/capabilities/pages/lib/reserved.ts").toEqual([]);
});

test("the files served before the router (public/) are reserved", () => {
  const missing = readdirSync(new URL("../../../../public/", import.meta.url)).filter((f) => !RESERVED_SLUGS.has(f));
  expect(missing).toEqual([]);
});

test("a normalised address is checked: titles that would become a built-in route are caught after slugify", () => {
  expect(isReservedSlug(slugify("Events"))).toBe(true);
  expect(isReservedSlug(slugify("  ADMIN "))).toBe(true);
  expect(isReservedSlug(slugify("Lyrics"))).toBe(false);
});
