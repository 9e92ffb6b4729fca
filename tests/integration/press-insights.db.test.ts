/**
 * Press-kit downloads are Insights outcomes (issue 14 with issue 16's
 * "press-kit downloads"), on both databases: a person's download of a logo or
 * the rider counts under `press_download`; the page's own <img> of the logo,
 * a bot and a signed-in studio user do not.
 */
import { expect, test } from "vitest";
import { RouterContextProvider } from "react-router";
import { useTestDatabase } from "~tests/setup/db.ts";
import { db } from "~/core/db/client.server.ts";
import { flushInsights } from "~/capabilities/insights/server/counting.server.ts";
import { loader as fileRoute } from "~/capabilities/press/routes/resources/file.ts";
import { savePressKit } from "~/capabilities/press/server/press.server.ts";
import { checkLogo, checkPdf, savePressFile } from "~/capabilities/press/server/files.server.ts";

useTestDatabase();
const actor = { id: "u1", email: "owner@example.com" };
const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

const get = (name: string, headers: Record<string, string> = {}) =>
  fileRoute({
    request: new Request(`http://band.test/press/files/${name}`, { headers: { "user-agent": PERSON, ...headers } }),
    params: { name },
    context: new RouterContextProvider(),
    unstable_pattern: "",
  } as never) as Promise<Response>;

async function downloads(): Promise<Record<string, number>> {
  await flushInsights();
  const rows = await db().selectFrom("insights_outcomes").selectAll().where("kind", "=", "press_download").execute();
  const out: Record<string, number> = {};
  for (const r of rows) out[r.subject] = (out[r.subject] ?? 0) + Number(r.count);
  return out;
}

test("a person's download counts; the page's logo image, a bot and a studio user do not", async () => {
  await savePressKit(actor, {
    shortBio: "The band.",
    longBio: "",
    photos: [],
    quotes: [],
    contacts: [],
    played: [],
    visibility: "public",
  });
  await savePressFile(actor, checkPdf("rider", Buffer.from("%PDF-1.4\n%%EOF\n")));
  await savePressFile(
    actor,
    checkLogo(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
    ),
  );

  expect((await get("technical-rider.pdf")).status).toBe(200);
  expect((await get("technical-rider.pdf")).status).toBe(200);
  expect((await get("logo.svg")).status).toBe(200);
  await get("logo.svg", { "sec-fetch-dest": "image" }); // the press page showing the logo
  await get("technical-rider.pdf", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
  await get("technical-rider.pdf", { cookie: "marquee_session=x" });
  expect(await downloads()).toEqual({ "technical-rider": 2, logo: 1 });
});
