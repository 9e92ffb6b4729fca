/** Vitest global setup for the "sqlite" project: one migrated template file for the run (ADR 0030). */
import { rmSync } from "node:fs";
import { dirname } from "node:path";
import type { TestProject } from "vitest/node";
import { sqliteTemplate } from "./template-db.ts";

export default async function setup(project: TestProject) {
  const file = await sqliteTemplate();
  project.provide("sqliteTemplate", file);
  return () => rmSync(dirname(file), { recursive: true, force: true });
}
