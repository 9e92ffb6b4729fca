/**
 * Client-side navigation for links in markup rendered on the server (ServerMarkupData slots: the home page's
 * dates and gallery preview, ADR 3404). Their <a>s are plain HTML that React Router does not know, so a click
 * would load a whole document — and stop the persistent player. This handler, on a container of such slots,
 * lets the router follow a same-site link instead; anything else (a new tab, a download, another site, a
 * modified click) is left to the browser.
 */
import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

export function usePlainLinks(base: string) {
  const navigate = useNavigate();
  return (e: MouseEvent<HTMLElement>) => {
    const a = (e.target as Element).closest?.("[data-plain-links] a[href^='/']");
    if (!(a instanceof HTMLAnchorElement) || e.defaultPrevented || e.button !== 0) return;
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || a.target || a.hasAttribute("download")) return;
    // The router's paths leave out the language's prefix (its basename).
    const path = a.pathname.startsWith(`${base}/`) ? a.pathname.slice(base.length) : a.pathname;
    e.preventDefault();
    void navigate(path + a.search + a.hash);
  };
}
