/**
 * The demo act's legal notice: the Berlin band's Impressum, so a new owner
 * sees what the footer's "Legal notice" and /legal look like, and the
 * crawling quality gates check the page. Seeded only when the site has no
 * notice of its own, removed only while it is still the demo's: a save in the
 * studio makes it the owner's (server/legal.server.ts forgets the demo mark).
 */
import { type DemoContext, demoIds, forgetDemo, rememberDemo } from "~/core/demo/registry.server.ts";
import { DEMO_EMAIL_DOMAIN } from "~/core/demo/address.ts";
import { emptyNotice, noticeComplete } from "~/capabilities/legal/lib/notice.ts";
import { deleteNoticeRow, readNoticeRow, writeNoticeRow } from "./server/data/legal.server.ts";

export async function seedLegal(_ctx: DemoContext): Promise<void> {
  const { notice, updatedAt } = await readNoticeRow();
  if (updatedAt !== null || noticeComplete(notice)) return;
  await writeNoticeRow({
    ...emptyNotice(),
    country: "DE",
    name: "The Velvet Lanterns",
    legal_form: "GbR",
    representative: "Lena Hoffmann, Tom Becker",
    address: "Lantern Hall\nOranienstraße 25\n10999 Berlin",
    email: `hello@${DEMO_EMAIL_DOMAIN}`,
    phone: "+49 30 1234 5678",
    responsible: "Lena Hoffmann, Oranienstraße 25, 10999 Berlin",
    extra: "Photos: Mara Lindqvist, Jonas Brandt.",
  });
  await rememberDemo("legal", ["1"]);
}

export async function removeDemoLegal(): Promise<void> {
  if ((await demoIds("legal")).length === 0) return;
  await deleteNoticeRow();
  await forgetDemo("legal");
}
