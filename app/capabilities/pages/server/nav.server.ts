/**
 * The navigation editor (issue 14): the owner's order, labels and places
 * (header, footer only, hidden) for the menu's entries, and external links.
 * Stored as one JSON list (nav_settings); the core arranges the manifests'
 * entries by it (core/composition.server.ts arrangeNav), root.tsx asks for it.
 */
import { z } from "zod";
import { type Actor, audit } from "~/core/audit/audit.server.ts";
import { completeScheme } from "~/core/validation/fields.ts";
import { arrangeNav, isExternalNav, navOffered, type NavChoice } from "~/core/composition.server.ts";
import { AppError } from "~/core/errors.ts";
import { logWarn } from "~/core/log.server.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import { english } from "./pages.server.ts";
import { readNavItems, writeNavItems } from "./data/pages.server.ts";

export const NAV_MAX = 40;
export const NAV_LABEL_MAX = 40;

const choiceSchema = z.array(
  z.object({ to: z.string(), label: z.string(), place: z.enum(["header", "footer", "hidden"]) }),
);

/** The stored arrangement ([] when none: the manifests' order, all in the header). */
export async function navChoice(): Promise<NavChoice[]> {
  const raw = await readNavItems();
  if (!raw) return [];
  try {
    return choiceSchema.parse(JSON.parse(raw));
  } catch (error) {
    logWarn(`nav_settings holds something unreadable (${String(error)}); the default menu is shown`);
    return [];
  }
}

export interface NavEditorRow {
  to: string;
  label: string;
  defaultLabel: string;
  place: NavChoice["place"];
  external: boolean;
}

/** Every entry as the editor shows it: in the owner's order, new entries last. */
export async function navEditorRows(): Promise<NavEditorRow[]> {
  const { items } = arrangeNav(await navOffered(), await navChoice());
  return items.map((i) => ({
    to: i.to,
    label: i.external || i.label !== i.defaultLabel ? i.label : "",
    defaultLabel: i.defaultLabel,
    place: i.place,
    external: i.external,
  }));
}

/** An external link: an absolute http(s) URL without credentials or anything a header could carry. */
export function checkedExternal(raw: string): string | null {
  // "moritzbastei.de" is a link too (core/validation/fields.ts); a path such as "/about" stays a path.
  const v = completeScheme(raw);
  if (!isExternalNav(v) || v.length > 500 || /[\s<>"]/.test(v)) return null;
  try {
    const u = new URL(v);
    if (u.username || u.password) return null;
    return u.href;
  } catch {
    return null;
  }
}

/**
 * Stores the arrangement the form sent: rows `to`, `label`, `place` in order
 * (parallel lists). Entries the site offers are kept by their path; external
 * links must be absolute http(s) URLs with a label. Errors are keyed
 * `label-<row>` / `to-<row>` for the rows' fields.
 */
export async function saveNav(
  actor: Actor,
  rows: { to: string; label: string; place: string }[],
  tr: Translator = english(),
): Promise<void> {
  if (rows.length > NAV_MAX)
    throw new AppError("invalid", { field: "nav", message: tr.t("pages.studio.errors.navTooMany", { max: NAV_MAX }) });
  const offered = new Set((await navOffered()).map((o) => o.to));
  const out: NavChoice[] = [];
  const seen = new Set<string>();
  for (const [i, r] of rows.entries()) {
    const place = r.place === "footer" || r.place === "hidden" ? r.place : "header";
    const label = r.label.trim().replace(/\s+/g, " ");
    if (label.length > NAV_LABEL_MAX)
      throw new AppError("invalid", {
        field: `label-${i}`,
        message: tr.t("pages.studio.errors.navLabelLong", { max: NAV_LABEL_MAX }),
      });
    let to = r.to.trim();
    if (!offered.has(to)) {
      const ext = checkedExternal(to);
      if (!ext) throw new AppError("invalid", { field: `to-${i}`, message: tr.t("pages.studio.errors.navLinkUrl") });
      if (!label)
        throw new AppError("invalid", { field: `label-${i}`, message: tr.t("pages.studio.errors.navLinkLabel") });
      to = ext;
    }
    if (seen.has(to)) continue;
    seen.add(to);
    out.push({ to, label, place });
  }
  await writeNavItems(JSON.stringify(out));
  await audit(actor, "nav.update", "nav", "public", {
    entries: out.length,
    header: out.filter((o) => o.place === "header").length,
  });
}
