import { expect, test } from "vitest";
import { targetSchema } from "./schemas.ts";

const t = (key: string) => key;
const base = { name: "Site", site_url: "https://band.example" };
const errorsOf = (input: Record<string, string>) =>
  targetSchema(t, false)
    .safeParse({ ...base, ...input })
    .error?.issues.map((i) => i.path.join(".")) ?? [];

test("a bucket endpoint or git server gets the keys over https, or over http only on this machine", () => {
  const s3 = { kind: "s3", s3_bucket: "band-site", s3_access_key_id: "AKIA", s3_secret: "s" };
  const git = { kind: "git", git_token: "ghp_x" };
  expect(errorsOf({ ...s3, s3_endpoint: "https://s3.example.net" })).toEqual([]);
  expect(errorsOf({ ...s3, s3_endpoint: "http://127.0.0.1:9000" })).toEqual([]);
  expect(errorsOf({ ...s3, s3_endpoint: "http://localhost:9000" })).toEqual([]);
  expect(errorsOf({ ...s3, s3_endpoint: "http://s3.example.net" })).toEqual(["s3_endpoint"]);
  expect(errorsOf({ ...git, git_url: "https://github.com/band/site.git" })).toEqual([]);
  expect(errorsOf({ ...git, git_url: "http://[::1]:8080/site.git" })).toEqual([]);
  expect(errorsOf({ ...git, git_url: "http://git.example.net/site.git" })).toEqual(["git_url"]);
  expect(errorsOf({ ...git, git_url: "https://user:pw@github.com/band/site.git" })).toEqual(["git_url"]);
});
