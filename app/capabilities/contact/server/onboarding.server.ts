/** The contact step of the dashboard's "get started" checklist (issue 11): a test e-mail went out. */
import { latestTest } from "~/core/mail/index.server.ts";

export async function testMailDone(): Promise<boolean> {
  return (await latestTest())?.state === "sent";
}
