/**
 * The container's health check (Dockerfile HEALTHCHECK, compose.yaml): exits 0 when Marquee's
 * /healthz answers 200 on this machine (the database answers), 1 otherwise — within 4 seconds.
 * Plain Node, no curl in the image. PORT is the one the server listens on (3000 by default).
 */
const port = process.env.PORT || "3000";
const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(4000) }).catch(() => null);
process.exit(res?.status === 200 ? 0 : 1);
