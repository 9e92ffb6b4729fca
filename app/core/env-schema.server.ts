/**
 * The core's environment variables (SPEC §9) and the validators every part of
 * the configuration uses; env.server.ts assembles them with the capabilities'
 * parts. Plain Node loads this (scripts/start.ts): relative imports only.
 */
import { resolve } from "node:path";
import { isIP } from "node:net";
import { z } from "zod";

/** A yes/no variable: true, false, 1, 0, yes, no, on, off; unset or empty is `fallback`. */
export const bool = (name: string, fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return fallback;
      const s = v.trim().toLowerCase();
      if (["1", "true", "yes", "on"].includes(s)) return true;
      if (["0", "false", "no", "off"].includes(s)) return false;
      ctx.addIssue({ code: "custom", message: `${name} must be true or false` });
      return z.NEVER;
    });

/** Trimmed text; unset or blank is undefined. */
export const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

/** An http(s) URL, or undefined. */
export const httpUrl = (name: string) =>
  optionalText.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        const u = new URL(v);
        return u.protocol === "http:" || u.protocol === "https:";
      } catch {
        return false;
      }
    },
    { message: `${name} must be an http:// or https:// URL` },
  );

/**
 * ALLOWED_ORIGINS: the exact origins (scheme, host, optional port; no path,
 * no wildcard) of static exports made with `--api-origin` pointing here, whose
 * fans' sign-up and RSVP forms may post to this server (docs/deploy.md).
 * Comma- or space-separated; empty = none.
 */
export function parseAllowedOrigins(raw: string | undefined): { origins: string[] } | { error: string } {
  const origins: string[] = [];
  for (const item of (raw ?? "").split(/[\s,]+/).filter(Boolean)) {
    let u: URL;
    try {
      u = new URL(item);
    } catch {
      return { error: `ALLOWED_ORIGINS: ${item} is not an origin (write it as https://band.example)` };
    }
    // No wildcards: the URL parser takes "*" as a host character.
    if (
      (u.protocol !== "http:" && u.protocol !== "https:") ||
      u.origin !== item.replace(/\/$/, "") ||
      item.includes("*")
    ) {
      return {
        error: `ALLOWED_ORIGINS: ${item} is not an exact origin (a scheme and a host, an optional port, nothing else)`,
      };
    }
    origins.push(u.origin);
  }
  return { origins };
}

/** s3://bucket[/prefix]: S3's bucket naming rules (3–63 characters), a prefix of plain path segments. */
const S3_URL = /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[A-Za-z0-9._-]+)*\/?$/;

const email = (name: string) =>
  optionalText.refine((v) => v === undefined || /^[^\s@<>]+@[^\s@<>]+$/.test(v), {
    message: `${name} must be an e-mail address`,
  });

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).catch("production"),
    PORT: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === "") return 3000;
        if (!/^\d+$/.test(v) || Number(v) > 65535) {
          ctx.addIssue({ code: "custom", message: "PORT must be a whole number from 0 to 65535" });
          return z.NEVER;
        }
        return Number(v);
      }),
    HOST: optionalText.transform((v) => v ?? "0.0.0.0"),
    PUBLIC_URL: httpUrl("PUBLIC_URL").transform((v) => v?.replace(/\/+$/, "")),
    ALLOWED_ORIGINS: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const r = parseAllowedOrigins(v);
        if ("origins" in r) return r.origins;
        ctx.addIssue({ code: "custom", message: r.error });
        return z.NEVER;
      }),
    DATA_DIR: optionalText.transform((v) => resolve(v ?? "./data")),
    DATABASE_URL: optionalText.refine(
      (v) => v === undefined || /^postgres(ql)?:\/\//.test(v) || /^(sqlite|file):/.test(v),
      { message: "DATABASE_URL must be a postgres:// URL, or unset for the embedded SQLite file" },
    ),
    SESSION_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
      message: "SESSION_SECRET must be at least 32 characters (or unset to generate one)",
    }),
    ADMIN_EMAIL: email("ADMIN_EMAIL"),
    ADMIN_PASSWORD: optionalText,
    // Unset: the transport chosen in the studio (issue 11), else log. Set, it wins over the studio's.
    MAIL_TRANSPORT: optionalText.pipe(
      z.enum(["log", "smtp", "emailjs"], { message: "MAIL_TRANSPORT must be one of log, smtp, emailjs" }).optional(),
    ),
    MAIL_FROM: optionalText,
    MAIL_TO: email("MAIL_TO"),
    /** A check for translators and developers (docs/languages.md, "The pseudo-locale run"): English shown as ⟦Åççéñţéð ţéẋţ ~~~⟧. Never for a real site. */
    MARQUEE_PSEUDO_LOCALE: bool("MARQUEE_PSEUDO_LOCALE", false),
    MAIL_WORKER: bool("MAIL_WORKER", true),
    /**
     * How long a delivery worker's claim holds before another worker may send it again (docs/email.md):
     * two minutes by default, longer than the slowest send; tests and bench/newsletter.ts shorten it to
     * see a killed worker's mail resumed sooner.
     */
    MAIL_LEASE_SECONDS: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === "") return 120;
        if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > 3600) {
          ctx.addIssue({
            code: "custom",
            message: "MAIL_LEASE_SECONDS must be a whole number of seconds from 1 to 3600",
          });
          return z.NEVER;
        }
        return Number(v);
      }),
    SMTP_URL: optionalText.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
      message: "SMTP_URL must be an smtp:// or smtps:// URL",
    }),
    /**
     * The DNS servers the e-mail page's deliverability check asks (issue 25 §2): comma-separated
     * addresses, each optionally with a port (`127.0.0.1:5353`, `[::1]:53`); the system's when unset.
     */
    DNS_SERVERS: optionalText.transform((v, ctx) => {
      if (v === undefined) return undefined;
      const servers = v.split(",").map((x) => x.trim());
      const port = (p: string) => /^\d{1,5}$/.test(p) && Number(p) >= 1 && Number(p) <= 65535;
      // What node's Resolver#setServers takes: an address, "v4:port" or "[v6]:port".
      const valid = (x: string) => {
        if (isIP(x) !== 0) return true;
        const v6 = /^\[([^\]]+)\]:(\d+)$/.exec(x);
        if (v6) return isIP(v6[1]!) === 6 && port(v6[2]!);
        const v4 = /^([^:]+):(\d+)$/.exec(x);
        return v4 !== null && isIP(v4[1]!) === 4 && port(v4[2]!);
      };
      if (!servers.every(valid)) {
        ctx.addIssue({
          code: "custom",
          message:
            "DNS_SERVERS must be IP addresses separated by commas, each with an optional :port (e.g. 9.9.9.9,[2620:fe::fe]:53)",
        });
        return z.NEVER;
      }
      return servers;
    }),
    EMAILJS_API_URL: httpUrl("EMAILJS_API_URL").transform((v) => (v ?? "https://api.emailjs.com").replace(/\/+$/, "")),
    EMAILJS_PUBLIC_KEY: optionalText,
    EMAILJS_PRIVATE_KEY: optionalText,
    EMAILJS_SERVICE_ID: optionalText,
    EMAILJS_TEMPLATE_ID: optionalText,
    EMAILJS_AUTOREPLY_TEMPLATE_ID: optionalText,
    UPLOAD_MAX_MB: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === "") return 200;
        if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > 10240) {
          ctx.addIssue({
            code: "custom",
            message: "UPLOAD_MAX_MB must be a whole number of megabytes from 1 to 10240",
          });
          return z.NEVER;
        }
        return Number(v);
      }),
    /**
     * Where uploads live (issue 17, docs/deploy.md): unset for DATA_DIR on this machine, or
     * s3://bucket/prefix for any S3-compatible store (app/core/storage/).
     */
    STORAGE_URL: optionalText.refine((v) => v === undefined || (S3_URL.test(v) && !/\/\.\.?(\/|$)/.test(v.slice(5))), {
      message:
        "STORAGE_URL must be s3://bucket or s3://bucket/prefix (a bucket name of 3–63 lowercase letters, digits, dots and hyphens), or unset for DATA_DIR",
    }),
    /** The S3 API's address for stores other than AWS (R2, B2, MinIO); unset for AWS. */
    S3_ENDPOINT: httpUrl("S3_ENDPOINT").refine(
      (v) => v === undefined || !URL.canParse(v) || (!new URL(v).username && !new URL(v).password),
      {
        message: "S3_ENDPOINT must not carry a user name or password (use S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)",
      },
    ),
    S3_REGION: optionalText
      .transform((v) => v ?? "us-east-1")
      .refine((v) => /^[a-z0-9-]{2,32}$/.test(v), {
        message: "S3_REGION must be a region name like eu-central-1 (or auto for R2)",
      }),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** Bucket in the path (http://host/bucket/key) instead of the host name: MinIO and most self-hosted stores need it. */
    S3_FORCE_PATH_STYLE: bool("S3_FORCE_PATH_STYLE", false),
    TRUST_PROXY: optionalText.transform((v, ctx) => {
      // false (default) | true | a hop count | a comma-separated list of addresses/subnets
      if (v === undefined || ["false", "0", "no", "off"].includes(v.toLowerCase())) return false as const;
      if (["true", "yes", "on"].includes(v.toLowerCase())) return true as const;
      if (/^\d+$/.test(v)) return Number(v);
      if (/^[0-9a-fA-F.:/,\s]+$/.test(v) || /^(loopback|linklocal|uniquelocal)(,|$)/.test(v)) return v;
      ctx.addIssue({
        code: "custom",
        message: "TRUST_PROXY must be true, false, a number of proxies, or a list of proxy addresses",
      });
      return z.NEVER;
    }),
    DEMO_CONTENT: bool("DEMO_CONTENT", true),
    /**
     * Set by `npm run export` on the private copy of the site it reads (core/export/source.ts), never by an
     * owner: a copy must not speak for the site to other servers (a capability that federates stays off).
     */
    MARQUEE_SITE_COPY: bool("MARQUEE_SITE_COPY", false),
    /** Tests only: a file holding the instant the server takes as now (app/core/clock.server.ts). Never set on a real site. */
    TEST_CLOCK_FILE: optionalText,
    /** Keep rendered public pages until content changes (page-cache.server.ts); off only to measure without it. */
    HTML_CACHE: bool("HTML_CACHE", true),
  })
  .superRefine((env, ctx) => {
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"],
        message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
      });
    }
    const s3Setting = (["S3_ENDPOINT", "S3_ACCESS_KEY_ID"] as const).find((k) => env[k] !== undefined);
    if (!env.STORAGE_URL && s3Setting) {
      ctx.addIssue({
        code: "custom",
        path: [s3Setting],
        message: `${s3Setting} is set but STORAGE_URL is not: set STORAGE_URL=s3://bucket/prefix to keep uploads in the bucket`,
      });
    }
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
        message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
      });
    }
  });
