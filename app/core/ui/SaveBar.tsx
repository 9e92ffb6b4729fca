/**
 * The studio's one save model (issues 11 and 27): a sticky bar that keeps a long form's buttons in reach, says
 * "Unsaved changes" once a field of its form differs from what was loaded, offers Discard (back to what was
 * loaded), says "All changes saved" after a save, and — through the page's leave guard (unsaved.tsx) — asks
 * before a changed form is left. Put it as the last child of the form:
 *
 *   <AdminForm …>
 *     …fields…
 *     <SaveBar note="Changes are public once saved.">
 *       <SubmitButton name="intent" value="save">Save</SubmitButton>
 *       <PreviewButton … />
 *     </SaveBar>
 *   </AdminForm>
 *
 * Callers only pass their buttons: the bar finds its form itself (its first submit button's form, else the form
 * around it). Without JavaScript it is the plain sticky block it always was (position: sticky is CSS); the state,
 * Discard and the guard come with hydration. Styles: `.save-bar` in app/core/shells/studio.css, the states and
 * the dialog in save-model.css (loaded by the studio layout).
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useNavigation, useRouteLoaderData } from "react-router";
import { Check } from "lucide-react";
import { useStudioI18n } from "../i18n/studio.tsx";
import { useHydrated } from "./useHydrated.ts";
import { allowLeaving, LeaveGuard, setDirty, useGuardOwner } from "./unsaved.tsx";

type State = "clean" | "dirty" | "saved";

/** What the form would send, as text to compare; files by name and size, the CSRF token left out. */
function snapshot(form: HTMLFormElement): string {
  const parts: string[] = [];
  for (const [k, v] of new FormData(form)) {
    if (k === "csrf") continue;
    parts.push(`${k}=${typeof v === "string" ? v : `${v.name}:${v.size}`}`);
  }
  return parts.join("\n");
}

/**
 * Puts the loaded values back into the form's fields. Through the elements' own value setters and an input event,
 * so fields kept in React state (a colour, a picked picture) follow as if the person had typed.
 */
function restore(form: HTMLFormElement, loaded: string) {
  const values = new Map<string, string[]>();
  for (const line of loaded ? loaded.split("\n") : []) {
    const at = line.indexOf("=");
    const name = line.slice(0, at);
    values.set(name, [...(values.get(name) ?? []), line.slice(at + 1)]);
  }
  const seen = new Map<string, number>();
  for (const el of Array.from(form.elements)) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement))
      continue;
    if (!el.name || el.name === "csrf" || el.disabled) continue;
    const want = values.get(el.name) ?? [];
    if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
      if (el.checked !== want.includes(el.value)) el.click();
      continue;
    }
    if (el instanceof HTMLInputElement && (el.type === "file" || el.type === "submit" || el.type === "button"))
      continue;
    const i = seen.get(el.name) ?? 0;
    seen.set(el.name, i + 1);
    const value = want[i];
    if (value === undefined || el.value === value) continue;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value")?.set;
    setter?.call(el, value);
    el.dispatchEvent(new Event("input", { bubbles: true }));
    el.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

/** Whether the form shows a refusal (a field marked invalid, the form's own error). */
const refused = (form: HTMLFormElement) => form.querySelector('[aria-invalid="true"], .notice.error') !== null;

// A save was sent from a save bar's form: the bar of the page it leads to (often the same form, remounted) says
// "All changes saved" when that page came with the server's success message and shows no refusal.
let saveSent = false;

function useFormState(bar: React.RefObject<HTMLDivElement | null>, id: symbol) {
  const [state, setState] = useState<State>("clean");
  const form = useRef<HTMLFormElement | null>(null);
  const baseline = useRef("");
  const touched = useRef(false);
  const submitted = useRef(false);
  const nav = useNavigation();
  const told = useRouteLoaderData<{ toast: { type: string } | null }>("root")?.toast?.type === "success";

  const settle = (next: State) => {
    setState(next);
    setDirty(id, next === "dirty");
  };
  const rebase = (next: State) => {
    if (!form.current) return;
    baseline.current = snapshot(form.current);
    touched.current = false;
    settle(next);
  };

  useEffect(() => {
    const el = bar.current;
    const f =
      el?.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])')?.form ??
      el?.closest("form") ??
      null;
    if (!f) return;
    form.current = f;
    const check = () => {
      if (!touched.current) {
        // Until the person does something, changes are the page settling (a picker filling a hidden field).
        baseline.current = snapshot(f);
        return;
      }
      const changed = snapshot(f) !== baseline.current;
      setState((s) => (changed ? "dirty" : s === "dirty" ? "clean" : s));
      setDirty(id, changed);
    };
    const touch = () => {
      touched.current = true;
      // After the event's own handlers (and React's re-render) have updated the fields.
      requestAnimationFrame(check);
    };
    const submit = () => {
      submitted.current = true;
      saveSent = true;
    };
    const events = ["input", "change", "click", "keyup", "drop"] as const;
    for (const e of events) f.addEventListener(e, touch);
    f.addEventListener("submit", submit);
    // Hidden fields set by React (an order, a chosen picture) change attributes, not input events.
    const observer = new MutationObserver(() => requestAnimationFrame(check));
    observer.observe(f, { subtree: true, childList: true, attributes: true, attributeFilter: ["value", "checked"] });
    baseline.current = snapshot(f);
    if (saveSent) {
      saveSent = false;
      if (told && !refused(f)) settle("saved");
    }
    return () => {
      for (const e of events) f.removeEventListener(e, touch);
      f.removeEventListener("submit", submit);
      observer.disconnect();
      setDirty(id, false);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mounted once per form
  }, []);

  // This form's submission has come back: saved unless the page shows a refusal (then the edits stay "unsaved").
  useEffect(() => {
    if (nav.state !== "idle" || !submitted.current || !form.current) return;
    submitted.current = false;
    saveSent = false;
    if (!refused(form.current)) rebase("saved");
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the navigation's end matters
  }, [nav.state]);

  const discard = () => {
    const f = form.current;
    if (!f) return;
    f.reset();
    restore(f, baseline.current);
    if (snapshot(f) === baseline.current) return rebase("clean");
    // A row added since (a second link) cannot be taken out from here: load the page again, without asking.
    setDirty(id, false);
    allowLeaving();
    window.location.reload();
  };
  return { state, discard };
}

export function SaveBar({ children, note, label }: { children: ReactNode; note?: ReactNode; label?: string }) {
  const { t } = useStudioI18n();
  const hydrated = useHydrated();
  const bar = useRef<HTMLDivElement>(null);
  const [id] = useState(() => Symbol("save-bar"));
  const owner = useGuardOwner(id);
  const { state, discard } = useFormState(bar, id);
  return (
    <div
      ref={bar}
      className="save-bar"
      data-state={hydrated ? state : undefined}
      role="group"
      aria-label={label ?? t("core.studio.saveBar.label")}
    >
      {hydrated ? (
        <p className="save-bar-state" role="status">
          {state === "dirty" ? (
            <>
              <span className="save-bar-dot" aria-hidden="true" />
              {t("core.studio.saveBar.unsaved")}
            </>
          ) : state === "saved" ? (
            <>
              <Check className="icon" aria-hidden="true" />
              {t("core.studio.saveBar.saved")}
            </>
          ) : null}
        </p>
      ) : null}
      <div className="save-bar-actions">
        {state === "dirty" ? (
          <button type="button" className="button secondary" onClick={discard}>
            {t("core.studio.saveBar.discard")}
          </button>
        ) : null}
        {children}
      </div>
      {note ? <p className="save-bar-note">{note}</p> : null}
      {owner ? <LeaveGuard /> : null}
    </div>
  );
}
