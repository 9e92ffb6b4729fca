/**
 * Download codes (issue 30): a batch made and exported; each code redeemed
 * once — two fans typing one code at the same moment get one link between
 * them, on SQLite and PostgreSQL — and every wrong code told apart.
 */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { releaseOnSale } from "~tests/factories/releases.ts";
import { parseCsv } from "~/core/csv/csv.server.ts";
import { db } from "~/core/db/client.server.ts";
import { readDownloadCode } from "../../lib/download-code.ts";
import { batchCsv, codeBatches, generateBatch, redeem } from "./codes.server.ts";
import { codesOfBatch } from "./data.server.ts";
import { linkState } from "./grants.server.ts";

const getDb = useTestDatabase({
  MAIL_TRANSPORT: "smtp",
  SMTP_URL: "smtp://127.0.0.1:9",
  MAIL_FROM: "Owls <web@owls.example>",
});
const owner = { id: "u1", email: "owner@band.example" };
let ip = 0;
const at = () => `10.9.0.${++ip}`;

test("a batch: as many distinct codes as asked, exported as CSV as printed", async () => {
  getDb();
  const batch = await generateBatch(owner, "Spring tour", 50, Date.now());
  const codes = await codesOfBatch(batch);
  expect(new Set(codes.map((c) => c.code)).size).toBe(50);
  const [header, ...rows] = parseCsv((await batchCsv(batch))!);
  expect(header!.cells).toEqual(["code", "batch", "created_at", "redeemed_at"]);
  expect(rows).toHaveLength(50);
  expect(rows.every((r) => readDownloadCode(r.cells[0]!) !== null)).toBe(true);
  expect(await batchCsv("no such batch")).toBeNull();
  expect((await codeBatches()).find((b) => b.batch === batch)).toMatchObject({ total: 50, redeemed: 0 });
});

test("one code typed by two fans at once: exactly one gets the download, the other is told it was redeemed", async () => {
  const { dataDir } = getDb();
  await releaseOnSale(dataDir, { mode: "price", price: 900 });
  const batch = await generateBatch(owner, "Merch table", 3, Date.now());
  const [c] = await codesOfBatch(batch);
  const printed = `${c!.code.slice(0, 4)}-${c!.code.slice(4, 8)}-${c!.code.slice(8)}`.toLowerCase();
  const [a, b] = await Promise.all([
    redeem({ code: printed, email: "a@fanmail.net", ip: at() }),
    redeem({ code: c!.code, email: "b@fanmail.net", ip: at() }),
  ]);
  const won = [a, b].filter((x) => x.kind === "redeemed");
  const lost = [a, b].filter((x) => x.kind === "invalid");
  expect(won).toHaveLength(1);
  expect(lost).toHaveLength(1);
  expect(lost[0]).toMatchObject({ status: 409, errors: { code: "This code has already been redeemed." } });
  const grants = await db().selectFrom("download_grants").selectAll().where("code_id", "=", c!.id).execute();
  expect(grants).toHaveLength(1);
  const path = (won[0] as { path: string }).path;
  expect((await linkState(path.replace("/downloads/", ""), Date.now())).kind).toBe("ok");
  // Later, a third try: the same answer.
  expect(await redeem({ code: c!.code, email: "c@fanmail.net", ip: at() })).toMatchObject({ status: 409 });
  expect((await codeBatches()).find((x) => x.batch === batch)).toMatchObject({ total: 3, redeemed: 1 });
});

test("a code that is not one, or not ours, is told apart; nothing redeems while the release has no files", async () => {
  const { dataDir } = getDb();
  await releaseOnSale(dataDir, { mode: "price", price: 900 });
  expect(await redeem({ code: "hello", email: "a@fanmail.net", ip: at() })).toMatchObject({
    status: 400,
    errors: { code: expect.stringContaining("12 letters") },
  });
  expect(await redeem({ code: "ZZZZ-ZZZZ-ZZZZ", email: "a@fanmail.net", ip: at() })).toMatchObject({ status: 404 });
  expect(await redeem({ code: "", email: "not an address", ip: at() })).toMatchObject({ status: 400 });
  const batch = await generateBatch(owner, "Off", 1, Date.now());
  const [c] = await codesOfBatch(batch);
  // Not on sale online: a card still works (the merch table may be its only sale).
  await releaseOnSale(dataDir, { mode: "off" });
  const [d] = await codesOfBatch(await generateBatch(owner, "Cards only", 1, Date.now()));
  expect(await redeem({ code: d!.code, email: "a@fanmail.net", ip: at() })).toMatchObject({ kind: "redeemed" });
  // No files to give: refused before the claim, so the code is still good once they are back.
  await db().updateTable("release_sale").set({ tracks: "[]" }).execute();
  expect(await redeem({ code: c!.code, email: "a@fanmail.net", ip: at() })).toMatchObject({ status: 409 });
  expect((await codesOfBatch(batch))[0]!.redeemed_at).toBeNull();
});
