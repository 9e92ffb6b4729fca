/**
 * `npm start`, and what a process manager runs (`node scripts/start.mjs`):
 * refuses a too-old Node.js in one line, then starts scripts/start.ts.
 */
import { nodeTooOld } from "./node-version.mjs";

const refusal = nodeTooOld(process.versions.node);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
await import("./start.ts");
