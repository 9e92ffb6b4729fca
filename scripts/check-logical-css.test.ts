import { resolve } from "node:path";
import { expect, test } from "vitest";
import { checkTree, findPhysical } from "./check-logical-css.ts";

test("physical directions are found, logical ones and marked lines are not", () => {
  const css = [
    ".a { margin-left: 1rem; padding-right: 2px; }",
    ".b { left: 0; border-right: 1px solid; border-left-color: red; }",
    ".c { text-align: right; float: left; border-top-left-radius: 4px; }",
    ".d { margin-inline-start: 1rem; inset-inline: 0; text-align: start; border-inline-end: 1px solid; }",
    ".e { margin-left: 0.2rem; /* physical */ }",
    "/* left: 0 in a comment */ .f { scroll-snap-align: start; }",
  ].join("\n");
  const found = findPhysical(css);
  expect(found.map((f) => `${f.line}:${f.property.split(" ")[0]}`)).toEqual([
    "1:margin-left",
    "1:padding-right",
    "2:border-right",
    "2:border-left",
    "2:left",
    "3:border-top-left-radius",
    "3:text-align:",
    "3:float:",
  ]);
});

test("the public stylesheets use logical properties only (right-to-left pages mirror)", () => {
  const found = checkTree(resolve(import.meta.dirname, ".."));
  expect(found.map((f) => `${f.file}:${f.line} ${f.property}`)).toEqual([]);
});
