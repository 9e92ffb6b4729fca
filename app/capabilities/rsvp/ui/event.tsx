/**
 * The RSVP capability's part of the public event page (ids match the
 * manifest's `eventPage`). The form is rendered on the server
 * (server/render.server.tsx); this wrapper is all that reaches the browser.
 */
export default { rsvp: ({ data }: { data: { html: string } }) => <div className="rsvp-part" dangerouslySetInnerHTML={{ __html: data.html }} /> };
