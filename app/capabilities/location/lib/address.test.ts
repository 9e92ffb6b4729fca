import { expect, test } from "vitest";
import { parsePostalAddress } from "./address.ts";

test.each([
  ["Musterstraße 1, 10115 Berlin", { streetAddress: "Musterstraße 1", postalCode: "10115", addressLocality: "Berlin" }],
  [
    "Musterstraße 1\n10115 Berlin\nGermany",
    { streetAddress: "Musterstraße 1", postalCode: "10115", addressLocality: "Berlin", addressCountry: "Germany" },
  ],
  [
    "Hinterhof, Musterstraße 1, 10115 Berlin, DE",
    {
      streetAddress: "Hinterhof, Musterstraße 1",
      postalCode: "10115",
      addressLocality: "Berlin",
      addressCountry: "DE",
    },
  ],
  [
    "12 Rue de Rivoli, 75001 Paris, France",
    { streetAddress: "12 Rue de Rivoli", postalCode: "75001", addressLocality: "Paris", addressCountry: "France" },
  ],
  ["Damrak 1, 1012 LG Amsterdam", { streetAddress: "Damrak 1", postalCode: "1012 LG", addressLocality: "Amsterdam" }],
  ["Stephansplatz 1, 1010 WIEN", { streetAddress: "Stephansplatz 1", postalCode: "1010", addressLocality: "WIEN" }],
  [
    "Drottninggatan 1, 111 51 Stockholm",
    { streetAddress: "Drottninggatan 1", postalCode: "111 51", addressLocality: "Stockholm" },
  ],
  [
    "ul. Marszałkowska 1, 00-950 Warszawa",
    { streetAddress: "ul. Marszałkowska 1", postalCode: "00-950", addressLocality: "Warszawa" },
  ],
  [
    "123 Main St, Springfield, IL 62701, USA",
    {
      streetAddress: "123 Main St",
      postalCode: "62701",
      addressLocality: "Springfield",
      addressRegion: "IL",
      addressCountry: "USA",
    },
  ],
  [
    "500 Congress Ave\nAustin TX 78701-1234",
    { streetAddress: "500 Congress Ave", postalCode: "78701-1234", addressLocality: "Austin", addressRegion: "TX" },
  ],
  [
    "10 Downing Street, London SW1A 2AA, United Kingdom",
    {
      streetAddress: "10 Downing Street",
      postalCode: "SW1A 2AA",
      addressLocality: "London",
      addressCountry: "United Kingdom",
    },
  ],
  [
    "221B Baker Street, London, NW1 6XE",
    { streetAddress: "221B Baker Street", postalCode: "NW1 6XE", addressLocality: "London" },
  ],
  [
    "290 Bremner Blvd, Toronto, ON M5V 3L9, Canada",
    {
      streetAddress: "290 Bremner Blvd",
      postalCode: "M5V 3L9",
      addressLocality: "Toronto",
      addressRegion: "ON",
      addressCountry: "Canada",
    },
  ],
  ["Hauptplatz 3, Graz", { streetAddress: "Hauptplatz 3", addressLocality: "Graz" }],
  [
    "Hauptplatz 3, Graz, Austria",
    { streetAddress: "Hauptplatz 3", addressLocality: "Graz", addressCountry: "Austria" },
  ],
])("parsePostalAddress(%j)", (text, expected) => {
  expect(parsePostalAddress(text)).toEqual(expected);
});

test("what it cannot read stays whole in streetAddress", () => {
  expect(parsePostalAddress("Behind the old mill, by the river")).toEqual({
    streetAddress: "Behind the old mill, by the river",
  });
  expect(parsePostalAddress("The Barn")).toEqual({ streetAddress: "The Barn" });
  expect(parsePostalAddress("Unit 4, 10115 Berlin, Mitte, Germany, Earth")).toEqual({
    streetAddress: "Unit 4, 10115 Berlin, Mitte, Germany, Earth",
  });
});

test("empty input gives no parts", () => {
  expect(parsePostalAddress("")).toEqual({});
  expect(parsePostalAddress(" \n , ")).toEqual({});
  expect(parsePostalAddress(null)).toEqual({});
});
