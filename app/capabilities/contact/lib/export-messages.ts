/**
 * What the exported contact form tells the visitor (issue 17): keys of the
 * contact catalogue (messages/<locale>.json), so the static site speaks the
 * site's language like the server's form. The export reads the catalogue
 * files itself (scripts/export-contact.ts: it runs in plain Node, outside the
 * app) and puts one page's language's strings in that page.
 */
export const EXPORT_CONTACT_KEYS = {
  missing: "contact.export.missing",
  sending: "contact.export.sending",
  sent: "contact.export.sent",
  failed: "contact.export.failed",
  tooLarge: "contact.export.tooLarge",
  tooFast: "contact.export.tooFast",
} as const;

export type ExportContactMessages = Record<keyof typeof EXPORT_CONTACT_KEYS, string>;

/** The messages through a translator's `t` (any locale's). */
export function exportContactMessages(t: (key: string) => string): ExportContactMessages {
  const out = {} as ExportContactMessages;
  for (const [name, key] of Object.entries(EXPORT_CONTACT_KEYS) as [keyof ExportContactMessages, string][])
    out[name] = t(key);
  return out;
}
