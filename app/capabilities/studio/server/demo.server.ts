/** "Remove demo content" on the dashboard, audited. */
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import { removeDemo } from "~/core/demo/demo.server.ts";

export async function removeDemoAs(actor: Actor): Promise<void> {
  await removeDemo();
  await audit(actor, "demo.remove", "site", null);
}
