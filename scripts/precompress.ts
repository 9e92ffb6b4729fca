/**
 * A Vite plugin for the client build: every compressible asset gets a brotli
 * (quality 11) and a zopfli gzip copy beside it (`x.js.br`, `x.js.gz`), which
 * server.ts sends as they are. Compressing once at build time at the highest
 * settings makes the bytes on the wire smaller than per-request compression
 * can afford to, and the server spends no CPU on it (ADR 0502).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompress, constants } from "node:zlib";
import { promisify } from "node:util";
import { gzipAsync } from "@gfx/zopfli";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html|xml|map)$/;
/** Below this the headers outweigh the saving. */
const MIN_BYTES = 256;
const brotli = promisify(brotliCompress);

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await filesUnder(p)));
    else out.push(p);
  }
  return out;
}

export async function precompressDir(dir: string): Promise<{ files: number; raw: number; br: number; gz: number }> {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f) && !f.endsWith(".map"));
  await Promise.all(
    files.map(async (file) => {
      const buf = await readFile(file);
      if (buf.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(buf, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
        }),
        gzipAsync(buf, { numiterations: 15 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      totals.files++;
      totals.raw += buf.length;
      totals.br += br.length;
      totals.gz += gz.length;
    }),
  );
  return totals;
}

export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "marquee:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      outDir = config.environments.client?.build.outDir ?? config.build.outDir;
    },
    async writeBundle(options) {
      const dir = options.dir ?? outDir;
      const t = await precompressDir(dir);
      const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
      this.info(`precompressed ${t.files} files: ${kb(t.raw)} → brotli ${kb(t.br)}, gzip ${kb(t.gz)}`);
    },
  };
}
