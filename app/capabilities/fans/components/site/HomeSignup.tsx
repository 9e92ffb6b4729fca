/**
 * The home page's mailing-list section (issue 12), rendered to markup on the
 * server (server/home.server.ts) and placed as it is by ui/home.tsx: the home
 * page's JavaScript carries neither the form nor its words.
 */
import type { SignupFormData } from "../../server/home.server.ts";
import { signupWords, type T } from "../../lib/messages.ts";
import { SignupForm } from "./SignupForm.tsx";

export function HomeSignup({ data, t }: { data: SignupFormData; t: T }) {
  const SIGNUP = signupWords(t);
  return (
    <section aria-labelledby="home-fans" className="home-section fans-home">
      <div className="container fans-home__inner">
        <h2 id="home-fans">{SIGNUP.heading}</h2>
        <p>{SIGNUP.intro}</p>
        <SignupForm
          token={data.token}
          siteName={data.siteName}
          source="home"
          idPrefix="home-fans"
          compact
          plain
          t={t}
        />
      </div>
    </section>
  );
}
