/**
 * Parts a page rarely shows: an error page and the bar over a preview. Their
 * code loads only on a page that shows them, keeping ~1 KB off every first
 * load (ADR 0902). Never inside a Suspense boundary: the server's render waits
 * for them, so the HTML is whole, and hydration waits for the chunk.
 */
import { lazy } from "react";

export const LazyErrorPage = lazy(() => import("./ErrorPage.tsx").then((m) => ({ default: m.ErrorPage })));
export const LazyPreviewBar = lazy(() => import("./PreviewBar.tsx").then((m) => ({ default: m.PreviewBar })));
