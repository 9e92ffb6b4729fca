import { expect, test } from "vitest";
import { registerCapabilities } from "~/core/capability.server.ts";
import { clientCatalogue, clientPayloadFor } from "./catalogues.server.ts";
import { pageTranslator } from "./page-messages.ts";
import { pageMessagesScript, usedPageMessages } from "./page-messages.server.ts";
import { loader as catalogueLoader } from "~/core/routes/catalogue.ts";

registerCapabilities([]);

test("a page carries only the messages its render asked for, one set per request", () => {
  const page = clientPayloadFor("de");
  expect(page).toEqual({
    locale: "de",
    intl: "de-DE",
    dir: "ltr",
    catalogue: expect.stringMatching(/^\/i18n\/de\.[0-9a-f]{12}\.json$/),
  });
  expect(JSON.stringify(page)).not.toContain("Seite"); // the loader's data names the catalogue, it holds no message
  const tr = pageTranslator(page);
  const title = tr.t("core.error.404.title");
  expect(title).not.toBe("core.error.404.title");
  expect(tr.t("no.such.key")).toBe("no.such.key");
  expect(usedPageMessages(page)).toEqual({ "core.error.404.title": title });
  // Another request's payload starts empty: nothing leaks between pages.
  const other = clientPayloadFor("de");
  expect(usedPageMessages(other)).toEqual({});
  expect(pageTranslator(other).t("core.error.404.title")).toBe(title);
});

test("the data block cannot be ended by a message's text", () => {
  const html = pageMessagesScript({ k: "</script><script>alert(1)</script>" });
  expect(html.match(/<\/script>/g)).toHaveLength(1);
  expect(JSON.parse(html.replace(/^<script[^>]*>|<\/script>$/g, ""))).toEqual({
    k: "</script><script>alert(1)</script>",
  });
});

test("the whole catalogue is served under its hash for good; an old hash gets today's, revalidated; no other name answers", async () => {
  const current = clientCatalogue("fr");
  const file = current.url.slice("/i18n/".length);
  const res = catalogueLoader({ params: { file } } as never);
  expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  const body = (await res.json()) as Record<string, unknown>;
  expect(body["core.error.404.title"]).toBe(current.messages["core.error.404.title"]);
  expect(Object.keys(body).some((k) => k.split(".")[1] === "validation")).toBe(false); // the server's own keys stay there
  expect(catalogueLoader({ params: { file: "fr.000000000000.json" } } as never).headers.get("Cache-Control")).toBe(
    "no-cache",
  );
  for (const bad of ["xx.000000000000.json", "fr.json", "../fr.000000000000.json"])
    expect(() => catalogueLoader({ params: { file: bad } } as never)).toThrow();
});
