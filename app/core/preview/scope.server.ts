/**
 * The draft a request previews (core/preview/preview.server.ts explains the
 * whole flow). Apart from the rest of preview, which needs sessions and the
 * studio's translations, so that readers of content — site settings first —
 * can ask for a draft without importing all of that: settings → preview →
 * studio translations → settings was the app's one runtime import cycle.
 */
import { AsyncLocalStorage } from "node:async_hooks";

export interface PreviewRequest<T = unknown> {
  /** What is previewed: "settings", "event", … (the reader asks for its own kind). */
  kind: string;
  /** The unsaved values, as the reader expects them. Must be JSON. */
  data: T;
  /** The public page to open, e.g. "/" or "/events/summer-show". */
  path: string;
  /** The studio page the preview came from, for "Back to the studio". */
  back: string;
  /**
   * Shown in the preview bar, in the previewing person's studio language: a key of the studio catalogue
   * with its values ({ key: "events.studio.preview.label", values: { title } } → "Event “Summer show”").
   */
  label: { key: string; values?: Record<string, string> };
}

export interface StoredPreview extends PreviewRequest {
  id: string;
  userId: string;
  expires: number;
}

/** The draft the request runs with while it previews (previewMiddleware). */
export const previewScope = new AsyncLocalStorage<StoredPreview>();

/** The draft of `kind` this request previews, or undefined (the stored content applies). */
export function previewDraft<T>(kind: string): T | undefined {
  const p = previewScope.getStore();
  return p && p.kind === kind ? (p.data as T) : undefined;
}

/** Whether this request shows someone's preview (its page is theirs alone). */
export const previewing = (): boolean => previewScope.getStore() !== undefined;
