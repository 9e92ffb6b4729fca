import { expect, test } from "vitest";
import { createStaticHandler, isRouteErrorResponse } from "react-router";
import { AppError, catalogueMessage } from "./errors.ts";

async function query(loader: () => never) {
  const handler = createStaticHandler([{ id: "root", path: "/", loader }]);
  const ctx = await handler.query(new Request("http://localhost/"));
  if (ctx instanceof Response) throw new Error("unexpected response");
  return ctx;
}

test("a thrown AppError reaches the error page as the catalogue's status and message", async () => {
  const ctx = await query(() => {
    throw new AppError("too_large", { vars: { mb: 25 }, field: "file" });
  });
  expect(ctx.statusCode).toBe(413);
  const error = ctx.errors?.root;
  expect(isRouteErrorResponse(error)).toBe(true);
  expect(isRouteErrorResponse(error) && error.data).toEqual({
    code: "too_large",
    message: catalogueMessage("too_large", { mb: 25 }),
  });
});

test("an AppError keeps its headers (Retry-After) and a custom message", async () => {
  const e = new AppError("rate_limited", {
    message: "Too many attempts. Try again in 2 minutes.",
    headers: { "Retry-After": "120" },
  });
  expect(e.status).toBe(429);
  expect(e.init.headers).toEqual({ "Retry-After": "120" });
  const ctx = await query(() => {
    throw e;
  });
  expect(ctx.statusCode).toBe(429);
  expect(isRouteErrorResponse(ctx.errors?.root) && ctx.errors.root.data.message).toBe(
    "Too many attempts. Try again in 2 minutes.",
  );
});

test("an ordinary Error is still a 500", async () => {
  const ctx = await query(() => {
    throw new Error("boom");
  });
  expect(ctx.statusCode).toBe(500);
});
