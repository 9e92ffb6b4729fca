/** Vitest global setup for the "postgres" project: one server for the whole run. */
import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const pg = await startPostgres();
  project.provide("postgresUrl", pg.url);
  return async () => {
    await pg.stop();
  };
}
