/**
 * The home page's call to action: bookings, press or a question. The social
 * links are in the footer right below, so they are not repeated here.
 */
import { Link } from "react-router";
import { Mail } from "lucide-react";
import type { HomeContactData } from "../../server/home.server.ts";

export function HomeContact(_: { data: HomeContactData }) {
  return (
    <section aria-labelledby="home-contact" className="home-section home-contact">
      <div className="container home-contact__inner">
        <h2 id="home-contact">Bookings, press, questions</h2>
        <p>Send us a message — we answer every one.</p>
        <p>
          <Link className="button" to="/contact">
            <Mail className="icon" aria-hidden="true" /> Get in touch
          </Link>
        </p>
      </div>
    </section>
  );
}
