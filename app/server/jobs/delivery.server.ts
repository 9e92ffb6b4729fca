/** The e-mail delivery worker (filled by the contact capability). */
import type { Job } from "./types.server.ts";

export const deliveryJobs: Job[] = [];
