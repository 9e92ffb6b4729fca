/**
 * Lives above the public routes so uploaded audio keeps playing while the
 * visitor moves between pages (filled by the media capability).
 */
import type { ReactNode } from "react";

export function PlayerRoot({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
