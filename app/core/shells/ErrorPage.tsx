import { Link } from "react-router";

const TEXT: Record<number, { title: string; body: string }> = {
  400: { title: "That didn't work", body: "Please check what you entered and try again." },
  403: { title: "No access", body: "You don't have access to this page." },
  404: { title: "Page not found", body: "We couldn't find that page. It may have moved, or the link may be old." },
  429: { title: "Slow down", body: "Too many attempts. Please wait a little and try again." },
  500: { title: "Something went wrong", body: "Something went wrong on our side. Please try again in a moment." },
};

/**
 * The friendly error page: what happened, where to go, and (for 500s) the reference id from the log.
 * Its links are document loads: from the studio's error page they cross to the public site, which
 * has its own stylesheet.
 */
export function ErrorPage({ status, message, requestId }: { status: number; message?: string; requestId?: string }) {
  const t = TEXT[status] ?? TEXT[status >= 500 ? 500 : 400]!;
  return (
    <main id="main" className="container error-page">
      <p className="error-page__code">
        <span className="visually-hidden">{`Error ${status}`}</span>
        <span aria-hidden="true">{status}</span>
      </p>
      <h1>{t.title}</h1>
      <p>{message ?? t.body}</p>
      {status >= 500 && requestId ? (
        <p>
          If this keeps happening, tell the site owner this reference: <code>{requestId}</code>
        </p>
      ) : null}
      <nav aria-label="Helpful links">
        <ul className="row" style={{ listStyle: "none", padding: 0 }}>
          <li>
            <Link className="button" to="/" reloadDocument>Go to the home page</Link>
          </li>
          <li>
            <Link className="button secondary" to="/events" reloadDocument>See upcoming events</Link>
          </li>
          <li>
            <Link className="button secondary" to="/contact" reloadDocument>Contact us</Link>
          </li>
        </ul>
      </nav>
    </main>
  );
}
