/**
 * Per-request values for rendering: the CSP nonce (so inline scripts run) and
 * the request id shown on the error page. Set by entry.server on the server;
 * on the client the nonce is unnecessary and the id is read back from the page.
 */
import { createContext, useContext } from "react";

export interface RenderInfo {
  nonce: string;
  requestId: string;
}

const RenderContext = createContext<RenderInfo>({ nonce: "", requestId: "" });
export const RenderInfoProvider = RenderContext.Provider;

export function useNonce(): string {
  return useContext(RenderContext).nonce;
}

export function useRequestId(): string {
  const fromServer = useContext(RenderContext).requestId;
  if (fromServer) return fromServer;
  if (typeof document !== "undefined") {
    return document.querySelector<HTMLMetaElement>('meta[name="request-id"]')?.content ?? "";
  }
  return "";
}
