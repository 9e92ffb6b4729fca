/** The payments capability's home section (its manifest's `home`): "Support us" with the suggested amounts. */
import { slotComponent, slotComponents } from "~/core/ui/slots.ts";
import type { SupportHomeData } from "../server/support-page.server.ts";
import { supportHome } from "../slots.ts";

function HomeSupport({ data }: { data: SupportHomeData }) {
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

export default slotComponents(slotComponent(supportHome, HomeSupport));
