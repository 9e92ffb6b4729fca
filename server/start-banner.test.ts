import { expect, test } from "vitest";
import { startBanner } from "./start-banner.ts";

test("the address and, while no account exists, the setup page and code, boxed", () => {
  const box = startBanner({ port: 3000, dialect: "sqlite", seeded: true, setupCode: "AB12-CD34" });
  expect(box).toBe(
    [
      "┌────────────────────────────────────────────────────┐",
      "│  Marquee is running at http://localhost:3000       │",
      "│  (SQLite, demo content added)                      │",
      "│                                                    │",
      "│  No studio account yet. To create the owner, open  │",
      "│    http://localhost:3000/admin/setup               │",
      "│  and enter the one-time setup code: AB12-CD34      │",
      "└────────────────────────────────────────────────────┘",
    ].join("\n"),
  );
  // What people and the e2e harness look for.
  expect(/setup code: ([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(box)?.[1]).toBe("AB12-CD34");
});

test("with an owner: the address only; every line the same width", () => {
  const box = startBanner({ port: 8080, dialect: "postgres", seeded: false, setupCode: null });
  expect(box).toContain("Marquee is running at http://localhost:8080");
  expect(box).toContain("(PostgreSQL)");
  expect(box).not.toContain("setup");
  expect(new Set(box.split("\n").map((l) => l.length)).size).toBe(1);
});
