/**
 * Leaving a changed form asks first (issue 27 §5). Every SaveBar reports whether its form differs from what was
 * loaded; one guard per page — the first SaveBar's — holds the router's blocker (React Router supports one blocker
 * at a time), shows a designed confirm dialog for in-app navigation, and arms `beforeunload` for closing or
 * reloading the tab. Form submissions are never blocked: saving is how a person leaves a changed form on purpose,
 * and a page's other forms (delete, publish) have their own confirmations.
 */
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useBlocker } from "react-router";
import { useStudioI18n } from "../i18n/studio.tsx";

const dirty = new Set<symbol>();
const bars: symbol[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Registers a save bar for as long as it is mounted; answers whether it is the one that guards the page. */
export function useGuardOwner(id: symbol): boolean {
  useEffect(() => {
    bars.push(id);
    emit();
    return () => {
      bars.splice(bars.indexOf(id), 1);
      dirty.delete(id);
      emit();
    };
  }, [id]);
  return useSyncExternalStore(
    subscribe,
    () => bars[0] === id,
    () => false,
  );
}

export function setDirty(id: symbol, value: boolean) {
  if (value === dirty.has(id)) return;
  if (value) dirty.add(id);
  else dirty.delete(id);
  emit();
}

// The page itself is reloading on purpose (Discard of a form React keeps): the tab's question would only confuse.
let leaving = false;
export function allowLeaving() {
  leaving = true;
}

// A submission is on its way: the router navigates to the action, which must not be held up.
let submitting = false;
if (typeof document !== "undefined") {
  document.addEventListener(
    "submit",
    () => {
      submitting = true;
      setTimeout(() => {
        submitting = false;
      });
    },
    true,
  );
}

/** Rendered by the guarding SaveBar only. */
export function LeaveGuard() {
  const { t } = useStudioI18n();
  const anyDirty = useSyncExternalStore(
    subscribe,
    () => dirty.size > 0,
    () => false,
  );
  const blocker = useBlocker(
    ({ currentLocation: from, nextLocation: to }) =>
      dirty.size > 0 && !submitting && (from.pathname !== to.pathname || from.search !== to.search),
  );
  const ref = useRef<HTMLDialogElement>(null);
  const blocked = blocker.state === "blocked";

  useEffect(() => {
    if (!anyDirty) return;
    const ask = (e: BeforeUnloadEvent) => {
      if (leaving || dirty.size === 0) return;
      e.preventDefault();
      // Older browsers show their own question only when returnValue is set.
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [anyDirty]);

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (blocked && !d.open) d.showModal();
    if (!blocked && d.open) d.close();
  }, [blocked]);

  const stay = () => {
    if (blocker.state === "blocked") blocker.reset();
  };
  const leave = () => {
    if (blocker.state !== "blocked") return;
    dirty.clear();
    emit();
    blocker.proceed();
  };
  return (
    <dialog
      ref={ref}
      className="leave-dialog"
      aria-labelledby="leave-dialog-title"
      aria-describedby="leave-dialog-text"
      // Escape is "stay": the safe choice.
      onCancel={stay}
    >
      <h2 id="leave-dialog-title">{t("core.studio.leave.title")}</h2>
      <p id="leave-dialog-text">{t("core.studio.leave.text")}</p>
      <div className="leave-dialog-actions">
        {/* The safe choice first, focused, and the louder one. */}
        <button type="button" className="button" onClick={stay} autoFocus>
          {t("core.studio.leave.stay")}
        </button>
        <button type="button" className="button secondary" onClick={leave}>
          {t("core.studio.leave.leave")}
        </button>
      </div>
    </dialog>
  );
}
