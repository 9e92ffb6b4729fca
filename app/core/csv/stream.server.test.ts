import { expect, test } from "vitest";
import { readCsv } from "./stream.server.ts";

async function* chunks(...parts: string[]) {
  for (const p of parts) yield p;
}
const WORDS = { recordMax: 40, tooLong: "too long", notClosed: "not closed" };

async function all(source: AsyncIterable<string>) {
  const out = [];
  for await (const r of readCsv(source, WORDS)) out.push(r);
  return out;
}

test("records come whole however the text is cut, with the line each starts on", async () => {
  const csv =
    '\uFEFFName,E-mail\r\n"Ada, ""the"" Countess",ada@fanmail.net\r\n\r\n"Two\nlines",bo@fanmail.net\nlast,x@y.z';
  const cut = csv.indexOf("the") + 1;
  const records = await all(chunks(csv.slice(0, cut), csv.slice(cut, cut + 1), csv.slice(cut + 1, -3), csv.slice(-3)));
  expect(records).toEqual([
    { line: 1, cells: ["Name", "E-mail"] },
    { line: 2, cells: ['Ada, "the" Countess', "ada@fanmail.net"] },
    { line: 4, cells: ["Two\nlines", "bo@fanmail.net"] },
    { line: 6, cells: ["last", "x@y.z"] },
  ]);
});

test("a row longer than the limit is reported and skipped; reading goes on", async () => {
  const records = await all(chunks(`email\na@b.c,${"x".repeat(60)}\nc@d.e\n`));
  expect(records).toEqual([
    { line: 1, cells: ["email"] },
    { line: 2, cells: [], problem: "too long" },
    { line: 3, cells: ["c@d.e"] },
  ]);
});

test("a quote never closed ends the file with a problem on the line its row starts", async () => {
  const records = await all(chunks('email\nok@x.y\n"open,oops@x.y\nnext@x.y\n'));
  expect(records.at(-1)).toEqual({ line: 3, cells: [], problem: "not closed" });
  expect(records.map((r) => r.line)).toEqual([1, 2, 3]);
});

test("a broken source ends the reading with its error", async () => {
  async function* broken() {
    yield "email\na@b.c\n";
    throw new Error("connection reset");
  }
  await expect(all(broken())).rejects.toThrow("connection reset");
});

test("a quote that swallows more than a megabyte stops the reading there, with a problem, and nothing after it", async () => {
  const runaway = `"${"x".repeat(1024 * 1024 + 10)}\n`;
  const records = await all(chunks("email\nok@x.y\n", runaway.slice(0, 500_000), runaway.slice(500_000), "next@x.y\n"));
  expect(records).toEqual([
    { line: 1, cells: ["email"] },
    { line: 2, cells: ["ok@x.y"] },
    { line: 3, cells: [], problem: "too long" },
  ]);
});
