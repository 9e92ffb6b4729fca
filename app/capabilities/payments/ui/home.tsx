/** The payments capability's home section (ids match the manifest's `home`): "Support us" with the suggested amounts. */
import type { loadSupportHome } from "../server/support-page.server.ts";

type Data = NonNullable<Awaited<ReturnType<typeof loadSupportHome>>>;

function HomeSupport({ data }: { data: Data | null }) {
  if (!data) return null;
  return (
    <section className="container home-support" aria-labelledby="home-support-heading">
      <h2 id="home-support-heading">{data.heading}</h2>
      <p>{data.lead}</p>
      <p className="home-support__amounts">
        {data.amounts.map((a) => (
          <a key={a.href} className="button secondary" href={a.href}>
            {a.label}
          </a>
        ))}
        <a className="button" href="/support">
          {data.more}
        </a>
      </p>
    </section>
  );
}

export default { support: HomeSupport };
