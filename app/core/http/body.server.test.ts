import { expect, test } from "vitest";
import { readForm } from "./body.server.ts";
import { AppError } from "~/core/errors.ts";

const post = (body: BodyInit | null, type?: string, method = "POST") =>
  new Request("http://localhost/admin/login", { method, body, headers: type ? { "content-type": type } : {} });

async function refusal(r: Request, opts?: { maxBytes?: number }): Promise<AppError> {
  const e = await readForm(r, opts).then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
}

test("a readable form is read, urlencoded or multipart", async () => {
  expect((await readForm(post("email=a%40b.c&password=x", "application/x-www-form-urlencoded"))).get("email")).toBe(
    "a@b.c",
  );
  const fd = new FormData();
  fd.set("name", "Ada");
  expect((await readForm(new Request("http://localhost/x", { method: "POST", body: fd }))).get("name")).toBe("Ada");
});

test("no body, broken multipart, a missing boundary, an unknown type: 400; another method: 405 with Allow", async () => {
  expect((await refusal(post(null))).status).toBe(400);
  expect((await refusal(post("garbage", "multipart/form-data; boundary=xyz"))).status).toBe(400);
  expect(
    (await refusal(post("--xyz\r\nno header here\r\n\r\nvalue\r\n--xyz--\r\n", "multipart/form-data; boundary=xyz")))
      .status,
  ).toBe(400);
  expect((await refusal(post("a=1", "multipart/form-data; boundary="))).status).toBe(400);
  expect((await refusal(post("a=1", "text/plain"))).status).toBe(400);
  const del = await refusal(post("a=1", "application/x-www-form-urlencoded", "DELETE"));
  expect(del.status).toBe(405);
  expect(del.init.headers).toEqual({ Allow: "GET, HEAD, POST" });
});

test("a body over the cap is refused with 413 without being kept, declared or not", async () => {
  const big = "a=" + "x".repeat(2000);
  expect((await refusal(post(big, "application/x-www-form-urlencoded"), { maxBytes: 1000 })).status).toBe(413);
  const stream = new ReadableStream({
    start(c) {
      for (let i = 0; i < 10; i++) c.enqueue(new TextEncoder().encode("x".repeat(500)));
      c.close();
    },
  });
  const chunked = new Request("http://localhost/x", {
    method: "POST",
    body: stream,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    duplex: "half",
  } as RequestInit);
  expect((await refusal(chunked, { maxBytes: 1000 })).status).toBe(413);
});
