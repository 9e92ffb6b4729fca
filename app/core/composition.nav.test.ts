/** The owner's arrangement of the public navigation (core/composition.server.ts arrangeNav). */
import { expect, test } from "vitest";
import { arrangeNav, type OfferedNavItem } from "./composition.server.ts";

const offered: OfferedNavItem[] = [
  { to: "/", label: "Home", end: true, place: "header", capability: "site" },
  { to: "/events", label: "Events", place: "header", capability: "events" },
  { to: "/gallery", label: "Gallery", place: "header", capability: "media" },
  { to: "/lyrics", label: "Lyrics", place: "header", capability: "pages" },
  { to: "/press", label: "Press", place: "footer", capability: "press" },
];

test("without a choice: the manifests' order, each where its capability suggests", () => {
  const { header, footer } = arrangeNav(offered, []);
  expect(header.map((h) => h.to)).toEqual(["/", "/events", "/gallery", "/lyrics"]);
  expect(header[0]).toEqual({ to: "/", label: "Home", end: true });
  expect(footer.map((h) => h.to)).toEqual(["/press"]);
});

test("the owner's order, labels and places; a hidden built-in page; an external link; unplaced entries last", () => {
  const { header, footer, items } = arrangeNav(offered, [
    { to: "/lyrics", label: "Songs", place: "header" },
    { to: "/", label: "", place: "header" },
    { to: "/gallery", label: "", place: "hidden" },
    { to: "https://shop.example.com/", label: "Shop", place: "footer" },
    { to: "/gone", label: "Deleted page", place: "header" },
    { to: "/events", label: "  ", place: "footer" },
  ]);
  expect(header).toEqual([
    { to: "/lyrics", label: "Songs" },
    { to: "/", label: "Home", end: true },
  ]);
  expect(footer).toEqual([
    { to: "https://shop.example.com/", label: "Shop" },
    { to: "/events", label: "Events" },
    { to: "/press", label: "Press" },
  ]);
  expect(items.find((i) => i.to === "/gallery")).toMatchObject({
    place: "hidden",
    defaultLabel: "Gallery",
    external: false,
  });
  expect(items.some((i) => i.to === "/gone")).toBe(false);
});
