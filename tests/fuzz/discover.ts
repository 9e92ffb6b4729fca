/**
 * What there is to attack, found from the running site itself: the sitemap,
 * a crawl of the public pages and of the studio (signed in), the files and
 * feeds they link to, and every <form> on those pages with its fields and
 * buttons. New routes and fields are picked up as they land.
 */
import { decodeEntities } from "../quality/forms.ts";
import { crawl, sitemapPaths, type Fetched } from "../quality/crawl.ts";

export interface FormField {
  name: string;
  /** input type, or "textarea" / "select". */
  type: string;
  value: string;
  /** A select's option values. */
  options?: string[];
}

export interface DiscoveredForm {
  /** The page it was found on (path). */
  page: string;
  /** Where it posts: path + search, as the page says. */
  action: string;
  method: "get" | "post";
  multipart: boolean;
  fields: FormField[];
  /** Submit buttons that carry a value (name=intent value=publish…). */
  buttons: { name: string; value: string }[];
}

const attr = (tag: string, name: string) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag);
  return m ? decodeEntities(m[1]!) : undefined;
};
const flag = (tag: string, name: string) => new RegExp(`\\s${name}(=""|\\s|/?>)`, "i").test(tag);

/** Every form in a page, with the fields a browser would send and the buttons it offers. */
export function formsIn(html: string, pagePath: string, base: string): DiscoveredForm[] {
  const out: DiscoveredForm[] = [];
  for (const [, formAttrs, body] of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const fields: FormField[] = [];
    for (const [tag] of body!.matchAll(/<input\b[^>]*>/gi)) {
      const name = attr(tag, "name");
      const type = (attr(tag, "type") ?? "text").toLowerCase();
      if (!name || ["submit", "button", "image", "reset"].includes(type)) continue;
      if ((type === "checkbox" || type === "radio") && !flag(tag, "checked")) {
        fields.push({ name, type, value: "" });
        continue;
      }
      fields.push({ name, type, value: attr(tag, "value") ?? (type === "checkbox" ? "on" : "") });
    }
    for (const m of body!.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/gi)) {
      const name = attr(m[1]!, "name");
      if (name) fields.push({ name, type: "textarea", value: decodeEntities(m[2]!).replace(/^\n/, "") });
    }
    for (const m of body!.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/gi)) {
      const name = attr(m[1]!, "name");
      if (!name) continue;
      const options = [...m[2]!.matchAll(/<option\b[^>]*>/gi)].map((o) => ({
        value: attr(o[0], "value") ?? "",
        selected: flag(o[0], "selected"),
      }));
      fields.push({
        name,
        type: "select",
        value: (options.find((o) => o.selected) ?? options[0])?.value ?? "",
        options: options.map((o) => o.value),
      });
    }
    const buttons = [...body!.matchAll(/<button\b[^>]*>/gi)]
      .map((b) => ({ name: attr(b[0], "name") ?? "", value: attr(b[0], "value") ?? "" }))
      .filter((b) => b.name);
    const actionUrl = new URL(attr(formAttrs!, "action") ?? pagePath, base + pagePath);
    if (actionUrl.origin !== new URL(base).origin) continue;
    out.push({
      page: pagePath,
      action: actionUrl.pathname + actionUrl.search,
      method: (attr(formAttrs!, "method") ?? "get").toLowerCase() === "post" ? "post" : "get",
      multipart:
        (attr(formAttrs!, "encType") ?? attr(formAttrs!, "enctype") ?? "").toLowerCase() === "multipart/form-data",
      fields,
      buttons,
    });
  }
  return out;
}

/** Same-origin files a page refers to (images, feeds, stylesheets): Range and conditional requests go there. */
function filesIn(html: string, base: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/\s(?:src|href)="(\/[^"/][^"]*)"/g)) {
    const u = new URL(decodeEntities(m[1]!), base);
    if (/^\/(uploads|assets)\/|\.(ics|xml|txt|svg|csv)$/.test(u.pathname)) out.push(u.pathname + u.search);
  }
  return out;
}

/** A path's family, so that 40 event pages count as one kind of page: the first two segments. */
const family = (path: string) => path.split("?")[0]!.split("/").slice(0, 3).join("/");

/** A form's route, with record ids (16 random characters) as :id, so one event's forms stand for all. */
const shape = (action: string) => action.split("?")[0]!.replace(/\/[\w-]{16}(?=\/|$)/g, "/:id");

export interface Discovery {
  routes: string[];
  forms: DiscoveredForm[];
  pages: number;
}

/**
 * Crawls the public site (from / and the sitemap) and the studio (from
 * /admin, with `cookie`), and returns at most `perFamily` paths of each
 * family and `perForm` forms of each kind (same action, fields and buttons).
 */
export async function discover(
  base: string,
  cookie: string,
  o: { perFamily?: number; perForm?: number } = {},
): Promise<Discovery> {
  const perFamily = o.perFamily ?? 3;
  const perForm = o.perForm ?? 2;
  const publicPages = await crawl(base, {
    start: ["/", ...(await sitemapPaths(base))],
    limit: 80,
    perPathname: 2,
    follow: (p) => !p.startsWith("/admin"),
  });
  const studioPages = await crawl(base, {
    start: ["/admin"],
    headers: { Cookie: cookie },
    limit: 60,
    perPathname: 2,
    // Signing out and downloading the whole site are not pages to look at.
    follow: (p) => /^\/admin(\/|$|\?)/.test(p) && !/^\/admin\/(logout|backup\/export)/.test(p),
  });
  const pages: Fetched[] = [...publicPages, ...studioPages];

  const paths = new Set<string>([
    "/healthz",
    "/robots.txt",
    "/sitemap.xml",
    "/calendar.ics",
    "/admin/login",
    "/admin/setup",
    "/admin/uploads",
    "/admin/backup/export",
  ]);
  for (const p of pages) {
    paths.add(p.path);
    for (const f of filesIn(p.html, p.url)) paths.add(f);
  }
  const counts = new Map<string, number>();
  const routes = [...paths].sort().filter((p) => {
    const n = counts.get(family(p)) ?? 0;
    counts.set(family(p), n + 1);
    return n < perFamily;
  });

  // The sign-in form is only shown to a visitor.
  const login = await fetch(`${base}/admin/login`);
  pages.push({
    url: `${base}/admin/login`,
    path: "/admin/login",
    status: login.status,
    contentType: "text/html",
    html: await login.text(),
    headers: login.headers,
  });

  const kinds = new Map<string, number>();
  const forms: DiscoveredForm[] = [];
  for (const p of pages) {
    for (const f of formsIn(p.html, p.path, base)) {
      const names = [...new Set(f.fields.map((x) => x.name.replace(/:[\w-]{16}$/, ":id")))].sort();
      const kind = [
        shape(f.action),
        f.method,
        names.join(","),
        f.buttons.map((b) => `${b.name}=${b.value.split(":")[0]}`).join(","),
      ].join("|");
      const n = kinds.get(kind) ?? 0;
      kinds.set(kind, n + 1);
      if (n < perForm) forms.push(f);
    }
  }
  return { routes, forms, pages: pages.length };
}
