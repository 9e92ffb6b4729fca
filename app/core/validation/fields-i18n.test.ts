import { expect, test } from "vitest";
import { z } from "zod";
import { httpUrlSchema, latitudeSchema, longitudeSchema } from "./fields.ts";
import { parseSubmission } from "./forms.ts";
import { translatorFor } from "../i18n/catalogues.server.ts";

const schema = z.object({ lat: latitudeSchema, lng: longitudeSchema, link: httpUrlSchema });
const form = (o: Record<string, string>) => new URLSearchParams(o);

test("the shared fields' messages are in the translator's language, with their numbers", () => {
  const de = parseSubmission(schema, form({ lat: "91", lng: "-181", link: "ftp://x" }), translatorFor("de"));
  expect(de.errors).toEqual({
    lat: "Der Breitengrad muss eine Zahl von -90 bis 90 sein.",
    lng: "Der Längengrad muss eine Zahl von -180 bis 180 sein.",
    link: "Gib eine Webadresse ein, zum Beispiel example.com.",
  });
  expect(
    parseSubmission(
      schema,
      form({ lat: "1", lng: "1", link: `https://x.example/${"a".repeat(2000)}` }),
      translatorFor("fr"),
    ).errors.link,
  ).toBe("Ce lien est trop long.");
});

test("without a translator they stay English", () => {
  expect(parseSubmission(schema, form({ lat: "91", lng: "0", link: "https://example.com" })).errors).toEqual({
    lat: "Latitude must be a number from -90 to 90.",
  });
});
