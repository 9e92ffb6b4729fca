/**
 * Every public word of the RSVP capability — the form, its answers, the
 * change/cancel page and the e-mails — in one module, so the languages work
 * (issue 15) can move them into catalogues without hunting. Plain constants
 * and functions, no framework.
 */

const places = (n: number) => (n === 1 ? "1 place" : `${n} places`);

export const FORM = {
  heading: "Reply to come",
  intro: "Free entry — let us know you're coming.",
  full: "All places are taken. Reply anyway to join the waitlist: if a place frees up, you get it and an e-mail.",
  notYet: (when: string) => `Replies open ${when}.`,
  closed: "Replies are closed for this date.",
  name: "Name",
  email: "E-mail",
  emailHint: "Your confirmation and a link to change or cancel go here.",
  party: "How many people, you included?",
  partyHint: (max: number) => (max === 1 ? "One place per reply." : `Up to ${max}.`),
  submit: "Reply",
  submitWaitlist: "Join the waitlist",
  privacy: "We use your name and address only for this date: the guest list and e-mails about it.",
  honeypot: "Leave this empty",
};

export const ERRORS = {
  name: "Enter your name.",
  nameLong: (max: number) => `Keep the name under ${max} characters.`,
  nameLink: "Enter just a name, without links.",
  party: (max: number) => (max === 1 ? "Replies are for one person." : `Choose from 1 to ${max} people.`),
  partyNoRoom: (left: number, kept: number) => `Only ${places(left)} left, so your reply stays at ${kept}.`,
  answerLong: (max: number) => `Keep the answer under ${max} characters.`,
  notOpen: "Replies are not open for this date.",
  unreadable: "Please check the fields marked below.",
};

export const DONE = {
  confirmed: (party: number) => `You're on the guest list (${places(party)}). A confirmation is on its way to your inbox.`,
  waitlisted: "You're on the waitlist. If a place frees up, it's yours and we'll e-mail you.",
  updated: "Your reply is updated. We've e-mailed you the details.",
  cancelled: "Your reply is cancelled. Thanks for letting us know.",
};

export const MANAGE = {
  heading: "Your reply",
  invalid: "This link is not valid any more. Use the link in your latest e-mail about this date.",
  statusConfirmed: (party: number) => `You're on the guest list: ${places(party)}.`,
  statusWaitlisted: (party: number) => `You're on the waitlist for ${places(party)}.`,
  statusCancelled: "You cancelled this reply.",
  change: "Save changes",
  cancel: "Cancel my reply",
  cancelHint: "Your places go to the next people on the waitlist.",
  again: "Reply again",
};

export const STATUS_TEXT = { confirmed: "Confirmed", waitlisted: "Waitlisted", cancelled: "Cancelled" } as const;

export const MAIL = {
  confirmedSubject: (title: string, when: string) => `You're on the list: ${title}, ${when}`,
  waitlistedSubject: (title: string, when: string) => `Waitlist: ${title}, ${when}`,
  promotedSubject: (title: string, when: string) => `A place is yours: ${title}, ${when}`,
  reminderSubject: (title: string, when: string) => `Reminder: ${title}, ${when}`,
  greeting: (name: string) => `Hello ${name},`,
  confirmed: (party: number, title: string, when: string) => `You have ${places(party)} for ${title} on ${when}.`,
  waitlisted: (party: number, title: string, when: string) => `${title} on ${when} is full, so your reply for ${places(party)} is on the waitlist. If places free up, they go to the waitlist in order and we e-mail you at once.`,
  promoted: (party: number, title: string, when: string) => `Good news: places freed up, and you now have ${places(party)} for ${title} on ${when}.`,
  reminder: (party: number, title: string, when: string) => `See you soon: ${title} on ${when} (${places(party)}).`,
  where: (venue: string) => `Where: ${venue}`,
  ics: "The date is attached for your calendar.",
  answers: "Your answers",
  manage: "Change or cancel my reply",
  manageHint: "Can't come after all? Cancel with the link, so your place goes to someone on the waitlist.",
  eventPage: "The event's page",
};
