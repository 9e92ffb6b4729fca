import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { createLoadContext } from "~/core/http/context.server.ts";
import { findUserById } from "~/core/auth/data/users.server.ts";
import { makeUser } from "~tests/factories/users.ts";
import { startSession } from "~/core/auth/session.server.ts";
import { updateSettings } from "~/core/settings/settings.server.ts";
import { studioI18n, studioLocale } from "~/core/i18n/studio.server.ts";
import { chooseStudioLanguage } from "./account.server.ts";

const getDb = useTestDatabase();

const ctx = () => createLoadContext({ requestId: "t", nonce: "n", ip: "203.0.113.9", secure: false });
const req = (cookie?: string) => new Request("http://localhost/admin", { headers: cookie ? { cookie } : {} });

test("the studio language is stored per user and audited; the others keep the default", async () => {
  const anna = await makeUser("anna-lang@example.com", "owner");
  const ben = await makeUser("ben-lang@example.com");
  expect(await chooseStudioLanguage({ id: anna.id, email: anna.email }, "de")).toBe("de");
  expect((await findUserById(anna.id))?.studio_language).toBe("de");
  expect((await findUserById(ben.id))?.studio_language).toBeNull();
  expect(await studioLocale((await findUserById(anna.id))!)).toBe("de");
  expect(await studioLocale((await findUserById(ben.id))!)).toBe("en");
  const audited = await getDb()
    .handle.db.selectFrom("audit_entries")
    .select(["action", "entity_id"])
    .where("action", "=", "user.studio_language")
    .execute();
  expect(audited).toEqual([{ action: "user.studio_language", entity_id: anna.id }]);

  // Each request speaks its own user's language: toasts and validation messages of actions.
  const annaCookie = (await startSession(anna.id, req(), ctx())).split(";")[0]!;
  const benCookie = (await startSession(ben.id, req(), ctx())).split(";")[0]!;
  expect((await studioI18n(req(annaCookie), ctx())).t("site.studio.settings.saved")).toBe("Einstellungen gespeichert.");
  expect((await studioI18n(req(benCookie), ctx())).t("site.studio.settings.saved")).toBe("Settings saved.");
  expect((await studioI18n(req(annaCookie), ctx())).t("core.validation.required")).toBe(
    "Dieses Feld ist erforderlich.",
  );
});

test("a language the studio does not speak is refused and nothing is stored", async () => {
  const cleo = await makeUser("cleo-lang@example.com");
  for (const code of ["fr", "xx", "", "de-DE"])
    expect(await chooseStudioLanguage({ id: cleo.id, email: cleo.email }, code)).toBe(false);
  expect((await findUserById(cleo.id))?.studio_language).toBeNull();
});

test("without a choice the studio follows the site language when it has it, else English", async () => {
  const dora = await makeUser("dora-lang@example.com");
  await updateSettings({ language: "de" });
  expect(await studioLocale(dora)).toBe("de");
  await updateSettings({ language: "fr" });
  expect(await studioLocale(dora)).toBe("en");
  // A choice wins over the site's language.
  await chooseStudioLanguage({ id: dora.id, email: dora.email }, "en");
  await updateSettings({ language: "de" });
  expect(await studioLocale((await findUserById(dora.id))!)).toBe("en");
});
