import { expect, test } from "vitest";
import { placeJsonLd, placeJsonLdFromSettings, placeJsonLdScript, type PlaceJsonLdInput } from "./place-jsonld.ts";

const venue: PlaceJsonLdInput = {
  actType: "LocalBusiness",
  name: "The Lantern",
  description: "Small venue by the canal",
  url: "https://lantern.example/contact",
  image: "https://lantern.example/uploads/hero.webp",
  address: "Musterstraße 1\n10115 Berlin\nGermany",
  latitude: 52.52,
  longitude: 13.405,
  openingHours: "Wed-Sun 18:00-01:00",
  phone: "+49 30 1234567",
  email: "hello@lantern.example",
  socialLinks: [{ url: "https://instagram.com/lantern" }, { url: "https://www.facebook.com/lantern" }],
};

test("a venue is a LocalBusiness with address, geo, openingHours, telephone, email and sameAs", () => {
  expect(placeJsonLd(venue)).toEqual({
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": "https://lantern.example/contact#organization",
    name: "The Lantern",
    description: "Small venue by the canal",
    url: "https://lantern.example/contact",
    image: "https://lantern.example/uploads/hero.webp",
    telephone: "+49 30 1234567",
    email: "hello@lantern.example",
    address: {
      "@type": "PostalAddress",
      streetAddress: "Musterstraße 1",
      postalCode: "10115",
      addressLocality: "Berlin",
      addressCountry: "Germany",
    },
    geo: { "@type": "GeoCoordinates", latitude: 52.52, longitude: 13.405 },
    openingHours: ["We-Su 18:00-01:00"],
    sameAs: ["https://instagram.com/lantern", "https://www.facebook.com/lantern"],
  });
});

test.each(["MusicGroup", "PerformingGroup", "TheaterGroup", "DanceGroup", "Organization"])(
  "a %s keeps its type and puts geo and hours on a location Place",
  (actType) => {
    const ld = placeJsonLd({ ...venue, actType });
    expect(ld["@type"]).toBe(actType);
    expect(ld.geo).toBeUndefined();
    expect(ld.openingHours).toBeUndefined();
    expect(ld.address).toMatchObject({ "@type": "PostalAddress", addressLocality: "Berlin" });
    expect(ld.location).toEqual({
      "@type": "Place",
      name: "The Lantern",
      address: ld.address,
      geo: { "@type": "GeoCoordinates", latitude: 52.52, longitude: 13.405 },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map((d) => `https://schema.org/${d}`),
          opens: "18:00",
          closes: "01:00",
        },
      ],
    });
  },
);

test("a Person uses workLocation and a #person id", () => {
  const ld = placeJsonLd({ ...venue, actType: "Person" });
  expect(ld["@id"]).toBe("https://lantern.example/contact#person");
  expect(ld.location).toBeUndefined();
  expect(ld.workLocation).toMatchObject({ "@type": "Place", geo: { latitude: 52.52 } });
});

test("an unknown act type falls back to Organization", () => {
  expect(placeJsonLd({ ...venue, actType: "Spaceship" })["@type"]).toBe("Organization");
});

test("only what is known appears: no empty strings, nulls or empty lists", () => {
  const ld = placeJsonLd({
    actType: "MusicGroup",
    name: "Quiet Band",
    url: "https://quiet.example/",
    address: "",
    phone: " ",
    email: "not-an-email",
    latitude: null,
    longitude: null,
    socialLinks: [],
  });
  expect(ld).toEqual({
    "@context": "https://schema.org",
    "@type": "MusicGroup",
    "@id": "https://quiet.example/#organization",
    name: "Quiet Band",
    url: "https://quiet.example/",
  });
});

test("an unreadable address stays whole in streetAddress; unreadable hours are left out", () => {
  const ld = placeJsonLd({
    ...venue,
    actType: "LocalBusiness",
    address: "Behind the old mill",
    openingHours: "By appointment",
  });
  expect(ld.address).toEqual({ "@type": "PostalAddress", streetAddress: "Behind the old mill" });
  expect(ld.openingHours).toBeUndefined();
});

test("sameAs keeps only http(s) links, once each", () => {
  const ld = placeJsonLd({
    ...venue,
    socialLinks: [
      { url: "javascript:alert(1)" },
      { url: "https://a.example/x" },
      { url: " https://a.example/x " },
      { url: "nonsense" },
    ],
  });
  expect(ld.sameAs).toEqual(["https://a.example/x"]);
});

test("half coordinates give no geo", () => {
  const ld = placeJsonLd({ ...venue, latitude: 52.5, longitude: null });
  expect(ld.geo).toBeUndefined();
});

test("the script text cannot close the script element, and parses back to the same data", () => {
  const input = { ...venue, name: "</script><script>alert(1)</script> & <!--", description: "a > b" };
  const text = placeJsonLdScript(input);
  expect(text).not.toMatch(/[<>&]/);
  expect(text).toContain("\\u003c/script\\u003e");
  expect(JSON.parse(text)).toEqual(placeJsonLd(input));
});

test("from the settings row: snake_case fields map onto the same output", () => {
  const fromSettings = placeJsonLdFromSettings(
    {
      name: venue.name,
      tagline: venue.description,
      act_type: "LocalBusiness",
      address: venue.address,
      latitude: venue.latitude,
      longitude: venue.longitude,
      opening_hours: venue.openingHours,
      phone: venue.phone,
      contact_email: venue.email,
      social_links: venue.socialLinks,
    },
    venue.url,
    venue.image,
  );
  expect(fromSettings).toEqual(placeJsonLd(venue));
});
