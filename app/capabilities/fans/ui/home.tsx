/** The home page's sign-up section: markup the server rendered (server/home.server.ts, HomeSignup), placed as it is — it costs the home page's JavaScript nothing. */
export default { "fans-signup": ({ data }: { data: { html: string } }) => <div className="fans-slot" dangerouslySetInnerHTML={{ __html: data.html }} /> };
