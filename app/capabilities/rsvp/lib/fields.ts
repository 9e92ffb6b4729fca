/** The RSVP form's field names and limits, shared by the form, its service and its tests. */
export const F = {
  name: "name",
  email: "email",
  party: "party",
  answer: (i: number) => `answer${i}`,
  token: "rsvp_token",
  honeypot: "website",
  date: "date",
} as const;

export const NAME_MAX = 100;
export const ANSWER_MAX = 200;
export const QUESTION_MAX = 120;
export const MAX_QUESTIONS = 3;
export const CAPACITY_MAX = 100_000;
export const PARTY_MAX = 50;
/** Reminder choices in the studio (hours before the date); 0 = none, the default. */
export const REMINDER_CHOICES = [0, 2, 24, 48] as const;
