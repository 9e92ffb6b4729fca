/**
 * The site stylesheet as text, for the server to inline into every document
 * (ADR 0503). Vite resolves the @imports and minifies it at build time; it is
 * only in the server bundle, never in the browser's JavaScript.
 */
import css from "~/site.css?inline";

export const SITE_CSS: string = css;
