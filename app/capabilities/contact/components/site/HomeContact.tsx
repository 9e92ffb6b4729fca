/**
 * The home page's call to action: bookings, press or a question. The social
 * links are in the footer right below, so they are not repeated here.
 */
import { Link } from "react-router";
import { Mail } from "lucide-react";
import type { HomeContactData } from "../../server/home.server.ts";
import { useI18n } from "~/core/i18n/react.tsx";

export function HomeContact(_: { data: HomeContactData }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="home-contact" className="home-section home-contact">
      <div className="container home-contact__inner">
        <h2 id="home-contact">{t("contact.home.heading")}</h2>
        <p>{t("contact.home.body")}</p>
        <p>
          <Link className="button" to="/contact">
            <Mail className="icon" aria-hidden="true" /> {t("contact.home.cta")}
          </Link>
        </p>
      </div>
    </section>
  );
}
