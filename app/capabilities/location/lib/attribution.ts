/**
 * The tile attribution as safe HTML for Leaflet's attribution control (which
 * takes HTML). The configured text is escaped; the names of well-known data
 * sources become links to their licence pages, as their terms ask.
 */
const LINKS: [RegExp, string][] = [
  [/OpenStreetMap/, "https://www.openstreetmap.org/copyright"],
  [/CARTO/, "https://carto.com/attributions"],
];

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export function attributionHtml(text: string): string {
  let html = escapeHtml(text.trim());
  for (const [re, href] of LINKS) {
    html = html.replace(re, (name) => `<a href="${href}" rel="noopener">${name}</a>`);
  }
  return html;
}
