import type { HeadersFunction } from "react-router";

/**
 * Document responses take headers only from a route's `headers` export
 * (cookies are merged automatically). Routes that answer 429 export this so
 * Retry-After reaches the browser on a plain form post too.
 */
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders, errorHeaders }) => {
  const out = new Headers();
  const retry =
    errorHeaders?.get("Retry-After") ?? actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retry) out.set("Retry-After", retry);
  return out;
};
