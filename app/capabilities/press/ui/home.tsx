/** The home page's press-kit link: markup rendered on the server (server/home.server.ts), placed as it is — no JavaScript of its own. */
export default { press: ({ data }: { data: { html: string } | null }) => (data ? <div className="press-slot" dangerouslySetInnerHTML={{ __html: data.html }} /> : null) };
