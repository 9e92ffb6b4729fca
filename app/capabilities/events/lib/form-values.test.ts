import { expect, test } from "vitest";
import { parseSubmission } from "~/core/validation/forms.ts";
import { eventFormSchema } from "~/capabilities/events/schemas.ts";
import { type FormSource, formValuesOf } from "./form-values.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { registerCapabilities } from "~/core/capability.server.ts";
import events from "~/capabilities/events/capability.server.ts";

registerCapabilities([events]);
/** The form's messages in English (the studio catalogue). */
const tr = studioTranslatorFor("en");

const toForm = (input: Record<string, string | string[]>) => {
  const f = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) for (const x of Array.isArray(v) ? v : [v]) f.append(k, x);
  return f;
};

const base: FormSource = {
  title: "Jam",
  slug: "jam",
  description: "Bring your instrument.",
  startLocal: "2025-03-07T22:00",
  endLocal: "2025-03-08T02:00",
  tz: "Europe/Berlin",
  allDay: false,
  rule: null,
  venueName: "Club",
  venueAddress: "Street 1\n10115 Berlin",
  latitude: 52.5,
  longitude: 13.4,
  tickets: [
    {
      id: "presale1",
      date: null,
      kind: "presale",
      label: "Fan club",
      url: "https://t.example/pre",
      onSale: "2025-02-01T10:00",
      offSale: "2025-02-08T10:00",
      priceMin: "12.5",
      priceMax: null,
      currency: "EUR",
      note: "",
    },
    {
      id: "main0001",
      date: null,
      kind: "tickets",
      label: "",
      url: "https://t.example/1",
      onSale: "2025-02-08T10:00",
      offSale: null,
      priceMin: "15",
      priceMax: "20",
      currency: "EUR",
      note: "€12 concessions",
    },
    {
      id: "door0001",
      date: null,
      kind: "door",
      label: "",
      url: "",
      onSale: null,
      offSale: null,
      priceMin: null,
      priceMax: null,
      currency: "",
      note: "",
    },
  ],
  nightBefore: true,
  venueId: "venue-1",
};

test("a stored event round-trips through the form unchanged", () => {
  const cases: FormSource[] = [
    base,
    { ...base, endLocal: null, venueId: null, tickets: [], nightBefore: false },
    { ...base, allDay: true, startLocal: "2025-03-07T00:00", endLocal: "2025-03-09T00:00", nightBefore: false },
    {
      ...base,
      rule: {
        freq: "weekly",
        interval: 2,
        weekdays: [5, 6],
        count: 8,
        skip: ["2025-03-21"],
        moves: [{ date: "2025-04-04", to: "2025-04-05T21:00" }],
      },
    },
    {
      ...base,
      rule: { freq: "monthly", interval: 1, monthly: { kind: "weekday", ordinal: 1, weekday: 5 }, until: "2025-12-31" },
    },
    {
      ...base,
      startLocal: "2025-03-28T22:00",
      endLocal: null,
      rule: { freq: "monthly", interval: 1, monthly: { kind: "weekday", ordinal: -1, weekday: 5 } },
    },
    { ...base, rule: { freq: "monthly", interval: 3, monthly: { kind: "day", day: 7 } } },
  ];
  for (const src of cases) {
    const r = parseSubmission(eventFormSchema(tr.t), toForm(formValuesOf(src)));
    expect(r.errors).toEqual({});
    const { slug, ...rest } = r.value!;
    expect(slug).toBe(src.slug);
    expect(rest).toEqual({
      title: src.title,
      description: src.description,
      allDay: src.allDay,
      startLocal: src.startLocal,
      endLocal: src.endLocal,
      tz: src.tz,
      venue: src.venueId ? { id: src.venueId } : null,
      tickets: src.tickets,
      nightBefore: src.nightBefore,
      rule: src.rule,
    });
  }
});
