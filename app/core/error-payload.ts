/**
 * The shape of a catalogue error's body, and its check, without the catalogue
 * itself: the public shell and the error pages only need to recognise one,
 * so every public page's first load no longer carries the catalogue's texts
 * (core/errors.ts re-exports both).
 */
export interface ErrorPayload {
  /** A catalogue code (core/errors.ts ErrorCode). */
  code: string;
  message: string;
  ref?: string;
}

export function isErrorPayload(v: unknown): v is ErrorPayload {
  return typeof v === "object" && v !== null && "code" in v && "message" in v;
}
