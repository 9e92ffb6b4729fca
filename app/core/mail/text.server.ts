/**
 * Making text safe for mail: headers, file names, the Message-ID, and the
 * plain HTML frame of the site's simple e-mails (notifications, tests; the
 * themed layout of mailings is layout.server.ts).
 */

/** One header-safe line: no CR/LF or other controls, collapsed spaces, bounded length. */
export function oneLine(s: string, max = 200): string {
  const flat = s
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return [...flat].length > max ? [...flat].slice(0, max - 1).join("") + "…" : flat;
}

/** A file name safe for a MIME header and any mail client: no path, no controls. */
export function safeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = oneLine(base, 120).replace(/["<>|:*?]/g, "_");
  return clean === "" || clean === "." || clean === ".." ? "attachment" : clean;
}

/** Stable per delivery: a re-send after a crash carries the same Message-ID, so clients show one e-mail. */
export function messageIdFor(deliveryId: string, domain: string): string {
  const left = deliveryId.replace(/[^A-Za-z0-9_-]/g, "");
  const right = domain.replace(/[^A-Za-z0-9.-]/g, "") || "marquee.invalid";
  return `<${left}.marquee@${right}>`;
}

/** The frame of a plain HTML e-mail: system font, dark text, nothing fetched from anywhere. */
export const PLAIN_HTML_OPEN = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">`;
export const PLAIN_HTML_CLOSE = `</body></html>`;
