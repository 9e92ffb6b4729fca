/**
 * The studio's Markdown editor (issue 11): a toolbar over the textarea —
 * bold, italic, link, heading, lists, quote — with keyboard shortcuts, rich
 * paste that becomes clean Markdown, and a Preview tab rendered on the server
 * by the same renderer as the public pages (app/core/markdown.server.ts,
 * through /admin/markdown-preview). What is stored is the Markdown, as before.
 *
 * Without JavaScript it is the plain textarea with its hint: the toolbar and
 * the tabs appear only after hydration. Studio only (no public page imports it).
 *
 *   <MarkdownEditor label="About text" name="about" defaultValue={…} error={errors?.about} rows={10} maxLength={20000} />
 */
import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ClipboardEvent,
  type ReactNode,
  type TextareaHTMLAttributes,
} from "react";
import { useRouteLoaderData } from "react-router";
import { Bold, Heading2, Italic, Link2, List, ListOrdered, Quote, type LucideIcon } from "lucide-react";
import { useHydrated } from "../useHydrated.ts";
import { useStudioI18n } from "../../i18n/studio.tsx";
import { formatEdit, shortcutFor, type FormatCommand, type TextEdit } from "./format.ts";
import { hasFormatting, htmlToMarkdown } from "./paste.ts";

export const MARKDOWN_PREVIEW_PATH = "/admin/markdown-preview";

const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

const TOOLS: { command: FormatCommand; label: string; icon: LucideIcon; key: string }[] = [
  { command: "bold", label: "core.studio.markdown.bold", icon: Bold, key: "B" },
  { command: "italic", label: "core.studio.markdown.italic", icon: Italic, key: "I" },
  { command: "link", label: "core.studio.markdown.link", icon: Link2, key: "K" },
  { command: "heading", label: "core.studio.markdown.heading", icon: Heading2, key: "Shift+H" },
  { command: "bullets", label: "core.studio.markdown.bullets", icon: List, key: "Shift+8" },
  { command: "numbers", label: "core.studio.markdown.numbers", icon: ListOrdered, key: "Shift+7" },
  { command: "quote", label: "core.studio.markdown.quote", icon: Quote, key: "Shift+." },
];

/** Applies an edit as if typed, so the browser's undo (Ctrl+Z) takes it back. */
function apply(el: HTMLTextAreaElement, e: TextEdit) {
  el.focus();
  el.setSelectionRange(e.from, e.to);
  // execCommand is the one way to keep the native undo stack for a programmatic edit in a textarea.
  const done =
    typeof document.execCommand === "function" &&
    document.execCommand(e.insert ? "insertText" : "delete", false, e.insert);
  if (!done) {
    el.setRangeText(e.insert, e.from, e.to, "end");
    el.dispatchEvent(new Event("input", { bubbles: true }));
  }
  el.setSelectionRange(e.selectionStart, e.selectionEnd);
}

type Props = {
  label: ReactNode;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name">;

export function MarkdownEditor({ label, name, error, hint, id: idProp, rows = 8, ...rest }: Props) {
  const auto = useId();
  const id = idProp ?? `md-${name}-${auto}`.replace(/[^\w-]/g, "");
  const ref = useRef<HTMLTextAreaElement>(null);
  const hydrated = useHydrated();
  const [tab, setTab] = useState<"write" | "preview">("write");
  const [preview, setPreview] = useState<{ state: "idle" | "loading" | "ready" | "failed"; html: string }>({
    state: "idle",
    html: "",
  });
  const csrf = useRouteLoaderData<{ csrf: string }>("studio")?.csrf ?? "";
  const { t } = useStudioI18n();
  const hintText = hint ?? t("core.studio.markdown.hint");
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");

  function run(command: FormatCommand) {
    const el = ref.current;
    if (!el) return;
    apply(el, formatEdit(command, el.value, el.selectionStart, el.selectionEnd));
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (!(isMac() ? e.metaKey : e.ctrlKey) || e.altKey) return;
    const command = shortcutFor(e.key, e.shiftKey);
    if (!command) return;
    e.preventDefault();
    run(command);
  }

  function onPaste(e: ClipboardEvent<HTMLTextAreaElement>) {
    const html = e.clipboardData.getData("text/html");
    if (!html || !hasFormatting(html)) return;
    e.preventDefault();
    const plain = e.clipboardData.getData("text/plain");
    const el = e.currentTarget;
    const [from, to] = [el.selectionStart, el.selectionEnd];
    void htmlToMarkdown(html, plain).then((md) =>
      apply(el, { from, to, insert: md, selectionStart: from + md.length, selectionEnd: from + md.length }),
    );
  }

  async function showPreview() {
    setTab("preview");
    setPreview({ state: "loading", html: "" });
    try {
      const body = new URLSearchParams({ csrf, markdown: ref.current?.value ?? "" });
      const res = await fetch(MARKDOWN_PREVIEW_PATH, { method: "POST", body, headers: { Accept: "application/json" } });
      if (!res.ok) throw new Error(String(res.status));
      const { html } = (await res.json()) as { html: string };
      setPreview({ state: "ready", html });
    } catch {
      setPreview({ state: "failed", html: "" });
    }
  }

  return (
    <div className="field md-editor">
      <label htmlFor={id}>{label}</label>
      {hydrated ? (
        <div className="md-bar">
          <div className="md-tabs" role="group" aria-label={t("core.studio.markdown.tabs")}>
            <button type="button" className="md-tab" aria-pressed={tab === "write"} onClick={() => setTab("write")}>
              {t("core.studio.markdown.write")}
            </button>
            <button
              type="button"
              className="md-tab"
              aria-pressed={tab === "preview"}
              onClick={() => void showPreview()}
            >
              {t("core.studio.markdown.preview")}
            </button>
          </div>
          {tab === "write" ? (
            <div
              className="md-toolbar"
              role="toolbar"
              aria-label={t("core.studio.markdown.toolbar")}
              aria-controls={id}
            >
              {TOOLS.map(({ command, label: nameKey, icon: Icon, key }) => {
                const name = t(nameKey);
                return (
                  <button
                    key={command}
                    type="button"
                    className="md-tool"
                    onClick={() => run(command)}
                    aria-label={name}
                    title={`${name} (${isMac() ? "⌘" : "Ctrl"}+${key})`}
                  >
                    <Icon aria-hidden="true" className="icon" />
                  </button>
                );
              })}
            </div>
          ) : null}
        </div>
      ) : null}
      <textarea
        ref={ref}
        id={id}
        name={name}
        rows={rows}
        hidden={tab === "preview"}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {tab === "preview" ? (
        <div
          id={`${id}-preview`}
          className="md-preview prose"
          aria-live="polite"
          aria-busy={preview.state === "loading"}
        >
          {preview.state === "loading" ? <p className="muted">{t("core.studio.markdown.rendering")}</p> : null}
          {preview.state === "failed" ? <p className="error">{t("core.studio.markdown.failed")}</p> : null}
          {preview.state === "ready" ? (
            preview.html.trim() ? (
              <div dangerouslySetInnerHTML={{ __html: preview.html }} />
            ) : (
              <p className="muted">{t("core.studio.markdown.empty")}</p>
            )
          ) : null}
        </div>
      ) : null}
      <span className="hint" id={`${id}-hint`}>
        {hintText}
      </span>
      {error ? (
        <span className="error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
