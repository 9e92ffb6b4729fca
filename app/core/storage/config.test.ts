/** STORAGE_URL and the S3_* variables: checked at start, one line naming the variable, no secret echoed. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { parseEnv } from "../env.server.ts";
import { LocalStore } from "./local.server.ts";
import { S3Store } from "./s3.server.ts";
import { openStore } from "./storage.server.ts";

const dir = mkdtempSync(join(tmpdir(), "marquee-storage-env-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const base = { DATA_DIR: dir, SESSION_SECRET: "x".repeat(40) };
const s3 = {
  STORAGE_URL: "s3://my-band.uploads/site",
  S3_ENDPOINT: "http://127.0.0.1:9000",
  S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
  S3_SECRET_ACCESS_KEY: "wJalrXUtnFEMI/K7MDENG",
};

test("unset, the files stay in DATA_DIR; s3://bucket/prefix opens the bucket", () => {
  const local = parseEnv(base);
  expect(local.STORAGE_URL).toBeUndefined();
  expect(local.S3_REGION).toBe("us-east-1");
  expect(local.S3_FORCE_PATH_STYLE).toBe(false);
  expect(openStore(local)).toBeInstanceOf(LocalStore);

  const e = parseEnv({ ...base, ...s3, S3_REGION: "auto", S3_FORCE_PATH_STYLE: "true" });
  expect([e.S3_REGION, e.S3_FORCE_PATH_STYLE]).toEqual(["auto", true]);
  const store = openStore(e);
  expect(store).toBeInstanceOf(S3Store);
  expect(store.name).toBe("s3://my-band.uploads/site");
  expect(store.name).not.toContain("wJalr");
  store.close();
  // The copy command opens the other side explicitly.
  expect(openStore(e, "local")).toBeInstanceOf(LocalStore);
  expect(() => openStore(local, "s3")).toThrow(/STORAGE_URL is not set/);
  expect(parseEnv({ ...base, STORAGE_URL: "s3://bucket" }).STORAGE_URL).toBe("s3://bucket");
});

test.each([
  [
    { STORAGE_URL: "/srv/uploads" },
    /^Invalid configuration: STORAGE_URL must be s3:\/\/bucket or s3:\/\/bucket\/prefix .* \(got "\/srv\/uploads"\)$/,
  ],
  [{ STORAGE_URL: "s3://Upper_Case/x" }, /STORAGE_URL must be s3:\/\/bucket/],
  [{ STORAGE_URL: "s3://ab" }, /STORAGE_URL must be s3:\/\/bucket/],
  [{ STORAGE_URL: "s3://bucket/a/../b" }, /STORAGE_URL must be s3:\/\/bucket/],
  [{ ...s3, S3_ENDPOINT: "minio:9000" }, /^Invalid configuration: S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL/],
  [{ ...s3, S3_REGION: "Frankfurt am Main" }, /S3_REGION must be a region name/],
  [{ ...s3, S3_FORCE_PATH_STYLE: "sometimes" }, /S3_FORCE_PATH_STYLE must be true or false/],
  [
    { STORAGE_URL: s3.STORAGE_URL, S3_ACCESS_KEY_ID: "AKIAEXAMPLE" },
    /^Invalid configuration: S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together$/,
  ],
  [{ S3_ENDPOINT: "http://127.0.0.1:9000" }, /S3_ENDPOINT is set but STORAGE_URL is not/],
])("a bad value stops with one line naming it: %j", (bad, message) => {
  expect(() => parseEnv({ ...base, ...bad })).toThrow(message);
});

test("no secret is echoed: not the key, not a password in an endpoint", () => {
  const bad = [
    { STORAGE_URL: s3.STORAGE_URL, S3_SECRET_ACCESS_KEY: "wJalrXUtnFEMI/K7MDENG" },
    { ...s3, S3_ENDPOINT: "https://user:hunter2@minio.example" },
  ];
  for (const b of bad) {
    let message = "";
    try {
      parseEnv({ ...base, ...b });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration: S3_/);
    expect(message).not.toMatch(/wJalr|hunter2/);
  }
});
