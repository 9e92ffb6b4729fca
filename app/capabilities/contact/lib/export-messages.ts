/** What the exported contact form tells the visitor (issue 17); plain English until the export renders catalogues. */
export const EXPORT_CONTACT_MESSAGES = {
  missing: "This form cannot send messages yet: the site's e-mail service is not set up. Please write to us another way.",
  sending: "Sending…",
  sent: "Thank you, your message was sent.",
  failed: "Your message could not be sent. Please try again in a moment.",
  tooLarge: "The file is too large to send. Please attach a smaller one, or leave it out.",
  tooFast: "That was quick — please check your message and press Send again.",
};
