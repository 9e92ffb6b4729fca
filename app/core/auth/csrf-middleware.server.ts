import type { MiddlewareFunction } from "react-router";
import { csrfCookieHeader } from "./csrf.server.ts";

/** Gives a browser its CSRF cookie on the first studio page it loads. */
export const csrfCookieMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const res = await next();
  const cookie = csrfCookieHeader(request, context);
  if (cookie) res.headers.append("Set-Cookie", cookie);
  return res;
};
