/** The public layout: every public page inside the site's shell, with the media player that lives across pages. */
import { Outlet } from "react-router";
import { PlayerRoot } from "~/capabilities/media/index.ts";
import { SiteErrorBoundary, SiteShell } from "~/capabilities/site/components/SiteShell.tsx";

export default function SiteLayout() {
  return (
    <PlayerRoot>
      <SiteShell>
        <Outlet />
      </SiteShell>
    </PlayerRoot>
  );
}

/** A page's error (404, 403, 500) inside the shell, with its catalogue message and reference id. */
export function ErrorBoundary() {
  return <SiteErrorBoundary />;
}
