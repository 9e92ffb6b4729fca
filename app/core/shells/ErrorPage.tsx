import { Link } from "react-router";
import { useI18n } from "~/core/i18n/react.tsx";

// Keys written out whole: the catalogue test finds every key by its literal.
const TEXT = {
  400: ["core.error.400.title", "core.error.400.body"],
  403: ["core.error.403.title", "core.error.403.body"],
  404: ["core.error.404.title", "core.error.404.body"],
  429: ["core.error.429.title", "core.error.429.body"],
  500: ["core.error.500.title", "core.error.500.body"],
} as const;

/**
 * English for the one case without catalogues: the root loader itself failed (a 500 before the site's
 * language is known), so no messages reached the page. Only what that page shows.
 */
const ROOT_FAILURE: Record<string, string> = {
  "core.error.500.title": "Something went wrong",
  "core.error.500.body": "Something went wrong on our side. Please try again in a moment.",
  "core.error.code": "Error",
  "core.error.reference": "If this keeps happening, tell the site owner this reference:",
  "core.error.links": "Helpful links",
  "core.error.home": "Go to the home page",
};

/**
 * The friendly error page: what happened, where to go, and (for 500s) the reference id from the log.
 * Where to go is the home page and the manifests' `errorLinks` (the root loader words them: `links`;
 * none when the root loader itself failed). They are document loads: from the studio's error page
 * they cross to the public site, which has its own stylesheet. Texts are in the site's language; a thrown error's own message is shown
 * unless its code is one whose message this page says better (and translated). Not the error
 * catalogue itself: its texts would join every public page's first load (commit 020ce2b).
 */
export function ErrorPage({
  status,
  message,
  code,
  requestId,
  links = [],
}: {
  status: number;
  message?: string;
  code?: string;
  requestId?: string;
  links?: readonly { to: string; label: string }[];
}) {
  const i18n = useI18n();
  const t = (key: string, values?: Record<string, number>) => {
    const text = i18n.t(key, values);
    return text === key ? (ROOT_FAILURE[key] ?? key) : text;
  };
  const [title, body] = Object.hasOwn(TEXT, status)
    ? TEXT[status as keyof typeof TEXT]
    : TEXT[status >= 500 ? 500 : 400];
  const generic = code === "not_found" || code === "forbidden" || code === "server";
  return (
    <main id="main" className="container error-page">
      <p className="error-page__code">
        <span className="visually-hidden">{t("core.error.code", { status })}</span>
        <span aria-hidden="true">{status}</span>
      </p>
      <h1>{t(title)}</h1>
      <p>{message && !generic ? message : t(body)}</p>
      {status >= 500 && requestId ? (
        <p>
          {t("core.error.reference")} <code>{requestId}</code>
        </p>
      ) : null}
      <nav aria-label={t("core.error.links")}>
        <ul className="row" style={{ listStyle: "none", padding: 0 }}>
          <li>
            <Link className="button" to="/" reloadDocument>
              {t("core.error.home")}
            </Link>
          </li>
          {links.map((l) => (
            <li key={l.to}>
              <Link className="button secondary" to={l.to} reloadDocument>
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
