import { expect, test } from "vitest";
import { formatDays, openingHoursSpecification, parseOpeningHours, schemaOpeningHours } from "./opening-hours.ts";

const hours = (text: string) => schemaOpeningHours(parseOpeningHours(text));

test.each([
  ["Mo-Fr 10:00-18:00", ["Mo-Fr 10:00-18:00"]],
  ["Mon–Fri 10am–6pm", ["Mo-Fr 10:00-18:00"]],
  ["Monday to Friday: 9.30 - 17.30\nSaturday 10-14", ["Mo-Fr 09:30-17:30", "Sa 10:00-14:00"]],
  ["Mo-Fr 10-18, Sa 11-16", ["Mo-Fr 10:00-18:00", "Sa 11:00-16:00"]],
  ["Tue, Thu 7pm - 11pm; Sun closed", ["Tu,Th 19:00-23:00"]],
  ["Fri & Sat 20:00-03:00", ["Fr,Sa 20:00-03:00"]],
  ["Mi-So 18-24 Uhr", ["We-Su 18:00-23:59"]],
  ["Di bis Sa 12–22 Uhr, So 12-18", ["Tu-Sa 12:00-22:00", "Su 12:00-18:00"]],
  ["Daily 10:00-22:00", ["Mo-Su 10:00-22:00"]],
  ["täglich 9-17", ["Mo-Su 09:00-17:00"]],
  ["Mon-Fri 9-12 and 14-18", ["Mo-Fr 09:00-12:00", "Mo-Fr 14:00-18:00"]],
  ["Fri-Mon noon - midnight", ["Mo,Fr-Su 12:00-00:00"]],
  ["Open 24/7", ["Mo-Su 00:00-23:59"]],
  ["Sat 12am-2am", ["Sa 00:00-02:00"]],
  ["Fridays and Saturdays 9pm-4am", ["Fr,Sa 21:00-04:00"]],
  ["Thursday 18:00-22:00", ["Th 18:00-22:00"]],
])("parseOpeningHours(%j)", (text, expected) => {
  expect(hours(text)).toEqual(expected);
});

test("text without readable days and times gives no rules", () => {
  for (const text of [
    "",
    "By appointment",
    "Doors open one hour before the show",
    "Mon 25-30",
    "Fri 10:75-12",
    "Mo 10-10",
    "also 10-12",
    "Tickets 10-20 EUR",
    null,
  ]) {
    expect(parseOpeningHours(text), String(text)).toEqual([]);
  }
});

test("formatDays collapses runs of three or more and lists pairs", () => {
  expect(formatDays(["Mo", "Tu", "We", "Th", "Fr"])).toBe("Mo-Fr");
  expect(formatDays(["Sa", "Su"])).toBe("Sa,Su");
  expect(formatDays(["Mo", "We", "Fr"])).toBe("Mo,We,Fr");
  expect(formatDays(["Su", "Mo", "Tu", "Th"])).toBe("Mo,Tu,Th,Su");
});

test("OpeningHoursSpecification names days by their schema.org URLs", () => {
  expect(openingHoursSpecification(parseOpeningHours("Sat-Sun 11-16"))).toEqual([
    {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["https://schema.org/Saturday", "https://schema.org/Sunday"],
      opens: "11:00",
      closes: "16:00",
    },
  ]);
});
