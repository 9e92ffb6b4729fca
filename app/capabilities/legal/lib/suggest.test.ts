/** When the dashboard offers the Impressum: the site's address, phone, time zone or German, or a notice already begun. */
import { expect, test } from "vitest";
import { emptyNotice } from "./notice.ts";
import { legalNoticeSuggested, siteCountry, type SiteFacts } from "./suggest.ts";

const site = (over: Partial<SiteFacts> = {}): SiteFacts => ({
  language: "en",
  languages: "",
  time_zone: "UTC",
  address: "",
  phone: "",
  ...over,
});

test("the country comes from the address's last line, then the phone's code, then the time zone", () => {
  expect(siteCountry(site({ address: "Kurt-Eisner-Str. 11\n04275 Leipzig\nDeutschland" }))).toBe("DE");
  expect(siteCountry(site({ address: "Gürtel 12, 1080 Wien, Österreich" }))).toBe("AT");
  expect(siteCountry(site({ address: "Langstrasse 4, 8004 Zürich, Switzerland" }))).toBe("CH");
  expect(siteCountry(site({ phone: "+43 1 234 56 78" }))).toBe("AT");
  expect(siteCountry(site({ phone: "0041 44 123 45 67" }))).toBe("CH");
  expect(siteCountry(site({ time_zone: "Europe/Berlin" }))).toBe("DE");
  // The address wins over the time zone: a Swiss act on Berlin time.
  expect(siteCountry(site({ address: "Bern, Schweiz", time_zone: "Europe/Berlin" }))).toBe("CH");
  // "Germany" inside a street name is not a country; other countries and zones are none of the three.
  expect(siteCountry(site({ address: "12 Germany Road\nLondon SW1A 1AA", time_zone: "Europe/London" }))).toBe("");
  expect(siteCountry(site({ address: "Rue de la Paix 1, 75002 Paris, France", phone: "+33 1 23 45 67 89" }))).toBe("");
});

test("offered for German, Austrian or Swiss sites, German-speaking ones, and once a notice is begun; not otherwise", () => {
  expect(legalNoticeSuggested(site(), emptyNotice())).toBe(false);
  expect(
    legalNoticeSuggested(site({ time_zone: "America/New_York", language: "en", languages: "es" }), emptyNotice()),
  ).toBe(false);
  expect(legalNoticeSuggested(site({ language: "de" }), emptyNotice())).toBe(true);
  expect(legalNoticeSuggested(site({ languages: "fr,de" }), emptyNotice())).toBe(true);
  expect(legalNoticeSuggested(site({ time_zone: "Europe/Vienna" }), emptyNotice())).toBe(true);
  expect(legalNoticeSuggested(site(), { ...emptyNotice(), country: "CH" })).toBe(true);
  expect(
    legalNoticeSuggested(site(), {
      ...emptyNotice(),
      name: "Owls GbR",
      address: "Street 1, Town",
      email: "a@b.example",
    }),
  ).toBe(true);
});
