/** /support and the home page's "Support us" block (issue 29): shown while support is switched on and a provider is set up. */
import { env } from "~/core/env.server.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import type { FormFailure } from "~/core/validation/forms.ts";
import { amountText } from "../components/site/BuyForm.tsx";
import { formatMoney } from "../lib/money.ts";
import { paymentsConfig } from "./config.server.ts";
import { issueFormToken } from "~/core/http/form-token.server.ts";
import { supportFormHtml } from "./render.server.tsx";
import { supportAmounts } from "./settings.server.ts";

async function open() {
  const c = await paymentsConfig();
  return c.settings.support_enabled === 1 && c.provider !== null && c.problem === null ? c : null;
}

export async function supportPage(chosen: string, failure?: FormFailure) {
  const c = await open();
  if (!c) return null;
  const [tr, site] = await Promise.all([siteI18n(), getSettings()]);
  const s = c.settings;
  const money = (n: number) => formatMoney(n, s.currency, tr.intl);
  const html = supportFormHtml(
    tr.t,
    {
      amounts: supportAmounts(s.support_amounts).map((a) => ({ value: amountText(a), label: money(a) })),
      minText: money(s.support_min),
      token: issueFormToken(env().SESSION_SECRET),
      testMode: c.testMode,
      action: "/support",
      chosen: /^\d{1,7}(\.\d{1,2})?$/.test(chosen) ? chosen : "",
    },
    failure,
  );
  return {
    heading: tr.t("payments.support.heading", { name: site.name }),
    lead: tr.t("payments.support.lead"),
    form: html,
  };
}

/** The home block: the heading, a line, and the suggested amounts as links to /support. */
export interface SupportHomeData {
  heading: string;
  lead: string;
  amounts: { href: string; label: string }[];
  more: string;
}

export async function loadSupportHome(): Promise<SupportHomeData | null> {
  const c = await open();
  if (!c) return null;
  const [tr, site] = await Promise.all([siteI18n(), getSettings()]);
  const s = c.settings;
  return {
    heading: tr.t("payments.support.heading", { name: site.name }),
    lead: tr.t("payments.support.lead"),
    amounts: supportAmounts(s.support_amounts).map((a) => ({
      href: `/support?amount=${amountText(a)}`,
      label: formatMoney(a, s.currency, tr.intl),
    })),
    more: tr.t("payments.support.other"),
  };
}
