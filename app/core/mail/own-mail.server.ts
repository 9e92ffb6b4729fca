/**
 * The core's own e-mails: the studio's test e-mail (an outbox delivery of kind
 * "test") and account mail (a password reset link: sent at once, never stored).
 */
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { isStudioLocale } from "~/core/i18n/studio-locales.ts";
import { escapeHtml } from "./layout.server.ts";
import { oneLine, PLAIN_HTML_CLOSE, PLAIN_HTML_OPEN } from "./text.server.ts";
import type { ComposedMail } from "./types.server.ts";

/** The test e-mail, in the owner's studio language, naming the transport that sends it. */
export function testMail(o: {
  to: string;
  siteName: string;
  transport: string;
  studioUrl: string;
  ownerLanguage: string;
}): ComposedMail {
  const { t } = studioTranslatorFor(isStudioLocale(o.ownerLanguage) ? o.ownerLanguage : "en");
  const site = oneLine(o.siteName, 100);
  const subject = t("core.studio.mail.testMail.subject", { site });
  const intro = t("core.studio.mail.testMail.intro", { site, transport: o.transport });
  const reach = t("core.studio.mail.testMail.reach");
  const text = [intro, reach, "", t("core.studio.mail.testMail.studio", { url: o.studioUrl }), ""].join("\n");
  const html = `${PLAIN_HTML_OPEN}<p>${escapeHtml(intro)}</p><p>${escapeHtml(reach)}</p><p><a href="${escapeHtml(
    o.studioUrl,
  )}">${escapeHtml(t("core.studio.mail.testMail.open"))}</a></p>${PLAIN_HTML_CLOSE}`;
  return { to: o.to, subject, text, html };
}

/** An account mail: its own words, with links made clickable in the HTML part. */
export function accountMail(to: string, a: { subject: string; text: string }): ComposedMail {
  const paragraphs = a.text.split(/\n{2,}/).map((p) =>
    escapeHtml(p)
      .replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')
      .replace(/\n/g, "<br>"),
  );
  return {
    to,
    subject: oneLine(a.subject, 200),
    text: a.text.endsWith("\n") ? a.text : `${a.text}\n`,
    html: `${PLAIN_HTML_OPEN}${paragraphs.map((p) => `<p>${p}</p>`).join("\n")}${PLAIN_HTML_CLOSE}`,
  };
}
