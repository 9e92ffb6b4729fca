/** The studio's "test mode" ribbon: while test keys are in use, no money moves and tickets are not valid. */
import { useStudioI18n } from "~/core/i18n/studio.tsx";

export function TestRibbon({ on }: { on: boolean }) {
  const { t } = useStudioI18n();
  return on ? (
    <p className="payments-ribbon" role="note">
      {t("payments.studio.ribbon")}
    </p>
  ) : null;
}
