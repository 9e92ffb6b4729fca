import { expect, test } from "vitest";
import { readSettingsForm } from "./settings-form.ts";

const form = (over: Record<string, string> = {}) => {
  const f = new FormData();
  for (const [k, v] of Object.entries({
    enabled: "on",
    capacity: "40",
    maxParty: "4",
    opens: "",
    closes: "",
    reminderHours: "0",
    q0: "",
    q1: "",
    q2: "",
    ...over,
  }))
    f.append(k, v);
  return f;
};

test("valid settings: questions trimmed and gaps dropped, empty times mean open at once and until the start", () => {
  const r = readSettingsForm(form({ q0: "  Which   voice do you sing? ", q2: "Dietary needs?" }));
  expect(r).toEqual({
    ok: true,
    value: {
      enabled: true,
      capacity: 40,
      maxParty: 4,
      opensLocal: null,
      closesLocal: null,
      questions: ["Which voice do you sing?", "Dietary needs?"],
      reminderHours: 0,
    },
  });
});

test("the largest party never exceeds the capacity; RSVP off when the box is not ticked", () => {
  const r = readSettingsForm(form({ capacity: "3", maxParty: "10", enabled: "" }));
  expect(r).toMatchObject({ ok: true, value: { enabled: false, capacity: 3, maxParty: 3 } });
});

test("each mistake is named under its field and the input is kept", () => {
  const r = readSettingsForm(
    form({
      capacity: "0",
      maxParty: "x",
      opens: "2031-05-02T10:00",
      closes: "2031-05-01T10:00",
      reminderHours: "5",
      q0: "x".repeat(121),
      q1: "Same?",
      q2: "same?",
    }),
  );
  if (r.ok) throw new Error("expected errors");
  expect(Object.keys(r.errors).sort()).toEqual(["capacity", "closes", "maxParty", "q0", "q1", "reminderHours"]);
  expect(r.input.opens).toBe("2031-05-02T10:00");
});

test("the times come as the studio language writes them, or as ISO; unreadable ones are kept and refused with a sample", () => {
  const de = readSettingsForm(form({ opens: "1.5.2031 18:00", closes: "2031-05-02T10:00" }), "de-DE");
  expect(de.ok && [de.value.opensLocal, de.value.closesLocal]).toEqual(["2031-05-01T18:00", "2031-05-02T10:00"]);
  const gb = readSettingsForm(form({ opens: "01/05/2031 6pm" }), "en-GB");
  expect(gb.ok && gb.value.opensLocal).toBe("2031-05-01T18:00");
  const bad = readSettingsForm(form({ opens: "next friday" }), "de-DE");
  expect(bad.ok).toBe(false);
  if (!bad.ok) {
    expect(bad.input.opens).toBe("next friday");
    expect(bad.errors.opens).toContain("05.12.2026 20:00");
  }
});
