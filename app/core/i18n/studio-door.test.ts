import { expect, test } from "vitest";
import { browserStudioLocale } from "./studio.server.ts";

const asking = (header: string | null) =>
  browserStudioLocale(
    new Request("http://x/admin/login", header === null ? {} : { headers: { "Accept-Language": header } }),
  );

test("the door takes the first studio language the browser asks for, by weight", () => {
  expect(asking("de-DE,de;q=0.9,en;q=0.8")).toBe("de");
  expect(asking("fr-FR, en-GB;q=0.8, de;q=0.9")).toBe("de");
  expect(asking("en-US,en;q=0.9")).toBe("en");
  expect(asking("de;q=0, en;q=0.5")).toBe("en");
});

test("a browser asking for no studio language leaves the choice to the site's rule", () => {
  expect(asking("fr-FR,fr;q=0.9")).toBeNull();
  expect(asking("*")).toBeNull();
  expect(asking("")).toBeNull();
  expect(asking(null)).toBeNull();
});
