/**
 * Vitest global setup for the "postgres" project: one server for the whole run,
 * with a migrated template database every test file's database is made from (ADR 0030).
 */
import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres.ts";
import { postgresTemplate } from "./template-db.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const pg = await startPostgres();
  await postgresTemplate(pg.url, "marquee_template");
  project.provide("postgresUrl", pg.url);
  project.provide("postgresTemplate", "marquee_template");
  return async () => {
    await pg.stop();
  };
}
