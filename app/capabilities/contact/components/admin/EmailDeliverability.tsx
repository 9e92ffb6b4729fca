/**
 * The deliverability check's answer under "Send test e-mail" (issue 25 §2):
 * one line per check, ✔ or the exact record to add (name, type, value — each
 * selectable on its own, to paste into a DNS form), or why it could not be
 * checked. Records come from DNS: React escapes them like any text.
 */
import { CircleAlert, CircleCheck, CircleHelp } from "lucide-react";
import type { Check, RecordToAdd } from "~/capabilities/contact/lib/deliverability.ts";
import type { DeliverabilityView } from "~/capabilities/contact/server/deliverability.server.ts";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

function Records({ records }: { records: RecordToAdd[] }) {
  const { t } = useStudioI18n();
  return (
    <>
      {records.map((r) => (
        <dl key={r.name} className="dns-record">
          <dt>{t("contact.studio.dns.name")}</dt>
          <dd>
            <code>{r.name}</code>
          </dd>
          <dt>{t("contact.studio.dns.type")}</dt>
          <dd>
            <code>{r.type}</code>
          </dd>
          <dt>{t("contact.studio.dns.value")}</dt>
          <dd>{r.value ? <code>{r.value}</code> : t("contact.studio.dns.valueFromProvider")}</dd>
        </dl>
      ))}
    </>
  );
}

const LABEL = { spf: "contact.studio.dns.spf", dmarc: "contact.studio.dns.dmarc", dkim: "contact.studio.dns.dkim" };
const OK = { spf: "contact.studio.dns.spfOk", dmarc: "contact.studio.dns.dmarcOk", dkim: "contact.studio.dns.dkimOk" };
const MISSING = {
  spf: "contact.studio.dns.spfMissing",
  dmarc: "contact.studio.dns.dmarcMissing",
  dkim: "contact.studio.dns.dkimMissing",
};

function Line({ check, domain }: { check: Check; domain: string }) {
  const { t } = useStudioI18n();
  const label = t(LABEL[check.kind]);
  switch (check.state) {
    case "ok":
      return (
        <li className="dns-check ok">
          <CircleCheck className="icon" aria-hidden="true" />
          <span>
            <strong>{label}</strong> {t(OK[check.kind])}
          </span>
        </li>
      );
    case "missing":
    case "replace":
      return (
        <li className="dns-check todo">
          <CircleAlert className="icon" aria-hidden="true" />
          <div>
            <p>
              <strong>{label}</strong>{" "}
              {t(check.state === "replace" ? "contact.studio.dns.replace" : MISSING[check.kind])}
            </p>
            <Records records={check.records} />
          </div>
        </li>
      );
    case "failed":
      return (
        <li className="dns-check unknown">
          <CircleHelp className="icon" aria-hidden="true" />
          <span>
            <strong>{label}</strong> {t("contact.studio.dns.failed", { reason: check.reason })}
          </span>
        </li>
      );
    default:
      return (
        <li className="dns-check todo">
          <CircleAlert className="icon" aria-hidden="true" />
          <span>
            <strong>{label}</strong> {t("contact.studio.dns.spfUnknown", { domain })}
          </span>
        </li>
      );
  }
}

export function EmailDeliverability({ result }: { result: DeliverabilityView }) {
  const { t } = useStudioI18n();
  return (
    <section className="email-dns" aria-labelledby="email-dns-heading">
      <h2 id="email-dns-heading">
        {result.state === "no-domain"
          ? t("contact.studio.dns.headingNoDomain")
          : t("contact.studio.dns.heading", { domain: result.domain })}
      </h2>
      {result.state === "no-domain" ? (
        <p>{t("contact.studio.dns.noDomain")}</p>
      ) : result.state === "own-domain" ? (
        <p>{t("contact.studio.dns.ownDomain", { domain: result.domain })}</p>
      ) : (
        <>
          <p className="hint">{t("contact.studio.dns.intro")}</p>
          <ul className="dns-checks">
            {result.checks.map((c) => (
              <Line key={c.kind} check={c} domain={result.domain} />
            ))}
          </ul>
          {result.checks.some((c) => c.state !== "ok") ? <p className="hint">{t("contact.studio.dns.where")}</p> : null}
        </>
      )}
    </section>
  );
}
