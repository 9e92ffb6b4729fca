import { expect, test } from "vitest";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { pseudoCatalogue, pseudoMessage } from "./pseudo.ts";
import { createTranslator } from "./translator.ts";
import { compileCatalogue } from "./catalogues.server.ts";

/** The pseudo message, compiled and rendered as the site would show it. */
function shown(source: string, values: Record<string, string | number> = {}): string {
  const tr = createTranslator({
    locale: "en",
    intl: "en-GB",
    dir: "ltr",
    messages: compileCatalogue({ k: pseudoMessage(source) }),
  });
  return tr.t("k", values);
}

test("plain text is accented, bracketed and about 40 % longer", () => {
  const p = pseudoMessage("Send message");
  expect(p).toBe("⟦Šéñð ɱéššåĝé ~~~~~⟧");
  expect(p.length).toBeGreaterThanOrEqual(Math.round("Send message".length * 1.4));
  expect(/[A-Za-z]/.test(p)).toBe(false);
});

test("placeholders keep their names and formats", () => {
  expect(pseudoMessage("Hello {name}")).toBe("⟦Ĥéļļö {name} ~~⟧");
  expect(pseudoMessage("{count, number} seats")).toBe("⟦{count, number} šéåţš ~~⟧");
  expect(shown("Welcome back, {name}.", { name: "Ada" })).toBe("⟦Ŵéļçöɱé ƀåçķ, Ada. ~~~~~⟧");
});

test("plural, selectordinal and select branches keep their selectors and #, and only the words change", () => {
  const plural = "{count, plural, =0 {No seats} one {# seat} other {# seats}} left";
  expect(pseudoMessage(plural)).toBe("⟦{count, plural, =0 {Ñö šéåţš} one {# šéåţ} other {# šéåţš}} ļéƒţ ~~~~~⟧");
  expect(shown(plural, { count: 0 })).toBe("⟦Ñö šéåţš ļéƒţ ~~~~~⟧");
  expect(shown(plural, { count: 1 })).toBe("⟦1 šéåţ ļéƒţ ~~~~~⟧");
  expect(shown(plural, { count: 3 })).toBe("⟦3 šéåţš ļéƒţ ~~~~~⟧");
  const select = "{kind, select, concert {A concert by {name}} other {An event}}";
  expect(pseudoMessage(select)).toBe("⟦{kind, select, concert {Å çöñçéŕţ ƀý {name}} other {Åñ éṽéñţ}} ~~~~⟧");
  expect(shown(select, { kind: "concert", name: "Ada" })).toBe("⟦Å çöñçéŕţ ƀý Ada ~~~~⟧");
  expect(shown("{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} week", { n: 2 })).toBe("⟦2ñð ŵééķ ~~~⟧");
});

test("tags and ICU quoting stay as they are", () => {
  expect(pseudoMessage("Read <0>the notes</0> first")).toBe("⟦Ŕéåð <0>ţĥé ñöţéš</0> ƒîŕšţ ~~~~~~ ~⟧");
  expect(pseudoMessage("Type '{name}' literally, it''s fine")).toBe("⟦Ţýþé '{name}' ļîţéŕåļļý, îţ''š ƒîñé ~~~~~~ ~~⟧");
  // '{' and '}' are literal braces; the word between them is text like any other.
  expect(shown("it''s '{'fine'}'")).toBe("⟦îţ'š {ƒîñé} ~~~⟧");
});

test("every message of a catalogue compiles after the transform, with the same arguments", () => {
  const source = { a: "{count, plural, one {# date} other {# dates}} in {city}", b: "Plain", c: "{x}" };
  const pseudo = pseudoCatalogue(source);
  for (const [k, v] of Object.entries(pseudo)) {
    expect(() => compileMessage(v)).not.toThrow();
    expect(JSON.stringify(compileMessage(v)).match(/"(count|city|x)"/g)).toEqual(
      JSON.stringify(compileMessage(source[k as keyof typeof source])).match(/"(count|city|x)"/g),
    );
  }
});

test("a long message's padding comes as short words, so it wraps like a translation would", () => {
  const p = pseudoMessage(
    "Where the band plays next, with tickets and the way to the venue, for every date of the tour.",
  );
  expect(p).toMatch(/ ~{1,6}( ~{1,6})+⟧$/);
  expect(p.match(/~{7,}/)).toBeNull();
});
