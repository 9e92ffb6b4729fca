/**
 * Home sections from the press kit, rendered on the server (no JavaScript of
 * their own): what the press says (up to three quotes, laid out for how many
 * there are), and the strip of festivals and venues the act has played.
 */
import type { PlayedAt, PressQuote } from "~/capabilities/press/lib/model.ts";

export function HomeQuotes({ quotes, heading }: { quotes: PressQuote[]; heading: string }) {
  return (
    <section className="home-section home-quotes" aria-labelledby="home-quotes">
      <div className="container">
        <h2 id="home-quotes" className="visually-hidden">
          {heading}
        </h2>
        <ul className={`quotes quotes--${quotes.length}`}>
          {quotes.map((q, i) => (
            <li key={i}>
              <figure className="quote">
                <blockquote>
                  <p>{q.quote}</p>
                </blockquote>
                <figcaption>
                  {q.link ? (
                    <a href={q.link} rel="external noopener noreferrer">
                      <cite>{q.source}</cite>
                    </a>
                  ) : (
                    <cite>{q.source}</cite>
                  )}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function HomePlayed({ played, heading }: { played: PlayedAt[]; heading: string }) {
  return (
    <section className="home-section home-played" aria-labelledby="home-played">
      <div className="container">
        <h2 id="home-played" className="played__heading">
          {heading}
        </h2>
        <ul className="played">
          {played.map((p, i) => (
            <li key={i}>
              {p.link ? (
                <a href={p.link} rel="external noopener noreferrer">
                  {p.name}
                </a>
              ) : (
                p.name
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
