/** The home page's link to the press kit, for bookers and journalists (rendered on the server: its words come as props, translated there). */
export interface HomePressWords {
  heading: string;
  text: string;
  link: string;
}

export function HomePress({ words }: { words: HomePressWords }) {
  return (
    <section className="home-section home-press" aria-labelledby="home-press">
      <div className="container">
        <div className="section-head">
          <h2 id="home-press">{words.heading}</h2>
        </div>
        <p>{words.text}</p>
        <p>
          <a className="button" href="/press">
            {words.link}
          </a>
        </p>
      </div>
    </section>
  );
}
