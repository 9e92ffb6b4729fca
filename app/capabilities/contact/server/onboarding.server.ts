/**
 * The contact step of the dashboard's launch checklist (issues 11, 25 §3): a test e-mail that a
 * mail server accepted with the settings in force — the log transport's "test recorded" does not
 * count — and no refusal since (a later failed send unticks it).
 */
import { sendingStatus } from "~/core/mail/index.server.ts";

export async function testMailDone(): Promise<boolean> {
  const s = await sendingStatus();
  return s.working && s.testAcceptedAt !== null;
}
