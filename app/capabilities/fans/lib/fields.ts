/** Names of the sign-up form's fields, shared by the forms and the action. */
export const F = {
  email: "email",
  name: "name",
  wants: "wants",
  town: "town",
  townId: "town_id",
  radius: "radius_km",
  source: "source",
  /** The signed timing token (the contact form's, reused). */
  token: "form_token",
  /** The honeypot: hidden from people, filled by bots. */
  honeypot: "website",
} as const;

/** Where a sign-up came from (shown and filtered in the studio). */
export const SOURCES = ["home", "footer", "event", "subscribe"] as const;
export type SignupSource = (typeof SOURCES)[number] | "import";

export const NAME_MAX = 100;
