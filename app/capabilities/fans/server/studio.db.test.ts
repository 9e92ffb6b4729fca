import { randomBytes } from "node:crypto";
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { db } from "~/core/db/client.server.ts";
import { AppError } from "~/core/errors.ts";
import { IMPORT } from "../lib/messages.ts";
import { findByEmail, getSubscriber } from "./data/subscribers.server.ts";
import { addSubscriber as add } from "./fans.test-helpers.ts";
import { composeFanMail } from "./compose.server.ts";
import { importSubscribers } from "./import.server.ts";
import { importFromRequest } from "./import-request.server.ts";
import { loadDashboardFans } from "./dashboard.server.ts";
import { deleteSubscriber, exportCells, exportSubscribers, subscribersPage } from "./studio.server.ts";

useTestDatabase();

const actor = { id: "owner-1", email: "owner@marquee.example.org" };
const tag = () => randomBytes(4).toString("hex");

async function* chunks(...parts: string[]): AsyncGenerator<string> {
  yield* parts;
}

const audits = (action: string) => db().selectFrom("audit_entries").selectAll().where("action", "=", action).execute();

test("the list filters by status, search, town and source, and counts per status", async () => {
  const t = tag();
  const lyon = await add({
    email: `lyon-${t}@fanmail.net`,
    name: "Camille",
    wants: "near",
    town: `Lyon-${t}, FR`,
    radius_km: 50,
    source: "event",
  });
  await add({ email: `all-${t}@fanmail.net`, source: "footer", status: "unsubscribed" });
  const before = await subscribersPage({ status: "", q: "", town: "", source: "", page: 1 });
  expect(before.counts.confirmed).toBeGreaterThanOrEqual(1);
  expect(before.counts.unsubscribed).toBeGreaterThanOrEqual(1);
  expect(before.choices.towns).toContain(`Lyon-${t}, FR`);
  const byTown = await subscribersPage({ status: "", q: "", town: `Lyon-${t}, FR`, source: "", page: 1 });
  expect(byTown.rows.map((r) => r.id)).toEqual([lyon.id]);
  expect(byTown.rows[0]!.near).toEqual({ town: `Lyon-${t}, FR`, km: 50 });
  const bySearch = await subscribersPage({ status: "confirmed", q: `CAMILLE`, town: "", source: "event", page: 1 });
  expect(bySearch.rows.map((r) => r.id)).toContain(lyon.id);
  expect(
    (await subscribersPage({ status: "unsubscribed", q: t, town: "", source: "", page: 1 })).rows.map((r) => r.email),
  ).toEqual([`all-${t}@fanmail.net`]);
  // A search for the LIKE wildcard finds only a literal "%".
  expect((await subscribersPage({ status: "", q: "%", town: "", source: "", page: 1 })).total).toBe(0);
});

test("the export is audited and carries the consent record, one filtered row per subscriber", async () => {
  const t = tag();
  const s = await add({ email: `export-${t}@fanmail.net`, source: `src-${t}`, consent_text: "=HYPERLINK(evil)" });
  const rows = [];
  for await (const r of await exportSubscribers(actor, { status: "", q: "", town: "", source: `src-${t}`, page: 1 }))
    rows.push(r);
  expect(rows.map((r) => r.id)).toEqual([s.id]);
  const cells = exportCells(rows[0]!);
  expect(cells).toContain(s.consent_at);
  expect(cells).toContain("=HYPERLINK(evil)");
  expect(cells).not.toContain(s.id);
  expect((await audits("fans.export")).some((a) => (a.detail ?? "").includes(`src-${t}`))).toBe(true);
});

test("deleting removes the row for good and the audit entry holds no address", async () => {
  const s = await add({});
  await deleteSubscriber(actor, s.id);
  expect(await getSubscriber(s.id)).toBeUndefined();
  const entry = (await audits("fans.subscriber.delete")).find((a) => a.entity_id === s.id)!;
  expect(entry).toMatchObject({ entity_id: s.id, action: "fans.subscriber.delete" });
  expect(JSON.stringify(entry)).not.toContain(s.email);
  await expect(deleteSubscriber(actor, s.id)).rejects.toBeInstanceOf(AppError);
});

test("an import stores whole good rows as confirmed with the owner's statement, reports bad rows by line, skips known and unsubscribed ones", async () => {
  const t = tag();
  const known = await add({ email: `known-${t}@fanmail.net`, status: "unsubscribed" });
  // Split across chunks in the middle of a quoted cell and of a line break.
  const csv = `\uFEFFName,E-mail,Status\r\n"Ada, ""the"" Countess",ada-${t}@fanmail.net,\r\nBad,not-an-address,\r\nGone,gone-${t}@fanmail.net,unsubscribed\r\n,${known.email},\r\n"Bo",BO-${t}@FANMAIL.NET,confirmed\n"open,oops-${t}@fanmail.net`;
  const cut = csv.indexOf("the") + 1;
  const report = await importSubscribers(
    actor,
    chunks(csv.slice(0, cut), csv.slice(cut, cut + 40), csv.slice(cut + 40)),
    { statement: IMPORT.statement, sendWelcome: false },
  );
  expect(report).toMatchObject({ added: 2, skipped: 2, moreErrors: 0 });
  expect(report.errors.map((e) => e.line)).toEqual([3, 7]);
  const ada = (await findByEmail(`ada-${t}@fanmail.net`))!;
  expect(ada).toMatchObject({
    name: 'Ada, "the" Countess',
    status: "confirmed",
    source: "import",
    import_statement: IMPORT.statement,
  });
  expect(ada.consent_at).not.toBeNull();
  expect((await findByEmail(`bo-${t}@fanmail.net`))!.status).toBe("confirmed");
  expect(await findByEmail(`gone-${t}@fanmail.net`)).toBeUndefined();
  expect(await findByEmail(`oops-${t}@fanmail.net`)).toBeUndefined();
  expect((await findByEmail(known.email))!.status).toBe("unsubscribed");
  const queued = await db()
    .selectFrom("deliveries")
    .select("id")
    .where("source", "=", "fans")
    .where("source_ref", "=", `c:${ada.id}`)
    .execute();
  expect(queued).toHaveLength(0);
  expect((await audits("fans.import")).length).toBeGreaterThan(0);
});

test("an import with the welcome option stores pending rows and queues one 'do you still want this' e-mail each", async () => {
  const t = tag();
  const report = await importSubscribers(actor, chunks(`email\nwelcome-${t}@fanmail.net\n`), {
    statement: IMPORT.statement,
    sendWelcome: true,
  });
  expect(report.added).toBe(1);
  const s = (await findByEmail(`welcome-${t}@fanmail.net`))!;
  expect(s).toMatchObject({ status: "pending", source: "import", consent_at: null });
  const queued = await db()
    .selectFrom("deliveries")
    .select(["recipient", "bulk_group"])
    .where("source", "=", "fans")
    .where("source_ref", "=", `c:${s.id}`)
    .execute();
  expect(queued).toEqual([
    expect.objectContaining({ recipient: s.email, bulk_group: expect.stringMatching(/^import-/) }),
  ]);
  const mail = await composeFanMail(`c:${s.id}`);
  if ("skip" in mail) throw new Error(mail.skip);
  expect(mail.subject).toMatch(/still want/);
});

test("a file without an email column is refused on that field, and nothing is imported", async () => {
  const t = tag();
  await expect(
    importSubscribers(actor, chunks(`name,address\nX,x-${t}@fanmail.net\n`), {
      statement: IMPORT.statement,
      sendWelcome: false,
    }),
  ).rejects.toMatchObject({ field: "file" });
  expect(await findByEmail(`x-${t}@fanmail.net`)).toBeUndefined();
});

test("the import form's multipart body is streamed to the importer; without the owner's statement nothing is read or stored", async () => {
  const t = tag();
  const post = (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    f.append("file", new Blob([`email,name\nform-${t}@fanmail.net,Form\n`], { type: "text/csv" }), "list.csv");
    return new Request("http://localhost/admin/fans/import", { method: "POST", body: f });
  };
  expect(await importFromRequest(actor, post({ welcome: "yes" }))).toMatchObject({
    ok: false,
    errors: { consent: IMPORT.statementMissing },
    input: { welcome: true, consent: false },
  });
  expect(await findByEmail(`form-${t}@fanmail.net`)).toBeUndefined();
  expect(await importFromRequest(actor, post({ consent: "yes" }))).toMatchObject({
    ok: true,
    report: { added: 1, errors: [] },
    truncated: false,
  });
  expect(await findByEmail(`form-${t}@fanmail.net`)).toMatchObject({
    name: "Form",
    status: "confirmed",
    source: "import",
  });
});

test("the dashboard card counts confirmed, pending and this week's confirmations", async () => {
  const before = await loadDashboardFans();
  await add({ consent_at: new Date(Date.now() - 8 * 86_400_000).toISOString() });
  await add({});
  await add({ status: "pending", consent_at: null });
  expect(await loadDashboardFans()).toEqual({
    confirmed: before.confirmed + 2,
    pending: before.pending + 1,
    newThisWeek: before.newThisWeek + 1,
  });
});
