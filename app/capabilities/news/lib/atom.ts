/**
 * The news's Atom feed (RFC 4287), written by hand: a handful of elements,
 * every text escaped. Ids are tag URIs (RFC 4151) made from the site's host,
 * the post's creation date and its id, so they never change when a title or
 * address does; every link is absolute.
 */
export interface AtomEntry {
  id: string;
  title: string;
  url: string;
  published: string;
  updated: string;
  summary: string;
  html: string;
}

export interface AtomFeed {
  origin: string;
  title: string;
  author: string;
  updated: string;
  entries: AtomEntry[];
}

const esc = (s: string) =>
  s
    // Characters XML 1.0 forbids, even escaped.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");

/** tag:host,YYYY-MM-DD:news/ID — stable for the post's life whatever is edited. */
export function tagUri(origin: string, createdAt: string, id: string): string {
  return `tag:${new URL(origin).hostname},${createdAt.slice(0, 10)}:news/${id}`;
}

export function atomXml(f: AtomFeed): string {
  const entries = f.entries.map(
    (e) => `  <entry>
    <id>${esc(e.id)}</id>
    <title type="text">${esc(e.title)}</title>
    <link rel="alternate" type="text/html" href="${esc(e.url)}"/>
    <published>${esc(e.published)}</published>
    <updated>${esc(e.updated)}</updated>
    <summary type="text">${esc(e.summary)}</summary>
    <content type="html">${esc(e.html)}</content>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${esc(`${f.origin}/news`)}</id>
  <title type="text">${esc(f.title)}</title>
  <updated>${esc(f.updated)}</updated>
  <author><name>${esc(f.author)}</name></author>
  <link rel="self" type="application/atom+xml" href="${esc(`${f.origin}/news.xml`)}"/>
  <link rel="alternate" type="text/html" href="${esc(`${f.origin}/news`)}"/>
  <generator>Marquee</generator>
${entries.join("\n")}
</feed>
`;
}
