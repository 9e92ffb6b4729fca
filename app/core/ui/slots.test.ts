/**
 * A slot's loader and its component are tied to one type (slots.ts): tsc
 * refuses a loader that gives something else, or a component that takes
 * something else — each `@ts-expect-error` below fails the typecheck the day
 * that is no longer an error. At run time the two halves meet by the id.
 */
import { expect, test } from "vitest";
import { defineSlot, slotComponent, slotComponents, slotMap } from "./slots.ts";
import { fill, type HomeSection } from "../capability.server.ts";

interface Quote {
  text: string;
  source: string;
}
const quotes = defineSlot<Quote[]>("quotes");
const QuoteList = ({ data }: { data: Quote[] }) => data.map((q) => q.text).join(" · ");

test("a loader and a component that agree with their slot go in; the host finds the component by the slot's id", async () => {
  const section: HomeSection = {
    ...fill(quotes, async (_request: Request) => [{ text: "Loud.", source: "The Paper" }]),
    label: "Press quotes",
    order: 35,
  };
  expect(section.id).toBe("quotes");
  const data = await section.load(new Request("http://localhost/"));
  const map = slotMap({ "./quotes/ui/home.tsx": slotComponents(slotComponent(quotes, QuoteList)) });
  expect(map[section.id]!({ data })).toBe("Loud.");
  // Null is "nothing here": the host leaves the part out.
  expect(await fill(quotes, async () => null).load()).toBeNull();
});

test("a loader or a component that disagrees with its slot is a compile error", () => {
  // @ts-expect-error -- the loader gives one quote where the slot holds a list
  fill(quotes, async () => ({ text: "Loud.", source: "The Paper" }));
  // @ts-expect-error -- the loader gives strings where the slot holds quotes
  fill(quotes, async () => ["Loud."]);
  // @ts-expect-error -- the component takes strings where the slot holds quotes
  slotComponent(quotes, ({ data }: { data: string[] }) => data.join(" "));
  // @ts-expect-error -- a part that skips `fill` has no slot: a raw id and loader are refused
  const raw: HomeSection = { id: "quotes", label: "Press quotes", order: 35, load: async () => [] };
  expect(raw).toBeDefined();
});
