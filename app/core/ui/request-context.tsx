/**
 * Per-request values for rendering: the CSP nonce (so inline scripts run),
 * the request id shown on the error page, and the site stylesheet the document
 * inlines. Set by entry.server on the server; on the client the nonce is
 * unnecessary and the id and the stylesheet are read back from the page (so
 * the browser's JavaScript never carries the CSS).
 */
import { createContext, useContext } from "react";

export interface RenderInfo {
  nonce: string;
  requestId: string;
  css: string;
  /** The CSS parts inlined in `css`, space-separated (core/ui/css-parts.ts). */
  parts?: string;
}

const RenderContext = createContext<RenderInfo>({ nonce: "", requestId: "", css: "" });
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

/** The inline site stylesheet: from the server while rendering, read back from the page while hydrating. */
export function useSiteCss(): string {
  const fromServer = useContext(RenderContext).css;
  if (fromServer) return fromServer;
  if (typeof document !== "undefined") return document.getElementById("site-css")?.innerHTML ?? "";
  return "";
}

/** Which CSS parts the inline stylesheet holds (its data-parts), the same way. */
export function useSiteCssParts(): string {
  const info = useContext(RenderContext);
  if (info.css) return info.parts ?? "";
  if (typeof document !== "undefined") return document.getElementById("site-css")?.dataset.parts ?? "";
  return "";
}
