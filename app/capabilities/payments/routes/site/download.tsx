/**
 * /downloads/:token — what a download link gives (issue 30): the release's
 * files and the ZIP, with the downloads left and until when; or a page that
 * says plainly why not (expired, used up, not a link of this site). The link
 * is the secret: private, never cached, not indexed, no referrer.
 */
import { data, type HeadersFunction } from "react-router";
import type { Route } from "./+types/download";
import { now } from "~/core/clock.server.ts";
import { seo } from "~/core/seo/meta.ts";
import { downloadView } from "~/capabilities/payments/server/store/page.server.ts";

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ params }: Route.LoaderArgs) {
  const v = await downloadView(params.token, now());
  return data(v, {
    status: v.state === "unknown" ? 404 : v.state === "ok" ? 200 : 410,
    headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex" },
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...seo(matches, { title: loaderData?.heading ?? "Download", path: "/" }),
  { name: "robots", content: "noindex" },
];

const size = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

export default function Download({ loaderData: d }: Route.ComponentProps) {
  return (
    <main id="main" className="container download-page">
      <h1>{d.heading}</h1>
      <p className={d.state === "ok" ? undefined : "notice error"} role={d.state === "ok" ? undefined : "alert"}>
        {d.message}
      </p>
      {d.state === "ok" ? (
        <>
          {d.zip ? (
            <p>
              <a className="button" href={d.zip} download>
                {d.zipLabel}
              </a>
            </p>
          ) : null}
          <ol>
            {d.files.map((f) => (
              <li key={f.href}>
                <a href={f.href} download>
                  {f.name}
                </a>{" "}
                ({size(f.bytes)})
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </main>
  );
}
