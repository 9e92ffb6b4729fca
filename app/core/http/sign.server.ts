/** HMAC signing with SESSION_SECRET (CSRF tokens, toasts, form timing tokens). */
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "~/core/env.server.ts";

export function hmac(purpose: string, value: string): string {
  return createHmac("sha256", env().SESSION_SECRET).update(`${purpose}\n${value}`).digest("base64url");
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** `value.signature`, for values that travel through the browser and must come back unchanged. */
export function sign(purpose: string, value: string): string {
  return `${value}.${hmac(purpose, value)}`;
}

export function unsign(purpose: string, signed: string): string | null {
  const i = signed.lastIndexOf(".");
  if (i <= 0) return null;
  const value = signed.slice(0, i);
  return safeEqual(signed.slice(i + 1), hmac(purpose, value)) ? value : null;
}
