/**
 * A biography with a Copy button and its plain text. The button exists only
 * once the page runs JavaScript (it would do nothing before); without it the
 * plain text is a read-only field in a <details>, ready to select and copy.
 */
import { useEffect, useState } from "react";
import { PRESS_MESSAGES as M } from "~/capabilities/press/lib/messages.ts";
import type { PressBio } from "~/capabilities/press/server/public.server.ts";

export function CopyBio({ id, title, bio }: { id: string; title: string; bio: PressBio }) {
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => setReady(true), []);
  const copy = () => {
    navigator.clipboard.writeText(bio.text).then(
      () => setState("copied"),
      () => setState("failed"),
    );
  };
  return (
    <section className="press__bio" aria-labelledby={id}>
      <div className="press__bio-head">
        <h2 id={id}>{title}</h2>
        {ready ? (
          <button type="button" className="button secondary press__copy" onClick={copy} aria-describedby={`${id}-status`}>
            {M.copy}
            <span className="visually-hidden"> {title.toLowerCase()}</span>
          </button>
        ) : null}
        <span id={`${id}-status`} className="press__copy-status" role="status">
          {state === "copied" ? M.copied : state === "failed" ? M.copyFailed : ""}
        </span>
      </div>
      {/* Rendered on the server by the core's Markdown renderer: raw HTML off, links filtered (SPEC §5). */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: bio.html }} />
      <details className="press__plain">
        <summary>
          {M.plainText}
          <span className="visually-hidden">: {title.toLowerCase()}</span>
        </summary>
        <textarea readOnly rows={Math.min(12, Math.max(3, Math.ceil(bio.text.length / 70)))} aria-label={`${title}, ${M.plainText.toLowerCase()}`} defaultValue={bio.text} />
      </details>
    </section>
  );
}
