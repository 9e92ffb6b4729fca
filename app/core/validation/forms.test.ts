import { expect, test } from "vitest";
import { z } from "zod";
import { formToObject, parseSubmission } from "./forms.ts";

const schema = z.object({ name: z.string().min(1, { message: "Enter a name." }), tags: z.array(z.string()).optional() });

test("repeated keys become arrays; files are ignored; the CSRF token is not echoed", () => {
  const f = new FormData();
  f.append("tags", "a");
  f.append("tags", "b");
  f.append("file", new Blob(["x"]), "x.txt");
  f.append("csrf", "secret");
  f.append("name", "Ann");
  expect(formToObject(f)).toEqual({ tags: ["a", "b"], csrf: "secret", name: "Ann" });
  const sub = parseSubmission(schema, f);
  expect(sub.ok).toBe(true);
  expect(sub.input.csrf).toBeUndefined();
});

test("a list name ending in [] is read without the brackets", () => {
  const f = new URLSearchParams([["url[]", "https://a.example"], ["url[]", "https://b.example"], ["name", "Ann"]]);
  expect(formToObject(f)).toEqual({ url: ["https://a.example", "https://b.example"], name: "Ann" });
});

test("one message per field, the input kept", () => {
  const sub = parseSubmission(schema, new URLSearchParams("name="));
  expect(sub.ok).toBe(false);
  expect(sub.errors).toEqual({ name: "Enter a name." });
  expect(sub.input).toEqual({ name: "" });
});
