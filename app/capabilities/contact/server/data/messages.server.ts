/**
 * Messages from the contact form. A message and its deliveries are written in
 * one transaction, before any network call (SPEC §1: "no message is ever lost").
 */
import { sql, type Selectable, type Transaction } from "kysely";
import { canMoveMessage, type MessageStatus } from "~/capabilities/contact/lib/status.ts";
import type { MessageFilter } from "~/capabilities/contact/lib/filters.ts";
import { db, nowIso, type DB } from "~/core/db/client.server.ts";
import { queueMessageMail, type NewContactMail } from "./deliveries.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import type { Database } from "~/core/db/schema.server.ts";
import type { MessageAttachmentsTable, MessagesTable } from "./tables.server.ts";

export type Message = Selectable<MessagesTable>;
export type MessageSummary = Omit<Message, "user_agent" | "ip_hash">;

export interface NewAttachment {
  filename: string;
  contentType: string;
  sha256: string;
  data: Buffer;
}

export interface NewMessage {
  name: string;
  email: string;
  phone: string | null;
  topic: Message["topic"];
  dateWanted: string | null;
  body: string;
  consent: boolean;
  spamReasons: string[];
  ipHash: string | null;
  userAgent: string | null;
  idempotencyKey: string;
  attachment?: NewAttachment | null;
  /** Defaults to now; demo content sets it. */
  receivedAt?: string;
}

/**
 * Stores the message and queues its mail, atomically. A second call with the same idempotency key
 * stores nothing and returns the first message.
 */
export async function storeMessage(
  input: NewMessage,
  mails: (message: Message) => NewContactMail[],
): Promise<{ message: Message; created: boolean }> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const now = nowIso();
      const row: Message = {
        id: newId(),
        name: input.name,
        email: input.email,
        phone: input.phone,
        topic: input.topic,
        date_wanted: input.dateWanted,
        body: input.body,
        consent: input.consent ? 1 : 0,
        status: input.spamReasons.length ? "spam" : "new",
        spam_reasons: JSON.stringify(input.spamReasons),
        ip_hash: input.ipHash,
        user_agent: input.userAgent ? input.userAgent.slice(0, 500) : null,
        idempotency_key: input.idempotencyKey,
        has_attachment: input.attachment ? 1 : 0,
        hold_event_id: null,
        received_at: input.receivedAt ?? now,
        read_at: null,
        updated_at: now,
      };
      const inserted = await trx
        .insertInto("messages")
        .values(row)
        .onConflict((oc) => oc.column("idempotency_key").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) {
        const existing = await trx
          .selectFrom("messages")
          .selectAll()
          .where("idempotency_key", "=", input.idempotencyKey)
          .executeTakeFirstOrThrow();
        return { message: existing, created: false };
      }
      if (input.attachment) {
        const a = input.attachment;
        await trx
          .insertInto("message_attachments")
          .values({
            message_id: row.id,
            filename: a.filename,
            content_type: a.contentType,
            bytes: a.data.length,
            sha256: a.sha256,
            data: a.data,
          })
          .execute();
      }
      await queueMessageMail(trx, row.id, mails(row));
      return { message: row, created: true };
    });
}

export async function findByIdempotencyKey(key: string): Promise<Message | undefined> {
  return db().selectFrom("messages").selectAll().where("idempotency_key", "=", key).executeTakeFirst();
}

export async function getMessage(id: string): Promise<Message | undefined> {
  return db().selectFrom("messages").selectAll().where("id", "=", id).executeTakeFirst();
}

export interface Attachment extends Omit<MessageAttachmentsTable, "data"> {
  data: Buffer;
}

export async function getAttachment(
  messageId: string,
  handle: DB | Transaction<Database> = db(),
): Promise<Attachment | undefined> {
  const a = await handle
    .selectFrom("message_attachments")
    .selectAll()
    .where("message_id", "=", messageId)
    .executeTakeFirst();
  // node:sqlite hands back a Uint8Array, pg a Buffer: one type for callers.
  return a ? { ...a, data: Buffer.from(a.data.buffer, a.data.byteOffset, a.data.byteLength) } : undefined;
}

export async function getAttachmentInfo(messageId: string): Promise<Omit<Attachment, "data"> | undefined> {
  return db()
    .selectFrom("message_attachments")
    .select(["message_id", "filename", "content_type", "bytes", "sha256"])
    .where("message_id", "=", messageId)
    .executeTakeFirst();
}

export type { MessageFilter };

export interface ListOptions {
  filter?: MessageFilter;
  q?: string;
  limit?: number;
  offset?: number;
}

/** LIKE pattern for a search term, with the wildcards in it taken literally. */
function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filtered(opts: ListOptions) {
  let query = db().selectFrom("messages");
  const f = opts.filter ?? "inbox";
  if (f === "inbox") query = query.where("status", "in", ["new", "read"]);
  else if (f !== "all") query = query.where("status", "=", f);
  const q = opts.q?.trim();
  if (q) {
    const p = likePattern(q.slice(0, 200));
    // ESCAPE spelled out: SQLite has no default LIKE escape character (PostgreSQL's is the backslash).
    query = query.where((eb) =>
      eb.or(
        (["name", "email", "body", "phone"] as const).map(
          (col) => sql<boolean>`lower(coalesce(${eb.ref(col)}, '')) like ${p} escape '\\'`,
        ),
      ),
    );
  }
  return query;
}

export async function listMessages(opts: ListOptions = {}): Promise<{ rows: MessageSummary[]; total: number }> {
  const base = filtered(opts);
  const [rows, count] = await Promise.all([
    base
      .select([
        "id",
        "name",
        "email",
        "phone",
        "topic",
        "date_wanted",
        "body",
        "consent",
        "status",
        "spam_reasons",
        "idempotency_key",
        "has_attachment",
        "hold_event_id",
        "received_at",
        "read_at",
        "updated_at",
      ])
      .orderBy("received_at", "desc")
      .orderBy("id", "desc")
      .limit(opts.limit ?? 50)
      .offset(opts.offset ?? 0)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Every matching message, oldest first, for the CSV export (streams in pages). */
export async function* iterateMessages(opts: ListOptions, pageSize = 500): AsyncGenerator<MessageSummary> {
  for (let offset = 0; ; offset += pageSize) {
    const { rows } = await listMessages({ ...opts, limit: pageSize, offset });
    yield* rows;
    if (rows.length < pageSize) return;
  }
}

export async function countByStatus(): Promise<Record<MessageStatus, number>> {
  const rows = await db()
    .selectFrom("messages")
    .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  const out: Record<MessageStatus, number> = { new: 0, read: 0, archived: 0, spam: 0 };
  for (const r of rows) out[r.status] = Number(r.n);
  return out;
}

/**
 * Moves a message along SPEC §4's transitions. Returns the updated message, or
 * null when the move is not allowed from its current status (or it is gone).
 * The compare-and-set on the old status keeps two editors from racing.
 */
export async function moveMessage(id: string, to: MessageStatus): Promise<Message | null> {
  const m = await getMessage(id);
  if (!m || !canMoveMessage(m.status, to)) return null;
  const now = nowIso();
  const res = await db()
    .updateTable("messages")
    .set({ status: to, updated_at: now, ...(to === "read" && !m.read_at ? { read_at: now } : {}) })
    .where("id", "=", id)
    .where("status", "=", m.status)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return null;
  return (await getMessage(id)) ?? null;
}

/** Opening a new message marks it read. */
export async function markRead(id: string): Promise<void> {
  const now = nowIso();
  await db()
    .updateTable("messages")
    .set({ status: "read", read_at: now, updated_at: now })
    .where("id", "=", id)
    .where("status", "=", "new")
    .execute();
}

/** "Not spam — deliver": back to new, with its notification queued, in one transaction. */
export async function releaseFromSpam(id: string, mail: NewContactMail): Promise<boolean> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const now = nowIso();
      const res = await trx
        .updateTable("messages")
        .set({ status: "new", updated_at: now })
        .where("id", "=", id)
        .where("status", "=", "spam")
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) return false;
      await queueMessageMail(trx, id, [mail]);
      return true;
    });
}

export async function setHoldEvent(id: string, eventId: string): Promise<void> {
  await db()
    .updateTable("messages")
    .set({ hold_event_id: eventId, updated_at: nowIso() })
    .where("id", "=", id)
    .execute();
}

export async function deleteMessages(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db().deleteFrom("messages").where("id", "in", ids).execute();
}

export const parseSpamReasons = (json: string): string[] => {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
};
