/**
 * The tickets PDF says what was typed, in every script the public languages use (issue 29): the
 * buyer's Polish name, a Greek or Cyrillic event title and the Arabic site's own words come out of
 * the PDF as text again (pdfjs reads it back through the embedded font's Unicode map), not as "?".
 */
import { expect, test } from "vitest";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { useTestDatabase } from "~tests/setup/db.ts";
import { translatorFor } from "~/core/i18n/catalogues.server.ts";
import type { Order } from "./data/orders.server.ts";
import { rtlRuns, ticketsPdf } from "./pdf.server.ts";

useTestDatabase({ PUBLIC_URL: "https://band.example" });

const order = {
  number: "M-1042",
  test_mode: 0,
  name: "Łukasz Dvořák",
  total: 4000,
  currency: "EUR",
  vat_rate: 0,
  vat_amount: 0,
} as unknown as Order;
const tickets = [1, 2].map((position) => ({
  id: `t-${position}`,
  position,
  state: "valid" as const,
  typeName: "Стоячие места",
  checkedInAt: null,
  checkedInBy: null,
}));
const seller = { seller_name: "Οι Φανοί", seller_address: "Κολωνάκι 5\nΑθήνα" };

/** Every page's text, as a reader (or a screen reader) gets it from the PDF. */
async function textOf(bytes: Buffer): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const pdf = await task.promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((it) => ("str" in it ? it.str : "")).join(" "));
  }
  await task.destroy();
  return pages;
}

test("names, titles and the site's words keep their letters: Polish, Czech, Cyrillic, Greek", async () => {
  const bytes = await ticketsPdf(
    order,
    tickets,
    { title: "Концерт в Łódź", when: "Sa., 4. Juli 2031, 20:00", venue: "Θέατρο Ήρωδου" },
    seller,
    translatorFor("de"),
  );
  const pages = await textOf(bytes);
  expect(pages).toHaveLength(2);
  for (const text of pages) {
    for (const typed of [
      "Łukasz Dvořák",
      "Концерт в Łódź",
      "Θέατρο Ήρωδου",
      "Стоячие места",
      "Οι Φανοί, Κολωνάκι 5, Αθήνα",
    ])
      expect(text).toContain(typed);
    expect(text).not.toContain("?");
  }
  expect(pages[1]).toContain("Ticket 2 von 2");
});

test("an Arabic site's ticket is in Arabic letters, set from the right, with the order number still reading left to right", async () => {
  const tr = translatorFor("ar");
  const bytes = await ticketsPdf(
    order,
    tickets.slice(0, 1),
    { title: "حفلة", when: "٤ يوليو ٢٠٣١", venue: "" },
    seller,
    tr,
  );
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const page = await (await task.promise).getPage(1);
  const items = (await page.getTextContent()).items.flatMap((it) =>
    "str" in it ? [{ str: it.str, x: it.transform[4] as number, y: it.transform[5] as number }] : [],
  );
  await task.destroy();
  const all = items.map((i) => i.str).join(" ");
  expect(all).not.toContain("?");
  expect(all).toContain("حفلة");
  // "الطلب: M-1042 · …": the number is its own run, drawn left to right, left of the Arabic word on the same row.
  const number = items.find((i) => i.str.includes("M-1042"))!;
  const word = items.find((i) => i.str.includes(tr.t("payments.receipt.order")))!;
  expect(number.str.trim().startsWith("M-1042")).toBe(true);
  expect(number.y).toBe(word.y);
  expect(number.x).toBeLessThan(word.x);
  // A year in Arabic-Indic digits keeps its order.
  expect(items.some((i) => i.str.includes("٢٠٣١"))).toBe(true);
});

test("a line is cut into Arabic runs and the runs between them", () => {
  const texts = (line: string) => rtlRuns(line).map((r) => `${r.rtl ? "R" : "L"}:${r.text}`);
  expect(texts("الطلب: M-1042 · المجموع: €40")).toEqual(["R:الطلب: ", "L:M-1042", "R: · المجموع: ", "L:€40"]);
  expect(texts("٤ يوليو ٢٠٣١، 20:00")).toEqual(["L:٤", "R: يوليو ", "L:٢٠٣١، 20:00"]);
  expect(texts("Łukasz Dvořák")).toEqual(["L:Łukasz Dvořák"]);
});
