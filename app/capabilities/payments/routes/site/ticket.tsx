/**
 * /tickets/:token — one e-ticket, made for a phone at the door: the QR code
 * (SVG, sharp at any size, white around it for the scanner), the door code,
 * the event and the holder. The link is the secret: private, never cached,
 * not indexed, no referrer.
 */
import { data } from "react-router";
import type { Route } from "./+types/ticket";
import { notFound } from "~/core/http/errors.server.ts";
import { seo } from "~/core/seo/meta.ts";
import { useCssParts, type CssPartsHandle } from "~/core/ui/css-parts.ts";
import { ticketPage } from "~/capabilities/payments/server/ticket-page.server.ts";
import ticketCss from "~/capabilities/payments/ticket.css?url";

export const handle: CssPartsHandle = { css: [ticketCss] };

export async function loader({ params }: Route.LoaderArgs) {
  const p = await ticketPage(params.token);
  if (!p) throw notFound();
  return data(p, { headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" } });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...seo(matches, { title: loaderData ? `${loaderData.title} – ${loaderData.label}` : "Ticket", path: "/" }),
  { name: "robots", content: "noindex" },
];

export default function Ticket({ loaderData: d }: Route.ComponentProps) {
  useCssParts(handle);
  return (
    <main id="main" className="container ticket-page">
      {d.testMode ? <p className="notice error">{d.testMode}</p> : null}
      <h1>
        <a href={d.eventPath}>{d.title}</a>
      </h1>
      <p>
        {d.when}
        {d.venue ? ` · ${d.venue}` : null}
      </p>
      <section className={`ticket${d.valid ? "" : " ticket--used"}`} aria-labelledby="ticket-label">
        <h2 id="ticket-label">{d.label}</h2>
        <p className="ticket__holder">{d.holder}</p>
        <div className="ticket__qr" role="img" aria-label={d.qrAlt} dangerouslySetInnerHTML={{ __html: d.qr }} />
        <p className="ticket__code">
          <span>{d.codeLabel}</span> <strong>{d.code}</strong>
        </p>
        <p className="ticket__status" role="status">
          {d.status}
        </p>
        <p className="ticket__order">
          {d.orderLabel}: {d.number}
        </p>
      </section>
      <p>
        <a href={d.pdf} download>
          {d.pdfLabel}
        </a>
      </p>
    </main>
  );
}
