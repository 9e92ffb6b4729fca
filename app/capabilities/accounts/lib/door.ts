/**
 * The studio's door — sign-in, first-run setup, "forgot password" and the
 * reset link — is outside the studio's frame: nobody is signed in yet, so
 * these pages speak the studio's default language (docs/languages.md) and
 * carry only their own messages, the ones under these prefixes.
 */
export const DOOR_KEYS = ["accounts.studio.auth."];

/** Whole minutes of a Retry-After in seconds, at least one. */
export const minutesOf = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));
