/**
 * The studio's sticky save bar: a long form's buttons stay in reach at the
 * bottom of the screen while the person scrolls (issue 11). Put it as the
 * last child of the form; it is an ordinary block without JavaScript too
 * (position: sticky is CSS), so nothing depends on hydration.
 *
 *   <AdminForm …>
 *     …fields…
 *     <SaveBar note="Changes are public once saved.">
 *       <SubmitButton name="intent" value="save">Save</SubmitButton>
 *       <PreviewButton … />
 *     </SaveBar>
 *   </AdminForm>
 *
 * Styles: `.save-bar` in app/core/shells/studio.css.
 */
import type { ReactNode } from "react";
import { useStudioI18n } from "../i18n/studio.tsx";

export function SaveBar({ children, note, label }: { children: ReactNode; note?: ReactNode; label?: string }) {
  const { t } = useStudioI18n();
  return (
    <div className="save-bar" role="group" aria-label={label ?? t("core.studio.saveBar.label")}>
      <div className="save-bar-actions">{children}</div>
      {note ? <p className="save-bar-note">{note}</p> : null}
    </div>
  );
}
