import { expect, test } from "vitest";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { postFormSchema } from "./schemas.ts";

const post = (over: Record<string, string>) => ({ title: "Winter tour", state: "scheduled", ...over });

test("a scheduled time is read as the studio language writes it, or as ISO", () => {
  const de = postFormSchema(studioTranslatorFor("de")).safeParse(post({ publish_at: "5.12.2026 20:00" }));
  expect(de.success && de.data.publish_at).toBe("2026-12-05T20:00");
  const iso = postFormSchema(studioTranslatorFor("en")).safeParse(post({ publish_at: "2026-12-05T20:00" }));
  expect(iso.success && iso.data.publish_at).toBe("2026-12-05T20:00");
});

test("an unreadable time is refused with a sample in the reader's language; a scheduled post needs one", () => {
  const bad = postFormSchema(studioTranslatorFor("de")).safeParse(post({ publish_at: "bald" }));
  expect(bad.success).toBe(false);
  expect(bad.error?.issues[0]?.message).toContain("05.12.2026 20:00");
  const none = postFormSchema(studioTranslatorFor("en")).safeParse(post({ publish_at: "" }));
  // (The news catalogue's own wording is read in the studio journeys; here, which field it is under.)
  expect(none.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
    ["publish_at", "news.studio.errors.publishAtRequired"],
  ]);
  expect(postFormSchema(studioTranslatorFor("en")).safeParse(post({ state: "draft", publish_at: "" })).success).toBe(
    true,
  );
});
