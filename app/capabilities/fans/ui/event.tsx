/** An event page's sign-up: markup the server rendered (server/home.server.ts, QuickSignup), placed as it is — it costs the page's JavaScript nothing. */
export default { "fans-event": ({ data }: { data: { html: string } }) => <div className="fans-slot" dangerouslySetInnerHTML={{ __html: data.html }} /> };
