import { expect, test } from "vitest";
import { suggestedLanguage } from "./language-suggestion.ts";

const SITE = [{ code: "en" }, { code: "es" }, { code: "pt-BR" }];

test("the first preferred language the site has is suggested, unless it is the page's own", () => {
  expect(suggestedLanguage(["es-MX", "en"], SITE, "en")).toEqual({ code: "es" });
  expect(suggestedLanguage(["en-US", "es"], SITE, "en")).toBeNull();
  expect(suggestedLanguage(["es"], SITE, "es")).toBeNull();
  expect(suggestedLanguage(["de", "fr"], SITE, "en")).toBeNull();
  // An exact tag first, then the language alone.
  expect(suggestedLanguage(["pt-BR"], SITE, "en")).toEqual({ code: "pt-BR" });
  expect(suggestedLanguage(["pt-PT"], SITE, "en")).toEqual({ code: "pt-BR" });
  expect(suggestedLanguage(["de", "ES"], SITE, "en")).toEqual({ code: "es" });
});
