/**
 * The /contact action as the server runs it: real urlencoded and multipart
 * bodies, the file sniffed by its bytes, 413/415/429 with the catalogue's
 * words, and never a 500 for bad input.
 */
import { randomBytes } from "node:crypto";
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { action, loader } from "./contact.tsx";
import { createLoadContext } from "~/core/http/context.server.ts";
import { db } from "~/core/db/client.server.ts";
import { env } from "~/core/env.server.ts";
import { sign } from "~/core/http/sign.server.ts";
import { issueFormToken } from "~/core/http/form-token.server.ts";

useTestDatabase({ MAIL_TO: "inbox@owls.example" });

type ActionArgs = Parameters<typeof action>[0];

const ctx = (ip: string) => createLoadContext({ requestId: "t", nonce: "n", ip, secure: false });
const oldToken = () => issueFormToken(env().SESSION_SECRET, Date.now() - 10_000);
const fields = (over: Record<string, string> = {}) => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  topic: "booking",
  message: "We would love to book you for our summer fair.",
  website: "",
  form_token: oldToken(),
  submission_id: randomBytes(16).toString("base64url"),
  ...over,
});

async function post(
  body: BodyInit,
  ip = `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
  headers: Record<string, string> = {},
) {
  const request = new Request("http://localhost/contact", { method: "POST", body, headers });
  const r = (await action({
    request,
    context: ctx(ip),
    params: {},
    unstable_pattern: "/contact",
  } as unknown as ActionArgs)) as unknown;
  if (r instanceof Response)
    return { status: r.status, headers: r.headers, data: null as null | { errors: Record<string, string> } };
  const d = r as { init?: { status?: number; headers?: HeadersInit } | null; data: { errors: Record<string, string> } };
  return { status: d.init?.status ?? 200, headers: new Headers(d.init?.headers), data: d.data };
}

function multipart(f: Record<string, string>, file?: { name: string; type: string; bytes: Uint8Array }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(f)) form.append(k, v);
  if (file)
    form.append("attachment", new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
  return form;
}

const count = async () =>
  Number(
    (
      await db()
        .selectFrom("messages")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);

test("the loader issues a token and a submission key and is never cached", async () => {
  const r = (await loader({
    request: new Request("http://localhost/contact"),
    context: ctx("1.1.1.1"),
    params: {},
  } as never)) as unknown as {
    data: { token: string; submissionId: string };
    init: { headers: Record<string, string> };
  };
  expect(r.data.token).toMatch(/^[0-9a-z]+\.[\w-]+$/);
  expect(r.data.submissionId).toMatch(/^[\w-]{16,}$/);
  expect(r.init.headers["Cache-Control"]).toBe("private, no-store");
});

const receivedOn = async (url: string) =>
  (
    (await loader({ request: new Request(url), context: ctx("1.1.1.1"), params: {} } as never)) as unknown as {
      data: { received: boolean };
    }
  ).data.received;

test("urlencoded and multipart posts both store the message and lead to the page that says it was received", async () => {
  const before = await count();
  expect((await post(new URLSearchParams(fields()))).status).toBe(302);
  const r = await post(multipart(fields({ topic: "general" })));
  expect(r.status).toBe(302);
  const location = r.headers.get("location")!;
  expect(location).toMatch(/^\/contact\?sent=\d+\.[\w%-]+$/);
  expect(r.headers.get("set-cookie")).toBeNull(); // no toast: the page says it
  expect(await count()).toBe(before + 2);
  expect(await receivedOn(`http://localhost${location}`)).toBe(true);
});

test("only a signed, recent ?sent= says received: a forged, altered or old one shows the form", async () => {
  expect(await receivedOn("http://localhost/contact")).toBe(false);
  expect(await receivedOn(`http://localhost/contact?sent=${Date.now()}`)).toBe(false);
  expect(await receivedOn(`http://localhost/contact?sent=${Date.now()}.AAAA`)).toBe(false);
  const location = (await post(new URLSearchParams(fields()))).headers.get("location")!;
  const token = decodeURIComponent(new URL(location, "http://localhost").searchParams.get("sent")!);
  const [at, mac] = token.split(".");
  const altered = `${Number(at) + 60 * 60 * 1000}.${mac}`;
  expect(await receivedOn(`http://localhost/contact?sent=${encodeURIComponent(altered)}`)).toBe(false);
  const halfAnHourAgo = sign("contact-sent", String(Date.now() - 31 * 60 * 1000));
  expect(await receivedOn(`http://localhost/contact?sent=${encodeURIComponent(halfAnHourAgo)}`)).toBe(false);
});

test("a PNG attachment is sniffed and stored; a file that only claims to be a PDF is refused with 415", async () => {
  const ok = await post(multipart(fields(), { name: "flyer.png", type: "image/png", bytes: PNG }));
  expect(ok.status).toBe(302);
  const stored = await db().selectFrom("message_attachments").select(["filename", "content_type", "bytes"]).execute();
  expect(stored).toContainEqual({ filename: "flyer.png", content_type: "image/png", bytes: PNG.length });
  const before = await count();
  const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
  const bad = await post(multipart(fields(), { name: "rider.pdf", type: "application/pdf", bytes: html }));
  expect(bad.status).toBe(415);
  expect(bad.data?.errors.attachment).toBe("This file type isn't supported. Attach a PDF, JPEG or PNG.");
  const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
  expect((await post(multipart(fields(), { name: "x.png", type: "image/png", bytes: svg }))).status).toBe(415);
  expect(await count()).toBe(before);
});

test("bad bodies give a clear 4xx, never a 500: broken multipart, huge urlencoded, invalid UTF-8, wrong types", async () => {
  const before = await count();
  const broken = await post('--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda', undefined, {
    "content-type": "multipart/form-data; boundary=xyz",
  });
  expect([400]).toContain(broken.status);
  // A body that ends inside a file part (the attachment, or any other file field): a 400, and the server process lives on.
  for (const field of ["attachment", "other"]) {
    const cut = await post(
      `--xyz\r\nContent-Disposition: form-data; name="${field}"; filename="rider.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 and then nothing`,
      undefined,
      {
        "content-type": "multipart/form-data; boundary=xyz",
      },
    );
    expect(cut.status).toBe(400);
  }
  const noBoundary = await post("name=Ada", undefined, { "content-type": "multipart/form-data" });
  expect(noBoundary.status).toBe(400);
  expect(noBoundary.data?.errors._form).toBe("The form could not be read. Please try again.");
  const huge = await post(new URLSearchParams(fields({ message: "x".repeat(3 * 1024 * 1024) })));
  expect(huge.status).toBe(413);
  const latin1 = await post(
    Buffer.from(
      `name=Ada%FF%FE&email=ada%40example.com&topic=general&message=Hello+there+world&form_token=${encodeURIComponent(oldToken())}`,
    ),
    undefined,
    {
      "content-type": "application/x-www-form-urlencoded",
    },
  );
  expect(latin1.status).toBe(400);
  expect(latin1.data?.errors.name).toMatch(/couldn't read/);
  const twice = new URLSearchParams(fields());
  twice.append("topic", "press");
  expect((await post(twice)).status).toBe(400);
  const long = await post(new URLSearchParams(fields({ message: "y".repeat(100 * 1024) })));
  expect(long.status).toBe(400);
  expect(long.data?.errors.message).toBe("Your message must be at most 5,000 characters.");
  expect(await count()).toBe(before);
});

test("413 names the limit that was hit: the form body's 2 MB without a file, the attachment's 5 MB with one", async () => {
  const before = await count();
  // Just over 2 MB of urlencoded text (no file): the body's limit, not the attachment's.
  const body = await post(new URLSearchParams(fields({ message: "x".repeat(2 * 1024 * 1024) })));
  expect(body.status).toBe(413);
  expect(body.data?.errors).toEqual({ _form: "This form is too large (max 2 MB). Shorten it and try again." });
  // A file just over 5 MB in a multipart form: the attachment's limit, under its field.
  const pdf = new Uint8Array(5 * 1024 * 1024 + 1);
  pdf.set([0x25, 0x50, 0x44, 0x46, 0x2d]); // "%PDF-"
  const file = await post(multipart(fields(), { name: "rider.pdf", type: "application/pdf", bytes: pdf }));
  expect(file.status).toBe(413);
  expect(file.data?.errors).toEqual({ attachment: "This file is too large (max 5 MB)." });
  expect(await count()).toBe(before);
});

test("the sixth message from one address in ten minutes gets 429 with Retry-After and the catalogue's words", async () => {
  const ip = "10.99.0.1";
  for (let i = 0; i < 5; i++) expect((await post(new URLSearchParams(fields()), ip)).status).toBe(302);
  const r = await post(new URLSearchParams(fields()), ip);
  expect(r.status).toBe(429);
  expect(Number(r.headers.get("Retry-After"))).toBeGreaterThan(500);
  expect(r.data?.errors._form).toBe("Too many attempts. Try again in 10 minutes.");
});
