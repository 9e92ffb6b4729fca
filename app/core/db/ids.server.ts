import { randomBytes } from "node:crypto";

/** A random, URL-safe record id (96 bits). Text ids are portable across both databases. */
export const newId = (): string => randomBytes(12).toString("base64url");
