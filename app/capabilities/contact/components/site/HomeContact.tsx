/** The home page's call to action: bookings, press or a question. */
import { Link } from "react-router";
import { Mail } from "lucide-react";
import { SocialLinks } from "~/capabilities/site/index.ts";
import type { HomeContactData } from "../../server/home.server.ts";

export function HomeContact({ data }: { data: HomeContactData }) {
  return (
    <section aria-labelledby="home-contact" className="card" style={{ marginTop: "2.5rem" }}>
      <h2 id="home-contact" style={{ marginTop: 0 }}>
        Get in touch
      </h2>
      <p>Bookings, press or a question? Send us a message — we answer every one.</p>
      <p className="row">
        <Link className="button" to="/contact">
          <Mail className="icon" aria-hidden="true" /> Contact us
        </Link>
      </p>
      <SocialLinks links={data.socialLinks} />
    </section>
  );
}
