/** One step of an order's timeline in words; the keys are listed literally for the catalogue check. */
import { useStudioI18n } from "~/core/i18n/studio.tsx";

const KEYS: Record<string, string> = {
  created: "payments.studio.timeline.created",
  paid: "payments.studio.timeline.paid",
  paid_late: "payments.studio.timeline.paidLate",
  paid_after_sold_out: "payments.studio.timeline.paidAfterSoldOut",
  expired: "payments.studio.timeline.expired",
  provider_failed: "payments.studio.timeline.providerFailed",
  amount_mismatch: "payments.studio.timeline.mismatch",
  resent: "payments.studio.timeline.resent",
  scanned: "payments.studio.timeline.scanned",
  refunded: "payments.studio.timeline.refunded",
  partially_refunded: "payments.studio.timeline.partiallyRefunded",
  refund_failed: "payments.studio.timeline.refundFailed",
  emailed: "payments.studio.timeline.emailed",
};

export function TimelineEntry({
  kind,
  detail,
  money,
}: {
  kind: string;
  detail: Record<string, unknown>;
  money: (n: number) => string;
}) {
  const { t } = useStudioI18n();
  const amount = typeof detail.amount === "number" ? money(detail.amount) : "";
  return <span>{KEYS[kind] ? t(KEYS[kind], { amount, via: String(detail.via ?? "") }) : kind}</span>;
}
