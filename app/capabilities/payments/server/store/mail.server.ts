/**
 * The download link's e-mail (issue 30): "Your download of <release>", the
 * link (valid 7 days, 10 downloads), and for a paid order its receipt. Composed
 * when sent from the grant's id, so the outbox holds no secret link.
 */
import type { ComposedMail } from "~/core/mail/index.server.ts";
import { releaseTitle } from "~/capabilities/media/index.server.ts";
import { publicOrigin } from "~/core/env.server.ts";
import { inOfferedLanguage } from "~/core/i18n/request-language.server.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { button, escapeHtml as e, htmlMail, siteFooter, textFooter } from "~/core/mail/layout.server.ts";
import { formatMoney } from "../../lib/money.ts";
import { getOrder, linesOf } from "../data/orders.server.ts";
import { readPaymentSettings } from "../data/settings.server.ts";
import { orderMailColours } from "../mail.server.ts";
import { getGrant } from "./data.server.ts";
import { downloadPath, LINK_DAYS, LINK_USES } from "./grants.server.ts";
import { receiptLines } from "../receipt.server.ts";

export async function composeDownloadMail(grantId: string): Promise<ComposedMail | { skip: string }> {
  const g = await getGrant(grantId);
  if (!g) return { skip: "the download link is gone." };
  return inOfferedLanguage(g.language, async () => {
    const tr = await siteI18n();
    const t = tr.t;
    const [site, colours, release, o] = await Promise.all([
      siteFooter(),
      orderMailColours(),
      releaseTitle(),
      g.order_id ? getOrder(g.order_id) : Promise.resolve(undefined),
    ]);
    const what = release?.title ?? site.name;
    const url = `${publicOrigin()}${downloadPath(g.id)}`;
    const subject = t("payments.store.mail.subject", { what });
    const lead = t("payments.store.mail.lead", { what });
    const limits = t("payments.store.mail.limits", { days: LINK_DAYS, count: LINK_USES });
    const textParts = [lead, "", url, "", limits];
    const htmlParts = [
      o?.test_mode
        ? `<p style="padding:8px 12px;border:2px dashed ${colours.accent}"><strong>${e(t("payments.mail.testMode"))}</strong></p>`
        : "",
      `<p><strong>${e(lead)}</strong></p>`,
      button(url, t("payments.store.mail.button"), colours),
      `<p>${e(limits)}</p>`,
    ];
    if (o) {
      const [lines, settings] = await Promise.all([linesOf(o.id), readPaymentSettings()]);
      const receipt = receiptLines(t, o, lines, settings, (n) => formatMoney(n, o.currency, tr.intl));
      textParts.push("", ...receipt.text);
      htmlParts.push(receipt.html);
      if (o.test_mode) textParts.unshift(t("payments.mail.testMode"), "");
    }
    return {
      to: g.email,
      subject,
      text: textParts.join("\n") + textFooter(site),
      html: htmlMail({ title: subject, colours, site, bodyHtml: htmlParts.join("") }),
    };
  });
}
