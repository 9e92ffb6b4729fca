/**
 * Publishing to an S3-compatible bucket (AWS S3, Cloudflare R2, Backblaze B2, MinIO): each file is
 * one PUT with its Content-Type and caching; a bucket has no rename, so the switch is ordered
 * instead — new and changed files first (what pages use before the pages, the home page last),
 * removals last — and a publish that fails half-way has removed nothing: every page still finds
 * the files it names (ADR 2812).
 */
import { createReadStream } from "node:fs";
import { DeleteObjectCommand, DeleteObjectsCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { cacheControlOf, contentTypeOf, safeSitePath } from "../../lib/plan.ts";
import type { Limits, Transport, Upload } from "./types.server.ts";

export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  prefix: string;
  accessKeyId: string;
  forcePathStyle: boolean;
}

export function s3Transport(s: S3Settings, secretAccessKey: string, limits: Limits): Transport {
  const client = new S3Client({
    region: s.region || "us-east-1",
    forcePathStyle: s.forcePathStyle,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey },
    requestHandler: { connectionTimeout: limits.timeoutMs, requestTimeout: limits.timeoutMs },
    maxAttempts: 3,
  });
  const prefix = s.prefix.replace(/^\/+|\/+$/g, "");
  const key = (path: string) => (prefix ? `${prefix}/` : "") + safeSitePath(path);

  return {
    async test() {
      // A write, not HeadBucket: a HEAD answer has no body, so a refusal would read "UnknownError" instead
      // of the store's own words (an unknown access key, a wrong signature, no such bucket).
      const probe = key(".marquee-publish-test");
      await client.send(
        new PutObjectCommand({
          Bucket: s.bucket,
          Key: probe,
          Body: "Marquee can publish here.\n",
          ContentType: "text/plain",
        }),
      );
      await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: probe }));
      return `Wrote and removed a test file in the bucket ${s.bucket}${prefix ? ` under ${prefix}/` : ""}.`;
    },
    async begin(): Promise<Upload> {
      return {
        async put(f) {
          await client.send(
            new PutObjectCommand({
              Bucket: s.bucket,
              Key: key(f.path),
              Body: createReadStream(f.file),
              ContentLength: f.size,
              ContentType: contentTypeOf(f.path),
              CacheControl: cacheControlOf(f.path),
            }),
          );
        },
        async commit(gone) {
          for (let i = 0; i < gone.length; i += 1000) {
            const batch = gone.slice(i, i + 1000);
            const r = await client.send(
              new DeleteObjectsCommand({
                Bucket: s.bucket,
                Delete: { Objects: batch.map((p) => ({ Key: key(p) })), Quiet: true },
              }),
            );
            if (r.Errors?.length)
              throw new Error(`The bucket refused to remove ${r.Errors[0]!.Key}: ${r.Errors[0]!.Message}`);
          }
        },
        // Nothing is out of sight in a bucket: what was sent is complete files beside the old ones, nothing removed.
        async abort() {},
      };
    },
    async close() {
      client.destroy();
    },
  };
}
