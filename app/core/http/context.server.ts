/**
 * Request-scoped values that the Node entry (server.ts) puts into React
 * Router's context. The keys live in the app bundle; server.ts reaches them
 * through entry.server's exports so there is exactly one instance of each.
 */
import { createContext, RouterContextProvider } from "react-router";

export interface RequestInfo {
  /** Short id in the log line and on the error page. */
  requestId: string;
  /** Per-request CSP nonce for inline scripts. */
  nonce: string;
  /** Client address, honouring TRUST_PROXY. */
  ip: string;
  /** True when the visitor reached us over HTTPS (directly or through a trusted proxy). */
  secure: boolean;
  /**
   * True only when this request really arrived over HTTPS (directly, or per a trusted proxy's
   * X-Forwarded-Proto) — `secure` is also true whenever PUBLIC_URL is https.
   */
  https?: boolean;
  /** The host the visitor asked for (a trusted proxy's X-Forwarded-Host). */
  host?: string;
}

export const requestInfoContext = createContext<RequestInfo>({
  requestId: "",
  nonce: "",
  ip: "0.0.0.0",
  secure: false,
});

export function createLoadContext(info: RequestInfo): RouterContextProvider {
  const ctx = new RouterContextProvider();
  ctx.set(requestInfoContext, info);
  return ctx;
}

export function requestInfo(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestInfoContext);
}
