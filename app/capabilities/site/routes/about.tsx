import type { Route } from "./+types/about";
import { getSettings } from "~/core/settings/settings.server.ts";
import { markdownToText, renderMarkdown } from "~/core/markdown.server.ts";
import { seo } from "~/core/seo/meta.ts";

export async function loader() {
  const s = await getSettings();
  return { name: s.name, html: renderMarkdown(s.about), description: markdownToText(s.about, 160) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, { title: "About", description: loaderData?.description, path: "/about", type: "profile" });

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="container">
      <h1>About {loaderData.name}</h1>
      {loaderData.html ? (
        // Rendered on the server by markdown-it with raw HTML disabled and links filtered (SPEC §5).
        <div className="prose" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
      ) : (
        <p className="muted">Nothing here yet.</p>
      )}
    </main>
  );
}
