/** The footer's sign-up: markup the server rendered (server/home.server.ts, QuickSignup), placed as it is — it costs the pages' JavaScript nothing. */
export default { "fans-footer": ({ data }: { data: { html: string } }) => <div className="fans-slot" dangerouslySetInnerHTML={{ __html: data.html }} /> };
