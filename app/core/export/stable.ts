/**
 * What a server answer carries that belongs to one request, not to the site:
 * the CSP nonce, the request id, a signed form-timing token, the contact form's
 * idempotency key. On a static host none of them does anything (no CSP nonce is
 * sent; the contact form sends through EmailJS; a form posting to an
 * `--api-origin` server fetches a fresh token first), but left in, every page
 * would differ from the last export in every byte-compare — and publishing
 * (issue 28, ADR 2812) uploads by content hash, so a one-event change must
 * change only the pages that show the event. Each value is replaced by a fixed
 * one of its kind, in the HTML and in the loader data (`.data`, where the
 * quotes may be escaped once, inside a script's string).
 */

/** `<base36 ms>.<HMAC-SHA256 base64url>`: app/core/http/sign.server.ts's signed values (form tokens). */
const SIGNED_TOKEN = /(?<![\w-])[0-9a-z]{6,11}\.[A-Za-z0-9_-]{43}(?![\w-])/g;

export function stabilise(text: string): string {
  return text
    .replace(/ nonce="[^"]*"/g, "")
    .replace(/(<meta name="request-id" content=")[^"]*"/g, '$1"')
    .replace(/((\\?)"requestId\2",\2")[0-9a-f]+(\2")/g, "$1$3")
    .replace(/((\\?)"submissionId\2",\2")[\w-]+(\2")/g, "$1$3")
    .replace(/(name=\\*"submission_id\\*" value=\\*")[\w-]+/g, "$1")
    .replace(SIGNED_TOKEN, "");
}
