/** An order's state as a badge; the words are studio catalogue keys, listed literally for the catalogue check. */
import { useStudioI18n } from "~/core/i18n/studio.tsx";

const KEYS = {
  pending: "payments.studio.state.pending",
  paid: "payments.studio.state.paid",
  partially_refunded: "payments.studio.state.partially_refunded",
  refunded: "payments.studio.state.refunded",
  expired: "payments.studio.state.expired",
} as const;

export function StateBadge({ state }: { state: keyof typeof KEYS }) {
  const { t } = useStudioI18n();
  return <span className={`payments-state payments-state--${state}`}>{t(KEYS[state])}</span>;
}
