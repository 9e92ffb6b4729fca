/**
 * A biography with a Copy button and its plain text. The button exists only
 * once the page runs JavaScript (it would do nothing before); without it the
 * plain text is a read-only field in a <details>, ready to select and copy.
 */
import { useEffect, useState } from "react";
import { useI18n } from "~/core/i18n/react.tsx";
import type { PressBio } from "~/capabilities/press/server/public.server.ts";

export function CopyBio({ id, kind, bio }: { id: string; kind: "short" | "long"; bio: PressBio }) {
  const { t } = useI18n();
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => setReady(true), []);
  const copy = () => {
    navigator.clipboard.writeText(bio.text).then(
      () => setState("copied"),
      () => setState("failed"),
    );
  };
  // Read on every render, the server's included: the button and its status appear only after hydration, and
  // a message the server's render did not use is not carried by the page (core/i18n/page-messages.ts).
  const words = { copy: t("press.copy"), copied: t("press.copied"), failed: t("press.copyFailed") };
  const title = kind === "short" ? t("press.shortBio") : t("press.longBio");
  // Whole sentences per biography (word order differs between languages): "Copy short biography", "Kurzbiografie kopieren".
  const copyName = kind === "short" ? t("press.copyShort") : t("press.copyLong");
  const plainName = kind === "short" ? t("press.plainTextShort") : t("press.plainTextLong");
  return (
    <section className="press__bio" aria-labelledby={id}>
      <div className="press__bio-head">
        <h2 id={id}>{title}</h2>
        {ready ? (
          <button
            type="button"
            className="button secondary press__copy"
            onClick={copy}
            aria-label={copyName}
            aria-describedby={`${id}-status`}
          >
            {words.copy}
          </button>
        ) : null}
        <span id={`${id}-status`} className="press__copy-status" role="status">
          {state === "copied" ? words.copied : state === "failed" ? words.failed : ""}
        </span>
      </div>
      {/* Rendered on the server by the core's Markdown renderer: raw HTML off, links filtered (SPEC §5). */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: bio.html }} />
      <details className="press__plain">
        <summary>
          <span aria-hidden="true">{t("press.plainText")}</span>
          <span className="visually-hidden">{plainName}</span>
        </summary>
        <textarea
          readOnly
          rows={Math.min(12, Math.max(3, Math.ceil(bio.text.length / 70)))}
          aria-label={plainName}
          defaultValue={bio.text}
        />
      </details>
    </section>
  );
}
