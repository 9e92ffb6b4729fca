/** Whether the contact form answers a visitor automatically: MAIL_AUTOREPLY, and a transport that can (EmailJS needs its template). */
import { env } from "~/core/env.server.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import { mailProblemFor } from "~/core/mail/index.server.ts";

const AUTOREPLY = { emailjs: { template: "autoreply" } } as const;

export async function autoreplyWorks(): Promise<boolean> {
  return env().MAIL_AUTOREPLY && (await mailProblemFor(AUTOREPLY)) === null;
}

/** Said beside the e-mail status when auto-replies are asked for but cannot go; null otherwise. */
export async function autoreplyNote({ t }: Pick<Translator, "t">): Promise<string | null> {
  if (!env().MAIL_AUTOREPLY) return null;
  const problem = await mailProblemFor(AUTOREPLY);
  return problem ? t("contact.studio.status.noAutoreply", { problem }) : null;
}
