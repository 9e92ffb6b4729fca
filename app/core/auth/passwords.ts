/**
 * Password rules (SPEC §5): 12–256 characters, not the e-mail address, not a
 * common password. Shared by browser hints and the server check; the messages
 * are the studio catalogue's (`core.studio.password.*`), in the translator's language.
 */
import type { Translator } from "../i18n/translator.ts";

const COMMON = new Set(
  `123456789012 1234567890123 qwertyuiopas password1234 password12345 passwordpassword iloveyou1234
  123456123456 111111111111 000000000000 abcdefghijkl abc123abc123 qwerty123456 letmein12345 welcome12345
  administrator changeme1234 trustno1trustno1 football1234 baseball1234 superman1234 sunshine1234 princess1234
  qwertyqwerty 1q2w3e4r5t6y monkeymonkey dragondragon starwars1234 passw0rd1234 p@ssword1234 p@ssw0rd1234
  masterkey123 correcthorsebatterystaple marquee12345 marqueemarquee
  aaaaaaaaaaaa zaq12wsxcde3 1qaz2wsx3edc qazwsxedcrfv asdfghjklzxc zxcvbnm12345 password123! Password123!
  Password1234 Welcome12345 Admin1234567 admin1234567 adminadmin12 rootroot1234 secret123456 letmeinplease`
    .split(/\s+/)
    .map((s) => s.toLowerCase()),
);

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;

/** Returns a message in `tr`'s language, or null when the password is acceptable. */
export function passwordProblem(password: string, email: string | undefined, tr: Pick<Translator, "t">): string | null {
  if (password.length < PASSWORD_MIN) return tr.t("core.studio.password.short", { min: PASSWORD_MIN });
  if (password.length > PASSWORD_MAX) return tr.t("core.studio.password.long", { max: PASSWORD_MAX });
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) return tr.t("core.studio.password.email");
  // Spaces don't make a listed password uncommon ("correct horse battery staple").
  const lower = password.toLowerCase().replace(/\s+/g, "");
  if (COMMON.has(lower) || /^(.)\1+$/.test(password) || /^(0123456789|1234567890)+\d*$/.test(password)) {
    return tr.t("core.studio.password.common");
  }
  return null;
}
