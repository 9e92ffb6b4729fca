import { expect, test } from "vitest";
import { contactExport, exportMessagesFor } from "./export-contact.ts";

test("the exported form's messages come from the contact catalogue, in any shipped locale", () => {
  expect(exportMessagesFor("en").sent).toBe("Thank you, your message was sent.");
  expect(exportMessagesFor("de").sent).toBe("Danke, deine Nachricht wurde gesendet.");
  expect(exportMessagesFor("ar").sending).toBe("جارٍ الإرسال…");
  // An unknown language is English, as on the server.
  expect(exportMessagesFor("xx")).toEqual(exportMessagesFor("en"));
  for (const code of ["fr", "es", "it", "nl", "pt-BR", "pt-PT", "pl", "sv"]) {
    const m = exportMessagesFor(code);
    expect(
      Object.values(m).every((v) => v && !v.startsWith("contact.")),
      code,
    ).toBe(true);
    expect(m.missing, code).not.toBe(exportMessagesFor("en").missing);
  }
});

test("each exported page carries the messages of its own language", () => {
  const { transformHtml } = contactExport({}, { base: "/", minFillMs: 0 });
  const page = (lang: string) =>
    `<!doctype html><html lang="${lang}" dir="ltr"><head></head><body><main></main></body></html>`;
  const config = (html: string) =>
    JSON.parse(/<script type="application\/json" id="marquee-emailjs">([^<]*)<\/script>/.exec(html)![1]!) as {
      messages: { sent: string };
    };
  expect(config(transformHtml("/contact", page("fr"))).messages.sent).toBe(exportMessagesFor("fr").sent);
  expect(config(transformHtml("/contact", page("en"))).messages.sent).toBe("Thank you, your message was sent.");
});
