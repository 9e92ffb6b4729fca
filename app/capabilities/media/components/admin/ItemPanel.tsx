/**
 * The side panel (a bottom sheet on a phone) that edits one grid item
 * (issue 27 §3). It is the page at `?item=ID`, so it opens from a plain link
 * and works without JavaScript; with JavaScript focus moves into it when it
 * opens, Escape closes it, and focus returns to the tile it came from.
 */
import { useEffect, useRef, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { X } from "lucide-react";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

export function ItemPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const { t } = useStudioI18n();
  const ref = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    // Into the panel when it opens (or shows another item); back to the tile when it closes.
    const panel = ref.current;
    panel?.focus();
    return () => {
      if (panel?.isConnected) return;
      document.getElementById(`open-${id}`)?.focus();
    };
  }, [id]);
  return (
    <aside
      ref={ref}
      className="item-panel"
      aria-labelledby="item-panel-title"
      tabIndex={-1}
      onKeyDown={(e) => {
        if (e.key !== "Escape" || e.defaultPrevented) return;
        e.preventDefault();
        void navigate(".", { preventScrollReset: true });
      }}
    >
      <div className="item-panel-head">
        <h2 id="item-panel-title">{title}</h2>
        <Link
          to="."
          preventScrollReset
          className="button secondary small icon-only"
          aria-label={t("media.studio.panel.close")}
        >
          <X aria-hidden="true" className="icon" />
        </Link>
      </div>
      {children}
    </aside>
  );
}
