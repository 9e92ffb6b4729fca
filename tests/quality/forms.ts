/**
 * Submitting the studio's real forms over HTTP, as a browser without
 * JavaScript would: read the form the server rendered (its hidden fields, the
 * values it shows, the CSRF token), change what a person would change, and
 * post it with the button they would press.
 */

/** The text of an HTML attribute or text node as React escapes it. */
export const decodeEntities = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const decode = decodeEntities;

const attr = (tag: string, name: string) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag);
  return m ? decode(m[1]!) : undefined;
};
const flag = (tag: string, name: string) => new RegExp(`\\s${name}(=""|\\s|/?>)`, "i").test(tag);

export interface FormTarget {
  /** The submit button a person presses: its name and value. */
  button: { name: string; value: string };
  /** Text the form must contain, to pick one row's form among many (e.g. a hidden id). */
  containing?: string;
}

/** The form's action and the fields a browser would send when that button is pressed. */
export function readForm(
  html: string,
  target: FormTarget,
  pageUrl: string,
): { action: string; fields: URLSearchParams } {
  const forms = [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)];
  const isButton = (tag: string) =>
    attr(tag, "name") === target.button.name && attr(tag, "value") === target.button.value;
  const found = forms.find(
    ([, , body]) =>
      [...body!.matchAll(/<button\b[^>]*>/gi)].some((b) => isButton(b[0])) &&
      (!target.containing || body!.includes(target.containing)),
  );
  if (!found)
    throw new Error(
      `No form with a ${target.button.name}=${target.button.value} button${target.containing ? ` containing ${target.containing}` : ""} on ${pageUrl}`,
    );
  const [, formAttrs, body] = found;
  const fields = new URLSearchParams();
  for (const [tag] of body!.matchAll(/<input\b[^>]*>/gi)) {
    const name = attr(tag, "name");
    const type = (attr(tag, "type") ?? "text").toLowerCase();
    if (!name || flag(tag, "disabled") || ["submit", "button", "file", "image", "reset"].includes(type)) continue;
    if ((type === "checkbox" || type === "radio") && !flag(tag, "checked")) continue;
    fields.append(name, attr(tag, "value") ?? (type === "checkbox" || type === "radio" ? "on" : ""));
  }
  for (const m of body!.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/gi)) {
    const name = attr(m[1]!, "name");
    if (name) fields.append(name, decode(m[2]!).replace(/^\n/, ""));
  }
  for (const m of body!.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/gi)) {
    const name = attr(m[1]!, "name");
    if (!name) continue;
    const options = [...m[2]!.matchAll(/<option\b[^>]*>/gi)].map((o) => o[0]);
    const chosen = options.find((o) => flag(o, "selected")) ?? options[0];
    if (chosen) fields.append(name, attr(chosen, "value") ?? "");
  }
  fields.append(target.button.name, target.button.value);
  return { action: new URL(attr(formAttrs!, "action") ?? pageUrl, pageUrl).href, fields };
}

/**
 * Opens the page, fills the form with `changes` (replacing what it showed)
 * and presses the button. Returns the answer (redirects are not followed).
 */
export async function submitForm(
  pageUrl: string,
  cookie: string,
  target: FormTarget,
  changes: Record<string, string> = {},
): Promise<Response> {
  const page = await fetch(pageUrl, { headers: { Cookie: cookie } });
  if (!page.ok) throw new Error(`${pageUrl} answered ${page.status}`);
  const { action, fields } = readForm(await page.text(), target, pageUrl);
  for (const [k, v] of Object.entries(changes)) fields.set(k, v);
  return fetch(action, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: fields,
  });
}
