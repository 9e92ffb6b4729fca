/**
 * The legal notice (issue 25 §6): saved here (audited once), stored by
 * server/data/legal.server.ts. It is public — at /legal, in every footer, in
 * the sitemap — only when complete (name, postal address, e-mail), and the
 * dashboard offers it to sites that look German, Austrian or Swiss.
 */
import { type Actor, audit } from "~/core/audit/audit.server.ts";
import type { PublicNavItem } from "~/core/capability.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { demoIds, forgetDemo } from "~/core/demo/registry.server.ts";
import type { SitemapEntry } from "~/core/seo/sitemap.server.ts";
import { LEGAL_FIELD_NAMES, type LegalNotice, noticeComplete } from "~/capabilities/legal/lib/notice.ts";
import { legalNoticeSuggested, siteCountry } from "~/capabilities/legal/lib/suggest.ts";
import { readNoticeRow, writeNoticeRow } from "./data/legal.server.ts";

export async function readLegalNotice(): Promise<LegalNotice> {
  return (await readNoticeRow()).notice;
}

/** Saves the form's notice (already checked by schemas.ts); complete or not, it is kept. */
export async function saveLegalNotice(actor: Actor | null, n: LegalNotice): Promise<LegalNotice> {
  await writeNoticeRow(n);
  // Saved by a person, it is theirs: "Remove demo content" leaves it alone from now on.
  await forgetDemo("legal");
  await audit(actor, "legal.update", "legal_notice", "1", {
    complete: noticeComplete(n),
    country: n.country,
    filled: LEGAL_FIELD_NAMES.filter((f) => n[f] !== ""),
  });
  return readLegalNotice();
}

/** The notice a visitor may see, or null while it is not complete (the page is then the 404). */
export async function publicLegalNotice(): Promise<{ notice: LegalNotice; updatedAt: string | null } | null> {
  const row = await readNoticeRow();
  return noticeComplete(row.notice) ? row : null;
}

/** The demo band's notice is on the site (until the owner saves one, or removes the demo). */
const isDemoNotice = async () => (await demoIds("legal")).length > 0;

/** The checklist's step is done: the owner's own name, postal address and e-mail are stored (checked now, not remembered). */
export async function legalNoticeDone(): Promise<boolean> {
  return noticeComplete(await readLegalNotice()) && !(await isDemoNotice());
}

/** The checklist offers the step to sites whose address, phone, time zone or language suggest it (lib/suggest.ts). */
export async function legalNoticeOffered(): Promise<boolean> {
  const [s, n] = await Promise.all([getSettings(), readLegalNotice()]);
  return legalNoticeSuggested(s, n);
}

/** The studio form's notice: as stored; before the first save, with the country the site's details name. */
export async function legalStudioNotice(): Promise<{ notice: LegalNotice; complete: boolean; demo: boolean }> {
  const row = await readNoticeRow();
  const notice = row.updatedAt ? row.notice : { ...row.notice, country: siteCountry(await getSettings()) };
  return { notice, complete: noticeComplete(row.notice), demo: await isDemoNotice() };
}

/** "Legal notice" in every public footer, once the notice is complete (the demo's too: it shows what the link is). */
export async function legalNavItems(): Promise<PublicNavItem[]> {
  return (await publicLegalNotice())
    ? [{ to: "/legal", label: "Legal notice", labelKey: "legal.nav", order: 94, place: "footer" }]
    : [];
}

export async function legalSitemap(): Promise<SitemapEntry[]> {
  const row = await publicLegalNotice();
  return row ? [{ path: "/legal", ...(row.updatedAt ? { lastmod: row.updatedAt } : {}) }] : [];
}
