/**
 * /legal — the site's legal notice (Impressum, issue 25 §6), in the site's
 * language: who runs the site, how to reach them, registers, profession,
 * responsibility for the content. Every value is plain text, shown as typed
 * (React escapes it; lines kept). A notice that is not complete is the 404.
 */
import { data } from "react-router";
import type { Route } from "./+types/legal";
import { notFound } from "~/core/http/errors.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { publicOrigin } from "~/core/env.server.ts";
import { seo } from "~/core/seo/meta.ts";
import { documentOnly } from "~/core/seo/document-only.ts";
import { i18nFrom } from "~/core/i18n/meta.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { useCssParts, type CssPartsHandle } from "~/core/ui/css-parts.ts";
import { mailtoHref, parsePostalAddress, telHref } from "~/capabilities/location/index.ts";
import { publicLegalNotice } from "~/capabilities/legal/server/legal.server.ts";
import { legalJsonLd } from "~/capabilities/legal/lib/jsonld.ts";
import { LegalNoticeView } from "~/capabilities/legal/components/LegalNoticeView.tsx";
import legalCss from "~/capabilities/legal/styles.css?url";

export const handle: CssPartsHandle = { css: [legalCss] };

export async function loader({ request }: Route.LoaderArgs) {
  const row = await publicLegalNotice();
  if (!row) throw notFound();
  const [s, tr] = await Promise.all([getSettings(), siteI18n()]);
  const n = row.notice;
  const origin = publicOrigin(request);
  const jsonLd = legalJsonLd(n, {
    url: `${origin}${new URL(request.url).pathname}`,
    origin,
    title: tr.t("legal.title"),
    language: tr.locale,
    person: s.act_type === "Person",
    address: parsePostalAddress(n.address),
  });
  return data(documentOnly({ notice: n, email: mailtoHref(n.email), phone: telHref(n.phone) }, "jsonLd", jsonLd));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { t } = i18nFrom(matches);
  const tags = seo(matches, { title: t("legal.title"), description: t("legal.description"), path: "/legal" });
  if (loaderData?.jsonLd) tags.push({ "script:ld+json": loaderData.jsonLd });
  return tags;
};

export default function Legal({ loaderData: d }: Route.ComponentProps) {
  useCssParts(handle);
  return (
    <main id="main" className="container legal">
      <LegalNoticeView notice={d.notice} email={d.email} phone={d.phone} />
    </main>
  );
}
