/**
 * E-mail delivery settings made in the studio (issue 11): one row, the SMTP
 * password and the EmailJS private key sealed (app/core/secrets, ADR 0013).
 * Environment variables still win, field by field (docs/email.md).
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("email_settings")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("transport", "text", (c) => c.notNull().defaultTo("none"))
    .addColumn("smtp_host", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("smtp_port", "integer")
    .addColumn("smtp_security", "text", (c) => c.notNull().defaultTo("starttls"))
    .addColumn("smtp_user", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("smtp_password", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("mail_from", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("mail_to", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("emailjs_public_key", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("emailjs_private_key", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("emailjs_service_id", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("emailjs_template_id", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("emailjs_autoreply_template_id", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("email_settings").execute();
}
