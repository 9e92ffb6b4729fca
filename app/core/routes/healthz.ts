import { ping } from "~/core/db/client.server.ts";

/** 200 when the database answers, 503 otherwise (SPEC §2). */
export async function loader() {
  const ok = await ping();
  return new Response(ok ? "ok\n" : "database unavailable\n", {
    status: ok ? 200 : 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
