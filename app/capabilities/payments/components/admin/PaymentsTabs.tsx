/** The payments studio's own navigation: orders, ticket types, the release's sale, settings (owners). */
import { NavLink } from "react-router";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

export function PaymentsTabs({ owner }: { owner: boolean }) {
  const { t } = useStudioI18n();
  return (
    <nav className="payments-tabs" aria-label={t("payments.studio.nav.payments")}>
      <NavLink to="/admin/orders" end>
        {t("payments.studio.tabs.orders")}
      </NavLink>
      <NavLink to="/admin/tickets">{t("payments.studio.tabs.types")}</NavLink>
      <NavLink to="/admin/store">{t("payments.studio.tabs.store")}</NavLink>
      {owner ? <NavLink to="/admin/settings/payments">{t("payments.studio.tabs.settings")}</NavLink> : null}
    </nav>
  );
}
