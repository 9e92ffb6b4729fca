/**
 * The one storage contract, run against both stores: the local data folder
 * and a real S3 API (tests/fixtures/s3-server.ts).
 */
import { mkdtempSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startS3, type RunningS3 } from "~tests/fixtures/s3-server.ts";
import { LocalStore } from "./local.server.ts";
import { S3Store } from "./s3.server.ts";
import { deletePrefix, getBuffer, isValidKey, type ByteRange, type ObjectStore } from "./store.server.ts";

let s3: RunningS3;
const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), "marquee-store-"));
  dirs.push(d);
  return d;
};
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const stores: [string, () => ObjectStore][] = [
  ["local", () => new LocalStore(tmp())],
  [
    "s3",
    () =>
      new S3Store({
        bucket: s3.bucket,
        prefix: `p${Math.random().toString(36).slice(2, 8)}/site`,
        endpoint: s3.endpoint,
        region: "us-east-1",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        forcePathStyle: true,
      }),
  ],
];

const text = async (r: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of r) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};
const keys = async (store: ObjectStore, prefix: string) => {
  const out: string[] = [];
  for await (const o of store.list(prefix)) out.push(`${o.key}:${o.size}`);
  return out.sort();
};

describe.each(stores)("%s store", (_, open) => {
  test("put, head, get with a range, list by prefix, delete", async () => {
    const store = open();
    await store.put("uploads/a1/x-320.webp", Buffer.from("0123456789"), { contentType: "image/webp" });
    await store.putStream("uploads/a1/clip.mp4", Readable.from([Buffer.from("abc"), Buffer.from("def")]), 6);
    const file = join(tmp(), "orig.jpg");
    writeFileSync(file, "original bytes");
    await store.putFile("originals/a1.jpg", file, { move: true });
    expect(existsSync(file)).toBe(false);

    expect(await store.head("uploads/a1/x-320.webp")).toMatchObject({ key: "uploads/a1/x-320.webp", size: 10 });
    expect(await store.head("uploads/a1/missing.webp")).toBeUndefined();
    expect(await store.get("uploads/nothing/here.webp")).toBeUndefined();

    const whole = (await store.get("uploads/a1/x-320.webp"))!;
    expect([whole.size, whole.length, await text(whole.body)]).toEqual([10, 10, "0123456789"]);
    const part = (await store.get("uploads/a1/x-320.webp", { start: 2, end: 4 }))!;
    expect([part.size, part.length, part.range, await text(part.body)]).toEqual([10, 3, [2, 4], "234"]);
    // Ranges as HTTP asks for them, resolved by the store in the same request.
    const ranged = async (range: ByteRange) => {
      const o = (await store.get("uploads/a1/x-320.webp", range))!;
      return [o.range, await text(o.body)];
    };
    expect(await ranged({ suffix: 3 })).toEqual([[7, 9], "789"]);
    expect(await ranged({ start: 8 })).toEqual([[8, 9], "89"]);
    expect(await ranged({ start: 5, end: 100 })).toEqual([[5, 9], "56789"]);
    await expect(store.get("uploads/a1/x-320.webp", { start: 10 })).rejects.toMatchObject({
      name: "RangeNotSatisfiable",
      size: 10,
    });
    expect(await store.get("uploads/a1/missing.webp", { start: 0 })).toBeUndefined();
    expect((await getBuffer(store, "originals/a1.jpg"))!.toString()).toBe("original bytes");

    expect(await keys(store, "uploads/a1/")).toEqual(["uploads/a1/clip.mp4:6", "uploads/a1/x-320.webp:10"]);
    expect(await keys(store, "")).toEqual(["originals/a1.jpg:14", "uploads/a1/clip.mp4:6", "uploads/a1/x-320.webp:10"]);
    expect(await keys(store, "uploads/a")).toHaveLength(2);
    expect(await keys(store, "uploads/b")).toEqual([]);

    await store.put("uploads/a1/x-320.webp", Buffer.from("replaced"));
    expect((await getBuffer(store, "uploads/a1/x-320.webp"))!.toString()).toBe("replaced");

    expect(await deletePrefix(store, "uploads/a1/")).toBe(2);
    await store.delete(["originals/a1.jpg", "originals/never-there.jpg"]);
    expect(await keys(store, "")).toEqual([]);
    store.close();
  });

  test("a stream shorter than announced stores nothing", async () => {
    const store = open();
    await expect(store.putStream("uploads/b2/short.mp4", Readable.from([Buffer.from("abc")]), 10)).rejects.toThrow();
    expect(await store.head("uploads/b2/short.mp4")).toBeUndefined();
    expect(await keys(store, "")).toEqual([]);
    store.close();
  });

  test("keys that climb out, or are not plain paths, are refused", async () => {
    const store = open();
    for (const bad of ["../escape", "uploads/../../x", "/abs", "a//b", "a/./b", "a\\b", "sp ace", ""]) {
      expect(isValidKey(bad)).toBe(false);
      await expect(store.put(bad, Buffer.from("x"))).rejects.toThrow(/Not a storage key/);
    }
    store.close();
  });
});

test("the local store never lists or writes the installation's own files", async () => {
  const root = tmp();
  writeFileSync(join(root, "marquee.sqlite"), "db");
  writeFileSync(join(root, "session-secret"), "secret");
  const store = new LocalStore(root);
  await store.put("uploads/c3/a.webp", Buffer.from("a"));
  expect(await keys(store, "")).toEqual(["uploads/c3/a.webp:1"]);
  await expect(store.put("session-secret", Buffer.from("mine now"))).rejects.toThrow(/installation/);
  await expect(store.put("tmp/uploads/x.part", Buffer.from("x"))).rejects.toThrow(/installation/);
  // Deleting an upload's last file removes its folder too.
  await store.delete(["uploads/c3/a.webp"]);
  expect(existsSync(join(root, "uploads", "c3"))).toBe(false);
});
