/**
 * The Node entry: HTTP, compression, static files, security headers, graceful
 * shutdown. Everything else (configuration, database, jobs, CSP) lives in the
 * app and is reached through the server build's entry module, so there is one
 * instance of each server module.
 *
 *   node server.ts          production (expects a build; `npm start` makes one)
 *   node server.ts --dev    Vite in middleware mode with hot reload
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Server } from "node:http";
import express from "express";
import compression from "compression";
import { createRequestHandler } from "@react-router/express";
import type { ViteDevServer } from "vite";
import { RouterContextProvider, type ServerBuild, type RouterContext } from "react-router";

const DEV = process.argv.includes("--dev");
// The build folder is infrastructure, not app configuration (tests build into their own).
const BUILD_DIR = resolve(process.env.MARQUEE_BUILD_DIR ?? "build");

interface EntryHooks {
  boot(opts?: { jobs?: boolean }): Promise<{
    env: { PORT: number; HOST: string; TRUST_PROXY: boolean | number | string; PUBLIC_URL?: string };
    dialect: string;
    seeded: boolean;
    setupCode: string | null;
  }>;
  shutdown(): Promise<void>;
  requestInfoContext: RouterContext<{ requestId: string; nonce: string; ip: string; secure: boolean }>;
  contentSecurityPolicy(nonce: string, opts?: { dev?: boolean }): string;
}

const hooksOf = (build: ServerBuild) => build.entry.module as unknown as EntryHooks;

async function main() {
  const app = express();
  app.disable("x-powered-by");

  let getBuild: () => Promise<ServerBuild>;
  let vite: ViteDevServer | undefined;
  if (DEV) {
    const { createServer } = await import("vite");
    vite = await createServer({ server: { middlewareMode: true } });
    const v = vite;
    getBuild = () => v.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const entry = join(BUILD_DIR, "server", "index.js");
    if (!existsSync(entry)) {
      console.error(`No build found at ${entry}. Run \`npm start\` (it builds when needed) or \`npm run build\`.`);
      process.exit(1);
    }
    const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
    getBuild = async () => build;
  }

  let hooks = hooksOf(await getBuild());
  let info: Awaited<ReturnType<EntryHooks["boot"]>>;
  try {
    info = await hooks.boot();
  } catch (error) {
    // A configuration error is one line naming the variable; anything else gets its stack.
    if (error instanceof Error && error.name === "ConfigError") console.error(error.message);
    else console.error(error);
    await vite?.close();
    process.exit(1);
  }
  const { env } = info;
  const httpsPublic = env.PUBLIC_URL?.startsWith("https:") ?? false;
  app.set("trust proxy", env.TRUST_PROXY);

  // Security headers on every response, with a fresh nonce for inline scripts.
  app.use((req, res, next) => {
    // In dev the CSP allows inline scripts instead (Vite's HMR needs them), and an unhidden nonce
    // attribute would differ from the client's empty one during hydration.
    const nonce = DEV ? "" : randomBytes(16).toString("base64");
    const requestId = randomBytes(6).toString("hex");
    res.locals.nonce = nonce;
    res.locals.requestId = requestId;
    const secure = req.secure || httpsPublic;
    res.locals.secure = secure;
    res.setHeader("Content-Security-Policy", hooks.contentSecurityPolicy(nonce, { dev: DEV }));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
    );
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    res.setHeader("X-Request-Id", requestId);
    if (secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    if (req.path === "/admin" || req.path.startsWith("/admin/")) res.setHeader("Cache-Control", "no-store");
    next();
  });

  app.use(compression()); // brotli when the browser accepts it, else gzip

  if (vite) {
    app.use(vite.middlewares);
  } else {
    // Fingerprinted assets never change: cache for a year.
    app.use("/assets", express.static(join(BUILD_DIR, "client", "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(join(BUILD_DIR, "client"), { maxAge: "1h", index: false }));
  }

  app.all(
    "/{*splat}",
    createRequestHandler({
      build: getBuild,
      mode: DEV ? "development" : "production",
      getLoadContext: async (req, res) => {
        if (DEV) hooks = hooksOf(await getBuild());
        // The provider comes from the same react-router instance as the handler (in dev, Vite
        // loads the app with the "development" build, whose class would fail its instanceof check);
        // context keys are plain objects, so the app's key works with it.
        const ctx = new RouterContextProvider();
        ctx.set(hooks.requestInfoContext, {
          requestId: res.locals.requestId as string,
          nonce: res.locals.nonce as string,
          ip: req.ip ?? req.socket.remoteAddress ?? "0.0.0.0",
          secure: res.locals.secure as boolean,
        });
        return ctx;
      },
    }),
  );

  const server: Server = app.listen(env.PORT, env.HOST, () => {
    const addr = server.address();
    const port = typeof addr === "object" && addr ? addr.port : env.PORT;
    console.log(`Marquee is running at http://localhost:${port} (${info.dialect}${info.seeded ? ", demo content added" : ""})`);
    if (info.setupCode) {
      console.log(`No studio account yet. Open http://localhost:${port}/admin/setup and enter the one-time setup code: ${info.setupCode}`);
    }
  });

  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received: finishing open requests and stopping.`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await hooks.shutdown().catch((e: unknown) => console.error(e));
      await vite?.close();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

await main();
