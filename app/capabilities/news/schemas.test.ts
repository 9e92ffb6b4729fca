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
  // Which field it is under, and not the unreadable-time message (the news catalogue's wording is the journeys';
  // whether this project has loaded it depends on which tests ran before in the same worker).
  expect(none.error?.issues.map((i) => i.path.join("."))).toEqual(["publish_at"]);
  expect(none.error?.issues[0]?.message).not.toContain("05/12/2026");
  expect(postFormSchema(studioTranslatorFor("en")).safeParse(post({ state: "draft", publish_at: "" })).success).toBe(
    true,
  );
});
