/** The home page's link to the press kit, for bookers and journalists. */
import { PRESS_MESSAGES as M } from "~/capabilities/press/lib/messages.ts";

export function HomePress() {
  return (
    <section className="home-section home-press" aria-labelledby="home-press">
      <div className="container">
        <div className="section-head">
          <h2 id="home-press">{M.homeHeading}</h2>
        </div>
        <p>{M.homeText}</p>
        <p>
          <a className="button" href="/press">
            {M.homeLink}
          </a>
        </p>
      </div>
    </section>
  );
}
