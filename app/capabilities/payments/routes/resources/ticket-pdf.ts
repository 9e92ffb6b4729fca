/** /tickets/:token/tickets.pdf — the order's tickets as the PDF the receipt carries; the token is the secret. */
import type { Route } from "./+types/ticket-pdf";
import { notFound } from "~/core/http/errors.server.ts";
import { orderPdf } from "~/capabilities/payments/server/order-pdf.server.ts";

export async function loader({ params }: Route.LoaderArgs) {
  const pdf = await orderPdf(params.token);
  if (!pdf) throw notFound();
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${pdf.filename}"`,
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
}
