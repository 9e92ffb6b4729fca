/** The providers this browser always allows, each with a way to take it back (client-only). */
import { PROVIDER_LABELS } from "~/capabilities/media/lib/labels.ts";
import { revokeProvider, useAllowedProviders } from "./consent.ts";
import { useI18n } from "~/core/i18n/react.tsx";

export function AllowedProviders() {
  const allowed = useAllowedProviders();
  const { t } = useI18n();
  if (allowed.length === 0) return null;
  return (
    <section className="notice allowed-providers" aria-labelledby="allowed-providers-title">
      <h2 id="allowed-providers-title">{t("media.allowed.heading")}</h2>
      <p>{t("media.allowed.body")}</p>
      <ul className="row">
        {allowed
          // What this browser stored may be anything: only the table's own keys ("constructor" is none).
          .filter((p) => Object.hasOwn(PROVIDER_LABELS, p))
          .map((p) => (
            <li key={p}>
              <button type="button" className="button secondary small" onClick={() => revokeProvider(p)}>
                {t("media.allowed.stop", { provider: PROVIDER_LABELS[p] })}
              </button>
            </li>
          ))}
      </ul>
    </section>
  );
}
