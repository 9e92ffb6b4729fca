import { expect, test } from "vitest";
import { z } from "zod";
import { formToObject, parseSubmission } from "./forms.ts";

const schema = z.object({
  name: z.string().min(1, { message: "Enter a name." }),
  tags: z.array(z.string()).optional(),
});

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
  const f = new URLSearchParams([
    ["url[]", "https://a.example"],
    ["url[]", "https://b.example"],
    ["name", "Ann"],
  ]);
  expect(formToObject(f)).toEqual({ url: ["https://a.example", "https://b.example"], name: "Ann" });
});

test("one message per field, the input kept", () => {
  const sub = parseSubmission(schema, new URLSearchParams("name="));
  expect(sub.ok).toBe(false);
  expect(sub.errors).toEqual({ name: "Enter a name." });
  expect(sub.input).toEqual({ name: "" });
});

test("fields named like Object's own properties are plain fields", () => {
  const form = new URLSearchParams([
    ["__proto__", "x"],
    ["__proto__", "y"],
    ["constructor", "z"],
    ["toString", "w"],
  ]);
  const o = formToObject(form);
  expect(Object.getPrototypeOf(o)).toBeNull();
  expect(o["__proto__"]).toEqual(["x", "y"]);
  expect(o.constructor).toBe("z");
  expect(o.toString).toBe("w");
  expect(({} as Record<string, unknown>).constructor).toBe(Object);
});
